// A whole game of Travel Battle played only by email (test/email/play-by-email.ts): quick set-up, so
// both sides have a prompt open at once; then alternating turns to the end. On the last database,
// PostgreSQL when set (the Sharpsburg game by email plays on PGlite, and test/service-tb plays whole
// games through the pages on PGlite).
import { describeGameByEmail, TRAVEL_BATTLE } from './play-by-email';

describeGameByEmail(
  TRAVEL_BATTLE,
  'EMAIL-GAME-2: quick set-up (both sides at once), then played to the end by replying; mistakes corrected',
  { minReplies: 2, timeoutMs: 600_000, database: 'last' },
);
