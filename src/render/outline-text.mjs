// Text drawn as the paths of its glyphs, each distinct text shaped once per worker (glyph-outlines.mjs,
// from fonts held in memory). Shaping is most of what resvg spends on a picture's own layer (it reads
// the font file again for every glyph), and the same labels come back picture after picture. resvg
// turns text into paths itself before it draws, so the pixels are the same; a picture with no text
// left is drawn without loading any font.
import { glyphOutline } from './glyph-outlines.mjs';

/** A plain text element: no tspan, no child element, attributes in double quotes. */
const TEXT = /<text\b([^>]*)>([^<]*)<\/text>/g;
/** The properties that shape text: its font, size, spacing, anchor... */
const SHAPING =
  'font(?:-[a-z]+)?|text-anchor|letter-spacing|word-spacing|xml:space|direction|writing-mode|[a-z]+-baseline|baseline-shift|style';
/** A property that shapes text set on an element around it. */
const INHERITED_TEXT_PROPERTY = new RegExp(`<(?!text\\b)[a-zA-Z][^>]*\\s(?:${SHAPING})=`);
/** What a text drawn alone would be drawn without: a style sheet, or a clip, mask or pattern holding text. */
const CONTEXT = /<(style|clipPath|mask|pattern|symbol)\b/;
const POSITION = /\s(x|y)="([^"]*)"/g;
/** Glyph paths by the text's look and words (its position apart), most recently used last. */
const shaped = new Map();
const SHAPED_KEPT = 4000;

/**
 * `svg` with each plain `<text>` replaced by a group of its glyph paths at its place. The group keeps
 * the text's own attributes (fill, stroke, size...), so paint is inherited as it was; a text with a
 * transform, a url() reference or a position that is not one number each way is left as it is.
 * @param {string} svg @param {{ fonts: string[] }} job
 */
export function outlineText(svg, job) {
  const family = /<svg\b[^>]*\sfont-family="([^"]*)"/.exec(svg)?.[1] ?? 'DejaVu Sans';
  // A text is shaped alone with its own attributes and the root's font family: a picture whose texts
  // take anything else from around them is drawn as it is.
  const root = /<svg\b[^>]*>/.exec(svg);
  if (!root || CONTEXT.test(svg)) return svg;
  const around = root[0].replace(/\sfont-family="[^"]*"/, '') + svg.slice(root.index + root[0].length);
  if (INHERITED_TEXT_PROPERTY.test(around)) return svg;
  return svg.replace(TEXT, (whole, attrs, words) => {
    const at = Object.fromEntries([...attrs.matchAll(POSITION)].map((m) => [m[1], m[2]]));
    // An odd number of quotes: a '>' inside a value ended the match early; leave the text alone.
    if ((attrs.match(/"/g) ?? []).length % 2) return whole;
    // A transform, or a reference in user-space units (a clip, a mask, a filter, a gradient), would
    // move under the group's translation.
    if (/\stransform=|url\(/.test(attrs) || !isNumber(at.x) || !isNumber(at.y)) return whole;
    const look = attrs.replace(POSITION, '');
    const paths = glyphPaths(family, look, words, job);
    return paths === null ? whole : `<g transform="translate(${at.x} ${at.y})"${look}>${paths}</g>`;
  });
}

/**
 * The fonts resvg has to load to draw `svg`: none once no text is left (resvg reads every font it is
 * given when it starts). @param {string} svg @param {string[]} fonts
 */
export function fontsLeftFor(svg, fonts) {
  return /<text\b/.test(svg) ? fonts : [];
}

function isNumber(v) {
  return v !== undefined && /^-?\d+(\.\d+)?$/.test(v);
}

/** The attributes of a text that fix its shape; anything else that shapes text leaves it to resvg. */
const SIZE = /\sfont-size="(\d+(?:\.\d+)?)"/;
const WEIGHT = /\sfont-weight="([^"]*)"/;
const ANCHOR = /\stext-anchor="(start|middle|end)"/;
/** On the text itself, what the shaper does not read: every shaping property but those three. */
const UNREAD = new RegExp(
  `\\s(?!(?:font-size|font-weight|text-anchor)=)(?:${SHAPING}|textLength|lengthAdjust)=`,
);
const ENTITY = /&(?:#(\d+)|#x([0-9a-fA-F]+)|(amp|lt|gt|quot|apos));/g;
const NAMED = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** A text's characters as SVG draws them: entities read, white space collapsed and trimmed. */
function characters(words) {
  return words
    .replace(ENTITY, (_, dec, hex, name) =>
      name ? NAMED[name] : String.fromCodePoint(dec ? Number(dec) : parseInt(hex, 16)),
    )
    .replace(/[\t\n\r ]+/g, ' ')
    .trim();
}

/** The text's glyphs as one path with no paint of its own, drawn at 0,0 (null: leave the text as it is). */
function glyphPaths(family, look, words, job) {
  const key = JSON.stringify([family, look, words, job.fonts]);
  let paths = shaped.get(key);
  if (paths === undefined) {
    paths = null;
    const size = SIZE.exec(look)?.[1];
    const weight = WEIGHT.exec(look)?.[1] ?? 'normal';
    const text = characters(words);
    // Only what the shaper reads: a size, a plain weight, an anchor, in the family the fonts are.
    const plain = size && /^(normal|bold|[1-9]00)$/.test(weight) && !UNREAD.test(look);
    if (plain && text && family === 'DejaVu Sans') {
      const bold = weight === 'bold' || Number(weight) >= 600;
      const anchor = ANCHOR.exec(look)?.[1] ?? 'start';
      const d = glyphOutline({ text, size: Number(size), bold, anchor, fonts: job.fonts });
      if (d) paths = `<path d="${d}"/>`;
    }
    if (shaped.size >= SHAPED_KEPT) shaped.delete(shaped.keys().next().value);
  } else {
    shaped.delete(key);
  }
  shaped.set(key, paths);
  return paths;
}
