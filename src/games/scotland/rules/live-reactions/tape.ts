// The dice of a paused turn run again: the values rolled before the pause, in order, then fresh dice
// for what follows, so the resumed turn is the very turn that was stopped.
import type { Dice, Roll } from '../../../core/dice';

export class TapeDice implements Dice {
  /** Every value served so far, the tape's and the fresh ones: the tape of the next pause. */
  readonly values: number[];
  private at = 0;

  constructor(
    tape: readonly number[],
    private readonly fresh: Dice,
  ) {
    this.values = [...tape];
  }

  /** Only the fresh rolls: those of the tape belong to the steps that made them. */
  get rolls(): readonly Roll[] {
    return this.fresh.rolls;
  }

  roll(purpose: string, sides = 6): number {
    if (this.at < this.values.length) return this.values[this.at++]!;
    const value = this.fresh.roll(purpose, sides);
    this.values.push(value);
    this.at += 1;
    return value;
  }
}
