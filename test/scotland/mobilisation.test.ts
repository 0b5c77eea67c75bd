// The Mobilization Phase (STB-3.3, 9.1, 11.2) and the Foraging Phase (STB-3.4, 6.0).
import { scotland } from '../../src/games/scotland';
import { counterLimit } from '../../src/games/scotland/data';
import { englishLevyCount, entitlements } from '../../src/games/scotland/rules/levy';
import { forageLoss } from '../../src/games/scotland/rules/forage';
import { at, board, lead, muster, put } from './helpers';

const levies = (s: ReturnType<typeof board>, side: 'scots' | 'english') =>
  s.units.filter((u) => u.side === side && u.grade === 'levy');

test('STB-9.1, STB-9.1.1b, STB-8.4, STB-AMB-32: one levy per Scottish leader in Scotland stacked with units, and one more', () => {
  const s = board(6);
  lead(s, 'wallace', '0406');
  put(s, 'scots', '0406', 'elite');
  lead(s, 'murray', '0606'); // alone: raises nothing
  lead(s, 'lindsay', '0306', 'neutral'); // neutral: raises nothing
  put(s, 'scots', '0306').neutral = true;
  expect(entitlements(s, 'scots')).toHaveLength(2);
  const r = muster(s, {}, [1, 1], { scots: 'advance: none', english: 'advance: none' });
  expect(levies(r.state, 'scots')).toHaveLength(2);
  expect(
    r.state.units.every((u) => u.grade !== 'levy' || u.kind === 'infantry' || u.side === 'english'),
  ).toBe(true);
});

test("STB-9.1.1c: a leader's levy goes in his stack or an adjacent hex without enemy units", () => {
  const s = board(6);
  lead(s, 'wallace', '0406');
  put(s, 'scots', '0406', 'elite');
  put(s, 'english', '0407');
  const e = entitlements(s, 'scots')[0]!;
  expect(e.hexes).toContain('0406');
  expect(e.hexes).toContain('0306');
  expect(e.hexes).not.toContain('0407');
  const orders = scotland.parseOrders(
    { ...s, step: 'mobilisation' },
    'scots',
    'levy infantry at 0909',
  ).orders;
  expect(scotland.validate({ ...s, step: 'mobilisation' }, 'scots', orders)[0]!.message).toMatch(/no levy/);
});

test("STB-9.1.1d, STB-AMB-33: the extra levy goes to a Scottish-controlled city or Wallace's stack, else it is lost", () => {
  const s = board(6);
  s.loyalty.Peebles = 'scots';
  lead(s, 'wallace', '0406');
  const extra = entitlements(s, 'scots').at(-1)!;
  expect(extra.hexes).toEqual(['0706', '0406']);
  expect(extra.infantryOnly('0406')).toBe(true);
  const none = board(6);
  const r = muster(none, {}, [1, 1], { scots: 'advance: none' });
  expect(r.events.map((e) => e.text).join()).toMatch(/the extra levy has nowhere to go/);
});

test('STB-9.1.1e: Wallace and Murray raise only infantry levies', () => {
  const s = board(6);
  lead(s, 'wallace', '0406');
  put(s, 'scots', '0406', 'elite');
  const r = muster(s, { scots: 'levy cavalry with Wallace' }, [1, 1], { scots: 'advance: none' });
  expect(levies(r.state, 'scots').every((u) => u.kind === 'infantry')).toBe(true);
});

test('STB-9.1.1a, STB-3.3b: the Scots raise their levies before the English', () => {
  const s = board(6);
  lead(s, 'wallace', '0406');
  put(s, 'scots', '0406', 'elite');
  const r = muster(s, {}, [1, 1], { scots: 'advance: none', english: 'advance: none' });
  const kinds = r.events.filter((e) => e.kind === 'levy').map((e) => e.side);
  expect(kinds.indexOf('english')).toBeGreaterThan(kinds.lastIndexOf('scots'));
});

test('STB-9.1.2a, STB-9.1.2b, STB-9.1.2c, STB-9.1.2d, STB-9.1.2e, STB-AMB-34, STB-AMB-35, STB-AMB-36: the English levy schedule', () => {
  const count = (turn: number, die: number | null) =>
    englishLevyCount({ ...board(turn), englishLevyDie: die });
  expect(count(3, null)).toBe(1); // April 1297
  expect(count(4, null)).toBe(2); // May 1297
  expect(count(5, 2)).toBe(2); // June 1297, die 2
  expect(count(5, 1)).toBe(3); // June 1297, die 1
  expect(count(14, 2)).toBe(3); // March 1298 rises
  expect(count(15, 1)).toBe(4); // never above 4
  expect(count(20, 1)).toBeLessThanOrEqual(4);
});

test('STB-9.1.2f, STB-AMB-37: English levies appear in English cities in England without Scottish units', () => {
  const s = board(4);
  put(s, 'scots', '0809'); // Carlisle occupied by the Scots
  const hexes = entitlements(s, 'english')[0]!.hexes;
  expect(hexes).not.toContain('0809');
  expect(hexes).toContain('0711');
  const r = muster(s, { english: 'levy infantry at Cockermouth' }, [1, 1], {
    english: 'advance: none',
    scots: 'advance: none',
  });
  expect(at(r.state, '0711', 'english').length).toBeGreaterThan(0);
});

test('STB-9.1.3: levies of a type stop when its counters run out', () => {
  const s = board(3);
  for (let i = 0; i < counterLimit('english', 'infantry', 'levy'); i++) put(s, 'english', '1209', 'levy');
  for (let i = 0; i < counterLimit('english', 'cavalry', 'levy'); i++)
    put(s, 'english', '1209', 'levy', 'cavalry');
  const r = muster(s, {}, [1, 1], { english: 'advance: none' });
  expect(r.events.map((e) => e.text).join()).toMatch(/No English levy counter is left/);
});

test('STB-3.3a, STB-11.2.1, STB-11.2.2a, STB-11.2.2b, STB-DEC-15, STB-AMB-31: one unit advances a level; by default the most advanced that can', () => {
  const s = board(3);
  put(s, 'scots', '0406', 'levy');
  const reg = put(s, 'scots', '0406', 'regular');
  const r = muster(s, {}, [1, 1]);
  expect(r.state.units.find((u) => u.id === reg.id)!.grade).toBe('elite');
  const chosen = muster(s, { scots: `advance ${s.units[0]!.id}` }, [1, 1]);
  expect(chosen.state.units.find((u) => u.id === s.units[0]!.id)!.grade).toBe('regular');
  const none = muster(s, {}, [1, 1], { scots: 'advance: none' });
  expect(none.state.units.find((u) => u.id === reg.id)!.grade).toBe('regular');
});

test('STB-11.2.2c, STB-11.2.2d: no free counter, no advance; the old counter returns to the pool', () => {
  const s = board(3);
  for (let i = 0; i < counterLimit('scots', 'cavalry', 'elite'); i++)
    put(s, 'scots', '0909', 'elite', 'cavalry');
  const reg = put(s, 'scots', '0406', 'regular', 'cavalry');
  const m = { ...s, step: 'mobilisation' as const };
  const orders = scotland.parseOrders(m, 'scots', `advance ${reg.id}`).orders;
  expect(scotland.validate(m, 'scots', orders)[0]!.message).toMatch(/no elite cavalry counter is free/);
  const t = board(3);
  for (let i = 0; i < counterLimit('scots', 'infantry', 'regular'); i++) put(t, 'scots', '0406', 'regular');
  const lev = put(t, 'scots', '0306', 'levy');
  const r = muster(t, { scots: `advance ${t.units[0]!.id}` }, [1, 1]);
  expect(r.state.units.find((u) => u.id === t.units[0]!.id)!.grade).toBe('elite');
  const again = muster({ ...r.state, step: 'mobilisation' }, { scots: `advance ${lev.id}` }, [1, 1]);
  expect(again.state.units.find((u) => u.id === lev.id)!.grade).toBe('regular');
});

test('STB-6.0a, STB-6.0b, STB-6.0c, STB-3.4, STB-AMB-30: half the excess over the limit, rounded up, is removed', () => {
  expect(forageLoss(7, 4)).toBe(2);
  expect(forageLoss(4, 4)).toBe(0);
  expect(forageLoss(5, 2)).toBe(2);
  const s = board(6); // July: wooded limit 4 for the English
  for (let i = 0; i < 7; i++) put(s, 'english', '0407');
  const r = muster(s, {}, [1, 1], { english: 'advance: none', scots: 'advance: none' });
  expect(at(r.state, '0407', 'english')).toHaveLength(5);
});

test('STB-6.0d: leaders never count against the limit nor are removed', () => {
  const s = board(6);
  for (let i = 0; i < 4; i++) put(s, 'english', '0407');
  lead(s, 'percy', '0407');
  lead(s, 'clifford', '0407');
  const r = muster(s, {}, [1, 1], { english: 'advance: none' });
  expect(at(r.state, '0407', 'english')).toHaveLength(4);
  expect(r.state.leaders.find((l) => l.id === 'percy')!.hex).toBe('0407');
});

test('STB-6.0e, STB-6.0f: limits are lower in winter, and higher for Scots in Scotland', () => {
  const run = (turn: number, side: 'scots' | 'english') => {
    const s = board(turn);
    for (let i = 0; i < 8; i++) put(s, side, '0407');
    return at(muster(s, {}, [1, 1], { scots: 'advance: none', english: 'advance: none' }).state, '0407', side)
      .length;
  };
  expect(run(6, 'english')).toBeGreaterThan(run(0, 'english'));
  expect(run(6, 'scots')).toBeGreaterThan(run(6, 'english'));
});

test('STB-DEC-17: foraging removes levies first, then regulars, infantry before cavalry; "forage: cavalry first" swaps the type', () => {
  const s = board(0);
  const cav = put(s, 'english', '0607', 'levy', 'cavalry'); // mountain, winter limit 1
  const inf = put(s, 'english', '0607', 'levy', 'infantry');
  put(s, 'english', '0607', 'elite', 'infantry');
  const r = muster(s, {}, [1, 1], { english: 'advance: none' });
  expect(r.state.units.map((u) => u.id)).not.toContain(inf.id);
  expect(r.state.units.map((u) => u.id)).toContain(cav.id);
  const swapped = muster(s, {}, [1, 1], { english: 'advance: none\nforage: cavalry first' });
  expect(swapped.state.units.map((u) => u.id)).not.toContain(cav.id);
});

test('STB-AMB-80: neutral stacks are not foraged', () => {
  const s = board(0);
  lead(s, 'douglas', '0507', 'neutral');
  for (let i = 0; i < 9; i++) put(s, 'scots', '0507').neutral = true;
  expect(at(muster(s, {}, [1, 1]).state, '0507')).toHaveLength(9);
});

test('STB-DEC-16: by default a levy is infantry with the leader\'s stack; "levy: cavalry" changes the type', () => {
  const s = board(6);
  lead(s, 'steward', '0406');
  put(s, 'scots', '0406', 'elite');
  const r = muster(s, {}, [1, 1], { scots: 'advance: none\nlevy: cavalry' });
  expect(
    at(r.state, '0406')
      .filter((u) => u.grade === 'levy')
      .map((u) => u.kind),
  ).toEqual(['cavalry']);
  const d = muster(s, {}, [1, 1], { scots: 'advance: none' });
  expect(
    at(d.state, '0406')
      .filter((u) => u.grade === 'levy')
      .map((u) => u.kind),
  ).toEqual(['infantry']);
});
