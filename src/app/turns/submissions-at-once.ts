// Submissions are taken a few at a time in one process. Fifty players completing their steps at once
// would otherwise put fifty submissions with their resolutions (once some twenty statements each, now
// three) on the database pool and the event loop together, and every page asked for meanwhile would queue behind all of them (an orders
// page took 0.5 s). With a few at a time, a page's statements find a free connection and wait behind
// a few statements at most; the fifty take about as long in all, since the database and the one
// resolution thread are the bounds. The rest wait here, in order: from the web and by mail alike.
export const SUBMISSIONS_AT_ONCE = 2;

export function createGate(size: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (work) => {
    if (running >= size) await new Promise<void>((go) => waiting.push(go));
    else running++;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

/** The process's one gate for submissions (submit-orders.ts goes through it). */
export const takeSubmission = createGate(SUBMISSIONS_AT_ONCE);
