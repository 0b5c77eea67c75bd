// `npm run soak`: the service on PostgreSQL (a schema of its own) with a real SMTP relay, under a
// stream of orders by web and by mail, killed with SIGKILL at random moments SOAK_KILLS times (200)
// and restarted each time. Then it checks, and prints: submissions acknowledged, steps resolved, mails
// sent, and what must be 0: orders lost, mails lost, double resolutions, records that fail verify.
// Mails sent twice (SMTP is at-least-once: a kill between the relay's "250" and our "sent") are
// counted apart: the same Message-ID, so mail clients show one. A step resolved twice would write its
// events twice or break the dice replay: `verify` of every game checks both. Every player also has a
// webhook channel (a local receiver): notices lost and notices made twice are counted by their
// idempotency key, and a notice posted again under its key (a kill between the POST and "sent") apart.
// Env: SOAK_DATABASE_URL (else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test),
// SOAK_KILLS (200), SOAK_GAMES (6), SOAK_SEED.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { createServices } from '../src/app/index';
import { orderUrl, replyToken } from '../src/app/base/links';
import { currentState, moduleOf } from '../src/app/base/load';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/connect';
import { createRng } from '../src/games/core/rng';
import { replyAddress } from '../src/security/tokens';
import { formToken } from '../src/web/security';
import { createSchema, dropSchema } from '../test/support/databases';
import { startRelay } from '../test/support/smtp-relay';
import { startReceiver } from '../test/support/notice-receiver';

const KILLS = Number(process.env.SOAK_KILLS ?? 200);
const GAMES = Number(process.env.SOAK_GAMES ?? 6);
const PG =
  process.env.SOAK_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const rng = createRng(process.env.SOAK_SEED ?? 'soak');
const BIN = new URL('../bin/despatch.js', import.meta.url).pathname;
const SECRET = 'soak-secret-soak-secret-soak-secret-01';
const ADMIN = 'soak-admin-token-0123456789';
const INBOUND_PORT = 20000 + Math.floor(rng.next() * 20000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const VERBOSE = Boolean(process.env.SOAK_VERBOSE);
const trace = (text: string) => {
  if (VERBOSE) process.stderr.write(`  [${new Date().toISOString().slice(11, 23)}] ${text}\n`);
};

/** server.json, or null while it is being written. */
function serverInfo(text: string): { pid: number; url: string } | null {
  try {
    return JSON.parse(text) as { pid: number; url: string };
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  const schema = await createSchema(PG);
  const relay = await startRelay({ answerBeforeParsing: true }); // as a real relay queues
  const receiver = await startReceiver();
  const dataDir = mkdtempSync(join(tmpdir(), 'despatch-soak-'));
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    DATA_DIR: dataDir,
    PORT: '0',
    SECRET,
    ADMIN_TOKEN: ADMIN,
    BASE_URL: 'http://127.0.0.1:1', // links are signed with it; the driver posts to the real port
    SMTP_URL: relay.url,
    MAIL_DOMAIN: 'despatch.test',
    INBOUND_SMTP_PORT: String(INBOUND_PORT),
    OUTBOX_INTERVAL_MS: '50',
    SWEEP_INTERVAL_MS: '500',
    ANSWERS_PER_HOUR: '100000',
    // The players' webhook channels are on the local receiver.
    WEBHOOK_ALLOW_PRIVATE: '1',
    DATABASE_URL: `${PG}?options=${encodeURIComponent(`-c search_path=${schema}`)}`,
  };
  const config = loadConfig(env);

  let child: ChildProcess | null = null;
  let url = '';
  // Whatever ends the soak (a failed check, an exception), the service it started goes with it.
  process.on('exit', () => child?.kill('SIGKILL'));
  async function start(): Promise<void> {
    const c = spawn(process.execPath, [BIN, 'serve'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    child = c;
    let said = '';
    c.stderr?.on('data', (d: Buffer) => (said = (said + d.toString()).slice(-2000)));
    const begun = Date.now();
    // Generous: on a busy machine a start (loading the sources, the migrations check) takes seconds.
    for (let i = 0; i < 2400; i++) {
      if (c.exitCode !== null) throw new Error(`the service exited (${c.exitCode}) as it started:\n${said}`);
      const file = join(dataDir, 'server.json');
      const info = existsSync(file) ? serverInfo(readFileSync(file, 'utf8')) : null;
      if (info && info.pid === c.pid) {
        url = info.url;
        trace(`started in ${Date.now() - begun} ms`);
        return;
      }
      await sleep(50);
    }
    throw new Error('the service did not start within 120 s');
  }
  async function kill(): Promise<void> {
    const c = child;
    if (!c || c.exitCode !== null) return;
    const gone = new Promise((r) => c.once('exit', r));
    c.kill('SIGKILL');
    await gone;
  }

  await start();
  const db = await openDatabase(config);
  const services = createServices({ db: db.db, config });
  const players = (n: number, sides: readonly string[]) =>
    Object.fromEntries(sides.map((s) => [s, `${s}.${n}@players.example`]));
  let created = 0;
  /** A new game, Sharpsburg and Travel Battle (quick set-up) in turn. */
  async function createGame(): Promise<void> {
    const g = created++;
    const game = g % 2 === 0 ? 'sharpsburg' : 'travel-battle';
    const sides = g % 2 === 0 ? ['union', 'confederate'] : ['red', 'blue'];
    for (const email of Object.values(players(g, sides))) {
      const set = await fetch(`${url}/api/admin/notify`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ email, kind: 'webhook', target: `${receiver.url}/hook/${email}` }),
      });
      if (set.status !== 201) throw new Error(`no channel for ${email}: ${set.status}`);
    }
    const res = await fetch(`${url}/api/admin/games`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        game,
        players: players(g, sides),
        ...(game === 'travel-battle' ? { options: { quickSetup: true } } : {}),
      }),
    });
    if (res.status !== 201) throw new Error(`game ${g} not created: ${res.status}`);
  }
  for (let g = 0; g < GAMES; g++) await createGame();

  const acked = { web: [] as { gameId: string; step: number; side: string }[], mail: [] as string[] };
  let stopping = false;

  /** Orders for every awaited side of a random active game, by web or by mail. */
  async function drive(): Promise<void> {
    const games = await db.db.selectFrom('games').selectAll().where('status', '=', 'active').execute();
    // Games end; the stream of orders does not: a finished game makes room for a new one.
    if (games.length < GAMES) await createGame();
    const game = games[Math.floor(rng.next() * games.length)];
    if (!game) return;
    const step = await db.db
      .selectFrom('steps')
      .selectAll()
      .where('game_id', '=', game.id)
      .where('seq', '=', game.current_step)
      .executeTakeFirst();
    if (!step || step.resolved_at) return;
    const module = moduleOf(services.ctx, game.game_type);
    const state = await currentState(db.db, module, game);
    for (const side of step.awaiting) {
      const text = module
        .legalOrders(state as never, side, rng)
        .map((o) => module.formatOrder(o as never))
        .join('\n');
      const target = { gameId: game.id, side, step: step.seq };
      if (rng.next() < 0.5) {
        const token = orderUrl(config, target, new Date(), game.turn_time_seconds).split('/orders/')[1] ?? '';
        const res = await fetch(`${url}/orders/${token}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            orders: text || 'pass',
            formToken: formToken(SECRET, 'orders', token),
          }),
        });
        if (res.status === 200 && (await res.text()).includes('Orders accepted')) acked.web.push(target);
      } else {
        const sides = module.sides;
        const messageId = `<soak.${game.number}.${step.seq}.${side}.${Date.now()}@players.example>`;
        const mail = {
          from: (await services.getSideView({ gameId: game.id, side })).player,
          to: replyAddress(replyToken(config, game.number, sides.indexOf(side), step.seq), config.mailDomain),
          subject: 'Re: orders',
          text: text || 'pass',
          messageId,
        };
        if (await deliverAsAnMta(mail)) acked.mail.push(messageId);
      }
    }
  }

  /**
   * Delivers a reply as a sending MTA does: until our listener answers 250, the mail is the sender's
   * and it tries again (same Message-ID), here every 200 ms for up to five minutes. A mail the service
   * stored but never answered is therefore retried, not counted as lost nor left open.
   */
  async function deliverAsAnMta(mail: SendMailOptions): Promise<boolean> {
    for (let attempt = 0; attempt < 1500; attempt++) {
      const transport = nodemailer.createTransport({
        host: '127.0.0.1',
        port: INBOUND_PORT,
        ignoreTLS: true,
      });
      try {
        await transport.sendMail(mail);
        return true;
      } catch {
        await sleep(200); // refused, cut off, or 4xx while another delivery holds it
      } finally {
        transport.close();
      }
    }
    return false;
  }

  const driver = (async () => {
    while (!stopping) {
      await drive().catch(() => undefined); // refused while the service is down: try again
      await sleep(20);
    }
  })();
  const started = Date.now();
  for (let k = 1; k <= KILLS; k++) {
    await sleep(300 + rng.next() * 2700); // a random moment of its work
    await kill();
    trace(`kill ${k}: ${acked.web.length + acked.mail.length} acknowledged`);
    await start();
    if (k % 20 === 0)
      process.stdout.write(`  ${k} kills, ${acked.web.length + acked.mail.length} acknowledged\n`);
  }
  stopping = true;
  await driver;
  trace('driver stopped');

  // Let it settle: every pending mail (each report's pictures are drawn first) and every received
  // reply handled, within ten minutes.
  const settleStart = Date.now();
  for (let i = 0; i < 6000; i++) {
    const pending = await db.db.selectFrom('outbox').select('id').where('status', '=', 'pending').execute();
    // (notices included: they are rows of the same outbox)
    const open = await db.db
      .selectFrom('inbound_mail')
      .select('id')
      .where('handled_at', 'is', null)
      .execute();
    if (pending.length === 0 && open.length === 0 && relay.parsing() === 0) break;
    if (i % 50 === 0) trace(`settling: ${pending.length} mails pending, ${open.length} replies open`);
    await sleep(100);
  }

  // The checks.
  const subs = await db.db.selectFrom('submissions').selectAll().execute();
  const lostWeb = acked.web.filter(
    (a) => !subs.some((s) => s.game_id === a.gameId && s.step_seq === a.step && s.side === a.side),
  ).length;
  const inbound = await db.db.selectFrom('inbound_mail').select(['message_id', 'handled_at']).execute();
  const lostMail = acked.mail.filter(
    (id) => !inbound.some((m) => m.message_id === id && m.handled_at),
  ).length;
  const rows = await db.db.selectFrom('outbox').select(['message_id', 'status', 'kind']).execute();
  const outbox = rows.filter((o) => o.kind !== 'notice');
  // Notices: lost when given up or marked sent but never taken by the receiver; made twice when one
  // notice (its game, step, side, kind and channel, read from the body) came under two keys.
  const noticeRows = rows.filter((o) => o.kind === 'notice');
  const takenKeys = receiver.posts.map((p) => String(p.headers['idempotency-key']));
  const taken = new Set(takenKeys);
  const noticesLost = noticeRows.filter(
    (o) => o.status === 'failed' || (o.status === 'sent' && !taken.has(o.message_id)),
  ).length;
  const noticeKeys = new Map<string, Set<string>>();
  for (const p of receiver.posts) {
    const n = JSON.parse(p.body) as {
      game: { id: string };
      step: { seq: number };
      side: { id: string };
      kind: string;
    };
    const what = [n.game.id, n.step.seq, n.side.id, n.kind, p.path].join('/');
    noticeKeys.set(what, (noticeKeys.get(what) ?? new Set()).add(String(p.headers['idempotency-key'])));
  }
  const noticesDoubled = [...noticeKeys.values()].filter((keys) => keys.size > 1).length;
  const noticeResends = takenKeys.length - taken.size;
  const relayIds = relay.received.map((r) => r.parsed.messageId ?? '');
  const sentIds = new Set(relayIds);
  // Lost: given up ('failed'), or marked sent but never at the relay. Still pending after the settle
  // time is a backlog, shown apart.
  const lostMails = outbox.filter(
    (o) => o.status === 'failed' || (o.status === 'sent' && !sentIds.has(o.message_id)),
  ).length;
  const backlog = outbox.filter((o) => o.status === 'pending').length;
  const settled = ((Date.now() - settleStart) / 1000).toFixed(0);
  const resent = relayIds.length - sentIds.size;
  // Doubled: one mail made twice (the same recipient, subject, thread and text under two Message-IDs),
  // as a step resolved twice or a reply answered twice would make it. A resend of one mail keeps its
  // Message-ID, so receivers show it once; it is counted apart.
  const made = new Map<string, Set<string>>();
  for (const { parsed } of relay.received) {
    const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join() : (parsed.to?.text ?? '');
    const key = [to, parsed.subject, parsed.inReplyTo, parsed.text].join('\u0000');
    made.set(key, (made.get(key) ?? new Set()).add(parsed.messageId ?? ''));
  }
  const doubled = [...made.values()].filter((ids) => ids.size > 1).length;
  const steps = await db.db.selectFrom('steps').select(['game_id', 'seq', 'resolved_at']).execute();
  const resolved = steps.filter((s) => s.resolved_at).length;
  // Each resolved step's events are numbered from 0: more rows than the highest index means twice.
  const events = await db.db
    .selectFrom('events')
    .select([
      'game_id',
      'step_seq',
      (eb) => eb.fn.countAll<number>().as('n'),
      (eb) => eb.fn.max('idx').as('top'),
    ])
    .groupBy(['game_id', 'step_seq'])
    .execute();
  const doubleResolutions = events.filter((e) => Number(e.n) !== Number(e.top) + 1).length;
  let failedVerify = 0;
  for (const g of await db.db.selectFrom('games').select('id').execute()) {
    const v = await services.verifyStoredGame(g.id);
    if (!v.ok) failedVerify++;
  }

  console.log(
    `soak: ${KILLS} SIGKILLs in ${((Date.now() - started) / 1000).toFixed(0)} s, PostgreSQL, SMTP relay`,
  );
  console.log(`  acknowledged submissions: ${acked.web.length} by web, ${acked.mail.length} by mail`);
  console.log(`  steps resolved: ${resolved}; mails sent: ${sentIds.size}`);
  console.log(`  orders lost: ${lostWeb + lostMail} (web ${lostWeb}, mail ${lostMail})`);
  console.log(`  mails lost: ${lostMails}; still queued after ${settled} s of settling: ${backlog}`);
  console.log(`  mails doubled (one mail made twice): ${doubled}`);
  console.log(`  double resolutions: ${doubleResolutions}`);
  console.log(`  records failing verify: ${failedVerify}`);
  console.log(`  resends of one mail (at-least-once SMTP, same Message-ID, shown once): ${resent}`);
  console.log(
    `  notices taken by the webhooks: ${taken.size}; lost: ${noticesLost}; made twice: ${noticesDoubled}`,
  );
  console.log(
    `  notices posted again under their key (a kill between the POST and "sent"): ${noticeResends}`,
  );

  await kill();
  await db.close();
  await relay.close();
  await receiver.close();
  await dropSchema(PG, schema);
  rmSync(dataDir, { recursive: true, force: true });
  const bad =
    lostWeb +
    lostMail +
    lostMails +
    doubled +
    doubleResolutions +
    failedVerify +
    noticesLost +
    noticesDoubled;
  process.exitCode = bad === 0 ? 0 : 1;
}

await main();
