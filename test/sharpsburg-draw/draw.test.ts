// The Sharpsburg map picture: a golden SVG of a fixed position (update on purpose with
// UPDATE_GOLDEN=1), and checks that units, moves, battles and retreats all reach the picture.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import type { GameEvent } from '../../src/games/core/events';
import { overlaps } from '../../src/games/core/labels/box';
import { draw } from '../../src/games/sharpsburg/draw';
import { placePieces, type Piece } from '../../src/games/sharpsburg/draw/counters';
import { counterBox } from '../../src/games/core/labels/shapes';
import { openingView, SAMPLE_EVENTS, sampleView } from './fixture';

const goldenDir = new URL('./golden/', import.meta.url);
const goldenFile = new URL('./sample.svg', goldenDir);

function unitsDrawn(svg: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of svg.matchAll(/class="unit" data-unit="([^"]+)" data-hex="(\d{4})"/g)) out.set(m[1]!, m[2]!);
  return out;
}

const count = (svg: string, cls: string) => [...svg.matchAll(new RegExp(`class="${cls}"`, 'g'))].length;

describe('Sharpsburg draw', () => {
  test('golden: the sample position draws exactly as recorded', () => {
    const svg = draw(sampleView(), SAMPLE_EVENTS);
    if (process.env.UPDATE_GOLDEN === '1' || !existsSync(goldenFile)) {
      mkdirSync(goldenDir, { recursive: true });
      writeFileSync(goldenFile, svg);
    }
    expect(svg).toBe(readFileSync(goldenFile, 'utf8'));
  });

  test('the picture is a valid SVG that resvg renders with the bundled fonts', () => {
    const svg = draw(sampleView(), SAMPLE_EVENTS);
    const fonts = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map(
      (f) => new URL(`../../assets/fonts/${f}`, import.meta.url).pathname,
    );
    const png = new Resvg(svg, {
      fitTo: { mode: 'width', value: 1000 },
      font: { fontFiles: fonts, loadSystemFonts: false },
    }).render();
    expect(png.width).toBe(1000);
    expect(png.height).toBeGreaterThan(1000);
    expect(svg).toContain('font-family="DejaVu Sans"');
    expect(svg).not.toMatch(/href=|@import|url\(/);
    // resvg-js 2.6 aborts the whole process on some off-canvas group-opacity layers.
    expect(svg).not.toMatch(/<g [^>]*\bopacity=/);
  });

  test('SH-SETUP-1: every unit on the map appears once, in its hex; units off the map are listed', () => {
    const view = openingView();
    const svg = draw(view);
    const onMap = view.units.filter((u) => /^\d{4}$/.test(u.at));
    expect(unitsDrawn(svg)).toEqual(new Map(onMap.map((u) => [u.id, u.at])));
    expect(svg).toContain('Reinforcements, turn 2: XII (1001), II (1504), MC AN (0112) · turn 5: VI (1503)');
    expect(svg).toContain('turn 7: PL CO (1506) · turn 8: AH (0714)');
  });

  test('SH-MOVE-3: each move is an arrow along its path; entering units come in from the map edge', () => {
    const svg = draw(sampleView(), SAMPLE_EVENTS);
    expect(count(svg, 'move')).toBe(SAMPLE_EVENTS.filter((e) => e.kind === 'move').length);
    expect(svg).toContain('class="move" data-unit="XII"');
    expect(unitsDrawn(svg).get('XII')).toBe('1003');
  });

  test('SH-COMBAT-5: a battle is marked at the defending hex with its odds and result', () => {
    const svg = draw(sampleView(), SAMPLE_EVENTS);
    expect(svg).toMatch(/class="odds" data-hex="0705">.*?2-1 DR<\/text>/);
    expect(svg).toMatch(/class="odds" data-hex="1006">.*?1-1 DR<\/text>/);
    expect(svg).toContain('class="attack" data-unit="I"');
  });

  test('SH-ART-1: a bombardment is a dashed arrow from the battery', () => {
    const svg = draw(sampleView(), SAMPLE_EVENTS);
    const bombard = /class="bombard" data-unit="A1">(.*?)<\/g>/.exec(svg)?.[1] ?? '';
    expect(bombard).toContain('stroke-dasharray');
  });

  test('SH-CRT-4: retreats are drawn as arrows; an eliminated unit is crossed out where it fell', () => {
    const events: GameEvent[] = [
      ...SAMPLE_EVENTS,
      { kind: 'eliminated', text: 'Evans is eliminated at 0808.', unit: 'EV', hex: '0808' },
    ];
    const view = sampleView();
    view.units.find((u) => u.id === 'EV')!.at = 'eliminated';
    const svg = draw(view, events);
    expect(count(svg, 'retreat')).toBe(2);
    expect(svg).toContain('class="unit eliminated" data-unit="EV" data-hex="0808"');
    expect(svg).toContain('Eliminated: EV');
  });

  test('SH-ART-5: Union artillery shows its limber state on the counter', () => {
    const svg = draw(sampleView());
    const a2 = /data-unit="A2"[^>]*>(.*?)<\/g>/.exec(svg)?.[1] ?? '';
    expect(a2).toContain('>L1</text>');
  });

  test('SH-CRT-5: an engaged unit carries an EN marker', () => {
    const view = sampleView();
    view.units.find((u) => u.id === 'V')!.engaged = '1107';
    const v = /data-unit="V"[^>]*>(.*?)<\/g><\/g>/.exec(draw(view))?.[1] ?? '';
    expect(v).toContain('>EN</text>');
    expect(/data-unit="IX"[^>]*>(.*?)<\/g><\/g>/.exec(draw(view))?.[1]).not.toContain('>EN</text>');
  });

  test("issue 42: a stack stands clear of the next hex's counters (no counter hides an EN tag)", () => {
    // Seen in the label sweep: a pair in 0808 reached over the engaged tag of a four-stack in 0909.
    const pieces: Piece[] = [
      ...['HO', 'LE', 'DH', 'WN'].map((id) => ({ id, hex: '0909', engaged: 'yes' })),
      ...['JJ', 'EV'].map((id) => ({ id, hex: '0808' })),
    ];
    const placed = placePieces(pieces);
    const box = (id: string) => counterBox(placed.get(id)!.at, placed.get(id)!.size);
    for (const a of ['HO', 'LE', 'DH', 'WN'])
      for (const b of ['JJ', 'EV']) expect([a, b, overlaps(box(a), box(b))]).toEqual([a, b, false]);
    // The larger stack keeps its usual size; the pair takes the first layout that stands clear.
    expect(placed.get('HO')!.size).toBe(29);
  });

  test('events with missing or unknown fields are skipped, never fatal', () => {
    const odd: GameEvent[] = [
      { kind: 'battle', text: 'no fields' },
      { kind: 'battle', text: 'off map', target: '9999', odds: '3-1', result: 'DE' },
      { kind: 'move', text: 'no path', unit: 'I' },
      { kind: 'retreat', text: 'nowhere', unit: 'LA', from: '0705', to: null },
      { kind: 'something-new', text: '?' },
      { kind: 'battle', text: 'no odds yet', target: '0705', attackers: ['NOPE'] },
    ];
    const svg = draw(sampleView(), odd);
    expect(count(svg, 'odds')).toBe(1);
    expect(svg).toContain('>battle</text>');
  });

  test('a bare state (units as a record, side = side to move) draws too', () => {
    const view = sampleView();
    const units = Object.fromEntries(view.units.map(({ id, ...u }) => [id, u]));
    const state = { game: 'sharpsburg', rulesVersion: 1, side: 'confederate', turn: 4, units };
    const svg = draw({ game: 'sharpsburg', side: null, state } as never);
    expect(unitsDrawn(svg).size).toBe(unitsDrawn(draw(view)).size);
    expect(svg).toContain('Turn 4 of 10 · Confederate player turn');
  });
});

describe('Sharpsburg draw with the engine', () => {
  test("draws the engine's own view and events: every unit on the map, every move an arrow", async () => {
    // Imported here so that the engine, still being written, can only fail this test, not the file.
    const { sharpsburg } = await import('../../src/games/sharpsburg/index');
    const { SeededDice } = await import('../../src/games/core/dice');
    const { createRng } = await import('../../src/games/core/rng');
    const seed = '00'.repeat(32);
    let state = sharpsburg.setup({}, new SeededDice(seed, 'draw', 0));
    let events: GameEvent[] = [];
    const rng = createRng(3);
    for (let step = 1; step <= 3; step++) {
      const side = sharpsburg.awaiting(state)[0]!.side;
      const orders = sharpsburg.legalOrders(state, side, rng);
      ({ state, events } = sharpsburg.resolve(
        state,
        { orders: { [side]: orders }, standing: {} },
        new SeededDice(seed, 'draw', step),
      ));
    }
    const view = sharpsburg.view(state, null) as unknown as { units: { id: string; at: string }[] };
    const svg = sharpsburg.draw(view as never, events);
    const onMap = view.units.filter((u) => /^\d{4}$/.test(u.at));
    expect(unitsDrawn(svg)).toEqual(new Map(onMap.map((u) => [u.id, u.at])));
    const moves = events.filter((e) => e.kind === 'move');
    expect(moves.length).toBeGreaterThan(0);
    expect(count(svg, 'move')).toBe(moves.length);
  });
});
