// Events: what happened in a resolution, in order, each with a human sentence for reports.
import type { Side } from './side';
import type { Dice } from './dice';

export interface GameEvent {
  /** Machine kind, e.g. "move", "battle", "roll", "retreat", "eliminated", "standing-order". */
  kind: string;
  /** One plain sentence for the report, e.g. "I Corps moved 1208 → 1109 → 1010." */
  text: string;
  /** The rules clause that decided it ("SH-CRT-4"), added for the reports and the replay (issue #45). */
  clause?: string;
  /** Sides that may see this event; absent means both. */
  visibleTo?: Side[];
  /** Game-specific data for drawing and auditing (hexes, odds, units ...). */
  [key: string]: unknown;
}

/** Collects events in order and records every die as a "roll" event next to what it decides. */
export class EventLog {
  readonly events: GameEvent[] = [];

  constructor(private readonly dice: Dice) {}

  push(event: GameEvent): void {
    this.events.push(event);
  }

  /** `said`: the purpose in a player's words, when the record's own words differ ("attack near Dunker Church (0707)"). */
  roll(purpose: string, sides = 6, said = purpose): number {
    const value = this.dice.roll(purpose, sides);
    this.events.push({ kind: 'roll', text: `Die for ${said}: ${value}.`, purpose, sides, value });
    return value;
  }
}

/** Events a side may see. */
export function eventsFor(events: readonly GameEvent[], side: Side | null): GameEvent[] {
  return events.filter((e) => !e.visibleTo || (side !== null && e.visibleTo.includes(side)));
}
