// The bot's own candidate turns (docs/bots.md, src/games/travel-battle/bot-candidates.ts): legal,
// one of them standing still, and every gun aimed where its shot is worth most (TB-ART-*).
import { createRng } from '../../src/games/core/rng';
import { botCandidates } from '../../src/games/travel-battle/bot-candidates';
import { shotLoss } from '../../src/games/travel-battle/evaluate';
import { fireProblem } from '../../src/games/travel-battle/rules/artillery';
import { combatAt } from '../../src/games/travel-battle/units';
import { battle, game, problems, unit } from './helpers';

describe('Travel Battle bot: candidate turns', () => {
  const s = battle(
    'red A1 e2\nred L1 d2\nred B1 d1\nblue L1 e4\nblue L2 e6\nblue L3 e6\nblue B1 f8\nblue A1 d8',
    'red',
  );
  const candidates = botCandidates(s, 'red', createRng('t'));

  it('TB-ORD-*: every candidate is a legal submission, the first one moves nothing', () => {
    expect(candidates.length).toBeGreaterThan(0);
    for (const orders of candidates)
      expect(problems(s, 'red', orders.map((o) => game.formatOrder(o)).join('\n') || 'pass')).toEqual([]);
    expect(candidates[0]!.some((o) => o.kind === 'move')).toBe(false);
  });

  it('TB-ART-2/5: a gun that has not moved fires at the target whose expected loss is greatest', () => {
    const gun = unit(s, 'red', 'A1');
    const value = (at: string) => shotLoss(s, gun.at!, at, combatAt(s, at).filter((u) => u.side === 'blue'));
    const legal = ['e4', 'e6', 'd8'].filter((at) => fireProblem(s, 'red', gun, at, new Set()) === null);
    const fire = candidates[0]!.find((o) => o.kind === 'fire');
    expect(fire).toBeDefined();
    expect(value((fire as { at: string }).at)).toBe(Math.max(...legal.map(value)));
  });

  it('has no candidates outside the battle', () => {
    expect(botCandidates({ ...s, step: 'deploy' }, 'red', createRng('t'))).toEqual([]);
  });
});
