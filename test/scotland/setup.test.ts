// STB-12.1 The Rebellion set-up and the pre-game choices (STB-DEC-20, STB-AMB-53/54/83).
import { FixedDice, SeededDice } from '../../src/games/core/dice';
import { scotland } from '../../src/games/scotland';
import { LEADERS, cityAt, countryOf, homeCityOf } from '../../src/games/scotland/data';
import type { State } from '../../src/games/scotland/state';

const fresh = () => scotland.setup({}, new FixedDice([1, 1, 1, 1, 1]));
const submit = (s: State, side: 'scots' | 'english', text: string, dice: number[] = []) =>
  scotland.resolve(
    s,
    { orders: { [side]: scotland.parseOrders(s, side, text).orders }, standing: {} },
    new FixedDice(dice),
  );

test('STB-12.1.2, STB-11.3a, STB-11.3b, STB-11.3c, STB-AMB-53: each noble starts neutral at home with one random regular or elite unit', () => {
  const s = fresh();
  const nobles = LEADERS.filter((l) => l.role === 'noble');
  for (const n of nobles) {
    const st = s.leaders.find((l) => l.id === n.id)!;
    expect(st).toMatchObject({ status: 'neutral', hex: homeCityOf(n.id)!.hex });
    const units = s.units.filter((u) => u.hex === st.hex);
    expect(units).toHaveLength(1);
    expect(units[0]!.neutral).toBe(true);
    expect(units[0]!.grade).not.toBe('levy');
  }
  expect(LEADERS.filter((l) => l.role === 'rebel').every((l) => !l.homeCity)).toBe(true);
  const other = scotland.setup({}, new SeededDice('ab', 'g', 0));
  expect(other.units.filter((u) => u.neutral)).toHaveLength(5);
});

test('STB-12.1.3c: Percy, Clifford, 1 elite infantry and 2 regular cavalry start in Cockermouth', () => {
  const s = fresh();
  const here = s.units.filter((u) => u.hex === '0711');
  expect(here.map((u) => `${u.grade} ${u.kind}`).sort()).toEqual([
    'elite infantry',
    'regular cavalry',
    'regular cavalry',
  ]);
  expect(
    s.leaders
      .filter((l) => l.hex === '0711')
      .map((l) => l.id)
      .sort(),
  ).toEqual(['clifford', 'percy']);
});

test("STB-12.1.3a, STB-12.1.3b, STB-DEC-20, STB-AMB-54: the English choose 5 unoccupied cities and the leaders' hexes", () => {
  const s = fresh();
  expect(scotland.awaiting(s)[0]).toMatchObject({ side: 'english', step: 'setup-english' });
  const r = submit(
    s,
    'english',
    'garrison Stirling, Scone, Lanark, Ayr, Berwick\nCressingham at Berwick\nWarenne at Scone',
  );
  const garrisons = r.state.units.filter((u) => u.side === 'english' && u.hex !== '0711');
  expect(garrisons.map((u) => cityAt(u.hex)!.name).sort()).toEqual([
    'Ayr',
    'Berwick',
    'Lanark',
    'Scone',
    'Stirling',
  ]);
  expect(garrisons.every((u) => u.grade === 'regular' && u.kind === 'infantry')).toBe(true);
  expect(r.state.leaders.find((l) => l.id === 'cressingham')!.hex).toBe('1005');
  expect(r.state.step).toBe('setup-scots');
  const bad = scotland.parseOrders(
    s,
    'english',
    'garrison Glasgow, Scone, Lanark, Ayr, Berwick\nCressingham at Ayr\nWarenne at Ayr',
  );
  const problems = scotland
    .validate(s, 'english', bad.orders)
    .map((p) => p.message)
    .join();
  expect(problems).toMatch(/Glasgow is occupied/);
  expect(problems).toMatch(/no more than 1 leader/);
});

test('STB-DEC-20: "default" garrisons Stirling, Edinburgh, Lanark, Ayr and Dumfries', () => {
  const r = submit(fresh(), 'english', 'default');
  const names = r.state.units
    .filter((u) => u.side === 'english' && u.hex !== '0711')
    .map((u) => cityAt(u.hex)!.name);
  expect(names.sort()).toEqual(['Ayr', 'Dumfries', 'Edinburgh', 'Lanark', 'Stirling']);
});

test('STB-12.1.4, STB-AMB-83: then the Scots place Wallace and 1 elite infantry in a non-city hex of Scotland; the first turn begins', () => {
  const e = submit(fresh(), 'english', 'default').state;
  expect(scotland.awaiting(e)[0]).toMatchObject({ side: 'scots', step: 'setup-scots' });
  expect(
    scotland.validate(e, 'scots', scotland.parseOrders(e, 'scots', 'Wallace at Lanark').orders)[0]!.message,
  ).toMatch(/non-city/);
  const r = submit(e, 'scots', 'Wallace at 0606', [3, 2]);
  expect(r.state.leaders.find((l) => l.id === 'wallace')!.hex).toBe('0606');
  expect(r.state.units.filter((u) => u.hex === '0606').map((u) => `${u.grade} ${u.kind}`)).toEqual([
    'elite infantry',
  ]);
  expect(countryOf('0606')).toBe('scotland');
  expect(r.state.step).toBe('player-turn');
  expect(r.state.turn).toBe(0);
});

test('STB-2.1e: at the start every hex not held by pro-Scottish units is English-controlled', () => {
  const s = submit(submit(fresh(), 'english', 'default').state, 'scots', 'default', [3, 2]).state;
  expect(Object.values(s.loyalty).every((v) => v === 'english')).toBe(true);
  expect(Object.entries(s.control)).toEqual([['0406', 'scots']]);
});

test('issue 21: The Rebellion is created with markers off unless the option markers is set; unknown scenarios are refused', () => {
  expect(fresh().options).toEqual({ markers: false });
  expect(fresh().markers).toBeUndefined();
  expect(() => scotland.setup({ scenario: 'bannockburn' }, new FixedDice([]))).toThrow(/unknown scenario/);
  expect(scotland.setup({ options: { markers: true } }, new FixedDice([1, 1, 1, 1, 1])).options).toEqual({
    markers: true,
  });
});
