// The month as steps (STB-3.0-3.5) and movement (STB-4.0-4.2, 5.0, 8.1).
import { FixedDice } from '../../src/games/core/dice';
import { scotland } from '../../src/games/scotland';
import { stepCost } from '../../src/games/scotland/rules/terrain';
import { findRoute, reachable } from '../../src/games/scotland/rules/terrain';
import { at, board, lead, play, put, texts } from './helpers';

function afterSetup(dice: number[]) {
  const s0 = scotland.setup({}, new FixedDice([1, 1, 1, 1, 1]));
  const s1 = scotland.resolve(
    s0,
    { orders: { english: [{ kind: 'pass' }] }, standing: {} },
    new FixedDice([]),
  ).state;
  return scotland.resolve(s1, { orders: { scots: [{ kind: 'pass' }] }, standing: {} }, new FixedDice(dice));
}

test('STB-3.1c, STB-3.2a: each player rolls his Marches; the higher moves first', () => {
  const { state } = afterSetup([2, 5]);
  expect(state.marchDice).toEqual({ scots: 2, english: 5 });
  expect(state.order).toEqual(['english', 'scots']);
  expect(scotland.awaiting(state)[0]!.side).toBe('english');
  expect(state.marchesLeft).toBe(5);
});

test('STB-3.2a: on a tie the Scottish player is first', () => {
  expect(afterSetup([4, 4]).state.order).toEqual(['scots', 'english']);
});

test('STB-3.1a, STB-3.1b: no strategy markers are drawn in a game without markers, and the prompt says so', () => {
  const { state, events } = afterSetup([3, 3]);
  expect(state.options.markers).toBe(false);
  expect(texts(events)).toMatch(/not used/);
  expect(scotland.awaiting(state)[0]!.text).toMatch(/not used in this game/);
});

test('STB-3.0, STB-3.2c, STB-3.2d, STB-3.3a, STB-3.5: first turn, second turn, mobilisation for both, then the next month', () => {
  let s = board(3);
  put(s, 'scots', '0406');
  s = play(s, 'scots', 'pass').state;
  expect(scotland.awaiting(s).map((p) => p.side)).toEqual(['english']);
  s = play(s, 'english', 'pass').state;
  expect(s.step).toBe('mobilisation');
  expect(scotland.awaiting(s).map((p) => p.side)).toEqual(['scots', 'english']);
  const next = scotland.resolve(
    s,
    { orders: { scots: [], english: [] }, standing: {} },
    new FixedDice([3, 2]),
  ).state;
  expect(next.turn).toBe(4);
  expect(next.step).toBe('player-turn');
});

test('STB-3.2b: only the phasing player may act in a player turn', () => {
  const s = board(3);
  expect(scotland.validate(s, 'english', [{ kind: 'pass' }])[0]!.message).toMatch(/not your player turn/);
});

test('STB-4.0a, STB-4.0b, STB-AMB-14: each March moves one stack and the roll is the number of Marches', () => {
  const s = board(3, 1);
  put(s, 'scots', '0406');
  put(s, 'scots', '0407');
  const r = play(s, 'scots', 'march 0406 to 0306\nmarch 0407 to 0307');
  expect(r.problems[0]).toMatch(/only 1 rolled/);
  expect(at(r.state, '0306')).toHaveLength(1);
  expect(at(r.state, '0407')).toHaveLength(1); // the second March was never made
});

test('STB-4.0c: the units of a March must start in the same hex', () => {
  const s = board(3);
  put(s, 'scots', '0406');
  const far = put(s, 'scots', '0407');
  const r = play(s, 'scots', `march 0406: ${far.id} to 0306`);
  expect(r.problems.join()).toMatch(/not near Lanark \(0406\)/);
});

test('STB-4.0d, STB-AMB-11: the units of one March may split and go their own ways', () => {
  const s = board(3, 1);
  const a = put(s, 'scots', '0406');
  const b = put(s, 'scots', '0406');
  const r = play(s, 'scots', `march 0406: ${a.id} to Irvine, ${b.id} to Ayr`);
  expect(r.problems).toEqual([]);
  expect(r.state.units.find((u) => u.id === a.id)!.hex).toBe('0306');
  expect(r.state.units.find((u) => u.id === b.id)!.hex).toBe('0307');
});

test('STB-4.1a, STB-4.1b, STB-2.1h: infantry 4, cavalry 5, leaders 6 MP in one move', () => {
  const s = board(3);
  const five = reachable(s, 'scots', '0506', 5, false).filter(
    (h) => !reachable(s, 'scots', '0506', 4, false).includes(h),
  );
  const six = reachable(s, 'scots', '0506', 6, true).filter(
    (h) => !reachable(s, 'scots', '0506', 5, true).includes(h),
  );
  expect(five.length).toBeGreaterThan(0);
  put(s, 'scots', '0506', 'regular', 'infantry');
  expect(play(s, 'scots', `march Lanark to ${five[0]}`).problems.join()).toMatch(/cannot reach/);
  const c = board(3);
  put(c, 'scots', '0506', 'regular', 'cavalry');
  expect(play(c, 'scots', `march Lanark to ${five[0]}`).problems).toEqual([]);
  const l = board(3);
  lead(l, 'murray', '0506');
  expect(play(l, 'scots', `march Lanark to ${six[0]}`).problems).toEqual([]);
});

test('STB-4.1c, STB-TEC, STB-AMB-75, STB-AMB-88: entering costs the TEC cost, +1 across a river; a city costs 1', () => {
  expect(stepCost('0406', '0407')).toBe(2); // wooded
  expect(stepCost('0406', '0307')).toBe(1); // Ayr, a city
  expect(stepCost('0406', '0506')).toBe(2); // Lanark across a river
  expect(stepCost('0606', '0607')).toBe(2); // mountain
  expect(stepCost('0406', '0507')).toBe(1); // Douglas: a city in a mountain hex
});

test('STB-4.2a, STB-8.1a, STB-8.1b: a leader whose check succeeds moves his stack without a March', () => {
  const s = board(3, 0);
  lead(s, 'wallace', '0406');
  put(s, 'scots', '0406');
  const r = play(s, 'scots', 'lead Wallace: 0406 to Ayr else march', [5]);
  expect(at(r.state, '0307', 'scots')).toHaveLength(1);
  expect(r.state.leaders.find((l) => l.id === 'wallace')!.hex).toBe('0307');
});

test('STB-8.1c, STB-4.2b, STB-AMB-13: a failed check may fall back on a March; "else stay" keeps the stack', () => {
  const s = board(3, 1);
  lead(s, 'wallace', '0406');
  put(s, 'scots', '0406');
  const moved = play(s, 'scots', 'lead Wallace: 0406 to Ayr else march', [6]);
  expect(at(moved.state, '0307')).toHaveLength(1);
  const stayed = play(s, 'scots', 'lead Wallace: 0406 to Ayr else stay', [6]);
  expect(at(stayed.state, '0406')).toHaveLength(1);
});

test('STB-4.2c, STB-AMB-12: a unit moves no more than twice in a turn', () => {
  const s = board(3, 3);
  put(s, 'scots', '0406');
  const r = play(s, 'scots', 'march 0406 to 0306\nmarch 0306 to 0406\nmarch 0406 to 0307');
  expect(r.problems.join()).toMatch(/twice/);
  expect(at(r.state, '0406')).toHaveLength(1);
});

test('STB-4.2d: each leader makes one initiative check a turn', () => {
  const s = board(3);
  lead(s, 'wallace', '0406');
  const orders = scotland.parseOrders(
    s,
    'scots',
    'lead Wallace: 0406 to 0306\nlead Wallace: 0306 to 0406',
  ).orders;
  expect(
    scotland
      .validate(s, 'scots', orders)
      .map((p) => p.message)
      .join(),
  ).toMatch(/one initiative check/);
});

test('STB-5.0: there is no stacking limit', () => {
  const s = board(3, 1);
  for (let i = 0; i < 12; i++) put(s, 'scots', '0406');
  expect(at(play(s, 'scots', 'march 0406 to 0306').state, '0306')).toHaveLength(12);
});

test('STB-AMB-9: a unit stops on entering a hex with enemy units and may not move through it', () => {
  const s = board(12, 1);
  put(s, 'english', '0306');
  for (const to of reachable(s, 'scots', '0406', 5, false)) {
    const route = findRoute(s, 'scots', '0406', to, 5, false)!;
    expect(route.slice(0, -1)).not.toContain('0306');
  }
  expect(findRoute(s, 'scots', '0406', '0306', 5, false)).toEqual(['0306']);
});

test('STB-AMB-84: a stack of leaders alone may not enter a hex holding enemy units', () => {
  const s = board(12, 1);
  lead(s, 'wallace', '0406');
  put(s, 'english', '0306');
  expect(play(s, 'scots', 'march 0406 to Irvine').problems.join()).toMatch(/cannot reach/);
});

test('STB-11.3d, STB-11.3e: a neutral stack cannot move, and no one may enter its hex', () => {
  const s = board(12, 2);
  lead(s, 'lindsay', '0306', 'neutral');
  put(s, 'scots', '0306').neutral = true;
  put(s, 'scots', '0406');
  const r = play(s, 'scots', 'march 0406 to Irvine\nmarch Irvine to 0406');
  expect(r.problems.join()).toMatch(/cannot reach/);
  expect(r.problems.join()).toMatch(/neutral/);
});

test('STB-AMB-9, STB-3.2c: a unit that has entered a hex with enemy units stays there to fight', () => {
  const s = board(12, 2);
  put(s, 'scots', '0406');
  put(s, 'english', '0306');
  const r = play(s, 'scots', 'march 0406 to Irvine\nmarch Irvine to 0406');
  expect(r.problems.join()).toMatch(/must stay to fight/);
});
