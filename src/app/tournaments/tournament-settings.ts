// A tournament's settings for its games: the turn time and time controls, as a ladder has them
// (a late game is forfeited by the time controls, or adjudicated by the organiser at the desk).
import { ladderSettingsSchema } from '../clubs/ladder-settings';

export const tournamentSettingsSchema = ladderSettingsSchema
  .pick({ turnTimeSeconds: true, timeControls: true })
  .strict();

export type TournamentSettings = ReturnType<typeof tournamentSettingsSchema.parse>;
