// Issue 41: the owner chooses which units forage away (STB-6.0c "He chooses which units", STB-AMB-30,
// STB-DEC-17): `forage HEX: remove IDS` in the Mobilization orders or the standing orders.
import { scotland } from '../../src/games/scotland';
import { scotlandJapanese } from '../../src/games/scotland/texts';
import { board, muster, put } from './helpers';

/** 0607, mountain, winter limit 1: four English units lose ⌈(4 − 1) ÷ 2⌉ = 2 (STB-AMB-30). */
function crowded() {
  const s = board(0);
  const levyInf = put(s, 'english', '0607', 'levy', 'infantry').id;
  const levyCav = put(s, 'english', '0607', 'levy', 'cavalry').id;
  const regCav = put(s, 'english', '0607', 'regular', 'cavalry').id;
  const elite = put(s, 'english', '0607', 'elite', 'infantry').id;
  return { s, levyInf, levyCav, regCav, elite };
}
const ids = (r: ReturnType<typeof muster>) => r.state.units.map((u) => u.id);

test('STB-6.0c, STB-DEC-17: the owner keeps his levies and loses a regular cavalry unit; the rest by his rule', () => {
  const { s, levyInf, levyCav, regCav, elite } = crowded();
  const r = muster(s, {}, [1, 1], { english: `advance: none\nforage 0607: remove ${regCav}` });
  expect(ids(r)).not.toContain(regCav);
  expect(ids(r)).not.toContain(levyInf); // the second by the default: levies first, infantry first
  expect(ids(r)).toEqual(expect.arrayContaining([levyCav, elite]));
  const chose = r.events.find((e) => e.kind === 'forage-choice')!.text;
  expect(chose).toBe(`Foraging near Douglas (0607): the English chose ${regCav} (STB-6.0c).`);
  expect(scotlandJapanese(chose)).toBe(
    `ダグラス付近(0607)で徴発: イングランド軍が除去に選んだのは${regCav}(STB-6.0c)。`,
  );
  const spare = muster(s, {}, [1, 1], {
    english: `advance: none\nforage 0607: remove ${regCav} ${elite} ${levyCav}`,
  });
  const note = spare.events.find((e) => e.kind === 'forage-choice')!.text;
  expect(note).toBe(
    `Foraging near Douglas (0607): the English chose ${regCav}, ${elite}; ${levyCav} named but not removed (not there, or more than must go) (STB-6.0c).`,
  );
  expect(scotlandJapanese(note)).toMatch(/指定されましたが/);
});

test('STB-6.0c: written in the Mobilization orders, the choice replaces the standing one for that hex', () => {
  const { s, levyInf, levyCav, regCav, elite } = crowded();
  const r = muster(s, { english: `forage 0607: remove ${elite} ${regCav}` }, [1, 1], {
    english: `advance: none\nforage 0607: remove ${levyCav}`,
  });
  expect(ids(r)).toEqual(expect.arrayContaining([levyInf, levyCav]));
  expect(ids(r)).not.toContain(elite);
  expect(ids(r)).not.toContain(regCav);
});

test('STB-DEC-17: with no choice the lowest levels go first, infantry before cavalry', () => {
  const { s, levyInf, levyCav } = crowded();
  const r = muster(s, {}, [1, 1], { english: 'advance: none' });
  expect(ids(r)).not.toContain(levyInf);
  expect(ids(r)).not.toContain(levyCav);
  expect(r.events.some((e) => e.kind === 'forage-choice')).toBe(false);
});

test('STB-6.0c, STB-AMB-30: too many, too few, a unit not in that stack: refused by line in the Mobilization step', () => {
  const { s, levyInf, regCav, elite } = crowded();
  const other = put(s, 'english', '0407').id;
  const m = { ...s, step: 'mobilisation' as const };
  const r = scotland.parseOrders(
    m,
    'english',
    [
      `forage 0607: remove ${levyInf} ${regCav} ${elite}`,
      `forage 0607: remove ${regCav}`,
      `forage 0607: remove ${other} ${regCav}`,
      `forage 0607: remove ${elite} ${regCav}`,
    ].join('\n'),
  );
  expect(r.problems.map((p) => [p.line, p.message])).toEqual([
    [1, 'too many units: 0607 (4 units) loses 2 to foraging this month (STB-6.0c)'],
    [2, 'too few units: 0607 (4 units) loses 2 to foraging this month; name 2 (STB-6.0c)'],
    [3, `${other} is not in the stack in 0607`],
  ]);
  expect(r.orders).toEqual([{ kind: 'forage', hex: '0607', ids: [elite, regCav] }]);
  const st = scotland.parseStanding!(m, 'english', `forage 0607: remove ${regCav}`);
  expect(st.problems.map((p) => p.message)).toEqual([
    'too few units: 0607 (4 units) loses 2 to foraging this month; name 2 (STB-6.0c)',
  ]);
});

test('STB-6.0c: in standing orders written before the Mobilization step, the stack is checked but not the count', () => {
  const { s, regCav } = crowded();
  const r = scotland.parseStanding!(s, 'english', `徴発 0607: 除去 ${regCav}`);
  expect(r.problems).toEqual([]);
  expect(r.normal).toBe(`forage 0607: remove ${regCav}`);
});

test('STB-6.0c: the Mobilization prompt shows a legal forage choice for a stack that must forage', () => {
  const { s, regCav, elite } = crowded();
  const m = { ...s, step: 'mobilisation' as const };
  const english = scotland.awaiting(m).find((p) => p.side === 'english')!;
  expect(english.examples).toContain(`forage 0607: remove ${regCav} ${elite}`);
  expect(scotland.help(m, 'english')).toContain('forage HEX: remove IDS');
});
