import { DOUGLAS, WALLACE, battle, fight, unit } from './battle-helpers';
import type { Position } from '../../src/games/scotland/rules/battle/types';

const misses = (n: number): number[] => Array<number>(n).fill(6);
const lineups = (f: ReturnType<typeof fight>): Position[][] =>
  f.of('battle-lineup').map((e) => e.positions as Position[]);

// Scots (2 units, 2 leaders) attack English (3 units); the Scots leave after round 1 (Wallace rolls 1).
const twoAgainstThree = battle({
  units: [
    unit('S1', 'scots', 'elite'),
    unit('S2', 'scots', 'levy'),
    unit('E1', 'english', 'regular'),
    unit('E2', 'english', 'elite', 'cavalry'),
    unit('E3', 'english', 'levy'),
  ],
  leaders: [WALLACE, DOUGLAS],
  attackerPlan: 'withdraw at once',
});

describe('line-up (7.1.1-7.1.2)', () => {
  test('STB-7.0a: the phasing player is the attacker; STB-7.0b: every unit of both sides goes on the display (STB-AMB-90)', () => {
    const f = fight(twoAgainstThree, [...misses(5), 1]);
    expect(f.text).toContain('the Scots attack the English');
    const [first] = lineups(f);
    const placed = (first ?? []).flatMap((p) => [...p.units.scots, ...p.units.english]).sort();
    expect(placed).toEqual(['E1', 'E2', 'E3', 'S1', 'S2']);
  });

  test('STB-7.1.1a: the side with fewer units (leaders not counted) lines up one unit per position', () => {
    // 2 Scots units + 2 leaders against 3 English units: the Scots are the row.
    const [first] = lineups(fight(twoAgainstThree, [...misses(5), 1]));
    expect(first).toHaveLength(2);
    for (const p of first ?? []) expect(p.units.scots).toHaveLength(1);
  });

  test('STB-7.1.1b: with equal numbers the defender lines up first', () => {
    const input = battle({
      units: [unit('S1', 'scots'), unit('S2', 'scots'), unit('E1', 'english'), unit('E2', 'english')],
      attackerPlan: 'withdraw at once',
    });
    const f = fight(input, [...misses(4), 1]);
    expect(f.of('battle-lineup')[0]?.row).toBe('english');
    expect(f.text).toContain('the English form the row (equal numbers: the defender lines up first)');
  });

  test('STB-7.1.1c, STB-7.1.2c: no leader is placed in the line-up; leaders come after it', () => {
    const f = fight(twoAgainstThree, [...misses(5), 1]);
    const kinds = f.events.map((e) => e.kind);
    expect(kinds.indexOf('battle-lineup')).toBeLessThan(kinds.indexOf('battle-leaders'));
    const ids = (lineups(f)[0] ?? []).flatMap((p) => [...p.units.scots, ...p.units.english]);
    expect(ids).not.toContain('wallace');
    expect(ids).not.toContain('douglas');
  });

  test('STB-7.1.2a: the larger side puts at least one unit facing every enemy unit', () => {
    const input = battle({
      units: [
        unit('S1', 'scots'),
        unit('E1', 'english'),
        unit('E2', 'english'),
        unit('E3', 'english'),
        unit('E4', 'english'),
      ],
      defenderStanding: 'withdraw never',
      attackerPlan: 'withdraw at once',
    });
    // 4 English against 1 Scot: the Scot is the row, all 4 English face him.
    const [first] = lineups(fight(input, [...misses(5), 1]));
    expect(first).toEqual([{ index: 1, units: { scots: ['S1'], english: ['E1', 'E2', 'E3', 'E4'] } }]);
  });

  test('STB-7.1.2b, STB-DEC-6: default: strongest units first, one per position, surplus spread from the strongest enemy', () => {
    const input = battle({
      units: [
        unit('S1', 'scots', 'levy'),
        unit('S2', 'scots', 'elite'),
        unit('E1', 'english', 'levy'),
        unit('E2', 'english', 'regular'),
        unit('E3', 'english', 'elite'),
        unit('E4', 'english', 'elite', 'cavalry'),
      ],
      attackerPlan: 'withdraw at once',
    });
    const [first] = lineups(fight(input, [...misses(6), 1]));
    // Row: Scots strongest first (S2 elite 3, S1 levy 1). English ranked E4 (4), E3 (3), E2 (2), E1 (1):
    // E4 faces S2, E3 faces S1; surplus E2 on S2, E1 on S1.
    expect(first?.map((p) => p.units)).toEqual([
      { scots: ['S2'], english: ['E4', 'E2'] },
      { scots: ['S1'], english: ['E3', 'E1'] },
    ]);
  });

  test('STB-DEC-6: a plan "lineup weakest against weakest concentrate" puts the weakest first and masses the surplus', () => {
    const input = battle({
      attacker: 'english',
      units: [
        unit('S1', 'scots', 'levy'),
        unit('S2', 'scots', 'elite'),
        unit('E1', 'english', 'levy'),
        unit('E2', 'english', 'regular'),
        unit('E3', 'english', 'elite'),
        unit('E4', 'english', 'elite', 'cavalry'),
      ],
      attackerPlan: 'lineup weakest against weakest concentrate; withdraw at once',
    });
    const [first] = lineups(fight(input, [...misses(6), 1]));
    // English weakest first: E1 faces the weakest Scot (S1), E2 faces S2; E3 and E4 both go on S1.
    expect(first?.map((p) => p.units)).toEqual([
      { scots: ['S2'], english: ['E2'] },
      { scots: ['S1'], english: ['E1', 'E3', 'E4'] },
    ]);
  });

  test('STB-DEC-6: a ranked list of units is placed first', () => {
    const input = battle({
      attacker: 'english',
      units: [unit('S1', 'scots'), unit('E1', 'english', 'levy'), unit('E2', 'english', 'elite')],
      attackerPlan: 'lineup E1 then strongest concentrate; withdraw at once',
    });
    const [first] = lineups(fight(input, [...misses(3), 1]));
    expect(first?.[0]?.units.english).toEqual(['E1', 'E2']);
  });

  test('STB-7.1.8a: every round begins with a new line-up, made from the units left', () => {
    const input = battle({
      units: [
        unit('S1', 'scots', 'elite'),
        unit('S2', 'scots', 'elite'),
        unit('E1', 'english'),
        unit('E2', 'english'),
        unit('E3', 'english', 'levy', 'infantry', { reduced: true }),
      ],
      attackerPlan: 'withdraw after round 2',
      defenderStanding: 'withdraw never; hits weakest',
    });
    // Round 1: the Scots are the row (2 against 3): S1 faces E1 and the surplus E3, S2 faces E2.
    // S1 rolls 1: the English put the hit on their weakest unit, E3, which is destroyed.
    const f = fight(input, [1, 6, 6, 6, 6, /* round 2 */ 6, 6, 6, 6, /* withdrawal */ 1]);
    const rounds = lineups(f);
    expect(rounds).toHaveLength(2);
    // E3 (reduced levy) took the hit and was destroyed: 2 against 2, so the English (defender) form the row.
    expect(f.of('battle-lineup').map((e) => e.row)).toEqual(['scots', 'english']);
  });
});
