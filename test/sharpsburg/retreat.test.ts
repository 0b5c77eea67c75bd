import { distance } from '../../src/games/core/hex';
import { retreatHexes } from '../../src/games/sharpsburg/rules/retreat';
import { gameMap } from '../../src/games/sharpsburg/state';
import { at, play, position } from './helpers';

describe('retreats', () => {
  test('SH-RETREAT-1: a retreating unit is moved exactly one hex by its owner', () => {
    const r = play(position('I 0405\nHO 0406'), 'attack 0406 with I', [1]); // 3-1, 1: DR
    expect(distance('0406', at(r.state, 'HO') as string)).toBe(1);
  });

  test('SH-RETREAT-2: a retreating unit may not leave the map; with no hex left it is eliminated (SH-AMB-15)', () => {
    // HO on the west edge: 0103 is full (2 divisions), 0105 and 0203 are in I's ZOC, the rest is off the map.
    const s = position('I 0204\nHO 0104\nLA 0103\nDH 0103');
    const r = play(s, 'attack 0104 with I', [1]); // 7:2 3-1, 1: DR
    expect(r.text).toContain(
      'Hood’s Division (HO) cannot retreat from near Sharpsburg (0104).'.replace('’', "'"),
    );
    expect(at(r.state, 'HO')).toBe('eliminated');
    expect(r.state.vp.union).toBe(2);
  });

  test('SH-RETREAT-3: a retreating unit may not enter an enemy ZOC', () => {
    const s = position('I 0405\nPL 0408\nHO 0406');
    expect(retreatHexes(s, gameMap(s), 'HO')).toEqual(['0507', '0307']);
  });

  test('SH-RETREAT-4: a retreating unit may not cross a creek except at a bridge or ford', () => {
    const features = 'creek 0406/0507 0406/0407 0307/0406';
    const creek = position('I 0405\nHO 0406', { map: { features } });
    expect(retreatHexes(creek, gameMap(creek), 'HO')).toEqual([]);
    const ford = position('I 0405\nHO 0406', { map: { features: `${features}\nford 0406/0407 F` } });
    expect(retreatHexes(ford, gameMap(ford), 'HO')).toEqual(['0407']);
  });

  test('SH-RETREAT-5: a retreating unit may not enter an enemy-occupied hex', () => {
    // V is ringed by the creek, so it projects no ZOC (a ford blocks one too, SH-AMB-21 iii), but
    // HO could cross the ford into its hex if the hex were empty.
    const ring = 'creek 0406/0407 0407/0507 0407/0508 0407/0408 0308/0407 0307/0407\nford 0406/0407 F';
    const s = position('I 0405\nV 0407\nHO 0406', { map: { features: ring } });
    expect(retreatHexes(s, gameMap(s), 'HO')).toEqual(['0507', '0307']);
  });
});

describe('retreat decisions of the defender', () => {
  const s = position('I 0405\nHO 0406\nLA 0607');

  test('SH-DEC-1: default: the legal hex next to the most friendly units, and the report says so', () => {
    const r = play(s, 'attack 0406 with I', [1]);
    expect(at(r.state, 'HO')).toBe('0507');
    expect(r.text).toContain(
      'Default applied: retreat next to the most friendly units, then away from the enemy, strongest unit first.',
    );
  });

  test('SH-DEC-1: a standing order "retreat prefer" picks the first legal hex listed', () => {
    const r = play(s, 'attack 0406 with I', [1], { confederate: 'retreat prefer 0506 0307' });
    expect(at(r.state, 'HO')).toBe('0307'); // 0506 is in I's ZOC
    expect(r.text).toContain(
      'Standing order applied: retreat prefer near Sharpsburg (0506), near Sharpsburg (0307).',
    );
  });

  test('SH-DEC-1: a standing order "retreat away" picks the hex furthest from the enemy', () => {
    const far = position('I 0405\nPL 0608\nHO 0406\nLA 0607');
    const r = play(far, 'attack 0406 with I', [1], { confederate: 'retreat away' });
    expect(at(r.state, 'HO')).toBe('0307');
    expect(r.text).toContain('Standing order applied: retreat away.');
  });

  test('SH-DEC-2: when stacking limits the hexes, the strongest unit places first by default', () => {
    const tight = position('I 0405\nXII 0207\nPL 0408\nHO 0406\nDH 0406\nLA 0507');
    const r = play(tight, 'attack 0406 with I', [2]); // 7:6 1-1, 2: DR
    expect(at(r.state, 'DH')).toBe('0507');
    expect(at(r.state, 'HO')).toBe('eliminated');
  });

  test('SH-DEC-2: a standing order "retreat order" decides which unit places first', () => {
    const tight = position('I 0405\nXII 0207\nPL 0408\nHO 0406\nDH 0406\nLA 0507');
    const r = play(tight, 'attack 0406 with I', [2], { confederate: 'retreat order HO' });
    expect(at(r.state, 'HO')).toBe('0507');
    expect(at(r.state, 'DH')).toBe('eliminated');
    expect(r.text).toContain('Standing order applied: retreat order HO.');
  });
});
