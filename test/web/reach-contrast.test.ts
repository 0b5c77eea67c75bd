// Issue 42: the reachable-hex highlight of the orders page reads against every terrain. The edge
// colour of `.map svg .reach` (site.css), composited at its opacity over each terrain colour, has a
// contrast ratio of at least 3:1 (WCAG 2's ratio for graphical objects) against that terrain colour:
// every terrain colour of each game's palette (Travel Battle's hills as drawn, shading at 0.8 over
// the ground) and every fill of a hex or square each game draws.
import { readFileSync } from 'node:fs';
import { listGames } from '../../src/games/index';
import { selfplay } from '../../src/games/selfplay';
import { COLOURS as SHARPSBURG } from '../../src/games/sharpsburg/draw/terrain';
import { COLOURS as SCOTLAND } from '../../src/games/scotland/draw/terrain';
import { FILL as TB_FILL, HILL as TB_HILL } from '../../src/games/travel-battle/draw-terrain';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** `top` at `alpha` over `under`, both #rrggbb. */
export function over(top: string, alpha: number, under: string): string {
  return (
    '#' +
    [1, 3, 5]
      .map((i) => {
        const [a, b] = [parseInt(top.slice(i, i + 2), 16), parseInt(under.slice(i, i + 2), 16)];
        return Math.round(a * alpha + b * (1 - alpha))
          .toString(16)
          .padStart(2, '0');
      })
      .join('')
  );
}

const css = readFileSync('src/web/static/site.css', 'utf8');
const rule = /\.map svg \.reach \{([^}]*)\}/.exec(css)?.[1] ?? '';
const edge = /stroke: (#[0-9a-f]{6})/.exec(rule)?.[1] ?? '';
const edgeOpacity = Number(/stroke-opacity: ([\d.]+)/.exec(rule)?.[1] ?? 1);

/** Each game's terrain colours, from its palette (not the symbols drawn on them: trees, peaks). */
const PALETTES: Record<string, string[]> = {
  sharpsburg: [SHARPSBURG.clear, SHARPSBURG.woods, SHARPSBURG.town, SHARPSBURG.ford],
  scotland: [SCOTLAND.clear, SCOTLAND.wooded, SCOTLAND.mountain, SCOTLAND.sea, SCOTLAND.england],
  'travel-battle': Object.values(TB_FILL).flatMap((ground) => [
    ground,
    ...TB_HILL.filter(Boolean).map((hill) => over(hill, 0.8, ground)),
  ]),
};

test('issue 42: every game has a terrain palette checked here', () => {
  expect(Object.keys(PALETTES).sort()).toEqual(
    listGames()
      .map((g) => g.id)
      .sort(),
  );
});

test.each(Object.entries(PALETTES))(
  'issue 42: the reachable-place highlight of %s has 3:1 contrast against every palette terrain colour',
  (_id, palette) => {
    expect(edge).toMatch(/^#/);
    const weak = palette
      .map((t) => [t, contrast(over(edge, edgeOpacity, t), t)] as const)
      .filter(([, c]) => c < 3)
      .map(([t, c]) => `${t}: ${c.toFixed(2)}`);
    expect(weak).toEqual([]);
  },
);

test('issue 42: the WCAG ratio of black on white is 21 and of a colour on itself 1; compositing', () => {
  expect(contrast('#000000', '#ffffff')).toBeCloseTo(21);
  expect(contrast('#9cc6e6', '#9cc6e6')).toBe(1);
  expect(over('#000000', 0.5, '#ffffff')).toBe('#808080');
  expect(over('#123456', 1, '#ffffff')).toBe('#123456');
});

test.each(listGames().map((g) => [g.id, g] as const))(
  'issue 42: the reachable-place highlight of %s has 3:1 contrast against every terrain fill',
  (_id, game) => {
    expect(edge).toMatch(/^#/);
    // The first picture with its places drawn (Travel Battle's field comes after the set-up).
    let svg = '';
    selfplay(game, {
      games: 1,
      seed: 'reach',
      maxSteps: 40,
      onStep: ({ state }) => {
        if (!/data-(?:hex|square)=/.test(svg)) svg = game.draw(game.view(state, null), []);
      },
    });
    const places = [...svg.matchAll(/<(?:polygon|rect)[^>]*data-(?:hex|square)="[^"]+"[^>]*>/g)].map(
      (m) => m[0],
    );
    const fills = new Set(places.map((p) => /fill="(#[0-9a-f]{6})"/i.exec(p)?.[1]?.toLowerCase() ?? ''));
    fills.delete('');
    expect(fills.size).toBeGreaterThan(0);
    const weak = [...fills]
      .filter((f) => contrast(over(edge, edgeOpacity, f), f) < 3)
      .map((f) => `${f}: ${contrast(over(edge, edgeOpacity, f), f).toFixed(2)}`);
    expect(weak).toEqual([]);
  },
);
