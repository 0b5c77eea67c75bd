// A ladder's settings, chosen by the organiser when the ladder is made; every field has a default.
import { translator, type T } from '../../i18n/index';
import { z } from 'zod';

export const ladderSettingsSchema = z
  .object({
    /** Rated ladders update Glicko-2 ratings; an unrated one only counts wins and losses. */
    rated: z.boolean().default(true),
    turnTimeSeconds: z
      .number()
      .int()
      .positive()
      .max(30 * 86400)
      .default(3 * 86400),
    /** How long a challenged player has to answer. */
    answerSeconds: z
      .number()
      .int()
      .positive()
      .max(60 * 86400)
      .default(7 * 86400),
    /** An unanswered challenge: 'lapse' (nothing happens) or 'forfeit' (a loss for the silent one). */
    silence: z.enum(['lapse', 'forfeit']).default('lapse'),
    /** Boot camp: a player is provisional (listed after the others) until their first finished
     *  game on the ladder; off, everyone is ranked by rating from the start. */
    bootCamp: z.boolean().default(true),
    /** Most unfinished games of this ladder a player may have at once. */
    maxGames: z.number().int().min(1).max(50).default(3),
    /** Reminders, weekends off, misses before a forfeit for the ladder's games (defaults apply). */
    timeControls: z
      .object({
        reminders: z.array(z.number().int().positive()).max(5),
        weekendsOff: z.boolean(),
        maxMisses: z.number().int().min(2).max(20),
        /** The bot plays a late side after `after` missed deadlines instead of a forfeit. */
        autopilot: z
          .object({ after: z.number().int().min(1).max(20), level: z.enum(['easy', 'normal', 'hard']) })
          .strict()
          .nullable(),
      })
      .partial()
      .strict()
      .default({}),
    /** Who plays which side: 'random' (one game, sides drawn), 'paired' (two games at once,
     *  each player taking each side once: the fair way with an unbalanced game), or 'bid' (an
     *  auction once a challenge is accepted, for a game whose end is a count of points: bids.ts). */
    sides: z.enum(['random', 'paired', 'bid']).default('random'),
    /** A player may challenge at most this many places above; null: anyone. */
    challengeRange: z.number().int().min(1).max(1000).nullable().default(null),
    /** The most share (0 to 1) of one's games on the ladder against one opponent, checked once a
     *  player has MIN_GAMES_FOR_SHARE games with the new one; null: no cap. */
    maxShareVsOne: z.number().gt(0).max(1).nullable().default(null),
    /** How the endings outside the rules count on the ladder: 'unrated' leaves ratings and records
     *  alone (the game is as if not played); the others count as the result the rules gave. */
    counting: z
      .object({
        resign: z.enum(['loss', 'unrated']).default('loss'),
        forfeit: z.enum(['loss', 'unrated']).default('loss'),
        agreedDraw: z.enum(['draw', 'unrated']).default('draw'),
      })
      .strict()
      .default({ resign: 'loss', forfeit: 'loss', agreedDraw: 'draw' }),
    /** The bot as a member of the ladder (ladder-bot.ts): it accepts every challenge at once and
     *  plays at `level`; its games move ratings (`rated`) or leave ratings and records alone. */
    bot: z
      .object({ level: z.enum(['easy', 'normal', 'hard']), rated: z.boolean() })
      .strict()
      .nullable()
      .default(null),
    /** The least share of turns sent on time (0 to 1) to challenge or accept; null: no minimum. */
    minReliability: z.number().min(0).max(1).nullable().default(null),
  })
  .strict();

export type LadderSettings = z.infer<typeof ladderSettingsSchema>;

/** Below this many games a share of them says little: the cap waits until then. */
export const MIN_GAMES_FOR_SHARE = 5;

/** How the ladder counts resignations, forfeits and agreed draws, in a sentence for its pages. */
export function countingWords(c: LadderSettings['counting'], t: T = translator('en')): string {
  const word = (v: string, as: 'loss' | 'draw') =>
    t(v === 'unrated' ? 'ladder.counting.not' : `ladder.counting.as.${as}`);
  return t('ladder.counting.words', {
    resign: word(c.resign, 'loss'),
    forfeit: word(c.forfeit, 'loss'),
    draw: word(c.agreedDraw, 'draw'),
  });
}
