// A tournament's settings for its games: the turn time and time controls, as a ladder has them
// (a late game is forfeited by the time controls, or adjudicated by the organiser at the desk); and
// when its rounds start: by default each when the last game of the round before has ended, or by
// the calendar (round-dates.ts).
import { z } from 'zod';
import { ladderSettingsSchema } from '../clubs/ladder-settings';

export const tournamentSettingsSchema = ladderSettingsSchema
  .pick({ turnTimeSeconds: true, timeControls: true })
  .extend({
    /** Each round starts this many days after the round before started. */
    roundDays: z.number().int().min(1).max(365).optional(),
    /** The dates rounds 2, 3, ... start on (round 1 starts when the organiser starts the tournament). */
    roundDates: z
      .array(z.iso.datetime({ offset: true }))
      .min(1)
      .max(50)
      .optional(),
    /** A game still going when its round's time is up: 'organiser' (the next round waits until the
     *  organiser has adjudicated it at the desk) or 'forfeit' (the side whose turn is overdue loses). */
    lateGames: z.enum(['organiser', 'forfeit']).optional(),
  })
  .strict()
  .refine((s) => !(s.roundDays && s.roundDates), {
    message: 'give roundDays or roundDates, not both',
  });

export type TournamentSettings = z.infer<typeof tournamentSettingsSchema>;
