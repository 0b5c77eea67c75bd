// A die as a roll event (rules version 2, `logsEveryDie`): its purpose, faces and value, next to what
// it decides, so a report and a running game's replay list it. A die whose value says something one
// side may not know yet (a marker draw names the marker drawn) is seen by `visibleTo` alone. A die
// that a side's Fortunes of War may have rolled again names that side, its `owner`.
import type { GameEvent } from '../../core/events';
import { purposeWords } from '../names';
import type { SideId } from '../state';

export function dieEvent(
  purpose: string,
  value: number,
  opts: { sides?: number; visibleTo?: SideId[]; again?: boolean; owner?: SideId } = {},
): GameEvent {
  return {
    kind: 'roll',
    text: `Die for ${purposeWords(purpose)}${opts.again ? ' (reroll)' : ''}: ${value}.`,
    ...(opts.visibleTo ? { visibleTo: opts.visibleTo } : {}),
    purpose,
    sides: opts.sides ?? 6,
    value,
    ...(opts.owner ? { owner: opts.owner } : {}),
  };
}
