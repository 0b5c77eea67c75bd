// A whole game of Sharpsburg played only by email (test/email/play-by-email.ts), on PGlite (Travel
// Battle's whole game by email plays on PostgreSQL).
import { describeGameByEmail, SHARPSBURG } from './play-by-email';

describeGameByEmail(
  SHARPSBURG,
  'EMAIL-GAME-1: both players play to the end by replying; mistakes are answered and corrected',
  { minReplies: 10, timeoutMs: 300_000, database: 'first' },
);
