// Text drawn as the paths of its glyphs, each distinct text shaped once per worker. Shaping is most
// of what resvg spends reading a picture's own layer (about 0.3 ms a text element, 72 of them on a
// Sharpsburg map: its title, turn track and counter labels), and the same labels come back picture
// after picture. resvg turns text into paths itself before it draws, so the pixels are the same.
import { Resvg } from '@resvg/resvg-js';

/** A plain text element: no tspan, no child element, attributes in double quotes. */
const TEXT = /<text\b([^>]*)>([^<]*)<\/text>/g;
/** A property that shapes text (its font, size, spacing, anchor...) set on an element around it. */
const INHERITED_TEXT_PROPERTY =
  /<(?!text\b)[a-zA-Z][^>]*\s(font(-[a-z]+)?|text-anchor|letter-spacing|word-spacing|xml:space|direction|writing-mode|[a-z]+-baseline|baseline-shift|style)=/;
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

function isNumber(v) {
  return v !== undefined && /^-?\d+(\.\d+)?$/.test(v);
}

/** The text's glyphs as paths with no paint of their own, drawn at 0,0 (null: resvg made none). */
function glyphPaths(family, look, words, job) {
  const key = JSON.stringify([family, look, words, job.fonts]);
  let paths = shaped.get(key);
  if (paths === undefined) {
    const alone = `<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1" font-family="${family}"><text x="0" y="0"${look}>${words}</text></svg>`;
    let tree = '';
    try {
      tree = new Resvg(alone, {
        font: { fontFiles: job.fonts, loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' },
      }).toString();
    } catch {
      // Not readable alone (a '>' in an attribute, say): the picture draws the text itself.
    }
    const ds = [...tree.matchAll(/<path\b[^>]*\sd="([^"]*)"/g)].map((m) => `<path d="${m[1]}"/>`);
    // Nothing drawn (blank text), or a transform resvg put in: keep the text as it is.
    paths = ds.length && !/\stransform=/.test(tree) ? ds.join('') : null;
    if (shaped.size >= SHAPED_KEPT) shaped.delete(shaped.keys().next().value);
  } else {
    shaped.delete(key);
  }
  shaped.set(key, paths);
  return paths;
}
