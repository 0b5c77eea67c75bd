// STB-10.M.cancel.a-b, STB-AMB-7, STB-DEC-2: the other side may cancel a marker just played, after
// seeing its roll, by its standing order `cancel:` (default: a successful Influence Noble,
// Conversion or Subversion); the player may cancel that Cancel in turn, by his own.
import { otherSide, type SideId } from '../../state';
import { markerName } from './catalogue';
import type { Emit, MarkerCtx } from './context';
import { holds, sideName, spend } from './hand';
import { LIVE_WHY, liveAnswer } from '../live-reactions/ask';
import { DEFAULT_CANCEL } from './standing';

/** True if the marker `by` just played is cancelled (it then has no effect, whatever its roll). */
export function cancelled(
  ctx: MarkerCtx,
  by: SideId,
  marker: string,
  succeeded: boolean,
  emit: Emit,
): boolean {
  const other = otherSide(by);
  if (!holds(ctx.state, other, 'cancel')) return false;
  const written = ctx.standing[other].markers.cancel;
  const rule = (written ?? DEFAULT_CANCEL).find((r) => r.marker === marker && (!r.ifSucceeds || succeeded));
  const live = liveAnswer(ctx.live, ctx.phasing, other, {
    moment: `the ${sideName(by)} play ${markerName(marker)}${succeeded ? '' : ', which fails'}`,
    markers: ['cancel'],
    standing: rule ? 'play Cancel' : 'pass',
  });
  if (!(live ? live.some((p) => p.marker === 'cancel') : rule)) return false;
  const why = live ? LIVE_WHY : `${written ? 'standing order' : 'default'}, STB-DEC-2`;
  spend(ctx.state, other, 'cancel', `against ${markerName(marker)} (${why})`, emit);
  if (cancelled(ctx, other, 'cancel', true, emit)) {
    emit({ kind: 'marker-effect', text: `The Cancel is cancelled: ${markerName(marker)} stands.`, marker });
    return false;
  }
  emit({
    kind: 'marker-effect',
    text: `${markerName(marker)} is cancelled and has no effect (STB-10.M.cancel.b).`,
    marker,
  });
  return true;
}
