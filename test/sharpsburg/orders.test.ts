import { sharpsburg } from '../../src/games/sharpsburg';
import { position } from './helpers';

const s = position('I 0405\nXII 0304\nA1 0402\nHO 0406\nLA 0305');
const parse = (text: string, side = 'union') => sharpsburg.parseOrders(s, side, text);

describe('order grammar', () => {
  test('explicit paths, destinations, attacks, bombardments, limbering and pass', () => {
    const { orders, problems } = parse(
      'move XII 0303 0203\nmove I to 0404\nattack 0406 with I XII\nbombard 0406 with A1\nlimber A1\nunlimber A2\npass',
    );
    expect(problems).toEqual([]);
    expect(orders.map(sharpsburg.formatOrder)).toEqual([
      'move XII 0303 0203',
      'move I to 0404',
      'attack 0406 with I XII',
      'bombard 0406 with A1',
      'limber A1',
      'unlimber A2',
      'pass',
    ]);
  });

  test('case-insensitive, names or ids, comments, several orders on a line, arrows and commas', () => {
    const { orders, problems } = parse(
      'MOVE xii corps 0303 -> 0203; Attack 0406 with I Corps, XII  # dawn\n# only a comment',
    );
    expect(problems).toEqual([]);
    expect(orders.map(sharpsburg.formatOrder)).toEqual(['move XII 0303 0203', 'attack 0406 with I XII']);
    const c = sharpsburg.parseOrders(
      s,
      'confederate',
      "attack 0405 with Hood; move Lawton's Division to 0304",
    );
    expect(c.problems).toEqual([]);
    expect(c.orders.map(sharpsburg.formatOrder)).toEqual(['attack 0405 with HO', 'move LA to 0304']);
  });

  test('a problem names the line, what was expected, and a near miss', () => {
    const { problems } = parse('pass\n\nmove XI to 0404\nattak 0406 with I\nattack 0406 I\nmove I');
    expect(problems).toEqual([
      expect.objectContaining({
        line: 3,
        message: "'XI' is not one of your units: I, XII, A1",
        suggestion: "did you mean 'I'?",
      }),
      expect.objectContaining({ line: 4, suggestion: "did you mean 'attack'?" }),
      expect.objectContaining({ line: 5, message: "expected 'with' here, as in 'attack 1011 with I XII'" }),
      expect.objectContaining({
        line: 6,
        message: "expected a path or 'to HEX' after the unit, e.g. 'move I to 1010'",
      }),
    ]);
  });

  test('formatOrder is re-parseable, including EX losses and an AR retreat preference', () => {
    const order = parse('attack 0406 with I XII retreat 0404 0305 lose XII').orders[0]!;
    const text = sharpsburg.formatOrder(order);
    expect(text).toBe('attack 0406 with I XII lose XII retreat 0404 0305');
    expect(parse(text).orders[0]).toEqual(order);
  });

  test('separate ids never merge into another id: "with V I" is V and I, not VI (self-play seed 1.77)', () => {
    const order = parse('attack 0406 with V I lose V I').orders[0]!;
    expect(order).toEqual(expect.objectContaining({ units: ['V', 'I'], lose: ['V', 'I'] }));
  });

  test("'pass' with other orders is a problem", () => {
    const { orders } = parse('pass; move I to 0404');
    expect(sharpsburg.validate(s, 'union', orders).map((p) => p.message)).toEqual([
      "'pass' means no orders; remove it or the other orders",
    ]);
  });

  test('help gives the grammar with examples for this position', () => {
    const h = sharpsburg.help(s, 'union');
    expect(h).toContain('move XII to 1010');
    expect(h).toContain('Corps limit this turn');
    expect(h).toContain('attack 0305 with I XII');
  });

  test('the examples of the prompt are one legal submission in this position', () => {
    const examples = sharpsburg.awaiting(s)[0]!.examples;
    expect(examples.some((l) => l.startsWith('attack '))).toBe(true);
    const { orders, problems } = parse(examples.join('\n'));
    expect(problems).toEqual([]);
    expect(sharpsburg.validate(s, 'union', orders)).toEqual([]);
  });

  test('standing orders parse to a normal form, with problems for bad lines', () => {
    expect(
      sharpsburg.parseStanding(
        s,
        'confederate',
        'Retreat prefer 0708 0709\nretreat away\nretreat order hood',
      ),
    ).toEqual({
      normal: 'retreat prefer 0708 0709\nretreat away\nretreat order HO',
      problems: [],
    });
    expect(sharpsburg.parseStanding(s, 'confederate', 'retreat sideways').problems[0]?.message).toMatch(
      /expected 'retreat prefer/,
    );
  });
});
