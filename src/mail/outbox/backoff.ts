// How long to wait before trying again after a failure: exponential, capped, with jitter, so that a
// relay or a database that comes back is not met by every waiting attempt at the same instant.
import { randomInt } from 'node:crypto';

/** A fraction in [0, 1) for the jitter (crypto's: Math.random is kept out of the code base). */
export const randomFraction = (): number => randomInt(1_000_000) / 1_000_000;

/**
 * The wait before attempt `attempt + 1` after `attempt` failures in a row (1 = the first failure):
 * half of min(cap, base * 2^(attempt-1)) fixed, the other half drawn at random ("equal jitter"): never
 * less than half the exponential step, never more than the cap.
 */
export function jitteredBackoff(
  attempt: number,
  baseMs: number,
  capMs: number,
  random = randomFraction,
): number {
  const step = Math.min(capMs, baseMs * 2 ** Math.max(0, Math.min(attempt, 40) - 1));
  return Math.round(step / 2 + (random() * step) / 2);
}

/**
 * Runs `work` every `intervalMs`; after failures in a row, waits longer (jittered, at most `capMs`)
 * and logs the first failure and the recovery, not each one: a database restart is two lines.
 */
export function repeatWithBackoff(
  name: string,
  work: () => Promise<unknown>,
  o: {
    intervalMs: number;
    capMs: number;
    log: (line: string) => void;
    random?: () => number;
    /** The first run at once, not after one interval. */
    immediate?: boolean;
  },
): { stop(): Promise<void> } {
  let failures = 0;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = work()
      .then(
        () => {
          if (failures > 0) o.log(`${name}: working again after ${failures} failed run(s)`);
          failures = 0;
        },
        (err: unknown) => {
          failures++;
          if (failures === 1 || failures % 20 === 0)
            o.log(`${name}: ${(err as Error).message} (failed ${failures} time(s) in a row; backing off)`);
        },
      )
      .finally(() => {
        if (stopped) return;
        const wait =
          failures === 0 ? o.intervalMs : jitteredBackoff(failures, o.intervalMs, o.capMs, o.random);
        timer = setTimeout(tick, wait);
      });
  };
  timer = setTimeout(tick, o.immediate ? 0 : o.intervalMs);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
