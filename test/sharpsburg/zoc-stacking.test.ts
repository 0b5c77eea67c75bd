import { neighbours } from '../../src/games/core/hex';
import { gameMap } from '../../src/games/sharpsburg/state';
import { inEnemyZoc } from '../../src/games/sharpsburg/rules/zoc';
import { at, play, position, problemsOf } from './helpers';

describe('zones of control', () => {
  test('SH-ZOC-1: every unit, of any type and limber state, has a ZOC in the 6 hexes around it (SH-AMB-21)', () => {
    for (const enemy of ['HO', 'ST', 'PN']) {
      const s = position(`I 0101\n${enemy} 0405`);
      const map = gameMap(s);
      for (const n of neighbours('0405')) expect(inEnemyZoc(s, map, n, 'union')).toBe(true);
      expect(inEnemyZoc(s, map, '0403', 'union')).toBe(false);
    }
    const limbered = position('HO 0101\nA1 0405 limbered', { side: 'confederate' });
    expect(inEnemyZoc(limbered, gameMap(limbered), '0404', 'confederate')).toBe(true);
  });

  test('SH-ZOC-2: a unit that enters an enemy ZOC must stop and move no further', () => {
    const s = position('I 0402\nHO 0406');
    expect(problemsOf(s, 'move I 0403 0404 0405 0305')).toEqual([
      'must stop at 0405 (it entered an enemy ZOC or woods)',
    ]);
    expect(play(s, 'move I 0403 0404 0405').state.units.I?.at).toBe('0405');
  });

  test('SH-ZOC-3: a unit may leave an enemy ZOC, but not straight into another enemy ZOC hex', () => {
    const s = position('I 0405\nHO 0406\nLA 0605');
    expect(problemsOf(s, 'move I 0404 0403')).toEqual([]);
    expect(problemsOf(s, 'move I 0505')).toEqual([
      'cannot move from an enemy ZOC straight into another (0505)',
    ]);
    // SH-AMB-21 ii: not even into another hex of the same enemy unit's ZOC.
    expect(problemsOf(s, 'move I 0506')).toEqual([
      'cannot move from an enemy ZOC straight into another (0506)',
    ]);
  });

  test('SH-ZOC-4: a unit that has entered an enemy ZOC may attack that enemy unit', () => {
    const s = position('I 0403\nHO 0406');
    const r = play(s, 'move I 0404 0405\nattack 0406 with I', [2]); // 7:2 = 3-1, die 2: DR
    expect(r.problems).toEqual([]);
    expect(r.events.some((e) => e.kind === 'battle' && e.target === '0406')).toBe(true);
  });

  test('SH-ZOC-5: a ZOC does not extend across a creek hexside, except across a bridge', () => {
    const open = position('I 0404\nHO 0406');
    expect(problemsOf(open, 'move I 0405 0305')).toEqual([
      'must stop at 0405 (it entered an enemy ZOC or woods)',
    ]);
    const creek = position('I 0404\nHO 0406', { map: { features: 'creek 0405/0406' } });
    expect(problemsOf(creek, 'move I 0405 0305')).toEqual([]);
    const bridge = position('I 0404\nHO 0406', { map: { features: 'creek 0405/0406\nbridge 0405/0406 B' } });
    expect(problemsOf(bridge, 'move I 0405 0305')).toEqual([
      'must stop at 0405 (it entered an enemy ZOC or woods)',
    ]);
    // SH-AMB-21 iii: a ford blocks a ZOC like the plain creek.
    const ford = position('I 0404\nHO 0406', { map: { features: 'creek 0405/0406\nford 0405/0406 F' } });
    expect(problemsOf(ford, 'move I 0405 0305')).toEqual([]);
  });

  test('SH-ZOC-6: a side’s own ZOCs never affect its own units', () => {
    const s = position('I 0402\nPL 0405\nA1 0306');
    // I passes next to its own cavalry and ends with its own artillery, and is never stopped.
    expect(problemsOf(s, 'move I 0403 0404 0305 0306')).toEqual([]);
  });
});

describe('stacking', () => {
  test('SH-STACK-1: no more than 1 Union corps in a hex, with any number of cavalry and artillery', () => {
    const s = position('I 0402\nXII 0404\nPL 0502\nA1 0403 limbered\nA2 0302 limbered');
    expect(problemsOf(s, 'move XII 0403')).toEqual([]); // A1 there is artillery
    expect(problemsOf(s, 'move XII 0403 0402')).toEqual(['stacking limit exceeded at 0402']);
    expect(problemsOf(s, 'move PL 0402; move A1 0402; move A2 0402')).toEqual([]);
  });

  test('SH-STACK-2: no more than 2 Confederate divisions in a hex, with any number of cavalry and artillery', () => {
    const s = position('HO 0402\nLA 0403\nDH 0404\nST 0502\nLE 0302\nPN 0303', { side: 'confederate' });
    expect(problemsOf(s, 'move LA 0402')).toEqual([]);
    expect(problemsOf(s, 'move LA 0402; move DH 0403 0402')).toEqual(['stacking limit exceeded at 0402']);
    expect(problemsOf(s, 'move LA 0402; move ST 0402; move LE 0402; move PN 0402')).toEqual([]);
  });

  test('SH-STACK-1: units may move through a hex holding a friendly corps (SH-AMB-22)', () => {
    const s = position('I 0403\nXII 0402');
    const r = play(s, 'move XII 0403 0404');
    expect(r.problems).toEqual([]);
    expect(at(r.state, 'XII')).toBe('0404');
  });
});
