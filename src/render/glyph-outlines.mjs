// A line of text as the outline of its glyphs, shaped by fontkit from fonts read once per process.
// resvg (the native build we use) reads the whole font file again for every glyph it outlines: 760 KB
// for a DejaVu glyph, 6 MB for a Japanese one, hundreds of times a picture. Here each font is read
// once and its glyphs are shaped the same way (kerning and ligatures from the font's own tables).
import * as fontkit from 'fontkit';

/** Fonts by file, opened on first use. */
const opened = new Map();

function fontAt(file) {
  let font = opened.get(file);
  if (!font) {
    const read = fontkit.openSync(file);
    font = 'fonts' in read ? read.fonts[0] : read; // a collection (.ttc): its first face
    opened.set(file, font);
  }
  return font;
}

const isBold = (font) => /bold/i.test(font.subfamilyName ?? '');

/** The first font of a weight, then the others in the order given: where each character is looked for. */
function fallbackChain(files, bold) {
  const fonts = files.map(fontAt);
  const first = fonts.find((f) => isBold(f) === bold) ?? fonts[0];
  return [first, ...fonts.filter((f) => f !== first)];
}

/**
 * Runs of the text that one font draws. As resvg does: the first font if it has every character, else
 * the font it falls back to for the first missing one if that has them all (a Japanese label's digits
 * and spaces then match its kanji), else each character in the first font of the chain that has it.
 */
function runsOf(text, chain) {
  const codes = [...text].map((c) => c.codePointAt(0));
  const hasAll = (font) => codes.every((code) => font.hasGlyphForCodePoint(code));
  const missing = codes.find((code) => !chain[0].hasGlyphForCodePoint(code));
  const fallback = missing === undefined ? chain[0] : chain.find((f) => f.hasGlyphForCodePoint(missing));
  if (fallback && hasAll(fallback)) return [{ font: fallback, text }];
  const runs = [];
  for (const char of text) {
    const code = char.codePointAt(0);
    const font = chain.find((f) => f.hasGlyphForCodePoint(code)) ?? chain[0];
    const last = runs[runs.length - 1];
    if (last && last.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}

/**
 * The outline of `text` (already unescaped, its spaces as SVG keeps them) at `size` with its anchor at
 * 0,0 on the baseline, as one SVG path `d`; '' when nothing would be drawn.
 * @param {{ text: string, size: number, bold: boolean, anchor: 'start' | 'middle' | 'end', fonts: string[] }} t
 */
export function glyphOutline(t) {
  const glyphs = [];
  let pen = 0;
  for (const run of runsOf(t.text, fallbackChain(t.fonts, t.bold))) {
    const k = t.size / run.font.unitsPerEm;
    const laid = run.font.layout(run.text);
    laid.glyphs.forEach((glyph, i) => {
      const at = laid.positions[i];
      glyphs.push({ path: glyph.path, k, x: pen + at.xOffset * k, y: -at.yOffset * k });
      pen += at.xAdvance * k;
    });
  }
  const shift = t.anchor === 'middle' ? -pen / 2 : t.anchor === 'end' ? -pen : 0;
  return glyphs
    .map((g) =>
      g.path
        .scale(g.k, -g.k)
        .translate(g.x + shift, g.y)
        .toSVG(),
    )
    .filter((d) => d !== '')
    .join('');
}
