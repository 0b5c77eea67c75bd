// The map picture for mails: the engine's SVG rendered to PNG. resvg ignores WOFF and silently drops
// text it has no font for, so the fonts of fonts.ts are loaded explicitly and system fonts are not
// (the picture must look the same on every machine); resvg takes each glyph DejaVu lacks from the
// Japanese font.
import { Resvg } from '@resvg/resvg-js';
import { fontsFor } from './fonts';
import { fontsLeftFor, outlineText } from './outline-text.mjs';

export { CJK_FONT, FONT_FILES, fontsFor } from './fonts';

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
