// The map picture for mails: the engine's SVG rendered to PNG. resvg ignores WOFF and silently drops
// text it has no font for, so the bundled DejaVu TTFs are loaded explicitly and system fonts are not
// (the picture must look the same on every machine). A picture with Japanese text (issue #17) also gets
// a Japanese font: IPA Gothic from Debian's fonts-ipafont-gothic (the Dockerfile and CI install it;
// 6 MB, so not bundled), else Noto Sans CJK, or the file DESPATCH_CJK_FONT names; resvg takes each
// glyph DejaVu lacks from it.
import { Resvg } from '@resvg/resvg-js';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { fontsLeftFor, outlineText } from './outline-text.mjs';

const FONT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../assets/fonts');
export const FONT_FILES = [path.join(FONT_DIR, 'DejaVuSans.ttf'), path.join(FONT_DIR, 'DejaVuSans-Bold.ttf')];

/** Where a Japanese font may be: the one named by the environment, then the distributions' paths. */
const CJK_FONTS = [
  process.env.DESPATCH_CJK_FONT ?? '',
  '/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf',
  '/usr/share/fonts/truetype/fonts-japanese-gothic.ttf',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
];

/** The Japanese font this machine has, or null: Japanese labels then draw as empty boxes. */
export const CJK_FONT = CJK_FONTS.find((f) => f !== '' && existsSync(f)) ?? null;

const CJK_TEXT = /[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]/;

/** The fonts a picture needs: DejaVu, and the Japanese font when its text has Japanese in it (an
 *  English picture renders exactly as before). */
export function fontsFor(svg: string): string[] {
  return CJK_TEXT.test(svg) && CJK_FONT ? [...FONT_FILES, CJK_FONT] : FONT_FILES;
}

/**
 * SVG document -> PNG bytes, scaled to `width` pixels (about 1000 px: legible on a phone), in this
 * process (the service draws in its render workers). Its text is outlined from fonts held in memory
 * first, as a worker does: resvg reads a font file again for every glyph it draws itself.
 */
export function svgToPng(svg: string, width = 1000): Buffer {
  const fonts = fontsFor(svg);
  const outlined = outlineText(svg, { fonts });
  const resvg = new Resvg(outlined, {
    fitTo: { mode: 'width', value: width },
    font: {
      fontFiles: fontsLeftFor(outlined, fonts),
      loadSystemFonts: false,
      defaultFontFamily: 'DejaVu Sans',
    },
    background: 'white',
  });
  return resvg.render().asPng();
}
