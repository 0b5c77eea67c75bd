// The bot's aim (docs/bots.md): random play fires each gun at the nearest target, whatever it is
// worth; the bot's candidate turns fire where the shot may take most from the enemy (TB-ART-3..14),
// a brigade's last units first, since two destroyed brigades win (TB-VICTORY-1).
import { shotLoss } from './evaluate';
import type { GunTarget } from './legal';
import { fireProblem } from './rules/artillery';
import { isCombat, otherSide } from './state';
import { combatAt, onField } from './units';

/** The square whose units the gun's shot may be expected to take most from, among those it may fire at. */
export const aimedTarget: GunTarget = (s, side, gun, acted) => {
  let best: { at: string; loss: number } | undefined;
  const squares = new Set(onField(s, otherSide(side)).filter(isCombat).map((e) => e.at!));
  for (const at of squares) {
    if (fireProblem(s, side, gun, at, acted) !== null) continue;
    const loss = shotLoss(s, gun.at!, at, combatAt(s, at).filter((u) => u.side !== side));
    if (!best || loss > best.loss) best = { at, loss };
  }
  return best?.at;
};
