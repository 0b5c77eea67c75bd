// The map picture for mails: the engine's SVG rendered to PNG. resvg ignores WOFF and silently drops
// text it has no font for, so the bundled DejaVu TTFs are loaded explicitly and system fonts are not
// (the picture must look the same on every machine).
import { Resvg } from '@resvg/resvg-js';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const FONT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../assets/fonts');
export const FONT_FILES = [path.join(FONT_DIR, 'DejaVuSans.ttf'), path.join(FONT_DIR, 'DejaVuSans-Bold.ttf')];

/** SVG document -> PNG bytes, scaled to `width` pixels (about 1000 px: legible on a phone). */
export function svgToPng(svg: string, width = 1000): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' },
    background: 'white',
  });
  return resvg.render().asPng();
}
