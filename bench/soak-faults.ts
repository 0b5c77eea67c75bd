// `npm run soak -- --faults`: the fault soak (issue #47). The service runs in this process through
// startServer, whose test-only `clock` option lets the soak move its clock (`despatch serve` never
// passes one), under the kill soak's stream of orders by web and by mail (bench/soak-common.ts), and
// meets faults one after another at random moments of its work:
// - on PostgreSQL (a cluster the soak makes itself: initdb and pg_ctl in a temp folder, a free port):
//   the database server restarted (`pg_ctl restart`, `-m fast` and `-m immediate` in turn) while
//   players submit and steps resolve;
// - on the embedded database, its data folder on a small tmpfs (mounting one needs root; otherwise
//   the part is skipped with the reason): the disk filled to 4 MB free for a while, then emptied;
// - on both: the SMTP relay down for a while, then back on its port; the clock jumped forward or back
//   by 1-6 hours; a render worker (a child process of the service) killed with SIGKILL, at work on a
//   picture the soak asks for so that one is up (kills that landed are counted against those asked).
// Players told "try again in a moment" try again every 200 ms, as the page asks; a reply by mail is
// retried as a sending MTA retries it. Then the kill soak's counts (stale answers among them), and per
// kind of fault the longest a player waited for an answer after the fault ended. The soak fails (exit
// code 1, a FAILED line with the reasons) when a count that must be 0 is not, mail is still queued
// after the settle, a worker kill did not land, or a player waited over 60 s after a fault ended.
// Options: --quick (3 of each, short outages), --each=N (10), --db-restarts=N, --relay-outages=N,
// --clock-jumps=N, --worker-crashes=N, --disk-fills=N, --relay-down-s=S (20; quick 4),
// --disk-full-s=S (10; quick 3), --db=postgres or --db=pglite (one database only: two soaks, one
// each, can run side by side, each with its own cluster, tmpfs, relay and ports). Env: SOAK_GAMES
// (6), SOAK_QUEUE_MAX (300: players wait while more mails are due), SOAK_SEED, SOAK_VERBOSE.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config';
import { createRng } from '../src/games/core/rng';
import { startServer, type RunningServer } from '../src/server';
import { seedDataDir } from '../test/support/databases';
import { postgresBin, startCluster, type PgCluster } from '../test/support/pg-cluster';
import { startRelay, type Relay } from '../test/support/smtp-relay';
import { startReceiver } from '../test/support/notice-receiver';
import {
  check,
  printCounts,
  settle,
  sleep,
  startPlayers,
  trace,
  type Answer,
  type Counts,
} from './soak-common';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const option = (name: string, fallback: number): number => {
  const given = args.find((a) => a.startsWith(`--${name}=`));
  return given ? Number(given.split('=')[1]) : fallback;
};
const DB = args.find((a) => a.startsWith('--db='))?.split('=')[1];
if (DB !== undefined && DB !== 'postgres' && DB !== 'pglite') {
  console.error(`--db=${DB}: postgres or pglite`);
  process.exit(2);
}
const EACH = option('each', quick ? 3 : 10);
const COUNT = {
  'db-restart': option('db-restarts', EACH),
  'relay-outage': option('relay-outages', EACH),
  'clock-jump': option('clock-jumps', EACH),
  'worker-crash': option('worker-crashes', EACH),
  'disk-fill': option('disk-fills', EACH),
};
type Kind = keyof typeof COUNT;
const RELAY_DOWN_MS = option('relay-down-s', quick ? 4 : 20) * 1000;
const DISK_FULL_MS = option('disk-full-s', quick ? 3 : 10) * 1000;
const GAMES = Number(process.env.SOAK_GAMES ?? 6);
const QUEUE_MAX = Number(process.env.SOAK_QUEUE_MAX ?? 300);
const rng = createRng(process.env.SOAK_SEED ?? 'fault-soak');
const SECRET = 'fault-soak-secret-fault-soak-secret-01';
const ADMIN = 'fault-soak-admin-token-012345';
const HOUR = 3_600_000;
/** A picture for a render worker to draw (a map-sized grid of hexagons and words). */
const PICTURE = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">${Array.from(
  { length: 600 },
  (_, i) =>
    `<g transform="translate(${(i % 30) * 40} ${Math.floor(i / 30) * 45})"><path d="M10 0h20l10 17-10 17h-20l-10-17z" fill="#${((i * 2654435761) >>> 8).toString(16).padStart(6, '0').slice(0, 6)}"/><text x="8" y="22" font-size="9">${i}</text></g>`,
).join('')}</svg>`;
const WAIT_LIMIT_S = 60;

const LABEL: Record<Kind, string> = {
  'db-restart': 'database server restarts (pg_ctl -m fast / immediate)',
  'relay-outage': `SMTP relay down (${RELAY_DOWN_MS / 1000} s each)`,
  'clock-jump': 'clock jumps (1-6 h forward or back)',
  'worker-crash': 'render workers killed (SIGKILL)',
  'disk-fill': `data folder filled to 4 MB free (${DISK_FULL_MS / 1000} s each)`,
};

interface Fault {
  kind: Kind;
  start: number;
  end: number;
}

/** Things to undo however the soak ends (a failed check, an exception, Ctrl-C). */
const cleanups: (() => void)[] = [];
process.on('exit', () => {
  for (const undo of cleanups.splice(0).reverse()) {
    try {
      undo();
    } catch {
      // best effort
    }
  }
});
process.once('SIGINT', () => process.exit(130));
process.once('SIGTERM', () => process.exit(143));

/** The render workers: this process's children that run the render worker's code. */
function renderWorkers(): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8')
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
  return children.filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('render');
    } catch {
      return false;
    }
  });
}

/**
 * The longest a player waited for an answer after a fault of this kind ended. Each answer is laid to
 * the last fault that ended before it came: a submission under way when that fault ended waited from
 * the end, one sent after the end all its time, even when it came during the next fault (which began
 * after it was sent). Only an answer both sent and come while one fault was under way is laid to
 * none: it never waited after a fault's end.
 */
function longestWait(answers: Answer[], faults: Fault[], kind: Kind): { seconds: number; answers: number } {
  let longest = 0;
  let laid = 0;
  for (const a of answers) {
    if (faults.some((f) => f.start <= a.sentAt && a.answeredAt < f.end)) continue;
    const last = faults.filter((f) => f.end <= a.answeredAt).at(-1);
    if (last?.kind !== kind) continue;
    laid++;
    longest = Math.max(longest, a.answeredAt - Math.max(a.sentAt, last.end));
  }
  return { seconds: longest / 1000, answers: laid };
}

interface PhaseResult {
  title: string;
  counts: Counts | null;
  skipped?: string;
  faults: Fault[];
  answers: Answer[];
  kinds: Kind[];
  seconds: number;
  notes: string[];
  workerKills?: { asked: number; landed: number };
}

/** Runs one service under players and the given faults, then settles and checks. */
async function phase(opts: {
  title: string;
  kinds: Kind[];
  env: Record<string, string>;
  apply: Partial<
    Record<Kind, (ctx: { relay: () => Relay; setRelay: (r: Relay) => void }) => Promise<string | null>>
  >;
}): Promise<PhaseResult> {
  const received: Relay['received'] = [];
  let relay = await startRelay({ answerBeforeParsing: true, received, closeTimeoutMs: 1 });
  const relayPort = Number(new URL(relay.url).port);
  const receiver = await startReceiver();
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  // Through a relay outage and for 10 s after it the players' queue cap is doubled (the mail held
  // for the relay would stop them), so that answers come while the held mail goes out.
  let capRaisedUntil = 0;
  const config = loadConfig({
    PORT: '0',
    SECRET,
    ADMIN_TOKEN: ADMIN,
    BASE_URL: 'http://127.0.0.1:1', // links are signed with it; the players post to the real port
    SMTP_URL: relay.url,
    MAIL_DOMAIN: 'despatch.test',
    INBOUND_SMTP_PORT: '0',
    OUTBOX_INTERVAL_MS: '50',
    SWEEP_INTERVAL_MS: '500',
    ANSWERS_PER_HOUR: '100000',
    WEBHOOK_ALLOW_PRIVATE: '1',
    ...opts.env,
  });
  const server: RunningServer = await startServer(config, {
    log: (line) => trace(`service: ${line}`),
    clock: now,
  });
  let closed = false;
  cleanups.push(() => {
    if (!closed) void server.close();
  });
  const target = {
    url: () => server.url,
    db: server.services.ctx.db,
    services: server.services,
    config,
    secret: SECRET,
    adminToken: ADMIN,
    inboundPort: () => server.inboundSmtpPort as number,
    now,
    rng,
    receiver,
    games: GAMES,
    patient: true,
    queueMax: QUEUE_MAX,
    capRaised: () => Date.now() < capRaisedUntil,
  };
  const players = await startPlayers(target);
  const plan: Kind[] = opts.kinds.flatMap((k) => Array.from({ length: COUNT[k] }, () => k));
  for (let i = plan.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [plan[i], plan[j]] = [plan[j] as Kind, plan[i] as Kind];
  }
  const faults: Fault[] = [];
  const notes: string[] = [];
  const workerKills = { asked: 0, landed: 0 };
  const started = Date.now();
  const ctx = { relay: () => relay, setRelay: (r: Relay) => (relay = r) };
  const builtIn: Partial<Record<Kind, () => Promise<string | null>>> = {
    async 'relay-outage'() {
      capRaisedUntil = Infinity;
      await relay.close();
      await sleep(RELAY_DOWN_MS);
      relay = await startRelay({ answerBeforeParsing: true, received, port: relayPort, closeTimeoutMs: 1 });
      capRaisedUntil = Date.now() + 10_000;
      return null;
    },
    async 'clock-jump'() {
      // Back when the clock is ahead, forward when it is behind: it stays within hours of the real one.
      const by = (1 + Math.floor(rng.next() * 6)) * HOUR;
      offset += offset > 0 ? -by : by;
      return null;
    },
    async 'worker-crash'() {
      // A render worker lives while pictures are drawn (and 30 s after): draw one, so that a worker
      // is up (or starting), and kill it, at work or just after.
      workerKills.asked++;
      const drawing = server.pictures.render({ svg: PICTURE, width: 1200 }).catch(() => undefined);
      for (let i = 0; i < 1200; i++) {
        const pids = renderWorkers();
        if (pids.length > 0) {
          for (const pid of pids) process.kill(pid, 'SIGKILL');
          workerKills.landed++;
          await drawing;
          return null;
        }
        await sleep(25);
      }
      await drawing;
      return 'no render worker came up within 30 s of a picture asked for';
    },
  };
  for (const [n, kind] of plan.entries()) {
    await sleep(1000 + rng.next() * 2000); // a random moment of its work
    const start = Date.now();
    const apply = opts.apply[kind] ?? builtIn[kind];
    const skipped = apply ? await apply(ctx) : 'not applicable';
    if (skipped) notes.push(`${kind}: ${skipped}`);
    else faults.push({ kind, start, end: Date.now() });
    trace(`fault ${n + 1}/${plan.length} ${kind}${skipped ? ` (skipped: ${skipped})` : ''}`);
    if ((n + 1) % 10 === 0) process.stdout.write(`  ${opts.title}: ${n + 1} of ${plan.length} faults\n`);
  }
  // The last fault's answers come in.
  await sleep(5000);
  await players.stop();
  const settled = await settle(target.db, relay);
  const counts = await check(target, relay, players, settled);
  closed = true;
  await server.close();
  await relay.close();
  await receiver.close();
  return {
    title: opts.title,
    counts,
    faults,
    answers: players.answers,
    kinds: opts.kinds,
    seconds: (Date.now() - started) / 1000,
    notes,
    workerKills,
  };
}

async function onPostgres(): Promise<PhaseResult> {
  const kinds: Kind[] = ['db-restart', 'relay-outage', 'clock-jump', 'worker-crash'];
  const bin = postgresBin();
  const skip = (why: string): PhaseResult => ({
    title: 'PostgreSQL',
    counts: null,
    skipped: why,
    faults: [],
    answers: [],
    kinds,
    seconds: 0,
    notes: [],
  });
  if (!bin) return skip('no PostgreSQL server programs under /usr/lib/postgresql');
  let cluster: PgCluster;
  try {
    cluster = await startCluster(bin);
  } catch (err) {
    return skip(`cannot make a cluster: ${(err as Error).message.split('\n')[0]}`);
  }
  cleanups.push(() => cluster.destroy());
  const dataDir = mkdtempSync(join(tmpdir(), 'despatch-fault-soak-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  let restarts = 0;
  const version = bin.split('/').at(-2);
  return phase({
    title: `PostgreSQL ${version} (own cluster)`,
    kinds,
    env: { DATA_DIR: dataDir, DATABASE_URL: cluster.url },
    apply: {
      async 'db-restart'() {
        await cluster.restart(restarts++ % 2 === 0 ? 'fast' : 'immediate');
        return null;
      },
    },
  });
}

async function onEmbedded(): Promise<PhaseResult> {
  const kinds: Kind[] = ['relay-outage', 'clock-jump', 'worker-crash', 'disk-fill'];
  const dir = mkdtempSync(join(tmpdir(), 'despatch-fault-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=192m', 'tmpfs', dir], { stdio: 'pipe' });
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    return {
      title: 'embedded database (PGlite)',
      counts: null,
      skipped: `cannot mount a small tmpfs (${(err as Error).message.split('\n')[0]})`,
      faults: [],
      answers: [],
      kinds,
      seconds: 0,
      notes: [],
    };
  }
  cleanups.push(() => {
    execFileSync('umount', ['-l', dir], { stdio: 'pipe' });
    rmSync(dir, { recursive: true, force: true });
  });
  const data = join(dir, 'data');
  const filler = join(dir, 'filler');
  await seedDataDir(data);
  return phase({
    title: 'embedded database (PGlite) on a 192 MB tmpfs',
    kinds,
    env: { DATA_DIR: data },
    apply: {
      async 'disk-fill'() {
        const s = statfsSync(dir);
        const mb = Math.max(0, Math.floor((Number(s.bavail) * Number(s.bsize)) / 1048576) - 4);
        writeFileSync(filler, Buffer.alloc(mb * 1048576));
        await sleep(DISK_FULL_MS);
        rmSync(filler);
        return null;
      },
    },
  });
}

const began = Date.now();
const results = [
  ...(DB !== 'pglite' ? [await onPostgres()] : []),
  ...(DB !== 'postgres' ? [await onEmbedded()] : []),
];
console.log(
  `fault soak${quick ? ' (--quick)' : ''}: ${((Date.now() - began) / 1000).toFixed(0)} s, SMTP relay on loopback, ${GAMES} games at a time`,
);
const problems: string[] = [];
for (const r of results) {
  if (!r.counts) {
    console.log(`${r.title}: skipped: ${r.skipped}`);
    continue;
  }
  console.log(`${r.title}: ${r.faults.length} faults in ${r.seconds.toFixed(0)} s`);
  for (const kind of r.kinds) {
    const n = r.faults.filter((f) => f.kind === kind).length;
    const wait = longestWait(r.answers, r.faults, kind);
    const asked =
      kind === 'worker-crash' && r.workerKills
        ? ` (landed ${r.workerKills.landed} of ${r.workerKills.asked} asked)`
        : '';
    console.log(
      `  ${LABEL[kind]}: ${n}${asked}; longest wait for an answer after one ended: ${wait.seconds.toFixed(1)} s (of ${wait.answers} answers)`,
    );
    if (wait.seconds > WAIT_LIMIT_S)
      problems.push(
        `${r.title}: a player waited ${wait.seconds.toFixed(1)} s after a ${kind} ended (limit ${WAIT_LIMIT_S} s)`,
      );
  }
  for (const note of r.notes) console.log(`  skipped ${note}`);
  if (r.workerKills && r.workerKills.landed < r.workerKills.asked)
    problems.push(
      `${r.title}: ${r.workerKills.asked - r.workerKills.landed} render worker kill(s) did not land`,
    );
  printCounts(r.counts, { unclear: true });
  // Mail still queued after the settle is a failure here: every outage has ended by then.
  const c = r.counts;
  const nonZero = Object.entries({
    'orders lost': c.lostWeb + c.lostMail,
    'mails lost': c.lostMails,
    'mails still queued': c.backlog,
    'mails doubled': c.doubled,
    'double resolutions': c.doubleResolutions,
    'records failing verify': c.failedVerify,
    'stale answers': c.stale,
    'unclear answers': c.unclear,
    'notices lost': c.noticesLost,
    'notices made twice': c.noticesDoubled,
  }).filter(([, n]) => n > 0);
  for (const [what, n] of nonZero) problems.push(`${r.title}: ${what}: ${n}`);
}
if (problems.length === 0)
  console.log(
    `fault soak PASSED: every count 0, every player answered within ${WAIT_LIMIT_S} s of a fault's end`,
  );
else {
  console.log('fault soak FAILED:');
  for (const p of problems) console.log(`  ${p}`);
}
process.exitCode = problems.length === 0 ? 0 : 1;
