// The resolver's counters and terrain come from the game's data files.
import { battleLeader, battleUnit } from '../../src/games/scotland/rules/battle';
import { battle, fight } from './battle-helpers';

describe('battle counters from the data', () => {
  test("STB-2.2a: a unit carries its counter's full and reduced combat values", () => {
    expect(battleUnit('E1', 'english', 'cavalry', 'elite')).toMatchObject({
      full: 4,
      reducedValue: 3,
      reduced: false,
    });
    expect(battleUnit('S1', 'scots', 'infantry', 'levy', { reduced: true })).toMatchObject({
      full: 1,
      reducedValue: 1,
      reduced: true,
    });
  });

  test('STB-8.5.3a, STB-8.2b: Wallace is 5-2 and killed only on a 1; STB-AMB-79: as Balliol he is 2-2 and killed on 1-2', () => {
    expect(battleLeader('wallace')).toEqual({
      id: 'wallace',
      side: 'scots',
      name: 'Wallace',
      initiative: 5,
      command: 2,
      killedOn: 1,
      endsGame: true, // STB-8.5.3b
    });
    expect(battleLeader('edward').killedOn).toBe(1);
    expect(battleLeader('douglas').killedOn).toBe(2);
    expect(battleLeader('wallace', true)).toEqual({
      id: 'wallace',
      side: 'scots',
      name: 'Balliol',
      initiative: 2,
      command: 2,
      killedOn: 2,
    });
    expect(battleLeader('murray', true)).toMatchObject({ name: 'Comyn', initiative: 3, command: 2 });
  });

  test('STB-TEC.major-city: the TEC from the data takes 2 from each attacking unit', () => {
    const units = [
      battleUnit('S1', 'scots', 'cavalry', 'elite'),
      battleUnit('E1', 'english', 'infantry', 'regular'),
    ];
    const input = battle({
      units,
      terrain: { kind: 'major-city', riverCrossedByAllAttackers: false },
      attackerPlan: 'withdraw at once',
    });
    expect(fight(input, [6, 6, 1]).dice.rolls[1]?.purpose).toBe('battle 0913 round 1: S1 (value 2) vs E1');
  });
});
