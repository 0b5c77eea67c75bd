// Issue #17 (items 3 and 4): Japanese names beside the English in the data files, and Japanese order
// words read as their English aliases.
import { ARMY, BOARDS } from '../../src/games/travel-battle/data/load';
import {
  boardNameIn,
  formationNameIn,
  heightNameIn,
  kindNameIn,
  sideNameIn,
  terrainNameIn,
  unitNameIn,
} from '../../src/games/travel-battle/japanese';
import { KINDS, SIDES } from '../../src/games/travel-battle/state';
import { battle, game } from './helpers';

const s = battle('red B1 c2\nred L1 c3');
const normalIn = (state: typeof s, text: string) => {
  const r = game.parseOrders(state, 'red', text);
  expect(r.problems).toEqual([]);
  return r.orders.map(game.formatOrder);
};
const normal = (text: string) => normalIn(s, text);

describe('Japanese order words in the turn (TB-SEQ-2, TB-MOVE-1, TB-ART-1, TB-MELEE-1, TB-SQUARE-1)', () => {
  test.each([
    ['移動 L3 c4 d5', 'move L3 c4 d5'],
    ['移動 H1 へ f6', 'move H1 to f6'],
    ['射撃 A1 に f7', 'fire A1 at f7'],
    ['方陣 L2', 'square L2'],
    ['方陣解除 L2', 'unsquare L2'],
    ['接近戦 f6 で L3', 'attack f6 with L3'],
    ['攻撃 f6 L2 で L3', 'attack f6 L2 with L3'],
    ['ペア L3 f6', 'pair L3 f6'],
    ['パス', 'pass'],
    ['引き分け提案', 'offer draw'],
    ['提案 引き分け', 'offer draw'],
    ['振り直し 負け 2', 'reroll if losing by 2'],
    ['振りなおし しない', 'reroll never'],
    ['プッシュ・バック 優先 左 直進', 'pushback prefer left straight'],
    ['離脱 優先 c1', 'flee prefer c1'],
    ['旅団長 B2 優先 e3', 'brigadier B2 prefer e3'],
    ['スタック 最初 L3', 'stacked first L3'],
  ])('%s reads as %s', (japanese, english) => {
    expect(normal(japanese)).toEqual(normal(english));
  });

  test('Japanese counter names resolve (TB-DATA-2)', () => {
    expect(normal('移動 第3戦列歩兵 c4 d5')).toEqual(['move L3 c4 d5']);
    expect(normal('射撃 第1砲兵中隊 に f7')).toEqual(['fire A1 at f7']);
    expect(normal('攻撃 f6 第2戦列歩兵 で 第3戦列歩兵')).toEqual(['attack f6 L2 with L3']);
  });

  test('words written without spaces, and full-width letters and digits', () => {
    expect(normal('移動Ｌ３　ｃ４　ｄ５')).toEqual(['move L3 c4 d5']);
    expect(normal('射撃A1 f7')).toEqual(['fire A1 at f7']);
    expect(normal('方陣第2戦列歩兵')).toEqual(['square L2']);
  });

  test('the Japanese order: a particle after its word, the verb last', () => {
    expect(normal('L3 d5へ移動')).toEqual(['move L3 to d5']);
    expect(normal('A1 f7に射撃')).toEqual(['fire A1 at f7']);
    expect(normal('第2戦列歩兵 方陣')).toEqual(['square L2']);
  });

  test('English is unchanged and an unknown Japanese word gets the usual problem', () => {
    expect(normal('move L3 c4 d5; pass')).toEqual(['move L3 c4 d5', 'pass']);
    const [problem] = game.parseOrders(s, 'red', '前進 L3 c4').problems;
    expect(problem?.message).toMatch(/^'前進' is not an order here; expected move, fire/);
    expect(problem?.suggestion).toBeUndefined();
    expect(game.parseOrders(s, 'red', '移動 第9戦列歩兵 c4').problems[0]?.message).toMatch(/not a unit/);
  });
});

describe('Japanese order words in the set-up (TB-SETUP-1..6)', () => {
  const q = game.setup({ options: { quickSetup: true } }, { roll: () => 1, rolls: [] });
  test.each([
    ['ボード a', 'board a'],
    ['右', 'side right'],
    ['向き 3', 'orient 3'],
    ['旅団 1: B1 L1 L2', 'brigade 1: B1 L1 L2'],
    ['旅団1: 第1旅団長 第1戦列歩兵 L2', 'brigade 1: B1 L1 L2'],
    ['プリセット 2', 'preset 2'],
    ['配置 B1 c2 L1 に c1', 'deploy B1 c2 L1 at c1'],
  ])('%s reads as %s', (japanese, english) => {
    expect(normalIn(q, japanese)).toEqual(normalIn(q, english));
  });
});

describe('Japanese names in the data files (TB-DATA-1, TB-DATA-2)', () => {
  test('every counter, board, side, kind, terrain, hill level and formation has a Japanese name', () => {
    for (const a of ARMY) expect(unitNameIn('ja', a.id)).toMatch(/^第\d/);
    for (const b of BOARDS) expect(boardNameIn('ja', b.id)).not.toBe('');
    for (const side of SIDES) expect(sideNameIn('ja', side)).not.toBe('');
    for (const kind of KINDS) expect(kindNameIn('ja', kind)).not.toBe('');
    for (const t of ['open', 'field', 'road', 'building', 'woods'] as const)
      expect(terrainNameIn('ja', t)).not.toBe('');
    expect([0, 1, 2].map((h) => heightNameIn('ja', h))).toEqual(['平地', '低い丘', '丘の頂上']);
    expect(formationNameIn('ja', 'square')).toBe('方陣');
  });

  test('the seed words: 旅団長, 近衛歩兵, 重騎兵, 砲兵, 建物, 森, 方陣', () => {
    expect(unitNameIn('ja', 'B1')).toBe('第1旅団長');
    expect(kindNameIn('ja', 'guard')).toBe('近衛歩兵');
    expect(kindNameIn('ja', 'heavy')).toBe('重騎兵');
    expect(kindNameIn('ja', 'artillery')).toBe('砲兵');
    expect(terrainNameIn('ja', 'building')).toBe('建物');
    expect(terrainNameIn('ja', 'woods')).toBe('森');
  });

  test('the English names are unchanged', () => {
    expect(unitNameIn('en', 'L3')).toBe('3rd Line');
    expect(boardNameIn('en', 'A')).toBe('Village');
    expect(sideNameIn('en', 'red')).toBe('Red');
    expect(heightNameIn('en', 1)).toBe('low hill');
  });
});
