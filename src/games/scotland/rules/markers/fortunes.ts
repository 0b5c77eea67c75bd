// STB-10.M.fortunes-of-war, STB-AMB-72, STB-DEC-10: a player holding Fortunes of War may demand that
// a die just rolled be rolled again, by his standing order `reroll:` (default: his own side's failed
// withdrawal). Only in his own player turn or in the enemy's combat step (STB-AMB-4, AMB-81).
import { purposeWords } from '../../names';
import { dieEvent } from '../die-event';
import { SIDES, type SideId } from '../../state';
import { cancelled } from './cancel';
import type { Emit, MarkerCtx } from './context';
import { holds, spend } from './hand';
import { LIVE_WHY, liveAnswer } from '../live-reactions/ask';
import { DEFAULT_REROLL, type RerollRule } from './standing';

export interface RollFacts {
  purpose: string;
  kind: 'attack' | 'withdrawal' | 'casualty' | 'initiative' | 'marker';
  owner: SideId;
  /** The thing the die decides happens: a hit, a withdrawal, a leader killed, a check or marker works. */
  success: boolean;
}

function wants(rule: RerollRule, holder: SideId, f: RollFacts): boolean {
  const mine = f.owner === holder;
  switch (rule) {
    case 'failed withdrawal':
      return f.kind === 'withdrawal' && mine && !f.success;
    case 'enemy withdrawal':
      return f.kind === 'withdrawal' && !mine && f.success;
    case 'leader casualty checks':
      return f.kind === 'casualty' && mine && f.success;
    case 'enemy hits':
      return f.kind === 'attack' && !mine && f.success;
    case 'failed initiative':
      return f.kind === 'initiative' && mine && !f.success;
    case 'marker rolls':
      return f.kind === 'marker' && mine !== f.success;
  }
}

/** True if a side plays Fortunes of War on this die (and it is not cancelled): roll it again. */
export function fortunesOfWar(ctx: MarkerCtx, f: RollFacts, emit: Emit): boolean {
  for (const side of SIDES) {
    if (ctx.window === 'mobilisation' || (ctx.window === 'movement' && side !== ctx.phasing)) continue;
    if (!holds(ctx.state, side, 'fortunes-of-war')) continue;
    const written = ctx.standing[side].markers.reroll;
    const rule = (written ?? DEFAULT_REROLL).find((r) => wants(r, side, f));
    // A battle's attack dice are never asked: a dozen mails a battle would stall the game.
    const live =
      f.kind === 'attack'
        ? undefined
        : liveAnswer(ctx.live, ctx.phasing, side, {
            moment: `the die for ${purposeWords(f.purpose)} (${f.success ? 'it succeeds' : 'it fails'})`,
            markers: ['fortunes-of-war'],
            standing: rule ? 'play Fortunes of War' : 'pass',
          });
    if (!(live ? live.some((p) => p.marker === 'fortunes-of-war') : rule)) continue;
    const why = live ? LIVE_WHY : `${written ? 'standing order' : 'default'} 'reroll: ${rule}', STB-DEC-10`;
    spend(ctx.state, side, 'fortunes-of-war', `on the die for ${purposeWords(f.purpose)} (${why})`, emit);
    return !cancelled(ctx, side, 'fortunes-of-war', true, emit);
  }
  return false;
}

/** A die of a marker's own (its roll, Lost Cause's checks), logged, with Fortunes of War after it. */
export function markerRoll(
  ctx: MarkerCtx,
  owner: SideId,
  purpose: string,
  kind: RollFacts['kind'],
  success: (value: number) => boolean,
  emit: Emit,
): number {
  for (let attempt = 0; ; attempt++) {
    const value = ctx.dice.roll(purpose);
    emit(dieEvent(purpose, value, { again: attempt > 0, owner }));
    if (!fortunesOfWar(ctx, { purpose, kind, owner, success: success(value) }, emit)) return value;
  }
}
