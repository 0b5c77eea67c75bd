// The order grammar, standing orders, help and the position text.
import { FixedDice } from '../../src/games/core/dice';
import { scotland } from '../../src/games/scotland';
import { board, lead, put } from './helpers';

function turnBoard() {
  const s = board(12, 3);
  lead(s, 'wallace', '0406');
  put(s, 'scots', '0406', 'elite');
  put(s, 'scots', '0406', 'levy');
  put(s, 'english', '0306');
  return s;
}

test('grammar: hexes as CCRR or city names, any case; leaders by name; legs split a stack', () => {
  const s = turnBoard();
  const { orders, problems } = scotland.parseOrders(
    s,
    'scots',
    'LEAD wallace: 0406 to IRVINE else march # comment\nmarch 0406: s2 to ayr, s1 to 0407; battle 0306: hits weakest',
  );
  expect(problems).toEqual([]);
  expect(orders.map((o) => o.kind).sort()).toEqual(['battle', 'lead', 'march']);
  const lead_ = orders.find((o) => o.kind === 'lead')!;
  expect(lead_).toMatchObject({
    leader: 'wallace',
    from: '0406',
    legs: [{ ids: [], to: '0306' }],
    otherwise: 'march',
  });
  const march = orders.find((o) => o.kind === 'march')!;
  expect(march).toMatchObject({
    legs: [
      { ids: ['s2'], to: '0307' },
      { ids: ['s1'], to: '0407' },
    ],
  });
});

test('grammar: per-line problems with near-miss suggestions', () => {
  const s = turnBoard();
  const { problems } = scotland.parseOrders(
    s,
    'scots',
    'march 0406 to Stirlin\nlead Walace: 0406 to 0306\nmrach 0406 to 0306',
  );
  expect(problems.map((p) => p.line)).toEqual([1, 2, 3]);
  expect(problems[0]!.suggestion).toMatch(/stirling/);
  expect(problems[1]!.suggestion).toMatch(/wallace/);
  expect(problems[2]!.suggestion).toMatch(/march/);
});

test('grammar: "lead LEADER with IDS HEX to HEX" moves only those with him', () => {
  const s = turnBoard();
  const { orders } = scotland.parseOrders(s, 'scots', 'lead Wallace with s1: 0406 to 0407 else stay');
  expect(orders[0]).toMatchObject({ kind: 'lead', from: '0406', legs: [{ ids: ['s1'], to: '0407' }] });
});

test('every order prints in a normal form that parses back to the same order', () => {
  const s = turnBoard();
  const text =
    'lead wallace: 0406 to 0306 else march\nmarch 0406: s2 to 0307, s1 to 0407\nbattle 0306: hits weakest';
  const { orders } = scotland.parseOrders(s, 'scots', text);
  const again = scotland.parseOrders(s, 'scots', orders.map((o) => scotland.formatOrder(o)).join('\n'));
  expect(again.problems).toEqual([]);
  expect(again.orders).toEqual(orders);
  const m = { ...s, step: 'mobilisation' as const };
  const mo = scotland.parseOrders(m, 'scots', 'advance s1\nlevy cavalry with Wallace').orders;
  expect(scotland.parseOrders(m, 'scots', mo.map((o) => scotland.formatOrder(o)).join('\n')).orders).toEqual(
    mo,
  );
});

test('help shows the grammar with examples that are legal in the position', () => {
  const s = turnBoard();
  const help = scotland.help(s, 'scots');
  expect(help).toMatch(/lead LEADER/);
  for (const example of scotland.awaiting(s)[0]!.examples) {
    const parsed = scotland.parseOrders(s, 'scots', example);
    expect(parsed.problems).toEqual([]);
    expect(scotland.validate(s, 'scots', parsed.orders)).toEqual([]);
  }
});

test('standing orders: each topic has a normal form, unknown topics get a suggestion', () => {
  const s = turnBoard();
  const r = scotland.parseStanding(
    s,
    'scots',
    'displace: city\nadvance: none\nlevy: cavalry\nforage: cavalry first\nreinforce: 0501\ndefend: withdraw never',
  );
  expect(r.problems).toEqual([]);
  expect(r.normal).toMatch(/displace: city/);
  expect(r.normal).toMatch(/defend: /);
  expect(scotland.parseStanding(s, 'scots', r.normal).normal).toBe(r.normal);
  expect(scotland.parseStanding(s, 'scots', 'displce: city').problems[0]!.suggestion).toMatch(/displace/);
  expect(scotland.parseStanding(s, 'scots', '').normal).toBe('');
});

test('POSITION.md: the position text reads back to the same state, at every kind of step', () => {
  let s = scotland.setup({}, new FixedDice([1, 2, 3, 4, 5]));
  expect(scotland.position.read(scotland.position.write(s))).toEqual(s);
  s = scotland.resolve(s, { orders: { english: [{ kind: 'pass' }] }, standing: {} }, new FixedDice([])).state;
  s = scotland.resolve(
    s,
    { orders: { scots: [{ kind: 'pass' }] }, standing: {} },
    new FixedDice([3, 3]),
  ).state;
  expect(scotland.position.read(scotland.position.write(s))).toEqual(s);
  const t = turnBoard();
  t.moves = { s1: 1 };
  t.checked = ['wallace'];
  t.riverEntries = ['s1'];
  t.result = { winner: null, level: 'draw', summary: 'A draw (STB-AMB-51).' };
  expect(scotland.position.read(scotland.position.write(t))).toEqual(t);
});

test('the map draws the view as an SVG with every stack', () => {
  const s = turnBoard();
  const svg = scotland.draw(scotland.view(s, 'scots'), []);
  expect(svg).toMatch(/^<\?xml|^<svg/);
  expect(svg).toMatch(/Wallace/);
});

test('grammar: a battle plan may name its hex by city, and withdraw toward a city', () => {
  const s = turnBoard();
  const { orders, problems } = scotland.parseOrders(
    s,
    'scots',
    'battle Irvine: withdraw to Ayr then friends',
  );
  expect(problems).toEqual([]);
  expect(orders[0]).toMatchObject({ kind: 'battle', hex: '0306' });
  expect(scotland.formatOrder(orders[0]!)).toMatch(/^battle 0306/);
});
