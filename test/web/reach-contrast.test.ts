// Issue 42: the reachable-hex highlight of the orders page reads against every terrain. The edge
// colour of `.map svg .reach` (site.css) against the fill of every hex or square each game draws has
// a contrast ratio of at least 3:1 (WCAG 2's ratio for graphical objects).
import { readFileSync } from 'node:fs';
import { listGames } from '../../src/games/index';
import { selfplay } from '../../src/games/selfplay';

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

const css = readFileSync('src/web/static/site.css', 'utf8');
const edge = /\.map svg \.reach \{[^}]*stroke: (#[0-9a-f]{6})/.exec(css)?.[1] ?? '';

test('issue 42: the WCAG ratio of black on white is 21 and of a colour on itself 1', () => {
  expect(contrast('#000000', '#ffffff')).toBeCloseTo(21);
  expect(contrast('#9cc6e6', '#9cc6e6')).toBe(1);
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
      .filter((f) => contrast(edge, f) < 3)
      .map((f) => `${f}: ${contrast(edge, f).toFixed(2)}`);
    expect(weak).toEqual([]);
  },
);
