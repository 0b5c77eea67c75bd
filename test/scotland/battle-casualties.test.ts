import { DOUGLAS, EDWARD, PERCY, WALLACE, battle, fight, unit } from './battle-helpers';

const reduced = { reduced: true };
const casualtyRolls = (f: ReturnType<typeof fight>) =>
  f.dice.rolls.filter((r) => r.purpose.includes('casualty'));

// Douglas leads the reduced elite S1, which E1 destroys in round 1 (the 3rd die); the 5th die is his check.
const douglasFalls = (attackerPlan: string) =>
  battle({
    units: [
      unit('S1', 'scots', 'elite', 'infantry', reduced),
      unit('S2', 'scots', 'levy'),
      unit('E1', 'english'),
      unit('E2', 'english'),
    ],
    leaders: [DOUGLAS],
    attackerPlan,
  });

describe('leader casualties (7.1.6g, 8.5)', () => {
  test('STB-7.1.6g, STB-8.5a, STB-8.5b: a leader on a destroyed unit is killed on 1-2', () => {
    const f = fight(douglasFalls('withdraw at once'), [6, 6, 1, 6, 2, 1]);
    expect(casualtyRolls(f).map((r) => r.purpose)).toEqual([
      'battle 0913 round 1: casualty check for Douglas (unit destroyed; killed on 1-2)',
    ]);
    expect(f.fate('douglas')).toBe('killed');
    expect(f.text).toContain('Douglas is killed (rolled 2).');
  });

  test('STB-8.5c: a leader who survives withdraws at once, even while his side fights on (STB-AMB-26)', () => {
    // Douglas rolls 3 and leaves; S2 fights on alone in round 2 and is destroyed.
    const f = fight(douglasFalls('withdraw never'), [6, 6, 1, 6, 3, 6, 1, 1]);
    expect(f.text).toContain('Douglas survives (rolled 3) and withdraws to 0914.');
    expect(f.outcome.rounds).toBe(2);
    expect(f.outcome.leaders).toEqual([{ id: 'douglas', side: 'scots', fate: 'withdrawn', to: '0914' }]);
  });

  test('STB-AMB-26: a surviving leader with no hex to withdraw into is lost', () => {
    const input = { ...douglasFalls('withdraw never'), withdrawal: { scots: [], english: [] } };
    const f = fight(input, [6, 6, 1, 6, 3, 6, 1, 1]);
    expect(f.fate('douglas')).toBe('killed');
    // The event says so, for the bot's luck: the die did not decide it (leader-luck.ts).
    expect(f.of('battle-leader-killed')[0]).toMatchObject({ leader: 'douglas', trapped: true });
  });

  test('STB-8.5.3a: Wallace and Edward are killed only on a 1', () => {
    const wallaceOn = (dice: number[]) =>
      fight(
        battle({
          units: [unit('S1', 'scots', 'regular', 'infantry', reduced), unit('E1', 'english')],
          leaders: [WALLACE],
        }),
        dice,
      );
    expect(wallaceOn([6, 1, 2]).fate('wallace')).toBe('withdrawn');
    expect(wallaceOn([6, 1, 1]).fate('wallace')).toBe('killed');
    const edwardOn = (dice: number[]) =>
      fight(
        battle({
          units: [unit('S1', 'scots'), unit('E1', 'english', 'regular', 'infantry', reduced)],
          leaders: [EDWARD],
        }),
        dice,
      );
    expect(casualtyRolls(edwardOn([1, 6, 2]))[0]?.purpose).toContain('Edward (unit destroyed; killed on 1)');
    expect(edwardOn([1, 6, 2]).fate('edward')).toBe('withdrawn');
  });

  test('STB-AMB-27: when a side loses its last unit each of its leaders takes one check', () => {
    const input = battle({
      units: [unit('S1', 'scots', 'regular', 'infantry', reduced), unit('E1', 'english')],
      leaders: [WALLACE, DOUGLAS],
    });
    const f = fight(input, [6, 1, 6, 1]);
    expect(casualtyRolls(f)).toHaveLength(2);
    expect([f.fate('wallace'), f.fate('douglas')]).toEqual(['withdrawn', 'killed']);
    expect(f.outcome.winner).toBe('english');
  });

  test('STB-AMB-27: leaders of a side that withdraws go with its units and take no check', () => {
    const input = battle({
      units: [unit('S1', 'scots'), unit('E1', 'english')],
      leaders: [WALLACE],
      attackerPlan: 'withdraw at once',
    });
    const f = fight(input, [6, 6, 1]);
    expect(casualtyRolls(f)).toHaveLength(0);
    expect(f.fate('wallace')).toBe('withdrawn');
  });

  test('STB-AMB-10, STB-8.5a: enemy leaders alone in the hex fight no battle; each takes the check', () => {
    const spares = { scots: { infantry: { regular: 5, elite: 5 }, cavalry: { regular: 5, elite: 5 } } };
    const input = battle({ units: [unit('S1', 'scots')], leaders: [PERCY, leader2()], spares });
    const f = fight(input, [2, 5]);
    expect(f.of('battle-lineup')).toHaveLength(0);
    expect(casualtyRolls(f).map((r) => r.purpose)).toEqual([
      'battle 0913: casualty check for Percy (left alone; killed on 1-2)',
      'battle 0913: casualty check for Clifford (left alone; killed on 1-2)',
    ]);
    expect([f.fate('percy'), f.fate('clifford')]).toEqual(['killed', 'withdrawn']);
    expect(f.outcome.winner).toBe('scots');
    expect(f.outcome.advancement).toBeUndefined();
  });
});

function leader2() {
  return {
    id: 'clifford',
    side: 'english' as const,
    name: 'Clifford',
    initiative: 3,
    command: 1,
    killedOn: 2,
  };
}
