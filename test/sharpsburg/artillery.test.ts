import { FixedDice } from '../../src/games/core/dice';
import { sharpsburg } from '../../src/games/sharpsburg';
import { lineOfSight } from '../../src/games/sharpsburg/rules/artillery';
import { gameMap } from '../../src/games/sharpsburg/state';
import type { State } from '../../src/games/sharpsburg/state';
import { at, play, position, problemsOf } from './helpers';

const battle = (events: { kind: string }[]) =>
  events.find((e) => e.kind === 'battle') as Record<string, unknown> | undefined;

/** Plays `orders` for the Union, then a Confederate pass (with the next corps die). */
function unionTurn(s: State, orders: string, dice: number[] = []): State {
  const u = play(s, orders, dice);
  expect(u.problems).toEqual([]);
  return play(u.state, 'pass', [1]).state;
}

describe('artillery', () => {
  test('SH-ART-1: artillery bombards an enemy within range, resolved on the CRT like an attack', () => {
    const r = play(position('A1 0402\nHO 0405'), 'bombard 0405 with A1', [1]); // 4:2 2-1, 1: DR
    expect(battle(r.events)).toMatchObject({ odds: '2-1', result: 'DR', bombarding: ['A1'] });
    expect(at(r.state, 'HO')).not.toBe('0405');
  });

  test('SH-ART-2: Confederate artillery range is 2 hexes', () => {
    const s = position('LE 0402\nI 0404\nV 0405', { side: 'confederate' });
    expect(problemsOf(s, 'bombard 0404 with LE')).toEqual([]);
    expect(problemsOf(s, 'bombard 0405 with LE')).toEqual(['0405 is 3 hexes from LE; its range is 2-2']);
  });

  test('SH-ART-3: Union artillery range is 4 hexes (SH-AMB-11: from 2 up to 4)', () => {
    const s = position('A1 0401\nHO 0405\nLA 0406');
    expect(problemsOf(s, 'bombard 0405 with A1')).toEqual([]);
    expect(problemsOf(s, 'bombard 0406 with A1')).toEqual(['0406 is 5 hexes from A1; its range is 2-4']);
  });

  test('SH-ART-4: Confederate artillery moves like any other unit, and may fire after moving', () => {
    const s = position('LE 0401\nI 0405', { side: 'confederate' });
    const r = play(s, 'move LE 0402 0403\nbombard 0405 with LE', [2, 1]); // 2:7 1-3, 2: AE (ignored)
    expect(r.problems).toEqual([]);
    expect(at(r.state, 'LE')).toBe('0403');
  });

  test('SH-ART-5: Union artillery takes 2 turns to limber, 1 to move, 2 to unlimber (SH-AMB-7)', () => {
    let s = position('A1 0404 deployed\nHO 0808\nLA 0402', { turn: 1 });
    expect(problemsOf(s, 'move A1 0405')).toEqual([
      'A1 is deployed; Union artillery moves only when limbered (SH-ART-5)',
    ]);
    expect(problemsOf(s, 'limber A1; bombard 0402 with A1')).toEqual([
      'A1 is limbering (1 of 2) and cannot fire',
    ]);
    s = unionTurn(s, 'limber A1'); // turn 1
    expect(s.units.A1?.art).toBe('limbering-2');
    expect(problemsOf(s, 'move A1 0405')).toHaveLength(1);
    s = unionTurn(s, 'pass'); // turn 2
    expect(s.units.A1?.art).toBe('limbered');
    expect(problemsOf(s, 'bombard 0402 with A1')).toEqual(['A1 is limbered and cannot fire']);
    expect(problemsOf(s, 'move A1 0405; unlimber A1')).toEqual([
      'A1 cannot move and unlimber in the same phase',
    ]);
    s = unionTurn(s, 'move A1 0405'); // turn 3: moves
    s = unionTurn(s, 'unlimber A1'); // turn 4
    expect(s.units.A1?.art).toBe('unlimbering-2');
    s = unionTurn(s, 'pass'); // turn 5
    expect(s.units.A1?.art).toBe('deployed');
    expect(problemsOf(s, 'bombard 0402 with A1')).toEqual([]); // turn 6: fires
  });

  test('SH-ART-5: a deployed battery forced to retreat must unlimber again (SH-AMB-8 ii)', () => {
    const s = position('A1 0404 deployed\nHO 0405\nLA 0505', { side: 'confederate' });
    const dr = play(s, 'attack 0404 with HO LA', [2, 1]); // 5:4 1-1, 2: DR; then the corps die
    expect(dr.state.units.A1?.art).toBe('unlimbering-1');
    expect(at(dr.state, 'A1')).not.toBe('0404');
    for (const [before, after] of [
      ['unlimbering-2', 'unlimbering-1'],
      ['limbering-1', 'limbering-2'],
      ['limbered', 'limbered'],
    ]) {
      const other = position(`A1 0404 ${before}\nHO 0405\nLA 0505`, { side: 'confederate' });
      expect(play(other, 'attack 0404 with HO LA', [2, 1]).state.units.A1?.art).toBe(after);
    }
  });

  test('SH-ART-5: an engaged battery may not start to limber (SH-AMB-1)', () => {
    const s = position('A1 0404 deployed engaged 0406\nHO 0406');
    expect(problemsOf(s, 'limber A1')).toEqual(['A1 is engaged at 0406 and must bombard it again']);
  });

  test('SH-ART-6: both Union artillery units start the game deployed (SH-AMB-9 option)', () => {
    const s = sharpsburg.setup({}, new FixedDice([1]));
    expect([s.units.A1?.art, s.units.A2?.art]).toEqual(['deployed', 'deployed']);
    const off = sharpsburg.setup({ options: { unionArtilleryDeployed: false } }, new FixedDice([1]));
    expect(off.units.A1?.art).toBe('unlimbering-1');
  });

  test('SH-ART-7: artillery adjacent to an enemy may attack it but may not bombard (SH-AMB-10)', () => {
    const s = position('A1 0404\nHO 0405\nLA 0407');
    expect(problemsOf(s, 'bombard 0407 with A1')).toEqual([
      'A1 is next to an enemy unit, so it may not bombard (it may attack it)',
    ]);
    expect(problemsOf(s, 'attack 0405 with A1')).toEqual([]);
    expect(problemsOf(s, 'pass')).toEqual([]); // attacking stays voluntary
  });

  test('SH-ART-8: artillery may not both attack an adjacent unit and bombard in one turn', () => {
    const s = position('A1 0404\nHO 0405\nLA 0407');
    expect(problemsOf(s, 'attack 0405 with A1; bombard 0407 with A1')).toEqual([
      'A1 is already in an attack this phase',
    ]);
  });

  test('SH-ART-9: a bombarding artillery unit never suffers combat results', () => {
    const r = play(
      position('A1 0402\nDH 0405', { map: { terrain: { '0405': 'W' } } }),
      'bombard 0405 with A1',
      [5],
    ); // 4:8 1-2, 5: AE
    expect(battle(r.events)).toMatchObject({ odds: '1-2', result: 'AE' });
    expect(at(r.state, 'A1')).toBe('0402');
    expect(r.state.vp.confederate).toBe(0);
  });

  test('SH-ART-10: artillery may not bombard through a town or woods hex (SH-AMB-12)', () => {
    const woods = position('A1 0402\nHO 0405', { map: { terrain: { '0403': 'W' } } });
    expect(problemsOf(woods, 'bombard 0405 with A1')).toEqual([
      'A1 has no line of sight to 0405 (town or woods between)',
    ]);
    const town = position('A1 0402\nHO 0405', { map: { town: ['0404', '0504'] } });
    expect(problemsOf(town, 'bombard 0405 with A1')).toHaveLength(1);
    // A line exactly along a hexside is blocked only when both hexes beside it block.
    const one = position('A1 0505\nHO 0705', { map: { terrain: { '0604': 'W' } } });
    expect(lineOfSight(gameMap(one), '0505', '0705')).toBe(true);
    const both = position('A1 0505\nHO 0705', { map: { terrain: { '0604': 'W', '0605': 'W' } } });
    expect(lineOfSight(gameMap(both), '0505', '0705')).toBe(false);
    // The target's own woods do not block.
    const target = position('A1 0402\nHO 0405', { map: { terrain: { '0405': 'W' } } });
    expect(problemsOf(target, 'bombard 0405 with A1')).toEqual([]);
  });

  test('SH-ART-11: artillery never fires when defending: the only die is the attacker’s', () => {
    const s = position('A1 0404\nI 0405\nHO 0406', { side: 'confederate' });
    const r = play(s, 'attack 0405 with HO', [2, 1]); // 2:7 1-3, 2: AE; then the corps die
    expect(r.events.filter((e) => e.kind === 'roll')).toHaveLength(2);
    expect(r.events.filter((e) => e.kind === 'battle')).toHaveLength(1);
  });

  test('SH-ART-12: artillery may bombard together with units attacking the same defender', () => {
    const r = play(position('I 0405\nA1 0603\nDH 0406'), 'attack 0406 with I A1', [6]);
    expect(battle(r.events)).toMatchObject({ attackers: ['I', 'A1'], bombarding: ['A1'], attack: 11 });
  });
});
