import { sharpsburg } from '../../src/games/sharpsburg';
import { at, play, position, problemsOf } from './helpers';

describe('movement', () => {
  test('SH-MOVE-1: a unit may not spend more MP than its MA', () => {
    const s = position('I 0402');
    expect(problemsOf(s, 'move I 0403 0404 0405 0406')).toEqual([]);
    expect(problemsOf(s, 'move I 0403 0404 0405 0406 0407')).toEqual(['the path costs 5 MP but I has 4']);
  });

  test('SH-MOVE-2: each hex entered and each hexside feature crossed costs its TEC MP', () => {
    const s = position('I 0402', { map: { features: 'ridge 0402/0403' } });
    expect(problemsOf(s, 'move I 0403 0404 0405')).toEqual([]); // 2 + 1 + 1
    expect(problemsOf(s, 'move I 0403 0404 0405 0406')).toEqual(['the path costs 5 MP but I has 4']);
  });

  test('SH-MOVE-3: a unit moves hex to adjacent hex, never skipping a hex', () => {
    const s = position('I 0402');
    expect(problemsOf(s, 'move I 0404')).toEqual(['0404 is not next to 0402']);
  });

  test('SH-MOVE-4: a unit may never enter a hex occupied by an enemy unit', () => {
    const s = position('I 0402\nHO 0403');
    expect(problemsOf(s, 'move I 0403')).toEqual(['0403 is occupied by the enemy']);
  });

  test('SH-MOVE-5: a creek hexside is crossed only by a ford or a bridge', () => {
    const creek = position('I 0402', { map: { features: 'creek 0402/0403' } });
    expect(problemsOf(creek, 'move I 0403')).toEqual([
      'cannot cross the creek from 0402 to 0403 (only at a bridge or ford)',
    ]);
    const ford = position('I 0402', { map: { features: 'creek 0402/0403\nford 0402/0403 Test Ford' } });
    expect(problemsOf(ford, 'move I 0403')).toEqual([]);
    const bridge = position('I 0402', { map: { features: 'creek 0402/0403\nbridge 0402/0403 Test Bridge' } });
    expect(problemsOf(bridge, 'move I 0403')).toEqual([]);
  });

  test('SH-MOVE-6: a unit that enters an enemy ZOC stops at once', () => {
    const s = position('I 0402\nHO 0406');
    expect(problemsOf(s, 'move I 0403 0404 0405')).toEqual([]);
    expect(problemsOf(s, 'move I 0403 0404 0405 0505')).toEqual([
      'must stop at 0405 (it entered an enemy ZOC or woods)',
    ]);
  });

  test('SH-MOVE-7: the Confederate player may move all of his units in one phase', () => {
    const s = position(
      'JJ 0101\nLA 0201\nHO 0301\nDH 0401\nDJ 0501\nWK 0601\nEV 0701\nST 0801\nLE 0102\nPE 0202',
      {
        side: 'confederate',
      },
    );
    const orders = ['JJ', 'LA', 'HO', 'DH', 'DJ', 'WK', 'EV', 'ST', 'LE', 'PE'].map(
      (id) => `move ${id} to ${at(s, id)!.slice(0, 2)}03`,
    );
    const r = play(s, orders.join('\n'), [4]);
    expect(r.problems).toEqual([]);
    expect(Object.values(r.state.units).every((u) => u.at.endsWith('03'))).toBe(true);
  });

  test('SH-MOVE-8: only one of the MC and AN divisions may move in a Confederate Movement Phase', () => {
    const s = position('MC 0402\nAN 0602', { side: 'confederate' });
    expect(problemsOf(s, 'move MC 0403\nmove AN 0603')).toEqual([
      'only one of the MC and AN divisions may move in a phase, and MC is already moving',
    ]);
    expect(problemsOf(s, 'move AN 0603')).toEqual([]);
  });

  test('SH-MOVE-8: entering the map as a reinforcement counts as moving (SH-AMB-6)', () => {
    const s = position('MC 0402\nAN off-map enter 0101 turn 2', { side: 'confederate' });
    expect(problemsOf(s, 'move MC 0403; move AN to 0101')).toHaveLength(1);
  });

  test('SH-MOVE-9: the Union moves at most 3 corps on an odd die, plus any cavalry and artillery', () => {
    const s = position('I 0102\nII 0202\nV 0302\nVI 0402\nPL 0502\nA1 0602 limbered', { corpsDie: 3 });
    const three = 'move I 0103; move II 0203; move V 0303; move PL 0503; move A1 0603';
    expect(problemsOf(s, three)).toEqual([]);
    expect(problemsOf(s, `${three}; move VI 0403`)).toEqual([
      'the Union may move only 3 corps this phase (corps die 3); already moving I, II, V',
    ]);
  });

  test('SH-MOVE-9: Couch division counts as a corps, and so does a corps entering the map (SH-AMB-5)', () => {
    const s = position('I 0102\nII 0202\nV 0302\nCO off-map enter 0801 turn 3', { corpsDie: 1 });
    expect(problemsOf(s, 'move I 0103; move II 0203; move V 0303; move CO to 0801')).toHaveLength(1);
  });

  test('SH-MOVE-10: on an even corps die the Union may move 4 corps', () => {
    const s = position('I 0102\nII 0202\nV 0302\nVI 0402\nIX 0502', { corpsDie: 4 });
    const four = 'move I 0103; move II 0203; move V 0303; move VI 0403';
    expect(problemsOf(s, four)).toEqual([]);
    expect(problemsOf(s, `${four}; move IX 0503`)).toHaveLength(1);
  });

  test('SH-MOVE-10: the die is rolled when the Union Movement Phase opens, recorded, and shown in the prompt', () => {
    const s = position('I 0102\nHO 0808', { side: 'confederate' });
    const r = play(s, 'pass', [2]);
    expect(r.state.corpsDie).toBe(2);
    expect(r.text).toContain('Die for Union corps limit, turn 4: 2.');
    expect(r.text).toContain('Union corps limit for turn 4: 4 corps (die 2).');
    expect(sharpsburg.awaiting(r.state)[0]?.text).toContain('Corps limit this turn: 4 corps (die 2');
  });

  test('SH-AMB-20: move X to H takes the cheapest legal path', () => {
    const s = position('I 0402', { map: { features: 'ridge 0402/0403 0403/0404' } });
    const r = play(s, 'move I to 0404');
    expect(r.events.find((e) => e.kind === 'move')?.path).toEqual(['0402', '0503', '0504', '0404']);
  });
});
