// The bot's own deployment (src/games/travel-battle/bot-deploy.ts, docs/bots.md): no two units in a
// square, since one roll of the enemy's guns hits both (TB-ART-14) at +1 to hit (TB-ART-8).
import { botOrders } from '../../src/games/bot';
import { unstackedDeployment } from '../../src/games/travel-battle/bot-deploy';
import { autoDeploy, deployProblem } from '../../src/games/travel-battle/rules/deploy';
import { isCombat, type TbState } from '../../src/games/travel-battle/state';
import { brigadesFormed, game, play } from './helpers';

/** The squares of `side`'s deployed combat units that hold two of them. */
function shared(s: TbState, side: 'red' | 'blue'): string[] {
  const at = s.units.filter((u) => u.side === side && isCombat(u) && u.at !== null).map((u) => u.at!);
  return [...new Set(at.filter((sq, i) => at.indexOf(sq) !== i))];
}

describe('Travel Battle bot: deployment', () => {
  it('TB-ART-14 TB-MOVE-7: the default deployment doubles up infantry; the bot spreads them, legal and linked (TB-BRIGADE-3)', () => {
    const s = brigadesFormed();
    const sampled = autoDeploy(s, 'red', 1, 10);
    const doubled = play(s, { red: game.formatOrder(sampled) }).state;
    expect(shared(doubled, 'red').length).toBeGreaterThan(0);

    const spread = unstackedDeployment(s, 'red', sampled);
    expect(spread).toBeDefined();
    expect(deployProblem(s, 'red', spread!)).toBeNull();
    expect(shared(play(s, { red: game.formatOrder(spread!) }).state, 'red')).toEqual([]);
    // The brigadier keeps his square (brigadiers do not count for stacking, TB-AMB-17).
    const square = (o: typeof sampled, id: string) => o.places.find((p) => p.unit === id)?.at;
    expect(square(spread!, 'B1')).toBe(square(sampled, 'B1'));
  });

  it('TB-SETUP-8: the bot at normal deploys every brigade with no two units in a square', () => {
    let s = brigadesFormed();
    for (let k = 0; k < 6 && s.step === 'deploy'; k++) {
      const side = s.deployNext!;
      const text = botOrders(game, s, side, side === 'red' ? 'normal' : 'easy', `deploy-${k}`);
      s = play(s, { [side]: text }, [2, 5]).state;
    }
    expect(s.step).toBe('turn');
    expect(shared(s, 'red')).toEqual([]);
  });
});
