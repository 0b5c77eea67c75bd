// The named hook points part 2 plugs strategy markers into; without hooks nothing changes.
import { battle, fight, unit, PERCY, WALLACE } from './battle-helpers';
import type { BattleHooks, Declaration } from '../../src/games/scotland/rules/battle/types';

const duel = [unit('S1', 'scots'), unit('E1', 'english')];
const purposes = (f: ReturnType<typeof fight>): string[] => f.dice.rolls.map((r) => r.purpose);

describe('battle hooks (for strategy markers)', () => {
  test('no hooks and empty hooks give the same battle', () => {
    const input = battle({ units: duel, attackerPlan: 'withdraw at once' });
    expect(fight(input, [1, 2, 1]).events).toEqual(fight(input, [1, 2, 1], {}).events);
  });

  test('beforeFirstStrike sees the round and may change values, zero a unit, ease the city penalty or add attacks', () => {
    const seen: number[] = [];
    const hooks: BattleHooks = {
      beforeFirstStrike: (view) => {
        seen.push(view.round);
        return view.round === 1
          ? {
              valueModifiers: { S1: 1 },
              zeroed: ['E1'],
              cityPenaltyEase: 1,
              extraAttacks: [{ side: 'english', value: 3, label: 'English archers', cityPenalty: true }],
            }
          : {};
      },
    };
    const input = battle({
      units: duel,
      terrain: { kind: 'city', riverCrossedByAllAttackers: false },
      attacker: 'english',
      attackerPlan: 'withdraw after round 2',
    });
    const f = fight(input, [6, 6, 6, 6, 1], hooks);
    expect(seen).toEqual([1, 2]);
    expect(f.text).toContain('E1 (value 0) cannot hit S1.');
    // Round 1: the Scots defend the city and strike first at value 2 + 1; the archers lose nothing (eased).
    expect(purposes(f).slice(0, 2)).toEqual([
      'battle 0913 round 1: S1 (value 3) vs E1',
      'battle 0913 round 1: English archers (value 3) vs the Scots',
    ]);
    expect(purposes(f).slice(2, 4)).toEqual([
      'battle 0913 round 2: S1 (value 2) vs E1',
      'battle 0913 round 2: E1 (value 1) vs S1',
    ]);
  });

  test('onHit may cancel a hit; onCasualtyCheck may change the killing range', () => {
    const cancelled = fight(battle({ units: duel, attackerPlan: 'withdraw at once' }), [1, 6, 1], {
      onHit: () => ({ cancel: true }),
    });
    expect(cancelled.text).toContain('The hit on E1 is cancelled.');
    const units = [unit('S1', 'scots', 'regular', 'infantry', { reduced: true }), unit('E1', 'english')];
    const f = fight(battle({ units, leaders: [WALLACE] }), [6, 1, 3], {
      onCasualtyCheck: (c) => ({ killedOn: c.killedOn + 2 }),
    });
    expect(f.fate('wallace')).toBe('killed');
  });

  test('beforeWithdrawal may replace the declarations', () => {
    const englishTooTry = (_: unknown, made: readonly Declaration[]): Declaration[] => [
      ...made,
      { side: 'english', leaderId: 'percy' },
    ];
    const f = fight(battle({ units: duel, leaders: [PERCY] }), [6, 6, 1], {
      beforeWithdrawal: englishTooTry,
    });
    expect(f.fate('E1')).toBe('withdrawn');
  });

  test('afterRoll may demand a reroll (Fortunes of War), and the new roll stands', () => {
    let asked = 0;
    const hooks: BattleHooks = { afterRoll: (r) => r.owner === 'english' && r.value <= 2 && asked++ === 0 };
    const f = fight(battle({ units: duel, attackerPlan: 'withdraw at once' }), [6, 1, 5, 1], hooks);
    expect(f.text).toContain('E1 (value 2) rolls 5 against S1: miss.');
    expect(f.of('roll').map((e) => e.text)[2]).toBe(
      'Die for the battle near Cockermouth (0913), round 1: E1 (value 2) vs S1 (reroll): 5.',
    );
  });

  test('a battle nobody can ever win is a bug, reported as an error rather than an endless loop', () => {
    const everyone = { beforeFirstStrike: () => ({ zeroed: ['S1', 'E1'] }) };
    expect(() => fight(battle({ units: duel }), [], everyone)).toThrow('did not end in 200 rounds');
  });
});
