// The map picture for mails: the engine's SVG rendered to PNG. resvg ignores WOFF and silently drops
// text it has no font for, so the bundled DejaVu TTFs are loaded explicitly and system fonts are not
// (the picture must look the same on every machine). A picture with Japanese text (issue #17) also gets
// the system's Japanese font: IPAGothic from Debian's fonts-ipafont-gothic (the Dockerfile and CI
// install it), else Noto Sans CJK; resvg takes each glyph DejaVu lacks from it.
import { Resvg } from '@resvg/resvg-js';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const FONT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../assets/fonts');
export const FONT_FILES = [path.join(FONT_DIR, 'DejaVuSans.ttf'), path.join(FONT_DIR, 'DejaVuSans-Bold.ttf')];

const CJK_FONTS = [
  '/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf',
  '/usr/share/fonts/truetype/fonts-japanese-gothic.ttf',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
];
let cjk: string[] | undefined;
const CJK_TEXT = /[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]/;

/** The fonts a picture needs: DejaVu, and a Japanese font when its text has Japanese in it. */
export function fontsFor(svg: string): string[] {
  if (!CJK_TEXT.test(svg)) return FONT_FILES;
  cjk ??= CJK_FONTS.filter((f) => existsSync(f)).slice(0, 1);
  return [...FONT_FILES, ...cjk];
}

/** SVG document -> PNG bytes, scaled to `width` pixels (about 1000 px: legible on a phone). */
export function svgToPng(svg: string, width = 1000): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { fontFiles: fontsFor(svg), loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' },
    background: 'white',
  });
  return resvg.render().asPng();
}
