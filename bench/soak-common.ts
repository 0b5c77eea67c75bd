// What the kill soak (bench/soak.ts) and the fault soak (bench/soak-faults.ts) share: the players (a
// stream of orders by web and by mail to random games, new games as games end), the sending MTA that
// retries a reply until our 250, and the checks and counts printed at the end.
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { createServices } from '../src/app/index';
import { orderUrl, replyToken } from '../src/app/base/links';
import { currentState, moduleOf } from '../src/app/base/load';
import type { Config } from '../src/config';
import type { OpenDatabase } from '../src/db/connect';
import type { Rng } from '../src/games/core/rng';
import { replyAddress } from '../src/security/tokens';
import { formToken } from '../src/web/security';
import type { Relay } from '../test/support/smtp-relay';
import type { NoticeReceiver as Receiver } from '../test/support/notice-receiver';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const VERBOSE = Boolean(process.env.SOAK_VERBOSE);
export const trace = (text: string) => {
  if (VERBOSE) process.stderr.write(`  [${new Date().toISOString().slice(11, 23)}] ${text}\n`);
};

export interface SoakTarget {
  /** The running service's address (it changes when the service is started again). */
  url(): string;
  db: OpenDatabase['db'];
  services: ReturnType<typeof createServices>;
  config: Config;
  secret: string;
  adminToken: string;
  inboundPort(): number;
  /** The service's clock, which signs the players' links (the fault soak moves it). */
  now(): Date;
  rng: Rng;
  receiver: Receiver;
  games: number;
  /**
   * A player who is told "try again in a moment" (a 503) or finds no service tries again every
   * 200 ms, as the page asks, until another answer; else a web submission is tried once.
   */
  patient?: boolean;
  /**
   * Players wait while more mails than this are due (the service mails slower than they play:
   * unchecked, a busy machine's queue grew by thousands and the settle took an hour); none if absent.
   * Mail waiting for the relay to come back is not due: players go on through a relay outage.
   */
  queueMax?: number;
  /** While this says so, the cap is twice `queueMax` (a relay outage and just after it). */
  capRaised?: () => boolean;
}

/** One acknowledged submission: when the player first sent it and when the service took it. */
export interface Answer {
  sentAt: number;
  answeredAt: number;
  channel: 'web' | 'mail';
  /** Tries before the answer, and what the last refused one got (a status, an error). */
  tries: number;
  last: string;
}

export interface Players {
  acked: { web: { gameId: string; step: number; side: string }[]; mail: string[] };
  answers: Answer[];
  /** Answers that were neither an acceptance, a refusal of the orders, nor "try again": 5xx pages. */
  unclear: { status: number; when: number }[];
  /**
   * Stale answers: orders for the step the player had just read as open, answered "too late, that
   * step is over" (the web's 409 stale page; a mail's answer with the 'stale' outcome) while that
   * step was in fact still open and the side still awaited, read again right after the answer.
   */
  stale: { channel: 'web' | 'mail'; gameId: string; step: number; side: string }[];
  stop(): Promise<void>;
}

/** Starts the players: they send orders until stop(). */
export async function startPlayers(t: SoakTarget): Promise<Players> {
  const { rng, config } = t;
  const players = (n: number, sides: readonly string[]) =>
    Object.fromEntries(sides.map((s) => [s, `${s}.${n}@players.example`]));
  let created = 0;
  /** A new game, Sharpsburg and Travel Battle (quick set-up) in turn. */
  async function createGame(): Promise<void> {
    const g = created++;
    const game = g % 2 === 0 ? 'sharpsburg' : 'travel-battle';
    const sides = g % 2 === 0 ? ['union', 'confederate'] : ['red', 'blue'];
    for (const email of Object.values(players(g, sides))) {
      const set = await fetch(`${t.url()}/api/admin/notify`, {
        method: 'POST',
        headers: { authorization: `Bearer ${t.adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ email, kind: 'webhook', target: `${t.receiver.url}/hook/${email}` }),
      });
      if (set.status !== 201) throw new Error(`no channel for ${email}: ${set.status}`);
    }
    const res = await fetch(`${t.url()}/api/admin/games`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        game,
        players: players(g, sides),
        ...(game === 'travel-battle' ? { options: { quickSetup: true } } : {}),
      }),
    });
    if (res.status !== 201) throw new Error(`game ${g} not created: ${res.status}`);
  }
  for (let g = 0; g < t.games; g++) await createGame();

  const out: Omit<Players, 'stop'> = {
    acked: { web: [], mail: [] },
    answers: [],
    unclear: [],
    stale: [],
  };
  /** True while the step is open and awaits the side (the game going on). */
  async function stillOpen(target: { gameId: string; step: number; side: string }): Promise<boolean> {
    const row = await t.db
      .selectFrom('steps')
      .innerJoin('games', 'games.id', 'steps.game_id')
      .select(['steps.resolved_at', 'steps.awaiting', 'games.status', 'games.current_step'])
      .where('steps.game_id', '=', target.gameId)
      .where('steps.seq', '=', target.step)
      .executeTakeFirst();
    return Boolean(
      row &&
      !row.resolved_at &&
      row.status === 'active' &&
      row.current_step === target.step &&
      row.awaiting.includes(target.side),
    );
  }
  let stopping = false;
  const answered = (a: Answer) => {
    out.answers.push(a);
    if (a.answeredAt - a.sentAt > 10_000)
      trace(
        `slow answer by ${a.channel}: ${((a.answeredAt - a.sentAt) / 1000).toFixed(1)} s, ${a.tries} tries, last ${a.last}`,
      );
  };

  /** One web submission; with a patient player, tried again while the answer is "try again". */
  async function submitByWeb(
    token: string,
    orders: string,
    target: { gameId: string; step: number; side: string },
  ): Promise<boolean> {
    const sentAt = Date.now();
    let last = '';
    for (let attempt = 0; attempt < (t.patient ? 3000 : 1); attempt++) {
      const res = await fetch(`${t.url()}/orders/${token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ orders, formToken: formToken(t.secret, 'orders', token) }),
      }).catch((err: Error) => {
        last = `${err.message} ${String((err.cause as Error | undefined)?.message ?? '')}`;
        return null; // no service (killed, starting)
      });
      if (res && res.status >= 500 && res.status !== 503)
        out.unclear.push({ status: res.status, when: Date.now() });
      if (res && res.status === 200 && (await res.text()).includes('Orders accepted')) {
        answered({ sentAt, answeredAt: Date.now(), channel: 'web', tries: attempt + 1, last });
        return true;
      }
      if (res) last = String(res.status);
      if (res?.status === 409 && (await stillOpen(target).catch(() => false)))
        out.stale.push({ channel: 'web', ...target });
      if (res && res.status !== 503) return false; // refused for a reason of its own (the step moved on)
      if (!t.patient) return false;
      await sleep(200);
    }
    return false;
  }

  /** Orders for every awaited side of a random active game, by web or by mail. */
  async function drive(): Promise<void> {
    const games = await t.db.selectFrom('games').selectAll().where('status', '=', 'active').execute();
    // Games end; the stream of orders does not: a finished game makes room for a new one.
    if (games.length < t.games) await createGame();
    const game = games[Math.floor(rng.next() * games.length)];
    if (!game) return;
    const step = await t.db
      .selectFrom('steps')
      .selectAll()
      .where('game_id', '=', game.id)
      .where('seq', '=', game.current_step)
      .executeTakeFirst();
    if (!step || step.resolved_at) return;
    const module = moduleOf(t.services.ctx, game.game_type);
    const state = await currentState(t.db, module, game);
    for (const side of step.awaiting) {
      const text = module
        .legalOrders(state as never, side, rng)
        .map((o) => module.formatOrder(o as never))
        .join('\n');
      const target = { gameId: game.id, side, step: step.seq };
      if (rng.next() < 0.5) {
        const token = orderUrl(config, target, t.now(), game.turn_time_seconds).split('/orders/')[1] ?? '';
        if (await submitByWeb(token, text || 'pass', target)) out.acked.web.push(target);
      } else {
        const sides = module.sides;
        const messageId = `<soak.${game.number}.${step.seq}.${side}.${Date.now()}@players.example>`;
        const mail = {
          from: (await t.services.getSideView({ gameId: game.id, side })).player,
          to: replyAddress(replyToken(config, game.number, sides.indexOf(side), step.seq), config.mailDomain),
          subject: 'Re: orders',
          text: text || 'pass',
          messageId,
        };
        const sentAt = Date.now();
        const delivered = await deliverAsAnMta(mail);
        if (delivered) {
          out.acked.mail.push(messageId);
          const row = await t.db
            .selectFrom('inbound_mail')
            .select('detail')
            .where('message_id', '=', messageId)
            .executeTakeFirst()
            .catch(() => undefined);
          const result = String((row?.detail as { result?: unknown } | null)?.result ?? '');
          if (result.split(',').includes('stale') && (await stillOpen(target).catch(() => false)))
            out.stale.push({ channel: 'mail', ...target });
          answered({ sentAt, answeredAt: Date.now(), channel: 'mail', ...delivered });
        }
      }
    }
  }

  /**
   * Delivers a reply as a sending MTA does: until our listener answers 250, the mail is the sender's
   * and it tries again (same Message-ID), here every 200 ms for up to five minutes. A mail the service
   * stored but never answered is therefore retried, not counted as lost nor left open.
   */
  async function deliverAsAnMta(mail: SendMailOptions): Promise<{ tries: number; last: string } | null> {
    let last = '';
    for (let attempt = 0; attempt < 1500; attempt++) {
      const transport = nodemailer.createTransport({
        host: '127.0.0.1',
        port: t.inboundPort(),
        ignoreTLS: true,
      });
      try {
        await transport.sendMail(mail);
        return { tries: attempt + 1, last };
      } catch (err) {
        const code = (err as { responseCode?: number }).responseCode;
        last = code !== undefined ? String(code) : (err as Error).message;
        if (code !== undefined && code >= 500) out.unclear.push({ status: code, when: Date.now() });
        await sleep(200); // refused, cut off, or 4xx while another delivery holds it
      } finally {
        transport.close();
      }
    }
    return null;
  }

  /** Whether the mail due is over `queueMax` (false when it cannot be read: play on). */
  async function queueFull(): Promise<boolean> {
    if (t.queueMax === undefined) return false;
    const row = await t.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', t.now())
      .executeTakeFirst()
      .catch(() => null);
    return Number(row?.n ?? 0) > t.queueMax * (t.capRaised?.() ? 2 : 1);
  }

  const driver = (async () => {
    while (!stopping) {
      if (await queueFull()) {
        await sleep(500);
        continue;
      }
      await drive().catch(() => undefined); // refused while the service is down: try again
      await sleep(20);
    }
  })();
  return {
    ...out,
    async stop() {
      stopping = true;
      await driver;
      trace('driver stopped');
    },
  };
}

/** Mail still pending and received replies not yet handled (null while the database is away). */
async function queued(db: OpenDatabase['db']): Promise<{ pending: number; open: number } | null> {
  // (notices included: they are rows of the same outbox)
  const pending = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirst()
    .catch(() => null);
  const open = await db
    .selectFrom('inbound_mail')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('handled_at', 'is', null)
    .executeTakeFirst()
    .catch(() => null);
  return pending && open ? { pending: Number(pending.n), open: Number(open.n) } : null;
}

/**
 * Waits for every pending mail and every received reply to be handled, for as long as the queue goes
 * down: it gives up when the queue has not reached a new low for `stallS` seconds (300: longer than
 * a mail's backoff after a failed try or the relay's pause after an outage), or at a bound that grows
 * with the work queued when it began (ten minutes, plus `perItemS` (10) seconds a waiting mail or
 * reply: a busy machine draws a report's pictures at about a mail every two seconds).
 * Every minute it prints how much is left.
 */
export async function settle(
  db: OpenDatabase['db'],
  relay: Relay,
  opts: { stallS?: number; perItemS?: number } = {},
): Promise<number> {
  const settleStart = Date.now();
  const first = await queued(db);
  const limit = 600_000 + (first ? first.pending + first.open : 0) * (opts.perItemS ?? 10) * 1000;
  const stall = (opts.stallS ?? 300) * 1000;
  let lowest = Infinity;
  let lastLow = Date.now();
  let told = Date.now();
  while (Date.now() - settleStart < limit && Date.now() - lastLow < stall) {
    const q = await queued(db);
    const left = q ? q.pending + q.open : Infinity;
    if (left === 0 && relay.parsing() === 0) break;
    if (left < lowest) {
      lowest = left;
      lastLow = Date.now();
    }
    if (Date.now() - told >= 60_000) {
      told = Date.now();
      process.stdout.write(
        `  settling for ${((told - settleStart) / 1000).toFixed(0)} s: ${q?.pending ?? '?'} mails pending, ${q?.open ?? '?'} replies open\n`,
      );
    }
    await sleep(100);
  }
  return (Date.now() - settleStart) / 1000;
}

export interface Counts {
  web: number;
  mail: number;
  resolved: number;
  mailsSent: number;
  lostWeb: number;
  lostMail: number;
  lostMails: number;
  backlog: number;
  settledSeconds: number;
  doubled: number;
  doubleResolutions: number;
  failedVerify: number;
  resent: number;
  noticesTaken: number;
  noticesLost: number;
  noticesDoubled: number;
  noticeResends: number;
  unclear: number;
  stale: number;
}

/** The checks after a soak, read from the database, the relay and the webhook receiver. */
export async function check(
  t: Pick<SoakTarget, 'db' | 'services' | 'receiver'>,
  relay: Relay,
  players: Players,
  settledSeconds: number,
): Promise<Counts> {
  const { db, services, receiver } = t;
  const { acked } = players;
  const subs = await db.selectFrom('submissions').selectAll().execute();
  const lostWeb = acked.web.filter(
    (a) => !subs.some((s) => s.game_id === a.gameId && s.step_seq === a.step && s.side === a.side),
  ).length;
  const inbound = await db.selectFrom('inbound_mail').select(['message_id', 'handled_at']).execute();
  const lostMail = acked.mail.filter(
    (id) => !inbound.some((m) => m.message_id === id && m.handled_at),
  ).length;
  const rows = await db.selectFrom('outbox').select(['message_id', 'status', 'kind']).execute();
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
      game?: { id: string };
      step?: { seq: number };
      side?: { id: string };
      kind: string;
    };
    const what = [n.game?.id, n.step?.seq, n.side?.id, n.kind, p.path].join('/');
    noticeKeys.set(what, (noticeKeys.get(what) ?? new Set()).add(String(p.headers['idempotency-key'])));
  }
  const noticesDoubled = [...noticeKeys.values()].filter((keys) => keys.size > 1).length;
  const relayIds = relay.received.map((r) => r.parsed.messageId ?? '');
  const sentIds = new Set(relayIds);
  // Lost: given up ('failed'), or marked sent but never at the relay. Still pending after the settle
  // time is a backlog, shown apart.
  const lostMails = outbox.filter(
    (o) => o.status === 'failed' || (o.status === 'sent' && !sentIds.has(o.message_id)),
  ).length;
  // Doubled: one mail made twice (the same recipient, subject, thread and text under two Message-IDs),
  // as a step resolved twice or a reply answered twice would make it. A resend of one mail keeps its
  // Message-ID, so receivers show it once; it is counted apart.
  const made = new Map<string, Set<string>>();
  for (const { parsed } of relay.received) {
    const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join() : (parsed.to?.text ?? '');
    const key = [to, parsed.subject, parsed.inReplyTo, parsed.text].join('\u0000');
    made.set(key, (made.get(key) ?? new Set()).add(parsed.messageId ?? ''));
  }
  const steps = await db.selectFrom('steps').select(['game_id', 'seq', 'resolved_at']).execute();
  // Each resolved step's events are numbered from 0: more rows than the highest index means twice.
  const events = await db
    .selectFrom('events')
    .select([
      'game_id',
      'step_seq',
      (eb) => eb.fn.countAll<number>().as('n'),
      (eb) => eb.fn.max('idx').as('top'),
    ])
    .groupBy(['game_id', 'step_seq'])
    .execute();
  let failedVerify = 0;
  for (const g of await db.selectFrom('games').select('id').execute()) {
    const v = await services.verifyStoredGame(g.id);
    if (!v.ok) failedVerify++;
  }
  return {
    web: acked.web.length,
    mail: acked.mail.length,
    resolved: steps.filter((s) => s.resolved_at).length,
    mailsSent: sentIds.size,
    lostWeb,
    lostMail,
    lostMails,
    backlog: outbox.filter((o) => o.status === 'pending').length,
    settledSeconds,
    doubled: [...made.values()].filter((ids) => ids.size > 1).length,
    doubleResolutions: events.filter((e) => Number(e.n) !== Number(e.top) + 1).length,
    failedVerify,
    resent: relayIds.length - sentIds.size,
    noticesTaken: taken.size,
    noticesLost,
    noticesDoubled,
    noticeResends: takenKeys.length - taken.size,
    unclear: players.unclear.length,
    stale: players.stale.length,
  };
}

export function printCounts(c: Counts, opts: { unclear?: boolean } = {}): void {
  console.log(`  acknowledged submissions: ${c.web} by web, ${c.mail} by mail`);
  console.log(`  steps resolved: ${c.resolved}; mails sent: ${c.mailsSent}`);
  console.log(`  orders lost: ${c.lostWeb + c.lostMail} (web ${c.lostWeb}, mail ${c.lostMail})`);
  console.log(
    `  mails lost: ${c.lostMails}; still queued after ${c.settledSeconds.toFixed(0)} s of settling: ${c.backlog}`,
  );
  console.log(`  mails doubled (one mail made twice): ${c.doubled}`);
  console.log(`  double resolutions: ${c.doubleResolutions}`);
  console.log(`  records failing verify: ${c.failedVerify}`);
  console.log(`  stale answers ("too late" for a step still open): ${c.stale}`);
  if (opts.unclear) console.log(`  unclear answers (a 5xx other than "try again in a moment"): ${c.unclear}`);
  console.log(`  resends of one mail (at-least-once SMTP, same Message-ID, shown once): ${c.resent}`);
  console.log(
    `  notices taken by the webhooks: ${c.noticesTaken}; lost: ${c.noticesLost}; made twice: ${c.noticesDoubled}`,
  );
  console.log(
    `  notices posted again under their key (a kill between the POST and "sent"): ${c.noticeResends}`,
  );
}

/** What must be 0. */
export function failures(c: Counts): number {
  return (
    c.lostWeb +
    c.lostMail +
    c.lostMails +
    c.doubled +
    c.doubleResolutions +
    c.failedVerify +
    c.noticesLost +
    c.noticesDoubled +
    c.unclear +
    c.stale
  );
}
