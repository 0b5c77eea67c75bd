// Issue #17 (items 3 and 4): Japanese names beside the English in the data files, and Japanese order
// words read as their English aliases.
import { FixedDice } from '../../src/games/core/dice';
import { scotland } from '../../src/games/scotland';
import { CITIES, LEADERS, STRATEGY_MARKERS, UNIT_TYPES } from '../../src/games/scotland/data';
import {
  cityNameIn,
  gradeNameIn,
  kindNameIn,
  leaderNameIn,
  markerNameIn,
  sideNameIn,
  terrainNameIn,
  unitTypeNameIn,
} from '../../src/games/scotland/japanese';
import { parseReaction } from '../../src/games/scotland/rules/live-reactions/answer';
import { formatStanding, parseStandingText } from '../../src/games/scotland/standing';
import type { State } from '../../src/games/scotland/state';
import { board, lead, markerBoard, put } from './helpers';

function turnBoard(s: State = board(12, 3)): State {
  lead(s, 'wallace', '0406');
  put(s, 'scots', '0406', 'elite');
  put(s, 'scots', '0406', 'levy');
  put(s, 'english', '0306');
  return s;
}

/** The Japanese line parses, without problems, to exactly the orders of the English line. */
function sameOrders(s: State, japanese: string, english: string): void {
  const en = scotland.parseOrders(s, 'scots', english);
  expect(en.problems).toEqual([]);
  const ja = scotland.parseOrders(s, 'scots', japanese);
  expect(ja.problems).toEqual([]);
  expect(ja.orders).toEqual(en.orders);
}

describe('Japanese order words in the player turn (STB-3.2, STB-4.0, STB-4.2, STB-7.0, STB-7.2, STB-10.0)', () => {
  test.each([
    ['移動 0406 へ 0306', 'march 0406 to 0306'],
    ['マーチ 0406: s2 へ エア, s1 へ 0407', 'march 0406: s2 to ayr, s1 to 0407'],
    ['リーダー移動 ウォレス: 0406 へ アーヴァイン それ以外 移動', 'lead wallace: 0406 to irvine else march'],
    ['率いる ウォレス で s1: 0406 へ 0407 それ以外 待機', 'lead wallace with s1: 0406 to 0407 else stay'],
    ['戦闘 0306: 損害 最弱', 'battle 0306: hits weakest'],
    ['戦闘 0306: 布陣 最強; 撤退 へ 0407', 'battle 0306: lineup strongest; withdraw to 0407'],
    ['パス', 'pass'],
  ])('%s reads as %s', (japanese, english) => sameOrders(turnBoard(), japanese, english));

  test('strategy markers by their seed names (STB-10.0)', () => {
    const s = turnBoard(markerBoard({ scots: ['initiative', 'combat-advantage'] }, 12, 3));
    sameOrders(s, 'プレイ イニシャティブ', 'play Initiative');
    sameOrders(s, '使用 イニシャティブ', 'play initiative');
    sameOrders(s, '戦闘 0306: プレイ 戦闘アドバンテージ', 'battle 0306: play Combat Advantage');
  });

  test('Japanese leader and city names resolve; words written without spaces; full-width input', () => {
    const s = turnBoard();
    sameOrders(s, '移動 0406: s2 エアへ', 'march 0406: s2 to Ayr');
    sameOrders(s, 'リーダー移動ウォレス:０４０６からアーヴァインへ', 'lead Wallace: 0406 to Irvine');
    sameOrders(s, '移動　０４０６　へ　０３０６', 'march 0406 to 0306');
  });

  test('the Japanese order: a particle after its word, the verb last (STB-4.0, STB-4.2)', () => {
    const s = turnBoard();
    sameOrders(s, '0406から0306へ移動', 'march 0406 to 0306');
    sameOrders(s, 'ウォレス 0406から0306へ 率いる', 'lead wallace: 0406 to 0306');
  });

  test('English is unchanged and an unknown Japanese word gets the usual problem', () => {
    const s = turnBoard();
    expect(scotland.parseOrders(s, 'scots', 'march 0406 to 0306').orders).toHaveLength(1);
    const [unknown] = scotland.parseOrders(s, 'scots', '前進 0406 へ 0306').problems;
    expect(unknown?.message).toBe('expected one of: lead, march, battle, play, pass');
    expect(unknown?.text).toBe('前進 0406 へ 0306');
    const [city] = scotland.parseOrders(s, 'scots', '移動 0406 へ 東京').problems;
    expect(city?.message).toBe("'東京' is not a hex (CCRR) or a city");
  });
});

describe('Japanese order words in the set-up and mobilisation (STB-12.1, STB-9.1, STB-11.2)', () => {
  test('the English set-up: garrison and post', () => {
    const s = scotland.setup({}, new FixedDice([1, 2, 3, 4, 5]));
    const same = (japanese: string, english: string) =>
      expect(scotland.parseOrders(s, 'english', japanese)).toEqual(
        scotland.parseOrders(s, 'english', english),
      );
    same(
      '守備隊 スターリング エディンバラ ラナーク エア ダムフリース',
      'garrison Stirling Edinburgh Lanark Ayr Dumfries',
    );
    same('配置 クレッシンガム に スターリング', 'post Cressingham at Stirling');
    same('既定', 'default');
    expect(scotland.parseOrders(s, 'english', '配置 クレッシンガム に スターリング').problems).toEqual([]);
  });

  test('advance, levy, the levy from the north (STB-14.1.1)', () => {
    const m = { ...turnBoard(), step: 'mobilisation' as const };
    sameOrders(m, '進化 s1', 'advance s1');
    sameOrders(m, '徴募 騎兵 で ウォレス', 'levy cavalry with Wallace');
    sameOrders(m, '徴募 歩兵 に ラナーク', 'levy infantry at Lanark');
    m.options = { northLevies: true };
    sameOrders(m, '北方 徴募 歩兵 に 0101, 騎兵 に 0301', 'north levy infantry at 0101, cavalry at 0301');
  });

  test('standing orders read Japanese too (STB-7.1, STB-7.2)', () => {
    const ja = parseStandingText('防御: 布陣 最強; 撤退 へ 0407');
    const en = parseStandingText('defend: lineup strongest; withdraw to 0407');
    expect(ja.problems).toEqual([]);
    expect(formatStanding(ja.standing)).toBe(formatStanding(en.standing));
  });
});

test('the answer to a live reaction reads Japanese too (STB-10.0)', () => {
  expect(parseReaction('プレイ 動揺')).toEqual(parseReaction('play Vacillate'));
  expect(parseReaction('プレイ 動揺').problems).toEqual([]);
  expect(parseReaction('パス')).toEqual(parseReaction('pass'));
});

describe('Japanese names in the data files (STB-2.0, STB-2.2, STB-DATA-1..4, STB-TEC)', () => {
  test('every leader, city, strategy marker, unit type, side, kind, grade and terrain has a Japanese name', () => {
    for (const l of LEADERS) expect(leaderNameIn('ja', l.id)).not.toBe('');
    for (const c of CITIES) expect(cityNameIn('ja', c.hex)).not.toBe('');
    for (const m of STRATEGY_MARKERS) expect(markerNameIn('ja', m.id)).not.toBe('');
    for (const t of UNIT_TYPES) expect(unitTypeNameIn('ja', t.kind, t.grade)).toMatch(/(歩兵|騎兵)$/);
    expect([sideNameIn('ja', 'scots'), sideNameIn('ja', 'english')]).toEqual([
      'スコットランド軍',
      'イングランド軍',
    ]);
    expect(kindNameIn('ja', 'leader')).toBe('リーダー');
    expect(gradeNameIn('ja', 'regular')).toBe('正規兵');
    for (const t of ['clear', 'wooded', 'mountain', 'city', 'major-city', 'river', 'sea', 'firth'] as const)
      expect(terrainNameIn('ja', t)).not.toBe('');
    const japanese = [...LEADERS.map((l) => l.ja), ...CITIES.map((c) => c.ja)];
    expect(new Set(japanese).size).toBe(japanese.length - 1); // Douglas is a leader and his city
  });

  test('the seed words: ウォレス, エドワード, the strategy markers, the TEC', () => {
    expect(leaderNameIn('ja', 'wallace')).toBe('ウォレス');
    expect(leaderNameIn('ja', 'wallace', true)).toBe('ベイリャル');
    expect(markerNameIn('ja', 'vacillate')).toBe('動揺');
    expect(markerNameIn('ja', 'highland-ferocity')).toBe('凶暴化したハイランダー');
    expect(unitTypeNameIn('ja', 'infantry', 'elite')).toBe('エリート歩兵');
    expect(
      ['clear', 'wooded', 'mountain', 'river', 'city', 'major-city'].map((t) =>
        terrainNameIn('ja', t as 'clear'),
      ),
    ).toEqual(['平地', '森', '山岳', '河川', '都市', '大都市']);
  });

  test('the English names are unchanged', () => {
    expect(leaderNameIn('en', 'murray', true)).toBe('Comyn');
    expect(cityNameIn('en', 'Stirling')).toBe('Stirling');
    expect(markerNameIn('en', 'forced-march')).toBe('Forced March');
    expect(sideNameIn('en', 'english')).toBe('English');
    expect(unitTypeNameIn('en', 'cavalry', 'levy')).toBe('levy cavalry');
  });
});
