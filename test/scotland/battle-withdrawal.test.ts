import { DOUGLAS, PERCY, WALLACE, battle, fight, unit } from './battle-helpers';
import type { WithdrawalHex } from '../../src/games/scotland/rules/battle/types';

const duel = [unit('S1', 'scots'), unit('E1', 'english')];
const kinds = (f: ReturnType<typeof fight>): string[] => f.events.map((e) => e.kind);
const declared = (f: ReturnType<typeof fight>) => f.of('battle-declare').map((e) => [e.side, e.withdraw]);
const hex = (h: string, friendlyUnits = 0, friendlyCityDistance = 3): WithdrawalHex => ({
  hex: h,
  friendlyUnits,
  friendlyCityDistance,
});

describe('withdrawal attempts (7.1.7, 8.3)', () => {
  test('STB-7.1.7a: the round ends when every unit of both sides has attacked; only then come declarations', () => {
    const f = fight(battle({ units: duel, attackerPlan: 'withdraw at once' }), [6, 6, 1]);
    expect(kinds(f).lastIndexOf('battle-attack')).toBeLessThan(kinds(f).indexOf('battle-declare'));
  });

  test('STB-7.1.7b: the defender declares first, then the attacker (STB-AMB-23)', () => {
    const f = fight(battle({ units: duel, attackerPlan: 'withdraw at once' }), [6, 6, 1]);
    expect(declared(f)).toEqual([
      ['english', false],
      ['scots', true],
    ]);
  });

  test('STB-7.1.7c, STB-8.3: with a leader the attempt succeeds on his initiative or less', () => {
    const input = battle({ units: duel, leaders: [DOUGLAS], attackerPlan: 'withdraw at once' });
    const ok = fight(input, [6, 6, 2]);
    expect(ok.fate('S1')).toBe('withdrawn');
    expect(ok.dice.rolls[2]?.purpose).toBe('battle 0913 round 1: Scots withdrawal, Douglas (initiative 2)');
    const failed = fight(input, [6, 6, 3, /* round 2 */ 6, 6, 1]);
    expect(failed.text).toContain('The Scots roll 3 to withdraw: failure.');
    expect(failed.outcome.rounds).toBe(2);
  });

  test('STB-7.1.7c: without a leader the attempt succeeds only on a 1 (STB-AMB-24)', () => {
    const input = battle({ units: duel, attackerPlan: 'withdraw at once' });
    const f = fight(input, [6, 6, 2, 6, 6, 1]);
    expect(f.text).toContain('The Scots roll 2 to withdraw: failure.');
    expect(f.outcome.rounds).toBe(2);
    expect(f.fate('S1')).toBe('withdrawn');
  });

  test('STB-8.3, STB-AMB-24, STB-DEC-11: the side rolls with its best initiative unless its orders name a leader', () => {
    const base = {
      units: [unit('S1', 'scots'), unit('S2', 'scots'), unit('E1', 'english')],
      leaders: [WALLACE, DOUGLAS],
    };
    const best = fight(battle({ ...base, attackerPlan: 'withdraw at once' }), [6, 6, 6, 1]);
    expect(best.text).toContain('The Scots try to withdraw, Wallace rolling.');
    const named = fight(battle({ ...base, attackerPlan: 'withdraw at once with Douglas' }), [6, 6, 6, 1]);
    expect(named.text).toContain('The Scots try to withdraw, Douglas rolling.');
  });

  test('STB-7.1.7d: no side may withdraw before fighting: the first die of the battle is a combat die', () => {
    const f = fight(
      battle({ units: duel, attackerPlan: 'withdraw at once', defenderStanding: 'withdraw at once' }),
      [6, 6, 1, 1],
    );
    expect(f.dice.rolls[0]?.purpose).toBe('battle 0913 round 1: S1 (value 2) vs E1');
    expect(f.dice.rolls.slice(2).map((r) => r.purpose)).toEqual([
      'battle 0913 round 1: English withdrawal, no leader (needs 1)',
      'battle 0913 round 1: Scots withdrawal, no leader (needs 1)',
    ]);
  });

  test('STB-DEC-11: "withdraw after round 2" makes no attempt after round 1', () => {
    const f = fight(battle({ units: duel, attackerPlan: 'withdraw after round 2' }), [6, 6, 6, 6, 1]);
    expect(declared(f)).toEqual([
      ['english', false],
      ['scots', false],
      ['english', false],
      ['scots', true],
    ]);
  });

  test("STB-DEC-11: default: the defender tries when his units are fewer than half the enemy's, and the report says so", () => {
    const three = [unit('S1', 'scots'), unit('S2', 'scots'), unit('S3', 'scots'), unit('E1', 'english')];
    const f = fight(battle({ units: three, defenderStanding: '' }), [6, 6, 6, 6, 1]);
    expect(f.text).toContain('English standing battle orders:');
    expect(f.text).toContain('withdrawal: withdraw if fewer than half (default)');
    expect(f.fate('E1')).toBe('withdrawn');
    const two = [unit('S1', 'scots'), unit('S2', 'scots'), unit('E1', 'english')];
    const stays = fight(
      battle({ units: two, defenderStanding: '', attackerPlan: 'withdraw at once' }),
      [6, 6, 6, 1],
    );
    expect(declared(stays)[0]).toEqual(['english', false]);
  });

  test('STB-DEC-11: "withdraw if losing" tries once the side has lost more steps than the enemy', () => {
    const units = [unit('S1', 'scots'), unit('E1', 'english')];
    const f = fight(
      battle({ units, defenderStanding: 'withdraw if losing', attackerPlan: 'withdraw never' }),
      [1, 6, 1],
    );
    expect(f.fate('E1')).toBe('withdrawn');
    const even = fight(
      battle({ units, defenderStanding: 'withdraw if losing', attackerPlan: 'withdraw at once' }),
      [1, 1, 1],
    );
    expect(declared(even)[0]).toEqual(['english', false]);
  });

  test('STB-DEC-11: "withdraw after losing 2 steps" waits for the second step lost', () => {
    const units = [
      unit('S1', 'scots', 'elite'),
      unit('E1', 'english', 'elite'),
      unit('E2', 'english', 'elite'),
    ];
    // The Scot faces E1 and E2 stacked (English hits spread): round 1 flips E1, round 2 flips E2.
    const f = fight(
      battle({ units, defenderStanding: 'withdraw after losing 2 steps' }),
      [1, 6, 6, 1, 6, 6, 1],
    );
    expect(declared(f).filter(([side]) => side === 'english')).toEqual([
      ['english', false],
      ['english', true],
    ]);
  });
});

describe('withdrawal results and placement (7.2, STB-AMB-23, STB-DEC-12)', () => {
  test('STB-7.2, STB-DEC-12: default: every unit and leader goes to the eligible hex with most friendly units', () => {
    const withdrawal = { scots: [hex('0914', 1), hex('1013', 4), hex('0813', 4, 1)], english: [hex('0912')] };
    const input = battle({
      units: [unit('S1', 'scots'), unit('S2', 'scots'), unit('E1', 'english')],
      leaders: [WALLACE],
      withdrawal,
      attackerPlan: 'withdraw at once',
    });
    const f = fight(input, [6, 6, 6, 1]);
    // 1013 and 0813 both hold 4 friendly units; 0813 is nearer a friendly city.
    expect(f.outcome.units.filter((u) => u.side === 'scots').map((u) => [u.id, u.fate, u.to])).toEqual([
      ['S1', 'withdrawn', '0813'],
      ['S2', 'withdrawn', '0813'],
    ]);
    expect(f.outcome.leaders).toEqual([{ id: 'wallace', side: 'scots', fate: 'withdrawn', to: '0813' }]);
    expect(f.text).toContain('withdrawal hex: withdraw to friends (default)');
  });

  test('STB-DEC-12: "withdraw to 1013" picks the named hex; "withdraw to city" the nearest friendly city', () => {
    const withdrawal = { scots: [hex('0914', 1, 0), hex('1013', 4, 2)], english: [hex('0912')] };
    const input = (plan: string) =>
      battle({ units: duel, withdrawal, attackerPlan: `withdraw at once; ${plan}` });
    expect(fight(input('withdraw to 1013'), [6, 6, 1]).outcome.units[0]?.to).toBe('1013');
    expect(fight(input('withdraw to city'), [6, 6, 1]).outcome.units[0]?.to).toBe('0914');
    expect(fight(input('withdraw to 0000 then friends'), [6, 6, 1]).outcome.units[0]?.to).toBe('1013');
  });

  test('STB-DEC-12: "withdraw toward HEX" (or a place the engine names) picks the eligible hex nearest it', () => {
    const withdrawal = { scots: [hex('0914', 4, 0), hex('0912', 0, 5)], english: [hex('1013')] };
    const input = (plan: string) =>
      battle({ units: duel, withdrawal, attackerPlan: `withdraw at once; ${plan}` });
    expect(fight(input('withdraw toward 0905'), [6, 6, 1]).outcome.units[0]?.to).toBe('0912');
    expect(fight(input('withdraw to friends'), [6, 6, 1]).outcome.units[0]?.to).toBe('0914');
  });

  test('STB-AMB-25: a side with no eligible hex cannot try to withdraw', () => {
    const input = battle({
      units: duel,
      withdrawal: { scots: [], english: [hex('0912')] },
      attackerPlan: 'withdraw at once',
    });
    const f = fight(input, [6, 6, 1, 1, 1, 6]);
    expect(declared(f)[1]).toEqual(['scots', false]);
    expect(f.fate('E1')).toBe('eliminated');
  });

  test('STB-7.2, STB-AMB-84: a hex an enemy leader withdrew into holds an enemy, so it is not eligible', () => {
    const units = [
      unit('S1', 'scots'),
      unit('S2', 'scots'),
      unit('E1', 'english', 'elite', 'infantry', { reduced: true }),
      unit('E2', 'english', 'levy'),
    ];
    const withdrawal = { scots: [hex('0914')], english: [hex('0914')] };
    // S1 destroys E1 under Percy, who survives (5) and withdraws to 0914: the Scots' only hex.
    const f = fight(
      battle({ units, leaders: [PERCY], withdrawal, attackerPlan: 'withdraw at once' }),
      [1, 6, 6, 6, 5, 1, 1, 6],
    );
    expect(f.outcome.leaders[0]).toEqual({ id: 'percy', side: 'english', fate: 'withdrawn', to: '0914' });
    expect(declared(f)[1]).toEqual(['scots', false]);
  });

  test('STB-14.3b: a garrison cannot withdraw', () => {
    const units = [
      unit('S1', 'scots'),
      unit('S2', 'scots'),
      unit('S3', 'scots'),
      unit('G', 'english', 'levy', 'infantry', { garrison: true }),
    ];
    const f = fight(battle({ units, defenderStanding: 'withdraw at once' }), [6, 6, 6, 6, 1, 1, 6, 6]);
    expect(declared(f)[0]).toEqual(['english', false]);
  });

  test('STB-AMB-23: each roll stands alone; if only the attacker succeeds, he leaves and the defender wins', () => {
    const f = fight(
      battle({
        units: duel,
        leaders: [PERCY],
        attackerPlan: 'withdraw at once',
        defenderStanding: 'withdraw at once',
      }),
      [6, 6, 5, 1],
    );
    expect(f.text).toContain('The English roll 5 to withdraw: failure.');
    expect(f.fate('S1')).toBe('withdrawn');
    expect(f.outcome.winner).toBe('english');
  });

  test('STB-AMB-23: if both succeed both leave, the defender first, and nobody holds the hex', () => {
    const f = fight(
      battle({ units: duel, attackerPlan: 'withdraw at once', defenderStanding: 'withdraw at once' }),
      [6, 6, 1, 1],
    );
    expect([f.fate('S1'), f.fate('E1')]).toEqual(['withdrawn', 'withdrawn']);
    expect(f.outcome.winner).toBeNull();
    expect(f.of('battle-withdraw').map((e) => e.side)).toEqual(['english', 'scots']);
  });

  test("STB-AMB-23: if both succeed but the defender took the attacker's only hex, the attacker stays and wins", () => {
    const withdrawal = { scots: [hex('0914')], english: [hex('0914')] };
    const input = battle({
      units: duel,
      withdrawal,
      attackerPlan: 'withdraw at once',
      defenderStanding: 'withdraw at once',
    });
    const f = fight(input, [6, 6, 1, 1]);
    expect(f.fate('E1')).toBe('withdrawn');
    expect(f.fate('S1')).toBe('fresh');
    expect(f.outcome.winner).toBe('scots');
  });

  test('STB-7.1.8b: the battle goes on round after round until one side is destroyed', () => {
    const f = fight(battle({ units: duel }), [6, 6, 6, 6, 1, 6, 1, 6]);
    expect(f.outcome.rounds).toBe(4);
    expect(f.fate('E1')).toBe('eliminated');
    expect(f.outcome.winner).toBe('scots');
  });
});
