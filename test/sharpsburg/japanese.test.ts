// Issue #17 (items 3 and 4): Japanese names beside the English in the data files, and Japanese order
// words read as their English aliases.
import { sharpsburg } from '../../src/games/sharpsburg';
import { placeTable, sideTable, standardMapText, tecData, unitTable } from '../../src/games/sharpsburg/data';
import { placeNameIn, sideNameIn, terrainNameIn, unitNameIn } from '../../src/games/sharpsburg/japanese';
import { loadMap } from '../../src/games/sharpsburg/map';
import { position } from './helpers';

const s = position('I 0405\nXII 0304\nA1 0402\nHO 0406\nLA 0305');
const parse = (text: string, side = 'union') => sharpsburg.parseOrders(s, side, text);
const normal = (text: string, side = 'union') => {
  const { orders, problems } = parse(text, side);
  expect(problems).toEqual([]);
  return orders.map(sharpsburg.formatOrder);
};

describe('Japanese order words (SH-TURN-3, SH-MOVE-1, SH-COMBAT-1, SH-ART-1, SH-ART-5)', () => {
  test.each([
    ['移動 XII 0303 0203', 'move XII 0303 0203'],
    ['移動 I へ 0404', 'move I to 0404'],
    ['攻撃 0406 で I XII', 'attack 0406 with I XII'],
    ['攻撃 0406 で I と XII 除去 XII 後退 0404', 'attack 0406 with I and XII lose XII retreat 0404'],
    ['砲撃 0406 で A1', 'bombard 0406 with A1'],
    ['牽引 A1', 'limber A1'],
    ['展開 A2', 'unlimber A2'],
    ['パス', 'pass'],
  ])('%s reads as %s', (japanese, english) => {
    expect(normal(japanese)).toEqual(normal(english));
  });

  test('Japanese unit names resolve, for either side', () => {
    expect(normal('移動 第12軍団 へ 0404')).toEqual(['move XII to 0404']);
    expect(normal('攻撃 0405 で フッド師団', 'confederate')).toEqual(['attack 0405 with HO']);
    expect(sharpsburg.parseOrders(s, 'union', '移動 第1軍団 へ 0404').orders).toHaveLength(1);
  });

  test('words written without spaces, and full-width digits, letters and spaces', () => {
    expect(normal('移動XII　０３０３　０２０３')).toEqual(['move XII 0303 0203']);
    expect(normal('移動 ＸＩＩ へ０４０４')).toEqual(['move XII to 0404']);
    expect(normal('攻撃０４０６で第1軍団')).toEqual(['attack 0406 with I']);
  });

  test('the Japanese order: a particle after its word, the verb last', () => {
    expect(normal('XII 0404へ移動')).toEqual(['move XII to 0404']);
    expect(normal('第12軍団　０４０４へ移動')).toEqual(['move XII to 0404']);
    expect(normal('A1 牽引')).toEqual(['limber A1']);
  });

  test('English is unchanged and an unknown Japanese word gets the usual problem', () => {
    expect(normal('move XII to 0404; pass')).toEqual(['move XII to 0404', 'pass']);
    const [problem] = parse('前進 XII へ 0404').problems;
    expect(problem?.message).toBe('expected an order: move, attack, bombard, limber, unlimber or pass');
    expect(problem?.text).toBe('前進 XII へ 0404');
    expect(parse('移動 第13軍団 へ 0404').problems[0]?.message).toMatch(/is not one of your units/);
  });
});

describe('Japanese names in the data files (SH-COMP-1, SH-COMP-4, SH-DATA-1, SH-DATA-2, SH-TEC-1..9)', () => {
  test('every unit, side, terrain and place has a Japanese name', () => {
    for (const u of unitTable()) expect(u.ja).not.toBe('');
    expect(sideNameIn('ja', 'union')).toBe('北軍');
    expect(sideNameIn('ja', 'confederate')).toBe('南軍');
    expect(Object.values(sideTable()).map((x) => x.name)).toEqual(['Union', 'Confederate']);
    const tec = tecData();
    for (const t of [...Object.keys(tec.hexes), ...Object.keys(tec.hexsides), 'road'])
      expect(terrainNameIn('ja', t)).not.toBe('');
    const map = loadMap(standardMapText());
    const names = [
      map.town.name,
      ...map.roads.map((r) => r.name),
      ...map.labels.map((l) => l.text),
      ...map.bridges.values(),
      ...map.fords.values(),
    ];
    for (const n of names) expect(placeNameIn('ja', n)).not.toBe('');
    expect(
      placeTable()
        .map((p) => p.name)
        .sort(),
    ).toEqual([...new Set(names)].sort());
  });

  test('the seed words: 北軍/南軍, 軍団/師団, the TEC terrain, シャープスバーグ', () => {
    expect(unitNameIn('ja', 'XII')).toBe('第12軍団');
    expect(unitNameIn('ja', 'HO')).toBe('フッド師団');
    expect(
      ['clear', 'ridge', 'town', 'woods', 'creek', 'bridge', 'ford', 'road'].map((t) =>
        terrainNameIn('ja', t),
      ),
    ).toEqual(['平地', '尾根', '町', '森', '小川', '橋', '浅瀬', '道路']);
    expect(placeNameIn('ja', 'Sharpsburg')).toBe('シャープスバーグ');
  });

  test('the English names are unchanged', () => {
    expect(unitNameIn('en', 'XII')).toBe('XII Corps');
    expect(sideNameIn('en', 'union')).toBe('Union');
    expect(terrainNameIn('en', 'woods')).toBe('woods');
    expect(placeNameIn('en', 'Dunker Church')).toBe('Dunker Church');
  });
});
