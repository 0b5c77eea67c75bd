// Issue 12: submissions are taken a few at a time (submissions-at-once.ts), and what can wait (the
// sender's next mail) asks the gate when it is quiet.
import { createGate } from '../../src/app/turns/submissions-at-once';

/** A piece of work that ends when `finish()` is called. */
function work() {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((r) => (finish = r));
  return { run: () => done, finish: () => finish() };
}

describe('the gate submissions go through', () => {
  test('issue 12: at most `size` pieces of work run at once; the rest wait in order', async () => {
    const gate = createGate(2);
    const started: number[] = [];
    const works = [work(), work(), work()];
    const all = works.map((w, i) =>
      gate(() => {
        started.push(i);
        return w.run();
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    works[1]!.finish();
    await all[1];
    expect(started).toEqual([0, 1, 2]);
    works[0]!.finish();
    works[2]!.finish();
    await Promise.all(all);
  });

  test('issue 12: quiet resolves at once when nothing runs, and once the last running work is done', async () => {
    const gate = createGate(2);
    await gate.quiet(60_000); // nothing runs: at once
    const [a, b] = [work(), work()];
    const running = [gate(a.run), gate(b.run)];
    let quiet = false;
    const waiting = gate.quiet(60_000).then(() => (quiet = true));
    a.finish();
    await running[0];
    expect(quiet).toBe(false); // one still runs
    b.finish();
    await waiting;
    expect(quiet).toBe(true);
  });

  test('issue 12: quiet gives up waiting after its bound: a steady stream of work never stops what waits', async () => {
    const gate = createGate(1);
    const endless = work();
    const running = gate(endless.run);
    await gate.quiet(1); // resolves although the work goes on
    endless.finish();
    await running;
  });
});
