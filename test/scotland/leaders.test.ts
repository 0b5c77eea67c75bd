// Leaders outside battle (STB-8.5.1-8.5.3), nobles (STB-11.3), reinforcements (STB-9.2).
import { FixedDice } from '../../src/games/core/dice';
import { scotland } from '../../src/games/scotland';
import { NORTH_EDGE, SOUTH_EDGE, homeCityOf } from '../../src/games/scotland/data';
import { killLeader } from '../../src/games/scotland/rules/leaders';
import { DEFAULT_DISPLACE, returnNobles } from '../../src/games/scotland/rules/nobles';
import { at, board, lead, muster, play, put } from './helpers';

test('STB-8.5.1a, STB-8.5.1b, STB-AMB-95: a dead Scottish noble returns neutral in his home city six turns later, at the Initial Segment', () => {
  const s = board(4);
  lead(s, 'douglas', '0406');
  killLeader(s, 'douglas', []);
  expect(s.leaders.find((l) => l.id === 'douglas')).toMatchObject({ status: 'out', returnTurn: 10 });
  const before = { ...s, turn: 9 };
  const m = muster(before, {}, [3, 3], { scots: 'advance: none', english: 'advance: none' });
  expect(m.state.turn).toBe(10);
  expect(m.state.leaders.find((l) => l.id === 'douglas')).toMatchObject({
    status: 'neutral',
    hex: homeCityOf('douglas')!.hex,
  });
});

test('STB-8.5.2: an English leader removed from play never returns', () => {
  const s = board(4);
  lead(s, 'percy', '0809');
  killLeader(s, 'percy', []);
  expect(s.leaders.find((l) => l.id === 'percy')!.returnTurn).toBeUndefined();
  returnNobles({ ...s, turn: 10 }, { scots: DEFAULT_DISPLACE, english: DEFAULT_DISPLACE }, []);
  expect(s.leaders.find((l) => l.id === 'percy')!.status).toBe('out');
});

test('STB-8.5.3b, STB-12.3a, STB-12.3.4a: Wallace or Edward killed ends the game at once', () => {
  const s = board(4);
  lead(s, 'wallace', '0406');
  killLeader(s, 'wallace', []);
  expect(s.step).toBe('over');
  expect(scotland.awaiting(s)).toEqual([]);
  expect(scotland.result(s)).not.toBeNull();
});

test('STB-11.3f, STB-DEC-4, STB-AMB-73, STB-AMB-94: a noble returning to an occupied city displaces its occupants beside it', () => {
  const s = board(9);
  const home = homeCityOf('douglas')!.hex;
  killLeader(s, 'douglas', []);
  s.leaders.find((l) => l.id === 'douglas')!.returnTurn = 10;
  const e = put(s, 'english', home);
  put(s, 'english', '0606'); // the eligible neighbour with most English units
  const m = muster(s, {}, [3, 3], { scots: 'advance: none', english: 'advance: none' });
  expect(m.state.units.find((u) => u.id === e.id)!.hex).toBe('0606');
  expect(m.state.leaders.find((l) => l.id === 'douglas')!.hex).toBe(home);
});

test('STB-DEC-4: "displace: city" sends displaced units toward the nearest controlled city first', () => {
  const s = board(9);
  const home = homeCityOf('douglas')!.hex;
  killLeader(s, 'douglas', []);
  s.leaders.find((l) => l.id === 'douglas')!.returnTurn = 10;
  const e = put(s, 'english', home);
  put(s, 'english', '0606');
  const m = muster(s, {}, [3, 3], { scots: 'advance: none', english: 'advance: none\ndisplace: city' });
  expect(m.state.units.find((u) => u.id === e.id)!.hex).toBe('0506'); // Lanark, an English city
});

test('STB-AMB-93: a displaced leader with no eligible hex is killed', () => {
  const s = board(9);
  const home = homeCityOf('wishart')!.hex; // Glasgow
  killLeader(s, 'wishart', []);
  s.leaders.find((l) => l.id === 'wishart')!.returnTurn = 10;
  lead(s, 'cressingham', home);
  for (const n of ['0404', '0505', '0506', '0406', '0306', '0305']) put(s, 'scots', n);
  returnNobles({ ...s, turn: 10 }, { scots: DEFAULT_DISPLACE, english: DEFAULT_DISPLACE }, []);
  expect(s.leaders.find((l) => l.id === 'cressingham')!.status).toBe('out');
});

test('STB-9.2, STB-9.2.2a, STB-9.2.2b, STB-AMB-38: Murray and 2 infantry enter from the north edge in July 1297', () => {
  const s = board(5);
  s.step = 'mobilisation';
  const m = muster(s, {}, [4, 3, 1], { scots: 'advance: none', english: 'advance: none' });
  expect(m.state.turn).toBe(6);
  const murray = m.state.leaders.find((l) => l.id === 'murray')!;
  expect(murray.status).toBe('active');
  expect(NORTH_EDGE).toContain(murray.hex);
  expect(at(m.state, murray.hex!, 'scots')).toHaveLength(2);
  expect(m.state.reinforced).toContain('murray');
});

test('STB-9.2.1a, STB-9.2.1b, STB-9.2.1c: Edward comes in June 1298 from the south edge, lower levels standing in for missing counters', () => {
  const s = board(16);
  for (let i = 0; i < 2; i++) put(s, 'english', '1209', 'elite', 'cavalry'); // every elite cavalry on the map
  const m = muster(s, {}, [3, 4], { scots: 'advance: none', english: 'advance: none' });
  const edward = m.state.leaders.find((l) => l.id === 'edward')!;
  expect(SOUTH_EDGE).toContain(edward.hex);
  const arrived = at(m.state, edward.hex!, 'english').filter((u) => u.grade !== 'levy');
  expect(arrived).toHaveLength(7);
  expect(arrived.filter((u) => u.kind === 'cavalry' && u.grade === 'regular')).toHaveLength(2);
});

test('STB-AMB-38: "reinforce: HEX" chooses the entry hex', () => {
  const s = board(5);
  const m = muster(s, {}, [4, 3, 1], { scots: 'advance: none\nreinforce: 0501', english: 'advance: none' });
  expect(m.state.leaders.find((l) => l.id === 'murray')!.hex).toBe('0501');
});

test('STB-8.5.3a, STB-12.3.4c: a battle that kills Wallace (on a 1) gives the English a limited victory while Bruce is neutral', () => {
  const s = board(12, 1);
  lead(s, 'wallace', '0406');
  put(s, 'scots', '0406', 'levy');
  put(s, 'english', '0306', 'elite');
  lead(s, 'bruce', '0608', 'neutral');
  // The English in a city strike first: 1 flips the levy, the levy misses (6); 1 destroys it; Wallace's check rolls 1.
  const r = scotland.resolve(
    s,
    { orders: { scots: scotland.parseOrders(s, 'scots', 'march 0406 to Irvine').orders }, standing: {} },
    new FixedDice([1, 6, 1, 1]),
  );
  expect(r.state.result).toMatchObject({ winner: 'english', level: 'limited' });
});

test('STB-4.2e: leaderless stacks spend Marches; leaders trust to their dice', () => {
  const s = board(3, 1);
  put(s, 'scots', '0406');
  lead(s, 'wallace', '0606');
  put(s, 'scots', '0606');
  const r = play(s, 'scots', 'lead Wallace: 0606 to 0605 else stay\nmarch 0406 to 0306', [4]);
  expect(at(r.state, '0605')).toHaveLength(1);
  expect(at(r.state, '0306')).toHaveLength(1);
});
