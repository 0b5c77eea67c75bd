// The bot's aim (docs/bots.md): random play fires each gun at the nearest target and pairs its units
// in melee at random; the bot's candidate turns fire where the shot may take most from the enemy
// (TB-ART-3..14), a brigade's last units first since two destroyed brigades win (TB-VICTORY-1), and
// set each unit touching several enemies on the one its duel's odds favour most (TB-MELEE-3).
import { shotLoss, unitWorth } from './evaluate';
import type { TurnAim } from './legal';
import { duelNet } from './melee-threat';
import { fireProblem } from './rules/artillery';
import { isCombat, otherSide } from './state';
import { combatAt, onField } from './units';

export const BOT_AIM: TurnAim = {
  fire(s, side, gun, acted) {
    let best: { at: string; loss: number } | undefined;
    const squares = new Set(onField(s, otherSide(side)).filter(isCombat).map((e) => e.at!));
    for (const at of squares) {
      if (fireProblem(s, side, gun, at, acted) !== null) continue;
      const loss = shotLoss(s, gun.at!, at, combatAt(s, at).filter((u) => u.side !== side));
      if (!best || loss > best.loss) best = { at, loss };
    }
    return best?.at;
  },
  // duelNet(u attacking e): e's expected loss less u's, each in its brigade's worth.
  pair(s, u, enemies) {
    let best = enemies[0];
    let most = -Infinity;
    for (const e of enemies) {
      const net = duelNet(s, u, e, unitWorth);
      if (net > most) [best, most] = [e, net];
    }
    return best;
  },
};
