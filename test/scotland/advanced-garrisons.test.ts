// STB-14.3a-c (option cityGarrisons), STB-AMB-67 (b): an unoccupied city fights for its controller.
import { scotland } from '../../src/games/scotland';
import { cityAt, hexOf } from '../../src/games/scotland/data';
import { entry, canBePlaced, landNeighbours } from '../../src/games/scotland/rules/terrain';
import { garrisonSide } from '../../src/games/scotland/rules/advanced/garrisons';
import { lostCauseLoser } from '../../src/games/scotland/rules/markers/lost-cause';
import { forage } from '../../src/games/scotland/rules/forage';
import { board, englishTurn, lead, play, put, texts } from './helpers';

const LANARK = hexOf('Lanark')!; // a city, pro-English on the test board
const STIRLING = hexOf('Stirling')!;
const CARLISLE = hexOf('Carlisle')!;

const garrisoned = (turn = 14) => {
  const s = board(turn);
  s.options = { cityGarrisons: true };
  s.restricted = false;
  return s;
};

test('STB-14.3a, STB-14.3c: an unoccupied city holds a garrison of its controller; an occupied one does not', () => {
  const s = garrisoned();
  expect(garrisonSide(s, LANARK)).toBe('english');
  s.loyalty['Stirling'] = 'scots';
  expect(garrisonSide(s, STIRLING)).toBe('scots');
  expect(garrisonSide(s, CARLISLE)).toBe('english'); // an English city (STB-AMB-67: all 30)
  put(s, 'scots', STIRLING);
  expect(garrisonSide(s, STIRLING)).toBeUndefined();
  expect(garrisonSide(s, '0406')).toBeUndefined(); // not a city
  expect(garrisonSide(board(14), LANARK)).toBeUndefined(); // the option is off
});

test('STB-14.3a, STB-AMB-67: a hostile unit entering an unoccupied city must stop; a leader alone may not enter', () => {
  const s = garrisoned();
  expect(entry(s, 'scots', LANARK, false)).toBe('stop');
  expect(entry(s, 'scots', LANARK, true)).toBe('no');
  expect(entry(s, 'english', LANARK, false)).toBe('pass'); // its own side's garrison
  expect(entry(board(14), 'scots', LANARK, false)).toBe('pass'); // without the option
});

test('STB-14.3a, STB-AMB-67: entering does not take the city: the entering player fights its garrison in his combat step, and takes it only by destroying it', () => {
  const s = garrisoned();
  put(s, 'scots', '0406', 'elite');
  put(s, 'scots', '0406', 'elite');
  // City advantage: the garrison strikes first (6: miss), then both Scots hit (1, 1): reduced, then destroyed.
  const r = play(s, 'scots', `march 0406 to ${LANARK}`, [6, 1, 1]);
  expect(r.problems).toEqual([]);
  const log = texts(r.events);
  expect(log).toMatch(/The garrison of Lanark stands: the Scots must fight it/);
  expect(log).toMatch(/the garrison of Lanark \(value 1\) rolls 6/);
  expect(log).toMatch(/The garrison of Lanark is destroyed: the city changes hands/);
  expect(r.state.loyalty['Lanark']).toBe('scots');
  expect(r.state.garrisonFights).toBeUndefined();
  // The move came before the loyalty change: not on entry.
  const entered = r.events.findIndex((e) => e.kind === 'garrison');
  const turned = r.events.findIndex((e) => e.kind === 'loyalty');
  expect(turned).toBeGreaterThan(r.events.findIndex((e) => e.kind === 'battle'));
  expect(entered).toBeLessThan(turned);
});

test('STB-14.3c, STB-AMB-67: if the attacker fails, the garrison holds, whole again, and the city keeps its loyalty', () => {
  const s = garrisoned();
  put(s, 'scots', '0406', 'levy');
  // The garrison hits (1); the reduced levy (value 1 - 1 = 0) cannot hit; the garrison hits again (1).
  const r = play(s, 'scots', `march 0406 to ${LANARK}\nbattle ${LANARK}: withdraw never`, [1, 1, 1, 1]);
  expect(texts(r.events)).toMatch(/The garrison of Lanark holds the city \(STB-14\.3c\)/);
  expect(r.state.loyalty['Lanark']).toBe('english');
  expect(r.state.units.filter((u) => u.side === 'scots')).toHaveLength(0);
  expect(garrisonSide(r.state, LANARK)).toBe('english');
});

test('STB-14.3a: a unit that entered a garrisoned city must stay to fight; it may not move on', () => {
  const s = garrisoned();
  put(s, 'scots', '0406', 'elite');
  const parsed = scotland.parseOrders(s, 'scots', `march 0406 to ${LANARK}\nmarch ${LANARK} to 0406`);
  const problems = scotland.validate(s, 'scots', parsed.orders).map((p) => p.message);
  expect(problems.join('\n')).toMatch(/must stay to fight its garrison/);
});

test('STB-14.3a, STB-AMB-67: a stack that starts its turn in a city it holds marches out whole; its leader is not held by the garrison its going lets stand', () => {
  const s = garrisoned();
  put(s, 'scots', CARLISLE, 'elite'); // an English city, held by the Scots standing in it
  lead(s, 'wallace', CARLISLE);
  const to = landNeighbours(CARLISLE).find((h) => !cityAt(h))!;
  const r = play(s, 'scots', `march ${CARLISLE} to ${to}`);
  expect(r.problems).toEqual([]);
  expect(r.state.leaders.find((l) => l.id === 'wallace')!.hex).toBe(to);
  expect(garrisonSide(r.state, CARLISLE)).toBe('english'); // the garrison stands again behind them
});

test('STB-14.3c: the garrison of a pro-Scottish city fights the English', () => {
  const s = englishTurn(garrisoned());
  s.loyalty['Stirling'] = 'scots';
  const from = landNeighbours(STIRLING).find((h) => !cityAt(h))!;
  put(s, 'english', from, 'elite', 'cavalry');
  const r = play(s, 'english', `march ${from} to ${STIRLING}`, [6, 6, 6, 6, 6, 6]);
  const log = texts(r.events);
  expect(log).toMatch(/The garrison of Stirling stands: the English must fight it/);
  expect(log).toMatch(/Battle of Stirling \(0504\): the English attack the Scots/);
});

test('STB-AMB-67, STB-12.2.1b: while the English may not attack, they may not enter a pro-Scottish garrisoned city', () => {
  const s = englishTurn(garrisoned(3));
  s.restricted = true;
  s.loyalty['Stirling'] = 'scots';
  expect(entry(s, 'english', STIRLING, false)).toBe('no');
});

test('STB-14.3b, STB-AMB-67: a garrison never withdraws, even when its side would', () => {
  const s = garrisoned();
  put(s, 'scots', '0406', 'elite');
  put(s, 'scots', '0406', 'elite');
  put(s, 'scots', '0406', 'elite');
  const r = play(s, 'scots', `march 0406 to ${LANARK}`, [6, 6, 6, 6], {
    english: 'defend: withdraw always',
  });
  expect(texts(r.events)).not.toMatch(/English try to withdraw/);
  expect(texts(r.events)).toMatch(/The English stand and fight: a garrison never withdraws \(STB-14\.3b\)/);
  expect(r.state.loyalty['Lanark']).toBe('scots');
});

test('STB-AMB-67: no hostile unit is placed, withdraws or is displaced into a garrisoned city; its own side may be', () => {
  const s = garrisoned();
  expect(canBePlaced(s, 'scots', LANARK)).toBe(false);
  expect(canBePlaced(s, 'english', LANARK)).toBe(true);
});

test('STB-AMB-67: an English city taken and left again has an English garrison at once (STB-11.1.2)', () => {
  const s = garrisoned();
  const from = landNeighbours(CARLISLE).find((h) => !cityAt(h))!;
  put(s, 'scots', from, 'elite');
  put(s, 'scots', from, 'elite');
  const r = play(s, 'scots', `march ${from} to ${CARLISLE}`, [6, 1, 1]);
  expect(texts(r.events)).toMatch(/The garrison of Carlisle is destroyed/);
  expect(garrisonSide(r.state, CARLISLE)).toBeUndefined(); // the Scots hold it
  const left = structuredClone(r.state);
  left.units = left.units.filter((u) => u.hex !== CARLISLE);
  expect(garrisonSide(left, CARLISLE)).toBe('english');
});

test('STB-AMB-69.2, STB-AMB-76: a garrison in the fight counts as a combat unit for Lost Cause', () => {
  const s = garrisoned();
  put(s, 'scots', LANARK);
  put(s, 'scots', LANARK);
  expect(lostCauseLoser(s, LANARK)).toBe(null); // no fight: only the Scots count
  s.garrisonFights = [LANARK];
  expect(lostCauseLoser(s, LANARK)).toBe('english'); // 1 garrison against 2
});

test('STB-AMB-80: a garrison is no counter: foraging never touches it', () => {
  const s = garrisoned();
  lead(s, 'percy', LANARK);
  const before = structuredClone(s);
  forage(s, 'english', { cavalryFirst: false, chosen: [] }, []);
  expect(s.units).toEqual(before.units);
});

test('STB-14.0: prompts name the city garrisons when the option is on', () => {
  const s = garrisoned();
  expect(scotland.awaiting(s)[0]!.text).toMatch(/Advanced rules: city garrisons/);
});
