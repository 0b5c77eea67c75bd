// STB-3.4, STB-6.0: each side checks every hex its combat units occupy; half the excess over the
// Foraging Table's limit, rounded up, is removed (STB-AMB-30). Leaders never count (6.0d); neutral
// stacks are not foraged (STB-AMB-80). Which units go: STB-DEC-17.
import type { GameEvent } from '../../core/events';
import { forageLimit } from '../data';
import { sideName } from './battle/state';
import { inPlace } from '../names';
import type { HexId } from '../../core/hex';
import { currentTurn, type SideId, type State, type UnitState } from '../state';

const GRADE_ORDER = { levy: 0, regular: 1, elite: 2 } as const;

/** STB-DEC-17 default: lowest level first, infantry before cavalry; `cavalry first` swaps the type. */
export function forageOrder(units: readonly UnitState[], cavalryFirst: boolean): UnitState[] {
  const kindRank = (u: UnitState) => ((u.kind === 'cavalry') === cavalryFirst ? 0 : 1);
  return [...units].sort(
    (a, b) =>
      GRADE_ORDER[a.grade] - GRADE_ORDER[b.grade] || kindRank(a) - kindRank(b) || a.id.localeCompare(b.id),
  );
}

/** STB-6.0c "He chooses which units": the units of one stack its owner named to go. */
export interface ForageChoice {
  hex: HexId;
  ids: string[];
}

/** STB-DEC-17: the owner's named units in each hex, then his type rule for the rest. */
export interface ForageRule {
  cavalryFirst: boolean;
  chosen: readonly ForageChoice[];
}

export function forageLoss(units: number, limit: number): number {
  return units > limit ? Math.ceil((units - limit) / 2) : 0; // STB-6.0c, STB-AMB-30
}

/** The units to remove: those named first (as many as must go), then by the type rule. */
function removals(here: readonly UnitState[], loss: number, rule: ForageRule, hex: HexId) {
  const named = rule.chosen.find((c) => c.hex === hex)?.ids ?? [];
  const chosen = named.flatMap((id) => here.filter((u) => u.id === id)).slice(0, loss);
  const rest = forageOrder(
    here.filter((u) => !chosen.includes(u)),
    rule.cavalryFirst,
  ).slice(0, loss - chosen.length);
  return {
    removed: [...chosen, ...rest],
    chosen,
    unused: named.filter((id) => !chosen.some((u) => u.id === id)),
  };
}

/** Option liveReactions: the owner's units to go from one stack, asked now; nothing: his orders. */
export type AskForage = (
  hex: HexId,
  ids: readonly string[],
  loss: number,
  /** The units his orders would remove (STB-DEC-17). */
  byRule: readonly string[],
) => ForageChoice | undefined;

export function forage(
  state: State,
  side: SideId,
  rule: ForageRule,
  events: GameEvent[],
  ask?: AskForage,
): void {
  const month = currentTurn(state).month;
  const hexes = [
    ...new Set(state.units.filter((u) => u.side === side && !u.neutral).map((u) => u.hex)),
  ].sort();
  for (const hex of hexes) {
    const here = state.units.filter((u) => u.hex === hex && u.side === side && !u.neutral);
    const limit = forageLimit(hex, side, month);
    const loss = forageLoss(here.length, limit);
    if (!loss) continue;
    const written = rule.chosen.some((c) => c.hex === hex);
    const byRule = () => removals(here, loss, rule, hex).removed.map((u) => u.id);
    const asked =
      !written && loss < here.length
        ? ask?.(
            hex,
            here.map((u) => u.id),
            loss,
            byRule(),
          )
        : undefined;
    const { removed, chosen, unused } = removals(
      here,
      loss,
      asked ? { ...rule, chosen: [asked] } : rule,
      hex,
    );
    state.units = state.units.filter((u) => !removed.includes(u));
    events.push({
      kind: 'forage',
      text: `Foraging ${inPlace('in', hex)}: ${here.length} units, limit ${limit}; ${removed.map((u) => `${u.grade} ${u.kind} ${u.id}`).join(', ')} removed.`,
      hex,
      side,
      removed: removed.map((u) => u.id),
    });
    if (chosen.length || unused.length)
      events.push({
        kind: 'forage-choice',
        text: `Foraging ${inPlace('in', hex)}: the ${sideName(side)} chose ${chosen.length ? chosen.map((u) => u.id).join(', ') : 'no unit'}${unused.length ? `; ${unused.join(', ')} named but not removed (not there, or more than must go)` : ''} (STB-6.0c).`,
        hex,
        side,
      });
  }
}
