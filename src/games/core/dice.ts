// Auditable dice (ARCHITECTURE.md, "Auditable dice"). Die n of step s of a game is derived from
// HMAC-SHA256(key, "<gameId>/<s>/<n>") by rejection sampling, so anyone holding the revealed seed
// (and the recorded contributions) can recompute every roll. The key is the seed itself (dice scheme
// 1) or, in scheme 2, HMAC-SHA256(seed, "<gameId>/<s>/" + the step's contributions, sorted, as JSON):
// no die of a step is known before the last contribution is in. Tests use FixedDice to force any case.
import { createHash, createHmac } from 'node:crypto';

export interface Roll {
  purpose: string;
  sides: number;
  value: number;
}

export interface Dice {
  /** A roll of one die with `sides` faces (default 6), 1-based; `purpose` says what it decides. */
  roll(purpose: string, sides?: number): number;
  /** Every roll made through this object, in order. */
  readonly rolls: readonly Roll[];
}

export class DiceExhaustedError extends Error {
  constructor(purpose: string) {
    super(`the fixed dice ran out at "${purpose}"`);
    this.name = 'DiceExhaustedError';
  }
}

/** Uniform integer in 1..sides from a byte stream, rejecting bytes that would bias the result. */
function uniformFromDigest(key: Buffer, message: string, sides: number): number {
  const limit = 256 - (256 % sides);
  for (let round = 0; ; round++) {
    const digest = createHmac('sha256', key)
      .update(round === 0 ? message : `${message}#${round}`)
      .digest();
    for (const byte of digest) {
      if (byte < limit) return (byte % sides) + 1;
    }
  }
}

/** How a game's dice are made: 1, the seed alone; 2, the seed and each step's contributions. */
export type DiceScheme = 1 | 2;
export const CURRENT_DICE_SCHEME: DiceScheme = 2;

/** A player's contribution: hex, up to 128 digits (64 bytes), as the orders page and the mail make it. */
export const CONTRIBUTION = /^[0-9a-f]{1,128}$/;

/** A contribution made from content unique to one submission (a mail's Message-ID and text). */
export function contributionFrom(content: string): string {
  return createHash('sha256').update(content).digest('hex');
}

/**
 * The key of a step's dice in scheme 2: the seed keys an HMAC of the step and of every contribution
 * (sorted, so the order they arrived in does not matter; JSON, so no two lists read alike).
 */
export function stepKey(
  seedHex: string,
  gameId: string,
  step: number,
  contributions: readonly string[],
): string {
  const sorted = [...contributions].sort();
  return createHmac('sha256', Buffer.from(seedHex, 'hex'))
    .update(`${gameId}/${step}/${JSON.stringify(sorted)}`)
    .digest('hex');
}

/** The dice of one step of a game, by the game's scheme. Step 0 (the set-up) has no contributions. */
export function stepDice(
  seedHex: string,
  gameId: string,
  step: number,
  scheme: number,
  contributions: readonly string[],
): SeededDice {
  if (scheme === 1) return new SeededDice(seedHex, gameId, step);
  if (scheme !== 2) throw new Error(`unknown dice scheme ${scheme}`);
  return new SeededDice(stepKey(seedHex, gameId, step, contributions), gameId, step);
}

export class SeededDice implements Dice {
  private readonly key: Buffer;
  private readonly log: Roll[] = [];

  constructor(
    seedHex: string,
    private readonly gameId: string,
    private readonly step: number,
  ) {
    if (!/^[0-9a-f]+$/i.test(seedHex) || seedHex.length % 2 !== 0) throw new Error('seed must be hex');
    this.key = Buffer.from(seedHex, 'hex');
  }

  get rolls(): readonly Roll[] {
    return this.log;
  }

  roll(purpose: string, sides = 6): number {
    const n = this.log.length;
    const value = uniformFromDigest(this.key, `${this.gameId}/${this.step}/${n}`, sides);
    this.log.push({ purpose, sides, value });
    return value;
  }
}

/** Dice that return the given values in order; running out is an error, never a silent random. */
export class FixedDice implements Dice {
  private readonly log: Roll[] = [];
  private next = 0;

  constructor(private readonly values: readonly number[]) {}

  get rolls(): readonly Roll[] {
    return this.log;
  }

  get remaining(): number {
    return this.values.length - this.next;
  }

  roll(purpose: string, sides = 6): number {
    const value = this.values[this.next];
    if (value === undefined) throw new DiceExhaustedError(purpose);
    if (!Number.isInteger(value) || value < 1 || value > sides) {
      throw new Error(`fixed die ${value} is not a d${sides} value (at "${purpose}")`);
    }
    this.next++;
    this.log.push({ purpose, sides, value });
    return value;
  }
}

/** Fixed values first, then seeded dice: lets a test force the first rolls of a long step. */
export class ForcedThenSeededDice implements Dice {
  private readonly fixed: FixedDice;
  private readonly log: Roll[] = [];

  constructor(
    values: readonly number[],
    private readonly fallback: Dice,
  ) {
    this.fixed = new FixedDice(values);
  }

  get rolls(): readonly Roll[] {
    return this.log;
  }

  roll(purpose: string, sides = 6): number {
    const value =
      this.fixed.remaining > 0 ? this.fixed.roll(purpose, sides) : this.fallback.roll(purpose, sides);
    this.log.push({ purpose, sides, value });
    return value;
  }
}

/** The commitment shown to both players before play: SHA-256 of the seed bytes, hex. */
export function seedCommitment(seedHex: string): string {
  return createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');
}
