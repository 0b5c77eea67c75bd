import { DOUGLAS, PERCY, WALLACE, battle, fight, unit } from './battle-helpers';
import type { BattleSpec } from './battle-helpers';
import type { BattleTerrain } from '../../src/games/scotland/rules/battle/types';

/** One round, then the attacker leaves (needs a 1 with or without a leader): the last die is 1. */
const oneRound = (spec: BattleSpec, dice: number[], hooks = {}) =>
  fight(battle({ attackerPlan: 'withdraw at once', ...spec }), [...dice, 1], hooks);
const purposes = (f: ReturnType<typeof fight>): string[] => f.dice.rolls.map((r) => r.purpose);
const hitsText = (f: ReturnType<typeof fight>): string[] => f.of('battle-hit').map((e) => e.text);
const terrain = (kind: BattleTerrain['kind'], river = false): BattleTerrain => ({
  kind,
  riverCrossedByAllAttackers: river,
});
const duel = [unit('S1', 'scots'), unit('E1', 'english')];

describe('combat (7.1.5-7.1.6)', () => {
  test('STB-7.1.6a, STB-2.1b: a roll equal to or below the combat value scores a hit', () => {
    expect(hitsText(oneRound({ units: duel }, [2, 6]))).toEqual(['E1 takes the hit and is flipped.']);
    expect(hitsText(oneRound({ units: duel }, [3, 6]))).toEqual([]);
  });

  test('STB-7.1.5a: combat is between units facing each other', () => {
    const units = [unit('S1', 'scots'), unit('S2', 'scots'), unit('E1', 'english'), unit('E2', 'english')];
    const f = oneRound({ units }, [1, 6, 6, 6]);
    expect(purposes(f).slice(0, 4)).toEqual([
      'battle 0913 round 1: S1 (value 2) vs E1',
      'battle 0913 round 1: S2 (value 2) vs E2',
      'battle 0913 round 1: E1 (value 2) vs S1',
      'battle 0913 round 1: E2 (value 2) vs S2',
    ]);
    expect(hitsText(f)).toEqual(['E1 takes the hit and is flipped.']);
  });

  test('STB-7.1.6c, STB-2.2a: a hit turns a full-strength unit to its reduced side, which fights at its reduced value', () => {
    const f = fight(battle({ units: duel, attackerPlan: 'withdraw after round 2' }), [1, 6, 6, 2, 1]);
    expect(hitsText(f)).toEqual(['E1 takes the hit and is flipped.']);
    expect(purposes(f)[3]).toBe('battle 0913 round 2: E1 (reduced) (value 1) vs S1');
  });

  test('STB-7.1.6d, STB-7.1.5b: a reduced unit hit is destroyed, but in a simultaneous round it still strikes', () => {
    const units = [unit('S1', 'scots'), unit('E1', 'english', 'regular', 'infantry', { reduced: true })];
    const f = fight(battle({ units }), [1, 1]);
    expect(f.text).toContain('Neither side has the advantage: both strike at once.');
    expect(hitsText(f)).toEqual([
      'E1 (reduced) takes the hit and is destroyed.',
      'S1 takes the hit and is flipped.',
    ]);
    expect(f.fate('E1')).toBe('eliminated');
    expect(f.outcome.winner).toBe('scots');
  });

  test('STB-7.1.5b: when both last units are destroyed at once, nobody holds the hex', () => {
    const reduced = { reduced: true };
    const units = [
      unit('S1', 'scots', 'regular', 'infantry', reduced),
      unit('E1', 'english', 'regular', 'infantry', reduced),
    ];
    const f = fight(battle({ units }), [1, 1]);
    expect(f.outcome.winner).toBeNull();
    expect(f.outcome.holder).toBeNull();
  });

  test('STB-7.1.5c, STB-TEC.mountain, STB-7.1.6e: the side with the advantage strikes first; what it destroys does not strike back', () => {
    const units = [unit('S1', 'scots', 'regular', 'infantry', { reduced: true }), unit('E1', 'english')];
    const f = fight(battle({ units, terrain: terrain('mountain') }), [1]);
    expect(f.text).toContain('The English have the combat advantage and strike first.');
    expect(purposes(f)).toEqual(['battle 0913 round 1: E1 (value 2) vs S1 (reduced)']);
    expect(f.fate('S1')).toBe('eliminated');
  });

  test('STB-TEC.mountain: the attacker strikes back after the first strike when he survives it', () => {
    const f = oneRound({ units: duel, terrain: terrain('mountain') }, [6, 6]);
    expect(purposes(f).slice(0, 2)).toEqual([
      'battle 0913 round 1: E1 (value 2) vs S1',
      'battle 0913 round 1: S1 (value 2) vs E1',
    ]);
  });

  test('STB-7.1.6e: whichever side strikes first removes what it destroys at once (STB-AMB-22)', () => {
    const units = [unit('S1', 'scots'), unit('E1', 'english', 'regular', 'infantry', { reduced: true })];
    const f = fight(battle({ units }), [1], { beforeFirstStrike: () => ({ advantage: 'scots' as const }) });
    expect(purposes(f)).toEqual(['battle 0913 round 1: S1 (value 2) vs E1 (reduced)']);
  });

  test('STB-7.1.6b, STB-TEC.city: a city takes 1 from each attacking unit and gives the defender the first strike', () => {
    const f = oneRound({ units: duel, terrain: terrain('city') }, [6, 2]);
    expect(purposes(f).slice(0, 2)).toEqual([
      'battle 0913 round 1: E1 (value 2) vs S1',
      'battle 0913 round 1: S1 (value 1) vs E1',
    ]);
    expect(hitsText(f)).toEqual([]);
  });

  test('STB-TEC.major-city: a major city takes 2; a value of 0 never hits and rolls no die (STB-AMB-19)', () => {
    const units = [
      unit('S1', 'scots'),
      unit('S2', 'scots', 'elite', 'cavalry'),
      unit('E1', 'english'),
      unit('E2', 'english'),
    ];
    const f = oneRound({ units, terrain: terrain('major-city') }, [6, 6, 6]);
    expect(f.text).toContain('S1 (value 0) cannot hit E2.');
    expect(purposes(f)).toContain('battle 0913 round 1: S2 (value 2) vs E1');
  });

  test('STB-TEC.clear, STB-TEC.wooded: no combat effect', () => {
    for (const kind of ['clear', 'wooded'] as const) {
      const f = oneRound({ units: duel, terrain: terrain(kind) }, [6, 6]);
      expect(purposes(f).slice(0, 2)).toEqual([
        'battle 0913 round 1: S1 (value 2) vs E1',
        'battle 0913 round 1: E1 (value 2) vs S1',
      ]);
    }
  });

  test('STB-TEC.river: the defender strikes first in the first round only, when every attacker crossed (STB-AMB-21)', () => {
    const input = battle({
      units: duel,
      terrain: terrain('clear', true),
      attackerPlan: 'withdraw after round 2',
    });
    const f = fight(input, [6, 6, 6, 6, 1]);
    expect(f.of('battle-advantage').map((e) => e.side)).toEqual(['english', null]);
    const notAll = fight(
      battle({ units: duel, terrain: terrain('clear', false), attackerPlan: 'withdraw at once' }),
      [6, 6, 1],
    );
    expect(notAll.of('battle-advantage').map((e) => e.side)).toEqual([null]);
  });

  test('STB-AMB-78: a river adds nothing to a city: the defender strikes first every round, the penalty stays', () => {
    const input = battle({
      units: duel,
      terrain: terrain('city', true),
      attackerPlan: 'withdraw after round 2',
    });
    const f = fight(input, [6, 6, 6, 6, 1]);
    expect(f.of('battle-advantage').map((e) => e.side)).toEqual(['english', 'english']);
    expect(purposes(f)[3]).toBe('battle 0913 round 2: S1 (value 1) vs E1');
  });

  test('STB-AMB-19: modifiers add up, and a value of 6 or more always hits', () => {
    const units = [unit('S1', 'scots', 'elite', 'cavalry'), unit('E1', 'english')];
    const f = oneRound({ units, leaders: [WALLACE] }, [6, 6]);
    expect(purposes(f)[0]).toBe('battle 0913 round 1: S1 with Wallace (value 6) vs E1');
    expect(hitsText(f)).toEqual(['E1 takes the hit and is flipped.']);
  });

  test('STB-8.2a, STB-8.2b, STB-2.1g: Wallace stacked with an infantry unit makes it hit on 4 or less', () => {
    const f = oneRound({ units: duel, leaders: [WALLACE] }, [4, 6]);
    expect(purposes(f)[0]).toBe('battle 0913 round 1: S1 with Wallace (value 4) vs E1');
    expect(hitsText(f)).toEqual(['E1 takes the hit and is flipped.']);
  });
});

describe('leaders on the battle display (7.1.3-7.1.4, 8.2)', () => {
  test("STB-2.2b: a leader's command adds in combat and his initiative decides withdrawal", () => {
    const f = fight(
      battle({ units: duel, leaders: [DOUGLAS], attackerPlan: 'withdraw at once' }),
      [6, 6, 3, 6, 6, 2],
    );
    expect(purposes(f)[0]).toBe('battle 0913 round 1: S1 with Douglas (value 3) vs E1');
    expect(f.text).toContain('The Scots roll 3 to withdraw: failure.');
    expect(f.text).toContain('The Scots roll 2 to withdraw: success.');
  });

  test('STB-7.1.3a, STB-7.1.4a: the defender places his leaders, then the attacker', () => {
    const f = oneRound({ units: duel, leaders: [WALLACE, PERCY] }, [6, 6]);
    expect(f.of('battle-leaders').map((e) => e.side)).toEqual(['english', 'scots']);
  });

  test('STB-7.1.3b, STB-7.1.4b: several leaders may share a unit, but only one affects it (STB-AMB-18)', () => {
    const f = oneRound({ units: duel, leaders: [WALLACE, DOUGLAS] }, [5, 6]);
    expect(f.text).toContain('Scots leaders: Wallace on S1, Douglas on S1 (not counting).');
    expect(purposes(f)[0]).toBe('battle 0913 round 1: S1 with Wallace (value 4) vs E1');
    expect(hitsText(f)).toEqual([]);
  });

  test('STB-AMB-18: the bonus is for the unit the leader is on, not for others at its position', () => {
    const units = [unit('S1', 'scots'), unit('S2', 'scots'), unit('E1', 'english')];
    const f = oneRound({ units, leaders: [WALLACE] }, [6, 6, 6]);
    expect(purposes(f).slice(0, 2)).toEqual([
      'battle 0913 round 1: S1 with Wallace (value 4) vs E1',
      'battle 0913 round 1: S2 (value 2) vs E1',
    ]);
  });

  test('STB-DEC-7: default: each leader on the strongest unit not yet led, and the report says so', () => {
    const units = [
      unit('S1', 'scots', 'levy'),
      unit('S2', 'scots', 'elite'),
      unit('E1', 'english'),
      unit('E2', 'english'),
    ];
    const f = oneRound({ units, leaders: [DOUGLAS, WALLACE] }, [6, 6, 6, 6]);
    expect(f.text).toContain('Scots leaders: Wallace on S2, Douglas on S1.');
    expect(f.text).toContain('leader placement: leaders on strongest (default)');
  });

  test('STB-DEC-7: a plan naming leaders places them first; "on safest" prefers the best-supported unit', () => {
    const units = [
      unit('S1', 'scots', 'levy'),
      unit('S2', 'scots', 'elite'),
      unit('E1', 'english'),
      unit('E2', 'english'),
    ];
    const named = oneRound(
      { units, leaders: [WALLACE, DOUGLAS], attackerPlan: 'leaders Douglas; withdraw at once' },
      [6, 6, 6, 6],
    );
    expect(named.text).toContain('Scots leaders: Douglas on S2, Wallace on S1.');
    // S2 and S1 are placed first (S2 facing E1, S1 facing E2); the surplus S3 joins S2 at position 1.
    const three = [
      unit('S1', 'scots', 'elite'),
      unit('S2', 'scots'),
      unit('S3', 'scots'),
      unit('E1', 'english'),
      unit('E2', 'english'),
    ];
    const plan = (leaders: string) => `lineup S2 S1 then strongest; ${leaders}; withdraw at once`;
    const strongest = oneRound(
      { units: three, leaders: [WALLACE], attackerPlan: plan('leaders on strongest') },
      [6, 6, 6, 6, 6],
    );
    expect(strongest.text).toContain('Scots leaders: Wallace on S1.');
    const safe = oneRound(
      { units: three, leaders: [WALLACE], attackerPlan: plan('leaders on safest') },
      [6, 6, 6, 6, 6],
    );
    expect(safe.text).toContain('Scots leaders: Wallace on S2.');
  });
});

describe('hits (7.1.6f, STB-DEC-8)', () => {
  // One Scot faces two English units stacked at one position.
  const englishStack = [unit('S1', 'scots', 'elite'), unit('E1', 'english'), unit('E2', 'english', 'elite')];

  test('STB-7.1.6f, STB-DEC-8: default: the owner puts hits on full-strength units before reduced ones, weakest first', () => {
    // S1 (elite 3) faces E1 and E2 stacked; S1 hits: E1 (regular, weaker) takes it.
    const f = oneRound({ units: englishStack }, [1, 6, 6]);
    expect(hitsText(f)).toEqual(['E1 takes the hit and is flipped.']);
    expect(f.text).toContain('hits taken: hits spread (default)');
  });

  test('STB-DEC-8: "hits strongest" puts the hit on the strongest unit; "sparing leaders" keeps led units for last', () => {
    const strongest = oneRound(
      { units: englishStack, defenderStanding: 'hits strongest; withdraw never' },
      [1, 6, 6],
    );
    expect(hitsText(strongest)).toEqual(['E2 takes the hit and is flipped.']);
    const spared = oneRound(
      {
        units: englishStack,
        leaders: [PERCY],
        defenderStanding: 'hits strongest sparing leaders; withdraw never',
      },
      [1, 6, 6],
    );
    expect(spared.text).toContain('English leaders: Percy on E2.');
    expect(hitsText(spared)).toEqual(['E1 takes the hit and is flipped.']);
  });

  test('STB-AMB-17: hits left over when every unit at the position is destroyed are lost', () => {
    const units = [
      unit('S1', 'scots'),
      unit('S2', 'scots'),
      unit('E1', 'english', 'regular', 'infantry', { reduced: true }),
    ];
    const f = fight(battle({ units }), [1, 1, 6]);
    expect(hitsText(f)).toEqual([
      'E1 (reduced) takes the hit and is destroyed.',
      'The hit by S2 is lost: no unit is left to take it.',
    ]);
  });
});
