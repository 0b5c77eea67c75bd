import { splitOrderLines } from '../../src/games/core/order-text';
import {
  DEFAULT_CHOICES,
  formatBattlePlan,
  formatBattleStanding,
  parseBattlePlan,
  parseBattlePlanLines,
  parseBattleStanding,
  parseBattleStandingLines,
} from '../../src/games/scotland/rules/battle';
import { battle, fight, unit } from './battle-helpers';

describe('battle plans (the attacker, per battle)', () => {
  const text =
    'battle 0913: lineup strongest-first; leaders Wallace; withdraw after round 2 if losing; hits weakest-first; withdraw to 0914';

  test('a plan is read clause by clause; what is not written keeps its default', () => {
    const { plan, problems } = parseBattlePlan(text);
    expect(problems).toEqual([]);
    expect(plan).toEqual({
      ...DEFAULT_CHOICES,
      hex: '0913',
      leaders: { order: ['wallace'], on: 'strongest' },
      withdraw: { when: { kind: 'losing' }, fromRound: 2 },
      hits: { order: 'weakest', spareLeaders: false },
      withdrawTo: { prefer: ['0914'], rule: 'friends' },
    });
  });

  test('the normal form lists the choices that differ from the defaults, and reads back the same', () => {
    const { plan } = parseBattlePlan(text);
    const normal = formatBattlePlan(plan!);
    expect(normal).toBe(
      'battle 0913: leaders Wallace on strongest; hits weakest; withdraw if losing after round 2; withdraw to 0914 then friends',
    );
    expect(parseBattlePlan(normal).plan).toEqual(plan);
    expect(formatBattlePlan({ ...DEFAULT_CHOICES, hex: '1010' })).toBe('battle 1010');
  });

  test('plan lines are picked out of the turn orders; clauses may repeat the prefix on lines of their own', () => {
    const lines = splitOrderLines(
      'move 0912 to 0913\nbattle 0913 hits strongest\nbattle 0913: advance none; withdraw never\nmove 1010 1011',
    );
    const { plans, problems, rest } = parseBattlePlanLines(lines);
    expect(problems).toEqual([]);
    expect(rest.map((l) => l.text)).toEqual(['move 0912 to 0913', 'move 1010 1011']);
    expect(plans).toHaveLength(1);
    expect(formatBattlePlan(plans[0]!)).toBe('battle 0913: hits strongest; withdraw never; advance none');
  });

  test('near misses are answered with a suggestion', () => {
    expect(parseBattlePlan('battle 0913: hist weakest').problems[0]?.suggestion).toBe("did you mean 'hits'?");
    expect(parseBattlePlan('battle 0913: lineup stongest').problems[0]?.message).toContain(
      "did you mean 'strongest'?",
    );
    expect(parseBattlePlan('battle 913: hits weakest').problems[0]?.message).toContain(
      'expected a hex number',
    );
    const ctx = { leaders: ['Wallace', 'Douglas'], places: { stirling: '0504' } };
    expect(parseBattlePlan('battle 0913: leaders Walace', ctx).problems[0]?.message).toContain(
      "did you mean 'Wallace'?",
    );
    expect(parseBattlePlan('battle 0913: withdraw to stirlin', ctx).problems[0]?.message).toContain(
      "did you mean 'stirling'?",
    );
    expect(parseBattlePlan('battle 0913: withdraw to stirling', ctx).plan?.withdrawTo.prefer).toEqual([
      '0504',
    ]);
  });
});

describe('standing battle orders (the defender)', () => {
  test('STB-DEC-6, STB-DEC-7, STB-DEC-8, STB-DEC-11, STB-DEC-12, STB-DEC-13: no orders means every default', () => {
    expect(parseBattleStanding('').standing).toEqual(DEFAULT_CHOICES);
    expect(formatBattleStanding(DEFAULT_CHOICES)).toBe('');
  });

  test('each choice has a syntax, and the normal form reads back the same', () => {
    const text =
      'defend: lineup weakest against weakest concentrate; leaders Percy on safest; hits spread sparing leaders; ' +
      'withdraw if outnumbered 2 to 1 with Percy; withdraw to city; advance none';
    const { standing, problems } = parseBattleStanding(text);
    expect(problems).toEqual([]);
    expect(standing).toEqual({
      lineup: { rank: 'weakest', first: [], against: 'weakest', surplus: 'concentrate' },
      leaders: { order: ['percy'], on: 'safest' },
      hits: { order: 'spread', spareLeaders: true },
      withdraw: { when: { kind: 'outnumbered', ratio: 0.5 }, fromRound: 1, leader: 'percy' },
      withdrawTo: { prefer: [], rule: 'city' },
      advance: { rule: 'none', prefer: [] },
    });
    const normal = formatBattleStanding(standing);
    expect(normal).toBe(
      'defend: lineup weakest against weakest concentrate; leaders Percy on safest; hits spread sparing leaders; withdraw if fewer than half with Percy; withdraw to city; advance none',
    );
    expect(parseBattleStanding(normal).standing).toEqual(standing);
  });

  test('STB-DEC-11: the withdrawal conditions', () => {
    const when = (t: string) => parseBattleStanding(t).standing.withdraw;
    expect(when('withdraw never').when).toEqual({ kind: 'never' });
    expect(when('withdraw at once').when).toEqual({ kind: 'always' });
    expect(when('withdraw if outnumbered').when).toEqual({ kind: 'outnumbered', ratio: 1 });
    expect(when('withdraw when fewer than half').when).toEqual({ kind: 'outnumbered', ratio: 0.5 });
    expect(when('withdraw after losing 3 steps').when).toEqual({ kind: 'losses', steps: 3 });
    expect(when('withdraw if losing after round 3')).toEqual({ when: { kind: 'losing' }, fromRound: 3 });
    expect(parseBattleStanding('withdraw whenever it rains').problems).toHaveLength(1);
  });

  test('standing battle lines start with "defend"; other standing orders are left to the engine', () => {
    const lines = splitOrderLines('vacillate on stacks of 4\ndefend: hits strongest; withdraw never');
    const { standing, rest, problems } = parseBattleStandingLines(lines);
    expect(problems).toEqual([]);
    expect(rest.map((l) => l.text)).toEqual(['vacillate on stacks of 4']);
    expect(formatBattleStanding(standing)).toBe('defend: hits strongest; withdraw never');
  });

  test('STB-DEC-6, STB-DEC-7, STB-DEC-8, STB-DEC-11, STB-DEC-12, STB-DEC-13: the report says which choice each side fought by', () => {
    const f = fight(
      battle({
        units: [unit('S1', 'scots'), unit('E1', 'english')],
        attackerPlan: 'withdraw at once',
        defenderStanding: 'hits strongest',
      }),
      [6, 6, 1],
    );
    const [plan, standing] = f.of('standing-order').map((e) => e.text);
    expect(plan).toBe(
      'Scots plan for the battle near Cockermouth (0913): line-up: lineup strongest against strongest spread (default); leader placement: leaders on strongest (default); hits taken: hits spread (default); withdrawal: withdraw at once; withdrawal hex: withdraw to friends (default); advancement: advance best (default).',
    );
    expect(standing).toBe(
      'English standing battle orders: line-up: lineup strongest against strongest spread (default); leader placement: leaders on strongest (default); hits taken: hits strongest; withdrawal: withdraw if fewer than half (default); withdrawal hex: withdraw to friends (default); advancement: advance best (default).',
    );
  });
});
