// Submissions are taken a few at a time in one process. Fifty players completing their steps at once
// would otherwise put fifty submissions with their resolutions (once some twenty statements each, now
// three) on the database pool and the event loop together, and every page asked for meanwhile would queue behind all of them (an orders
// page took 0.5 s). With a few at a time, a page's statements find a free connection and wait behind
// a few statements at most; the fifty take about as long in all, since the database and the one
// resolution thread are the bounds. The rest wait here, in order: from the web and by mail alike.
export const SUBMISSIONS_AT_ONCE = 2;

export interface Gate {
  <T>(work: () => Promise<T>): Promise<T>;
  /**
   * Resolves once no work is running or waiting, or after `maxMs` at most: what can wait (the
   * sender's next mail) lets a burst of submissions go first, but a steady stream never stops it.
   */
  quiet(maxMs: number): Promise<void>;
}

export function createGate(size: number): Gate {
  let running = 0;
  const waiting: (() => void)[] = [];
  let onQuiet: (() => void)[] = [];
  const take = async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= size) await new Promise<void>((go) => waiting.push(go));
    else running++;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else if (--running === 0) {
        const quiet = onQuiet;
        onQuiet = [];
        for (const go of quiet) go();
      }
    }
  };
  const quiet = (maxMs: number): Promise<void> => {
    if (running === 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(go, maxMs);
      function go() {
        clearTimeout(timer);
        onQuiet = onQuiet.filter((g) => g !== go);
        resolve();
      }
      onQuiet.push(go);
    });
  };
  return Object.assign(take, { quiet });
}

/** The process's one gate for submissions (submit-orders.ts goes through it). */
export const takeSubmission = createGate(SUBMISSIONS_AT_ONCE);
