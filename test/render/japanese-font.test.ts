// #17: Japanese labels in the mail pictures draw as letters, not as the empty box of a missing glyph:
// two different katakana render differently only when a Japanese font is loaded (src/render/png.ts).
import { CJK_FONT, svgToPng } from '../../src/render/png';

const label = (text: string) =>
  svgToPng(
    `<svg xmlns="http://www.w3.org/2000/svg" width="60" height="40"><text x="5" y="30" font-size="24">${text}</text></svg>`,
    60,
  );

test('#17: the picture renderer has a Japanese font (Debian fonts-ipafont-gothic) and draws katakana and kanji', () => {
  expect(CJK_FONT).not.toBeNull();
  expect(label('ト').equals(label('ル'))).toBe(false);
  expect(label('軍').equals(label('団'))).toBe(false);
  // What a missing glyph looks like: one box for every character not in any font.
  expect(label('\u{10FFFD}').equals(label('\u{10FFFC}'))).toBe(true);
});
