// Recording that the relay took a mail. Once the relay has it, "sent" must reach the database even if
// the database is restarting just then: a row left unmarked is sent again (a doubled Message-ID).
import { jitteredBackoff } from './backoff';

/** Tries `mark` until it succeeds or the sender stops (backoff from 200 ms up to 10 s). */
export async function recordSent(
  mark: () => Promise<void>,
  o: { stopped: () => boolean; log: (line: string) => void },
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await mark();
    } catch (err) {
      if (o.stopped()) throw err;
      if (attempt === 1)
        o.log(`outbox: a sent mail could not be marked sent yet (${(err as Error).message}); retrying`);
      await new Promise((resolve) => setTimeout(resolve, jitteredBackoff(attempt, 200, 10_000)));
    }
  }
}
