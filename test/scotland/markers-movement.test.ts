// Markers of the movement step and levies (STB-10.M.initiative, forced-march, vacillate, levy,
// loyal-scots; STB-DEC-1, STB-DEC-10, STB-DEC-16, STB-10.0c).
import { scotland } from '../../src/games/scotland';
import { reachable } from '../../src/games/scotland/rules/terrain';
import { CITIES } from '../../src/games/scotland/data';
import { scotlandJapanese } from '../../src/games/scotland/texts';
import { at, englishTurn, lead, markerBoard, muster, play, put, texts } from './helpers';

const problems = (s: ReturnType<typeof markerBoard>, side: 'scots' | 'english', text: string) => {
  const parsed = scotland.parseOrders(s, side, text);
  return [...parsed.problems, ...scotland.validate(s, side, parsed.orders)].map((p) => p.message);
};

test('STB-10.M.initiative, STB-AMB-14: one more March this player turn', () => {
  const s = markerBoard({ scots: ['initiative'] }, 3, 1);
  put(s, 'scots', '0406');
  put(s, 'scots', '0305');
  const orders = 'march 0406 to 0506\nmarch 0305 to 0306';
  expect(problems(s, 'scots', orders)).toEqual(['2 Marches written but only 1 rolled (STB-4.0a)']);
  expect(problems(s, 'scots', `play Initiative\n${orders}`)).toEqual([]);
  const r = play(s, 'scots', `play Initiative\n${orders}`);
  expect(at(r.state, '0506')).toHaveLength(1);
  expect(at(r.state, '0306')).toHaveLength(1);
});

test('STB-10.M.forced-march.a, STB-10.M.forced-march.b, STB-4.1b, STB-AMB-15: one stack, one move, allowances raised by half (infantry 6)', () => {
  const s = markerBoard({ scots: ['forced-march'] }, 6, 2);
  const u = put(s, 'scots', '0406');
  const four = reachable(s, 'scots', '0406', 4, false);
  const far = reachable(s, 'scots', '0406', 6, false).find((h) => !four.includes(h))!;
  expect(problems(s, 'scots', `march 0406 to ${far}`)[0]).toMatch(/cannot reach/);
  expect(problems(s, 'scots', `play Forced March on 0406\nmarch 0406 to ${far}`)).toEqual([]);
  const r = play(s, 'scots', `play Forced March on 0406\nmarch 0406 to ${far}`);
  expect(r.state.units.find((x) => x.id === u.id)!.hex).toBe(far);
  expect(texts(r.events)).toContain('The Scots play Forced March on the stack leaving near Lanark (0406).');
  expect(problems(s, 'scots', 'play Forced March on 0506')).toEqual([
    'Forced March on 0506: none of your units there can move (STB-AMB-15)',
  ]);
  expect(problems(s, 'scots', 'play Forced March on 0406')).toEqual([
    'Forced March on 0406: no move of yours leaves 0406 (STB-AMB-15)',
  ]);
});

describe('Vacillate (STB-DEC-1)', () => {
  const stirling = (hands = { english: ['vacillate'] }) => {
    const s = markerBoard(hands, 6, 3);
    const u = put(s, 'scots', '0505');
    lead(s, 'wallace', '0406');
    put(s, 'scots', '0406');
    return { s, u };
  };

  test('STB-DEC-1, STB-10.M.vacillate.a, STB-10.M.vacillate.b, STB-AMB-71: `vacillate: first march into Stirling` stops that March; it is spent and the stack may not move again', () => {
    const { s, u } = stirling();
    const r = play(s, 'scots', 'march 0505 to Stirling\nmarch 0505 to 0506', [], {
      english: 'vacillate: first march into Stirling',
    });
    expect(r.state.units.find((x) => x.id === u.id)!.hex).toBe('0505');
    expect(texts(r.events)).toContain(
      'The English play Vacillate against the March from Bothwell (0505) (standing order, STB-DEC-1).',
    );
    expect(texts(r.events)).toMatch(/has already moved twice/);
    expect(r.state.markers!.hands.english).toEqual([]);
  });

  test('STB-DEC-1: by default Vacillate is not played; a condition that does not match lets the March go', () => {
    const { s, u } = stirling();
    expect(play(s, 'scots', 'march 0505 to Stirling').state.units.find((x) => x.id === u.id)!.hex).toBe(
      '0504',
    );
    const other = play(s, 'scots', 'march 0505 to 0506', [], { english: 'vacillate: march into Stirling' });
    expect(other.state.units.find((x) => x.id === u.id)!.hex).toBe('0506');
    expect(other.state.markers!.hands.english).toEqual(['vacillate']);
  });

  test("STB-10.M.vacillate.c: Vacillate cannot stop a move made by a leader's initiative check", () => {
    const { s } = stirling();
    const r = play(s, 'scots', 'lead Wallace: 0406 to 0506 else stay', [1], {
      english: 'vacillate: first march',
    });
    expect(r.state.leaders.find((l) => l.id === 'wallace')!.hex).toBe('0506');
    expect(r.state.markers!.hands.english).toEqual(['vacillate']);
  });

  test('STB-DEC-1: `stack of N` and `next to HEX`', () => {
    const { s, u } = stirling();
    put(s, 'scots', '0505');
    const r = play(s, 'scots', 'march 0505 to 0506', [], {
      english: 'vacillate: stack of 2 next to Douglas',
    });
    expect(r.state.units.find((x) => x.id === u.id)!.hex).toBe('0505');
  });
});

test("STB-DEC-10, STB-10.M.fortunes-of-war, STB-AMB-72: `reroll: failed initiative` rerolls the phasing player's own failed check", () => {
  const s = markerBoard({ scots: ['fortunes-of-war'] }, 6, 0);
  lead(s, 'wallace', '0406');
  put(s, 'scots', '0406');
  const r = play(s, 'scots', 'lead Wallace: 0406 to 0506 else stay', [6, 2], {
    scots: 'reroll: failed initiative',
  });
  expect(r.state.leaders.find((l) => l.id === 'wallace')!.hex).toBe('0506');
  expect(texts(r.events)).toContain(
    "The Scots play Fortunes of War on the die for initiative check: Wallace (5 or less moves) (standing order 'reroll: failed initiative', STB-DEC-10).",
  );
  const plain = play(s, 'scots', 'lead Wallace: 0406 to 0506 else stay', [6]);
  expect(plain.state.leaders.find((l) => l.id === 'wallace')!.hex).toBe('0406'); // default: withdrawals only
});

describe('Levy and Loyal Scots', () => {
  test('STB-10.M.levy, STB-AMB-37: a levy at once where a Mobilization levy could go; it may move this turn', () => {
    const s = markerBoard({ scots: ['levy'] }, 6, 1);
    s.loyalty.Lanark = 'scots';
    expect(problems(s, 'scots', 'play Levy at Stirling')).toEqual([
      'Levy at 0504: a levy of yours may not be placed there (STB-AMB-37, STB-9.1)',
    ]);
    const r = play(s, 'scots', 'play Levy cavalry at Lanark\nmarch Lanark to 0406');
    expect(at(r.state, '0406')).toEqual([expect.objectContaining({ kind: 'cavalry', grade: 'levy' })]);
  });

  test('STB-10.M.levy, STB-AMB-4, STB-DEC-16: a Levy kept for the Mobilization Phase is raised there, written or by default', () => {
    const s = markerBoard({ english: ['levy', 'levy'] }, 3);
    const r = muster(s, { english: 'play Levy at Carlisle' }, Array(20).fill(1));
    const raised = r.state.units.filter((u) => u.side === 'english' && u.grade === 'levy');
    expect(raised.length).toBe(1 + 2); // 1 due this month (STB-9.1.2a) and both markers
    expect(raised.some((u) => u.hex === '0809')).toBe(true);
    expect(texts(r.events)).toContain('kept for the Mobilization Phase: default, STB-DEC-16');
  });

  test('STB-10.0c, STB-AMB-4: in the Mobilization Phase only Levy may be played', () => {
    const s = { ...markerBoard({ scots: ['initiative'] }), step: 'mobilisation' as const };
    expect(problems(s, 'scots', 'play Initiative')).toEqual([
      'Initiative cannot be played in the Mobilization Phase: only Levy can (STB-AMB-4)',
    ]);
  });

  test('STB-10.M.loyal-scots.a, STB-10.M.loyal-scots.b, STB-10.M.loyal-scots.c, STB-AMB-70: one English levy per neutral noble, in pro-English Scottish cities without Scots', () => {
    const s = englishTurn(markerBoard({ english: ['loyal-scots'], scots: ['loyal-scots'] }, 12));
    lead(s, 'douglas', '0507', 'neutral');
    lead(s, 'bruce', '0608', 'neutral');
    s.loyalty.Ayr = 'scots';
    expect(problems(s, 'scots', 'play Loyal Scots')[0]).toMatch(/English player only/);
    const r = play(s, 'english', 'play Loyal Scots');
    const levies = r.state.units.filter((u) => u.side === 'english' && u.grade === 'levy');
    expect(levies).toHaveLength(2);
    for (const u of levies) expect(['0507', '0608', '0307']).not.toContain(u.hex);
    expect(texts(r.events)).toContain(
      'Loyal Scots: 2 neutral nobles, 2 English levies (STB-10.M.loyal-scots.b).',
    );
  });

  test('STB-AMB-70: the English choose the cities of the levies (`loyal scots:`); the rest by the rule', () => {
    const s = englishTurn(markerBoard({ english: ['loyal-scots'] }, 12));
    lead(s, 'douglas', '0507', 'neutral');
    const target = CITIES.filter((c) => c.loyaltyMarker && c.hex !== '0507').at(-1)!.hex;
    const r = play(s, 'english', 'play Loyal Scots', [], { english: `loyal scots: ${target}` });
    const levies = r.state.units.filter((u) => u.side === 'english' && u.grade === 'levy');
    expect(levies.map((u) => u.hex)).toEqual([target]);
    const line = `Loyal Scots: the English chose ${target} (STB-AMB-70).`;
    expect(texts(r.events)).toContain(line);
    expect(scotlandJapanese(line)).toBe(
      `ロイヤル・スコッツ: イングランド軍が選んだ都市は${target}(STB-AMB-70)。`,
    );
    const bad = scotland.parseStanding!(s, 'english', 'loyal scots: Carlisle').problems.map((p) => p.message);
    expect(bad.join()).toMatch(/is not a Scottish city/);
  });
});
