// STB-14.1.1 (option northLevies): the Scots' levy from the north, once a game (STB-AMB-64), written
// in their turn or the Mobilization Phase, or standing for the English turn (STB-DEC-19).
import { scotland } from '../../src/games/scotland';
import { orderKinds } from '../../src/games/scotland/orders';
import { parseStandingText, formatStanding } from '../../src/games/scotland/standing';
import { board, englishTurn, muster, play, put, texts } from './helpers';

const withNorth = (turn = 3) => {
  const s = board(turn);
  s.options = { northLevies: true };
  return s;
};

const problemsOf = (s: ReturnType<typeof board>, text: string, side: 'scots' | 'english' = 'scots') => {
  const parsed = scotland.parseOrders(s, side, text);
  return [...parsed.problems, ...scotland.validate(s, side, parsed.orders)].map((p) => p.message).join('\n');
};

test('STB-14.1.1: in his turn the Scottish player raises 2 levies from the north, one of them cavalry, on north-edge hexes; the report says so', () => {
  const s = withNorth();
  put(s, 'scots', '0406', 'elite');
  const r = play(s, 'scots', 'north levy infantry at 0101, cavalry at 0301');
  expect(r.problems).toEqual([]);
  const raised = r.state.units.filter((u) => u.grade === 'levy');
  expect(raised.map((u) => `${u.kind} ${u.hex}`).sort()).toEqual(['cavalry 0301', 'infantry 0101']);
  expect(r.state.northLevyUsed).toBe(true);
  expect(texts(r.events)).toMatch(/The Scots raise their levies from the north.*STB-14\.1\.1; as written/);
});

test('STB-14.1.1: the levies are placed before his moves, so they may march that turn', () => {
  const s = withNorth();
  const r = play(s, 'scots', 'north levy at 0401\nmarch 0401 to 0402');
  expect(r.problems).toEqual([]);
  expect(r.state.units.filter((u) => u.hex === '0402').map((u) => u.kind)).toEqual(['infantry', 'infantry']);
});

test('STB-14.1.1: at most one of the two is cavalry, and only on the north edge', () => {
  const s = withNorth();
  expect(problemsOf(s, 'north levy cavalry at 0101, cavalry at 0201')).toMatch(/only one .* may be cavalry/);
  expect(problemsOf(s, 'north levy infantry at 0406, infantry at 0101')).toMatch(
    /0406 is not a north-edge hex/,
  );
});

test('STB-AMB-64: never on a north-edge hex holding English units, and only by the Scots', () => {
  const s = withNorth();
  put(s, 'english', '0101');
  expect(problemsOf(s, 'north levy at 0101')).toMatch(/not a north-edge hex free of English units/);
  expect(problemsOf(englishTurn(withNorth()), 'north levy at 0101', 'english')).toMatch(/only the Scots/);
});

test('STB-AMB-64: once a game: after it is raised the order is no longer offered or accepted', () => {
  const s = withNorth();
  expect(orderKinds(s)).toContain('north levy');
  const next = play(s, 'scots', 'north levy at 0101').state; // now the English player turn
  expect(orderKinds(next)).not.toContain('north levy');
  expect(problemsOf(next, 'north levy at 0201')).toMatch(/expected one of/);
  // Carried out twice in one submission: the second is refused.
  expect(problemsOf(withNorth(), 'north levy at 0101\nnorth levy at 0201')).toMatch(/already been raised/);
});

test('STB-14.0, STB-14.1.1: without the option there is no levy from the north', () => {
  const s = board(3);
  expect(orderKinds(s)).not.toContain('north levy');
  expect(problemsOf(s, 'north levy at 0101')).toMatch(/expected one of/);
});

test('STB-AMB-64: in the Mobilization Phase too, before the other levies', () => {
  const s = withNorth();
  const m = muster(s, { scots: 'north levy cavalry at 0501' }, [1, 1], {
    scots: 'advance: none',
    english: 'advance: none',
  });
  expect(
    m.state.units
      .filter((u) => u.hex === '0501')
      .map((u) => u.kind)
      .sort(),
  ).toEqual(['cavalry', 'infantry']);
  expect(texts(m.events)).toMatch(/levies from the north/);
});

describe('STB-DEC-19 the standing order for the English turn', () => {
  const englishMove = (standing: string) => {
    const s = englishTurn(withNorth(14));
    s.restricted = false;
    put(s, 'english', '0705');
    return play(s, 'english', 'march 0705 to 0604', [], { scots: standing });
  };

  test('STB-DEC-19: "north levy: when an English stack is within 2 of Scone" fires after the English move that brings one there, with the report line', () => {
    const r = englishMove('north levy: when an English stack is within 2 of Scone');
    expect(r.state.northLevyUsed).toBe(true);
    const levies = r.state.units.filter((u) => u.grade === 'levy' && u.side === 'scots');
    expect(levies).toHaveLength(2);
    expect(levies.every((u) => u.hex.endsWith('01'))).toBe(true);
    expect(texts(r.events)).toMatch(
      /levies from the north.*standing order: an English stack came within 2 of Scone.*STB-DEC-19/,
    );
    // The move came first, then the levy (never inside a battle, STB-AMB-64).
    const moved = r.events.findIndex((e) => e.kind === 'move');
    const raised = r.events.findIndex((e) => e.kind === 'north-levy');
    expect(moved).toBeLessThan(raised);
  });

  test('STB-DEC-19: the default is not to use it', () => {
    const r = englishMove('');
    expect(r.state.northLevyUsed).toBeFalsy();
    expect(r.state.units.some((u) => u.grade === 'levy')).toBe(false);
    expect(parseStandingText('').standing.northLevy).toBeUndefined();
  });

  test('STB-DEC-19: a farther threshold that is not met does nothing; hexes and cavalry may be named', () => {
    expect(
      englishMove('north levy: when an English stack is within 1 of Scone').state.northLevyUsed,
    ).toBeFalsy();
    const r = englishMove(
      'north levy: when an English stack is within 2 of Scone at 0501, 0601 with cavalry',
    );
    const levies = r.state.units.filter((u) => u.grade === 'levy');
    expect(levies.map((u) => `${u.kind} ${u.hex}`).sort()).toEqual(['cavalry 0501', 'infantry 0601']);
  });

  test('STB-DEC-19: the standing order is read and written back in one form, and a bad one is named', () => {
    const text = 'north levy: when an English stack is within 2 of Scone at 0501 with cavalry';
    const { standing, problems } = parseStandingText(text);
    expect(problems).toEqual([]);
    expect(formatStanding(standing)).toContain(text);
    expect(parseStandingText('north levy: soon').problems[0]!.message).toMatch(/within N of PLACE/);
    expect(parseStandingText('north levy: never').standing.northLevy).toBeUndefined();
  });
});

test('STB-AMB-64: the rule once used is kept in the position text', () => {
  const s = withNorth();
  s.northLevyUsed = true;
  const back = scotland.position.read(scotland.position.write(s));
  expect(back.northLevyUsed).toBe(true);
});

test('STB-14.1.1: prompts and help name the advanced rules and the levy still to come', () => {
  const s = withNorth();
  const [prompt] = scotland.awaiting(s);
  expect(prompt!.text).toMatch(
    /Advanced rules: levies from the north\. Your levy from the north is not yet raised/,
  );
  expect(scotland.help(s, 'scots')).toMatch(/north levy: when an English stack is within N of PLACE/);
  expect(scotland.help(board(3), 'scots')).not.toMatch(/north levy/);
});
