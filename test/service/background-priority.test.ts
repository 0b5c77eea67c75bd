// Background work yields to pages: the resolution thread, the mail reader's thread and the render
// worker each lower their own priority when they start, and only their own (on Linux a thread's
// niceness is its own: the web server's thread keeps its priority). Read from /proc, as the
// operating system's scheduler sees it.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { readMime } from '../../src/mail/inbound/mime-reader';
import { createRenderPool } from '../../src/render/pool';
import { stopResolutionThread, warmResolutionThread } from '../../src/app/turns/resolution-thread';

const linux = process.platform === 'linux';

/** The nice value of a task (a thread, or a process's main thread), from its stat line. */
function niceOf(statPath: string): number {
  const stat = readFileSync(statPath, 'utf8');
  // After "pid (comm) ": state is field 3 and nice field 19.
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

function threadsOfThisProcess(): Map<string, number> {
  const tasks = readdirSync('/proc/self/task');
  return new Map(tasks.map((tid) => [tid, niceOf(`/proc/self/task/${tid}/stat`)]));
}

const mainNice = () => niceOf(`/proc/self/task/${process.pid}/stat`);

/** The threads started since `before` whose niceness is above this process's main thread's. */
function newLowerThreads(before: Map<string, number>): string[] {
  const main = mainNice();
  return [...threadsOfThisProcess()]
    .filter(([tid, nice]) => !before.has(tid) && nice > main)
    .map(([tid]) => tid);
}

(linux ? describe : describe.skip)('background work runs below the pages (Linux)', () => {
  afterAll(async () => {
    await stopResolutionThread();
  });

  test('the resolution thread lowers its own priority, and not the web thread’s', async () => {
    const before = threadsOfThisProcess();
    const main = mainNice();
    await warmResolutionThread();
    expect(newLowerThreads(before).length).toBeGreaterThan(0);
    expect(mainNice()).toBe(main);
  });

  test('the mail reader’s thread lowers its own priority, and not the web thread’s', async () => {
    const before = threadsOfThisProcess();
    const main = mainNice();
    const raw = new TextEncoder().encode('From: a@example.org\r\nSubject: hi\r\n\r\nhello\r\n');
    await readMime({ raw, addressing: { mailDomain: 'despatch.example' } });
    // The thread stays a few seconds after its mail before it ends.
    expect(newLowerThreads(before).length).toBeGreaterThan(0);
    expect(mainNice()).toBe(main);
  });

  test('a render worker (a child process) lowers its own priority', async () => {
    const pool = createRenderPool({ size: 1 });
    try {
      await pool.render({
        svg: '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
        width: 10,
      });
      const children = readFileSync(`/proc/self/task/${process.pid}/children`, 'utf8')
        .split(/\s+/)
        .filter(Boolean);
      const worker = children.find((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('render'));
      expect(worker).toBeDefined();
      // Its priority is set as its code loads, before its first picture is answered.
      expect(niceOf(`/proc/${worker}/stat`)).toBeGreaterThan(mainNice());
    } finally {
      await pool.close();
    }
  });

  test('under `nice`, background work goes ten steps further down, never up above the pages', () => {
    // A service an operator starts with `nice -n 5`: its workers must not lift themselves to the
    // fixed "below normal" of 10 (as root they could, above the pages; as a user they would fail).
    const helper = new URL('../../src/below-pages.mjs', import.meta.url);
    const code = `import { getPriority } from 'node:os';
      import { runBelowPages } from '${helper.href}';
      const before = getPriority();
      runBelowPages({ thread: false });
      console.log(JSON.stringify([before, getPriority()]));`;
    const out = execFileSync('nice', ['-n', '5', process.execPath, '--input-type=module', '-e', code]);
    const [before, after] = JSON.parse(String(out)) as [number, number];
    expect(before).toBeGreaterThanOrEqual(5);
    expect(after).toBe(Math.min(19, before + 10));
  });
});
