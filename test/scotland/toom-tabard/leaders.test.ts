// STB-13.1 Balliol and Comyn on the Wallace and Murray counters, as STB-AMB-79 and STB-AMB-61 read
// them: their own ratings, ordinary casualties and levies, no Lost Cause immunity, captured by Lost
// Cause (13.1c), untouched by Influence Noble (13.1b).
import { scotland } from '../../../src/games/scotland';
import type { GameEvent } from '../../../src/games/core/events';
import { battleLeader } from '../../../src/games/scotland/rules/battle';
import { killLeader } from '../../../src/games/scotland/rules/leaders';
import { entitlements } from '../../../src/games/scotland/rules/levy';
import { board, englishTurn, lead, play, put, texts } from '../helpers';
import { leader, ttBoard } from './helpers';

test('STB-13.1a, STB-AMB-79: the Wallace counter is Balliol 2-2 and the Murray counter Comyn 3-2; initiative checks use those ratings and name them', () => {
  const s = ttBoard();
  lead(s, 'wallace', '0406');
  lead(s, 'murray', '0305');
  put(s, 'scots', '0406');
  put(s, 'scots', '0305');
  const r = play(
    s,
    'scots',
    'lead Balliol: 0406 to 0407 else stay\nlead Comyn: 0305 to 0306 else stay',
    [3, 3],
  );
  expect(texts(r.events)).toContain('Balliol rolls 3 against initiative 2: it fails.');
  expect(texts(r.events)).toContain('Comyn rolls 3 against initiative 3: the stack moves.');
  expect(leader(r.state, 'wallace').hex).toBe('0406');
  expect(leader(r.state, 'murray').hex).toBe('0306');
  expect(texts(r.events)).not.toMatch(/Wallace|Murray/);
  // The printed ratings stay in The Rebellion.
  const w = board();
  lead(w, 'wallace', '0406');
  put(w, 'scots', '0406');
  expect(texts(play(w, 'scots', 'lead wallace: 0406 to 0407 else stay', [3]).events)).toContain(
    'Wallace rolls 3 against initiative 5: the stack moves.',
  );
});

test('STB-13.1a: orders name Balliol and Comyn, and their normal form keeps the names', () => {
  const s = ttBoard();
  lead(s, 'wallace', '0406');
  lead(s, 'murray', '0406');
  put(s, 'scots', '0406');
  const parsed = scotland.parseOrders(
    s,
    'scots',
    'lead Balliol with Comyn: 0406 to 0407 else stay\nmarch 0406: comyn to 0306',
  );
  expect(parsed.problems).toEqual([]);
  expect(parsed.orders.map((o) => scotland.formatOrder(o))).toEqual([
    'lead balliol from 0406: comyn to 0407 else stay',
    'march 0406: comyn to 0306',
  ]);
  const again = scotland.parseOrders(
    s,
    'scots',
    parsed.orders.map((o) => scotland.formatOrder(o)).join('\n'),
  );
  expect(again.orders).toEqual(parsed.orders);
});

test('STB-13.1b, STB-AMB-79: Influence Noble cannot target Balliol or Comyn', () => {
  const s = englishTurn(ttBoard(0, { english: ['influence-noble'] }));
  lead(s, 'wallace', '0406');
  lead(s, 'murray', '0406');
  const problems = (text: string) => scotland.parseOrders(s, 'english', text).problems.map((p) => p.message);
  expect(problems('play Influence Noble on Balliol')).toEqual([
    'Influence Noble cannot target Balliol: Balliol and Comyn are not affected by it (STB-13.1b)',
  ]);
  expect(problems('play Influence Noble on Comyn')).toEqual([
    'Influence Noble cannot target Comyn: Balliol and Comyn are not affected by it (STB-13.1b)',
  ]);
});

test("STB-13.1c, STB-AMB-61, STB-AMB-69, STB-AMB-79: Lost Cause takes Balliol's stack (Wallace's immunity is not his); Balliol and Comyn are captured and removed for good, and the game goes on", () => {
  const s = englishTurn(ttBoard(2, { english: ['lost-cause'] }));
  lead(s, 'wallace', '0406');
  lead(s, 'murray', '0406');
  put(s, 'scots', '0406');
  put(s, 'english', '0406');
  put(s, 'english', '0406');
  const r = play(s, 'english', 'battle 0406: play Lost Cause', Array(20).fill(6));
  expect(texts(r.events)).toContain('Lost Cause: 1 Scottish units surrender to 2 (STB-10.M.lost-cause.b).');
  expect(texts(r.events)).toContain('Balliol is captured and removed from play (STB-13.1c).');
  expect(texts(r.events)).toContain('Comyn is captured and removed from play (STB-13.1c).');
  for (const id of ['wallace', 'murray'])
    expect(leader(r.state, id)).toEqual({ id, status: 'out', hex: null, captured: true });
  expect(r.state.result).toBeNull();
  expect(r.state.units.filter((u) => u.side === 'scots')).toEqual([]);
});

test('STB-AMB-61, STB-AMB-79: Balliol and Comyn are killed on 1-2, never return, and their deaths end nothing', () => {
  expect(battleLeader('wallace', true)).toMatchObject({ name: 'Balliol', killedOn: 2 });
  expect(battleLeader('murray', true)).toMatchObject({ name: 'Comyn', killedOn: 2 });
  const s = ttBoard(3);
  lead(s, 'wallace', '0406');
  const events: GameEvent[] = [];
  killLeader(s, 'wallace', events);
  expect(leader(s, 'wallace')).toEqual({ id: 'wallace', status: 'out', hex: null, dead: true });
  expect(s.result).toBeNull();
  expect(texts(events)).toBe('Balliol is dead.');
});

test("STB-13.5a, STB-AMB-79: Balliol raises an ordinary levy (cavalry allowed), and the extra levy has no place in Balliol's stack", () => {
  const s = ttBoard();
  lead(s, 'wallace', '0406');
  put(s, 'scots', '0406');
  const [own, extra] = entitlements(s, 'scots');
  expect(own!.why).toBe("Balliol's levy");
  expect(own!.infantryOnly('0406')).toBe(false);
  expect(extra!.hexes).not.toContain('0406');
  // In The Rebellion Wallace's stack takes the extra levy, infantry only (STB-9.1.1d-e).
  const w = board();
  lead(w, 'wallace', '0406');
  put(w, 'scots', '0406');
  const [wallace, wExtra] = entitlements(w, 'scots');
  expect(wallace!.infantryOnly('0406')).toBe(true);
  expect(wExtra!.hexes).toContain('0406');
});
