// STB-13.0, STB-13.2 The Toom Tabard set-up in the order of STB-AMB-83, with its one choice
// (STB-13.2.1c, STB-AMB-87, STB-DEC-20) and the loyalty of STB-AMB-59.
import { FixedDice } from '../../../src/games/core/dice';
import { scotland } from '../../../src/games/scotland';
import { LEADERS, MAP, counterLimit, hexOf, homeCityOf, isLand } from '../../../src/games/scotland/data';
import { currentTurn, type State } from '../../../src/games/scotland/state';
import { created, leader, started } from './helpers';

const stack = (s: State, hex: string) =>
  s.units
    .filter((u) => u.hex === hex)
    .map((u) => `${u.side} ${u.grade} ${u.kind}`)
    .sort();

test('STB-13.0, STB-AMB-57: The Toom Tabard is a scenario of the module; it starts with the Scottish set-up, strategy markers in play and no 1297 restrictions (12.2 does not apply)', () => {
  expect(scotland.scenarios.map((x) => x.id)).toEqual(['rebellion', 'toom-tabard']);
  const s = created();
  expect(s.scenario).toBe('toom-tabard');
  expect(s.step).toBe('setup-scots');
  expect(s.restricted).toBe(false);
  expect(s.markers).toBeDefined();
  expect(currentTurn(s).name).toBe('March 1296');
  expect(scotland.awaiting(s).map((p) => [p.side, p.title])).toEqual([['scots', "Set-up: Balliol's army"]]);
  expect(scotland.awaiting(s)[0]!.text).toMatch(
    /^The Toom Tabard set-up \(STB-13.2.1c\)\. Place Balliol and Comyn/,
  );
  expect(scotland.awaiting(s)[0]!.examples).toEqual(['Balliol at Stirling']);
});

test('STB-13.2.1a, STB-AMB-58: the 5 nobles are at home as in the basic scenario, only Bruce neutral, each with one random non-levy unit under his side', () => {
  const s = created();
  for (const n of LEADERS.filter((l) => l.role === 'noble')) {
    const home = homeCityOf(n.id)!.hex;
    expect(leader(s, n.id)).toMatchObject({ hex: home, status: n.id === 'bruce' ? 'neutral' : 'active' });
    const units = s.units.filter((u) => u.hex === home);
    expect(units).toHaveLength(1);
    expect(units[0]!.grade).not.toBe('levy');
    expect(Boolean(units[0]!.neutral)).toBe(n.id === 'bruce');
  }
});

test('STB-AMB-58: the counters 13.2.1b-c name are set aside before the nobles draw, so the set-up never runs short', () => {
  // Every draw rolls 1: the nobles take the first counters of the pool, regular infantry first.
  const s = started();
  const regular = s.units.filter((u) => u.side === 'scots' && u.kind === 'infantry' && u.grade === 'regular');
  expect(regular).toHaveLength(counterLimit('scots', 'infantry', 'regular'));
  expect(stack(s, hexOf('Berwick')!)).toEqual(['scots regular infantry', 'scots regular infantry']);
  expect(stack(s, hexOf('Dunbar')!)).toEqual([
    'scots regular cavalry',
    ...Array(4).fill('scots regular infantry'),
  ]);
});

test('STB-13.2.1b: 2 regular infantry stand in Berwick before the Scots choose', () => {
  expect(stack(created(), hexOf('Berwick')!)).toEqual(['scots regular infantry', 'scots regular infantry']);
});

test("STB-13.2.1c, STB-AMB-87, STB-DEC-20: Balliol, Comyn, 4 regular infantry and 1 regular cavalry go in one hex of Scotland the Scots choose; 'default' is Dunbar", () => {
  const s = started('Balliol at Stirling');
  const stirling = hexOf('Stirling')!;
  expect(stack(s, stirling)).toEqual(['scots regular cavalry', ...Array(4).fill('scots regular infantry')]);
  expect(leader(s, 'wallace')).toMatchObject({ status: 'active', hex: stirling });
  expect(leader(s, 'murray')).toMatchObject({ status: 'active', hex: stirling });
  const d = started();
  expect(leader(d, 'wallace').hex).toBe(hexOf('Dunbar'));
  // A city is allowed, Berwick too; a non-city hex becomes Scottish-controlled.
  expect(stack(started('Balliol at Berwick'), hexOf('Berwick')!)).toHaveLength(7);
  expect(started('Balliol at 0406').control['0406']).toBe('scots');
});

test('STB-13.2.1c, STB-AMB-87: the group may not start in England, at sea or with Bruce at Lochmaben', () => {
  const s = created();
  const problems = (text: string) =>
    scotland.validate(s, 'scots', scotland.parseOrders(s, 'scots', text).orders).map((p) => p.message);
  expect(problems('Balliol at Carlisle')).toEqual(['0809 is not a land hex in Scotland (STB-13.2.1c)']);
  expect(problems('Balliol at Lochmaben')).toEqual(['Lochmaben holds a neutral noble (STB-AMB-87)']);
  const sea = [...MAP.keys()].find((h) => !isLand(h))!;
  expect(problems(`Balliol at ${sea}`)).toEqual([`${sea} is not a land hex in Scotland (STB-13.2.1c)`]);
  expect(problems('Balliol at Berwick')).toEqual([]);
});

test('STB-13.2.2a, STB-13.2.2b: England places Edward, Warenne and their army in Rothbury and Percy with his in Carlisle', () => {
  const s = started();
  expect(stack(s, hexOf('Rothbury')!)).toEqual([
    'english levy cavalry',
    'english levy infantry',
    'english regular cavalry',
    'english regular cavalry',
    ...Array(4).fill('english regular infantry'),
  ]);
  expect(stack(s, hexOf('Carlisle')!)).toEqual([
    'english levy infantry',
    'english regular cavalry',
    'english regular infantry',
  ]);
  expect(leader(s, 'edward').hex).toBe(hexOf('Rothbury'));
  expect(leader(s, 'warenne').hex).toBe(hexOf('Rothbury'));
  expect(leader(s, 'percy').hex).toBe(hexOf('Carlisle'));
  for (const id of ['clifford', 'cressingham']) expect(leader(s, id).status).toBe('out');
});

test('STB-AMB-59, STB-AMB-83: after the Scots place, the cities holding pro-Scottish units turn pro-Scottish; the rest, Lochmaben too, stay pro-English; then the first turn begins', () => {
  const s = started('Balliol at Stirling');
  const scottish = Object.entries(s.loyalty)
    .filter(([, side]) => side === 'scots')
    .map(([c]) => c)
    .sort();
  expect(scottish).toEqual(['Berwick', 'Douglas', 'Glasgow', 'Irvine', 'Renfrew', 'Stirling']);
  expect(s.loyalty.Lochmaben).toBe('english');
  expect(s.step).toBe('player-turn');
  expect(s.turn).toBe(0);
});

test('STB-13.2.1c: the set-up report names Balliol and Comyn, the pro-Scottish cities and the English armies in words', () => {
  const s = created();
  const r = scotland.resolve(
    s,
    { orders: { scots: scotland.parseOrders(s, 'scots', 'Balliol at Stirling').orders }, standing: {} },
    new FixedDice(Array(40).fill(1)),
  );
  expect(r.events[0]!.text).toBe(
    'Balliol and Comyn take the field in Stirling (0504) with 4 regular infantry and 1 regular cavalry (STB-13.2.1c). Pro-Scottish cities: Stirling, Berwick, Douglas, Glasgow, Renfrew, Irvine (STB-AMB-59). Edward and Warenne are in Rothbury, Percy in Carlisle (STB-13.2.2).',
  );
});
