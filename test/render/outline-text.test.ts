// #12: a picture's text is drawn as the paths of its glyphs, each distinct text shaped once per render
// worker: the same pixels, without shaping the same labels picture after picture.
import { Resvg } from '@resvg/resvg-js';
import { outlineText } from '../../src/render/outline-text.mjs';
import { CJK_FONT, FONT_FILES, fontsFor } from '../../src/render/png';
import { sharpsburg } from '../../src/games/sharpsburg/index';
import { ratingChart } from '../../src/render/rating-chart';
import { sampleView, SAMPLE_EVENTS } from '../sharpsburg-draw/fixture';

function pixels(svg: string): Buffer {
  return new Resvg(svg, {
    fitTo: { mode: 'width', value: 1000 },
    background: 'white',
    font: { fontFiles: fontsFor(svg), loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' },
  }).render().pixels;
}

/** The share of bytes more than a shade apart (antialiased edges may round differently). */
function apart(a: Buffer, b: Buffer): number {
  let differ = 0;
  for (let i = 0; i < a.length; i++) if (Math.abs((a[i] ?? 0) - (b[i] ?? 0)) > 24) differ++;
  return differ / a.length;
}

const svgOf = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60" font-family="DejaVu Sans">${body}</svg>`;

test('#12: a Sharpsburg map with its text outlined draws the same pixels, and has no text left to shape', () => {
  const map = sharpsburg.draw(sampleView(), SAMPLE_EVENTS);
  const outlined = outlineText(map, { fonts: FONT_FILES });
  expect(map).toMatch(/<text/);
  expect(outlined).not.toMatch(/<text/);
  expect(outlineText(map, { fonts: FONT_FILES })).toBe(outlined); // the second time from what was kept
  const [a, b] = [pixels(map), pixels(outlined)];
  expect(b.length).toBe(a.length);
  expect(apart(a, b)).toBeLessThan(0.0001);
});

test('#12: a text keeps its paint, its stroke halo and its place inside a rotated group', () => {
  const svg = svgOf(
    '<g transform="rotate(30 100 30)"><text x="100" y="35" font-size="14" font-weight="bold" text-anchor="middle" fill="#5a3a1c" stroke="#fff" stroke-width="2.1" stroke-linejoin="round" paint-order="stroke">Sharpsburg 3-2</text></g>',
  );
  const outlined = outlineText(svg, { fonts: FONT_FILES });
  expect(outlined).toMatch(
    /<g transform="translate\(100 35\)" font-size="14"[^>]* fill="#5a3a1c" stroke="#fff"/,
  );
  expect(apart(pixels(svg), pixels(outlined))).toBeLessThan(0.0001);
});

test('#12: a text with a transform, a tspan, a url() or no number for its place is left as it is; a blank one too', () => {
  const kept = [
    '<text x="10" y="20" transform="scale(2)">A</text>',
    '<text x="10" y="20"><tspan>A</tspan></text>',
    '<text x="10%" y="20">A</text>',
    '<text x="10" y="20"> </text>',
    '<text x="10" y="20" fill="url(#shade)">A</text>',
  ];
  for (const text of kept) expect(outlineText(svgOf(text), { fonts: FONT_FILES })).toBe(svgOf(text));
});

(CJK_FONT ? test : test.skip)('#17 #12: Japanese text is outlined with the Japanese font', () => {
  const svg = svgOf('<text x="10" y="40" font-size="20" fill="#000">北軍 第3旅団</text>');
  const fonts = fontsFor(svg);
  const outlined = outlineText(svg, { fonts });
  expect(outlined).not.toMatch(/<text/);
  expect(apart(pixels(svg), pixels(outlined))).toBeLessThan(0.0001);
});

test('#12: entities, runs of spaces, bold, each anchor and a Japanese label mixed with Latin draw the pixels resvg draws', () => {
  const svg = svgOf(
    '<text x="100" y="15" font-size="12" font-weight="bold" text-anchor="middle" fill="#000">A&amp;B   &lt;C&gt; &#35;4 fi</text>' +
      '<text x="195" y="32" font-size="11" text-anchor="end" fill="#333"> Sumner   II 4-4 </text>' +
      '<text x="5" y="55" font-size="14" font-weight="700" fill="#000">Wallace ウォレス (2)</text>',
  );
  const fonts = fontsFor(svg);
  const outlined = outlineText(svg, { fonts });
  expect(outlined).not.toMatch(/<text/);
  expect(apart(pixels(svg), pixels(outlined))).toBeLessThan(0.0001);
});

test('#12: a picture whose texts take their size or anchor from around them (a rating chart) is drawn as it is', () => {
  const chart = ratingChart([
    { at: new Date('2026-01-01T00:00:00Z'), rating: 1500, rd: 200 },
    { at: new Date('2026-02-01T00:00:00Z'), rating: 1560, rd: 150 },
  ]);
  expect(chart).toMatch(/<svg[^>]* font-size="11"/);
  expect(outlineText(chart, { fonts: FONT_FILES })).toBe(chart);
  const anchored = svgOf('<g text-anchor="end"><text x="100" y="20">A</text></g>');
  expect(outlineText(anchored, { fonts: FONT_FILES })).toBe(anchored);
  const styled = svgOf('<style>text { font-size: 20px }</style><text x="100" y="20">A</text>');
  expect(outlineText(styled, { fonts: FONT_FILES })).toBe(styled);
});

test('#12: a text that cannot be read alone is left for the picture to draw; the picture is not lost', () => {
  const odd = svgOf('<text x="10" y="20" data-note="a > b" fill="#000">A</text>');
  expect(() => pixels(outlineText(odd, { fonts: FONT_FILES }))).not.toThrow();
});
