import { capDefence, hexDefence, stepCost } from '../../src/games/sharpsburg/rules/terrain';
import { gameMap } from '../../src/games/sharpsburg/state';
import { play, position, problemsOf } from './helpers';

const battle = (events: { kind: string }[]) =>
  events.find((e) => e.kind === 'battle') as Record<string, unknown> | undefined;

describe('terrain effects', () => {
  test('SH-TEC-1: clear costs 1 MP and has no combat effect', () => {
    const s = position('I 0402\nHO 0406');
    expect(stepCost(gameMap(s), '0402', '0403')).toBe(1);
    expect(problemsOf(s, 'move I 0403 0404 0405')).toEqual([]);
    expect(battle(play(position('I 0405\nHO 0406'), 'attack 0406 with I', [1]).events)).toMatchObject({
      defence: 2,
    });
  });

  test('SH-TEC-2: crossing a ridge costs +1 MP, and a defender attacked across it is doubled (SH-AMB-17)', () => {
    const s = position('I 0405\nHO 0406', { map: { features: 'ridge 0405/0406' } });
    expect(stepCost(gameMap(s), '0405', '0406')).toBe(2);
    expect(battle(play(s, 'attack 0406 with I', [1]).events)).toMatchObject({ defence: 4, odds: '1-1' });
    // Doubled only if every attacker (other than bombarding artillery) attacks across such a hexside.
    const mixed = position('I 0405\nPL 0506\nA1 0404\nHO 0406', { map: { features: 'ridge 0405/0406' } });
    expect(battle(play(mixed, 'attack 0406 with I PL', [1]).events)).toMatchObject({ defence: 2 });
  });

  test('SH-TEC-3: town costs 1 MP and doubles the defender', () => {
    const s = position('I 0607\nHO 0708');
    expect(stepCost(gameMap(s), '0607', '0708')).toBe(1);
    expect(battle(play(s, 'attack 0708 with I', [1]).events)).toMatchObject({ defence: 4 });
  });

  test('SH-TEC-4: woods cost 1 MP, take the whole move (SH-AMB-19), and double the defender', () => {
    const s = position('I 0402\nHO 0406', { map: { terrain: { '0403': 'W', '0405': 'W', '0406': 'W' } } });
    expect(stepCost(gameMap(s), '0402', '0403')).toBe(1);
    expect(problemsOf(s, 'move I 0403')).toEqual([]);
    expect(problemsOf(s, 'move I 0403 0404')).toEqual([
      'must stop at 0403 (it entered an enemy ZOC or woods)',
    ]);
    expect(problemsOf(s, 'move I 0503 0504 0404 0405')).toEqual([
      'entering the woods at 0405 takes the whole move: it must be the only hex',
    ]);
    expect(
      battle(
        play(position('I 0405\nHO 0406', { map: { terrain: { '0406': 'W' } } }), 'attack 0406 with I', [1])
          .events,
      ),
    ).toMatchObject({
      defence: 4,
    });
  });

  test('SH-TEC-5: a creek cannot be crossed except at a bridge or ford', () => {
    const s = position('I 0402', { map: { features: 'creek 0402/0403' } });
    expect(stepCost(gameMap(s), '0402', '0403')).toBeUndefined();
    // SH-AMB-18: no adjacent attack across a plain creek hexside.
    const across = position('I 0405\nHO 0406', { map: { features: 'creek 0405/0406' } });
    expect(problemsOf(across, 'attack 0406 with I')).toEqual(['I cannot attack 0406 across the creek']);
  });

  test('SH-TEC-6: a bridge costs +1 MP, even on a road (SH-AMB-20 ii), and doubles the defender', () => {
    const features = 'creek 0405/0406\nbridge 0405/0406 B\nroad R: 0404 0405 0406 0407';
    const s = position('I 0405\nHO 0406', { map: { features } });
    expect(stepCost(gameMap(s), '0405', '0406')).toBe(2);
    expect(battle(play(s, 'attack 0406 with I', [1]).events)).toMatchObject({ defence: 4 });
  });

  test('SH-TEC-7: a ford costs +1 MP and doubles the defender', () => {
    const s = position('I 0405\nHO 0406', { map: { features: 'creek 0405/0406\nford 0405/0406 F' } });
    expect(stepCost(gameMap(s), '0405', '0406')).toBe(2);
    expect(battle(play(s, 'attack 0406 with I', [1]).events)).toMatchObject({ defence: 4 });
  });

  test('SH-TEC-8: along a road a hex costs 1 MP whatever the terrain (SH-AMB-20 i), with no combat effect', () => {
    const features = 'ridge 0402/0403\nroad R: 0402 0403 0404 0405 0406';
    const s = position('I 0402', { map: { features, terrain: { '0403': 'W', '0404': 'W' } } });
    expect(stepCost(gameMap(s), '0402', '0403')).toBe(1);
    expect(problemsOf(s, 'move I 0403 0404 0405 0406')).toEqual([]); // through woods and over the ridge
    const fight = position('I 0405\nHO 0406', { map: { features: 'road R: 0405 0406' } });
    expect(battle(play(fight, 'attack 0406 with I', [1]).events)).toMatchObject({ defence: 2 });
  });

  test('SH-TEC-9: doubled means the defence strength times 2, never more (SH-AMB-17)', () => {
    const s = position('I 0607\nHO 0708', { map: { features: 'ridge 0607/0708' } });
    expect(hexDefence(gameMap(s), '0708')).toBe(2);
    expect(capDefence(4)).toBe(2);
    expect(battle(play(s, 'attack 0708 with I', [1]).events)).toMatchObject({ defence: 4 });
  });
});
