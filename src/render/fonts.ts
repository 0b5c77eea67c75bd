// The fonts a picture is drawn with: the bundled DejaVu TTFs, and a Japanese font for a picture with
// Japanese text (issue #17): IPA Gothic from Debian's fonts-ipafont-gothic (the Dockerfile and CI
// install it; 6 MB, so not bundled), else Noto Sans CJK, or the file DESPATCH_CJK_FONT names. A file
// of its own so that choosing them (the render pool does, on the server's thread) loads no rasteriser.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fromRoot } from '../paths';

const FONT_DIR = fromRoot('assets', 'fonts');
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
