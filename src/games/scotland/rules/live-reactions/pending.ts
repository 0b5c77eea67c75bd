// A player turn stopped for a live reaction (option liveReactions): what it takes to run it again
// from its start to the same point, and the open question. Kept in the state, so the engine stays
// pure and a replay of the game's steps gives the same turn. Plain zod only: state.ts reads it.
import { z } from 'zod';
import { markerPlay } from '../../marker-play';

/** One question to the holder. `moment` is public (it is in the step title both sides read): it
 *  never names a marker of his hand. */
export const questionSchema = z.object({
  side: z.enum(['scots', 'english']),
  moment: z.string(),
  /** The holder's markers that may be played here, by id. */
  markers: z.array(z.string()),
  /** What his standing orders would do here, e.g. `play Vacillate` or `pass`. */
  standing: z.string(),
  /** Several plays may be written (the combat step's windows); else one. */
  several: z.boolean().optional(),
  /** An owner's choice asked instead of a marker (rules/live-reactions/choice.ts); markers is empty. */
  choice: z
    .object({
      kind: z.enum(['withdraw', 'displace', 'forage']),
      /** The hex the pieces leave (withdraw, displace) or forage in. */
      hex: z.string(),
      /** The units and leaders (ids; leaders also by name) the choice may name. */
      ids: z.array(z.string()),
      /** The hexes open to them (withdraw, displace). */
      hexes: z.array(z.string()),
      /** How many units must go (forage). */
      loss: z.number().int().optional(),
    })
    .optional(),
  /** What the holder has seen of this player turn so far, filled in when the turn stops. */
  soFar: z.array(z.string()).optional(),
});
export type Question = z.infer<typeof questionSchema>;

const playSchema = z.object(markerPlay);

/** The plays answered (none: pass), `standing`: no answer, the standing orders decide, or the lines
 *  of an owner's choice (the standing-order grammar, e.g. `withdraw 0504: s1 to 0604, s2 to 0505`). */
export const answerSchema = z.union([
  z.literal('standing'),
  z.array(playSchema),
  z.object({ lines: z.array(z.string()) }),
]);
export type Answer = z.infer<typeof answerSchema>;

export const pendingSchema = z.object({
  /** The state as the player turn began (without this record). */
  start: z.record(z.string(), z.unknown()),
  /** Both sides' standing orders as the turn began: the rerun must decide as the first run did. */
  standing: z.object({ scots: z.string(), english: z.string() }),
  /** The phasing player's orders (a player turn), or both sides' by side (the Mobilization step). */
  orders: z.unknown(),
  /** The answers given so far, in the order asked. */
  answers: z.array(answerSchema),
  /** Every die value rolled in the turn so far. */
  tape: z.array(z.number().int()),
  /** How many of the turn's events the reports have already given. */
  reported: z.number().int(),
  ask: questionSchema,
});
export type Pending = z.infer<typeof pendingSchema>;
