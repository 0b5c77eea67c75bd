import { battle, fight, unit } from './battle-helpers';
import { battleOrder } from '../../src/games/scotland/rules/battle/several';
import type { SpareCounters } from '../../src/games/scotland/rules/battle/types';

const spares = (infantryElite: number, cavalryElite = 1, regular = 1): SpareCounters => ({
  infantry: { regular, elite: infantryElite },
  cavalry: { regular, elite: cavalryElite },
});
// Three Scots (levy infantry, regular cavalry, regular infantry) destroy a reduced English unit in round 1.
const won = (plan: string, scots: SpareCounters) =>
  fight(
    battle({
      units: [
        unit('S1', 'scots', 'levy'),
        unit('S2', 'scots', 'regular', 'cavalry'),
        unit('S3', 'scots'),
        unit('E1', 'english', 'regular', 'infantry', { reduced: true }),
      ],
      attackerPlan: plan,
      spares: { scots: scots },
    }),
    [1, 6, 6, 6],
  );

describe('after the battle (7.3, 7.4, 7.5)', () => {
  test('STB-7.3: every reduced unit of both sides returns to full strength, those that withdrew included (STB-AMB-29)', () => {
    const units = [
      unit('S1', 'scots', 'regular', 'infantry', { reduced: true }),
      unit('S2', 'scots'),
      unit('E1', 'english'),
    ];
    // S1 flips E1, E1 flips S2 (full before reduced), then the English leave.
    const f = fight(battle({ units, defenderStanding: 'withdraw at once' }), [1, 6, 1, 1]);
    expect(f.text).toContain('Recovery: S1, S2, E1 return to full strength.');
    expect(f.outcome.units.map((u) => u.fate)).toEqual(['fresh', 'fresh', 'withdrawn']);
  });

  test('STB-7.4, STB-11.2.2a, STB-11.2.2b, STB-DEC-13: default: the winner advances his highest-level unit that can advance, infantry first', () => {
    const f = won('withdraw never', spares(1));
    expect(f.outcome.advancement).toEqual({ unitId: 'S3', from: 'regular', to: 'elite' });
    expect(f.outcome.units.find((u) => u.id === 'S3')?.advancedTo).toBe('elite');
    expect(f.text).toContain('The Scots advance S3 from regular to elite.');
    expect(f.text).toContain('advancement: advance best (default)');
  });

  test('STB-11.2.2c: a unit with no spare counter of the next level cannot advance', () => {
    expect(won('withdraw never', spares(0)).outcome.advancement).toEqual({
      unitId: 'S2',
      from: 'regular',
      to: 'elite',
    });
    const none = won('withdraw never', spares(0, 0, 0));
    expect(none.outcome.advancement).toBeUndefined();
    expect(none.text).toContain('The Scots advance no unit.');
  });

  test('STB-DEC-13: "advance none" declines; "advance S1" advances that unit first', () => {
    expect(won('advance none', spares(1)).outcome.advancement).toBeUndefined();
    expect(won('advance S1', spares(1)).outcome.advancement).toEqual({
      unitId: 'S1',
      from: 'levy',
      to: 'regular',
    });
  });

  test('STB-DEC-13: the defender who wins advances by his standing orders', () => {
    const units = [
      unit('S1', 'scots', 'regular', 'infantry', { reduced: true }),
      unit('E1', 'english', 'levy'),
    ];
    const f = fight(battle({ units, spares: { english: spares(1) } }), [6, 1]);
    expect(f.outcome.winner).toBe('english');
    expect(f.outcome.advancement).toEqual({ unitId: 'E1', from: 'levy', to: 'regular' });
  });

  test('STB-7.1, STB-7.5: battles are fought one at a time in the order the attacker writes his plans', () => {
    expect(
      battleOrder(['0913', '1010', '0504'], [{ hex: '0504' }, { hex: '0913' }, { hex: '0504' }]),
    ).toEqual(['0504', '0913', '1010']);
    expect(battleOrder(['0913', '1010'], [{ hex: '2222' }])).toEqual(['0913', '1010']);
  });
});
