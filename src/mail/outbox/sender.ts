// The outbox sender. It claims due rows (FOR UPDATE SKIP LOCKED, with a lease), delivers each, and
// marks it sent; a failure is retried with exponential backoff, then given up as 'failed'.
//
// Delivery guarantee: the embedded mailbox is exactly-once (delivery and "sent" commit together).
// SMTP is at-least-once: a crash after the relay accepted a message but before "sent" is recorded
// resends it as soon as the killed instance is restarted or seen to stop beating (else when the lease
// expires), with the same Message-ID so clients thread (and most dedupe)
// it. We prefer a rare duplicate to a lost turn report: a lost report stalls a game for days.
import type { Kysely } from 'kysely';
import { claimOutboxDue, endWaitsBeyond, markRetry, markSent } from '../../db/repos/outbox';
import type { Database, OutboxRow } from '../../db/schema';
import { isToCompose } from '../../db/outgoing-mail';
import { isQueuedNotice } from '../../db/notice';
import type { NoticeDeliverer } from '../notify/deliver';
import type { OutgoingMail } from '../compose/types';
import { withPictures, type Renderer } from './pictures';
import type { Transport } from './transport';
import { isRelayFault, RELAY_BACKOFF, RelayWatch, type RelayState } from './relay-health';
import { recordSent } from './record-sent';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { repeatWithBackoff } from './backoff';

export interface SenderOptions {
  db: Kysely<Database>;
  transport: Transport;
  now?: () => Date;
  /** How long a claimed row is reserved for one delivery attempt. */
  leaseMs?: number;
  batch?: number;
  maxAttempts?: number;
  /** First retry delay; doubles each attempt, capped at one hour. */
  backoffMs?: number;
  log?: (line: string) => void;
  /** Draws the pictures mails name; the service passes its render pool (default: in this process). */
  render?: Renderer;
  /** The instance claiming rows (instances.ts): a killed instance's rows go again at once. */
  instance?: string;
  /** Composes a row queued as what to compose (a resolution's reports) and keeps the mail in the
   *  row; the service passes its composer (services.composeQueued). */
  compose?: (row: OutboxRow) => Promise<OutgoingMail>;
  /** Posts the rows that are notices to players' channels (mail/notify/deliver.ts); the same claim,
   *  lease and backoff as mail, and a failure marked final is not retried. */
  notices?: NoticeDeliverer;
  /**
   * Awaited before each mail: the service passes "until no submission is waiting" (at most a second),
   * so that players waiting for the answers to their submissions go before mail that can wait.
   */
  yieldTo?: () => Promise<void>;
  /** The jitter of the relay's backoff (tests pass a fixed one). */
  random?: () => number;
  /** Tells the organiser, by another channel, of a relay down for 10 minutes (once per outage);
   *  returns on how many channels. */
  onRelayDown?: (outage: { downSince: Date; lastError: string }) => Promise<number>;
}

/** The longest wait before a mail is tried again. */
const BACKOFF_CAP_MS = 3600_000;

export function backoffDelay(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), BACKOFF_CAP_MS);
}

export interface Sender {
  /** Delivers what is due now; returns how many mails were sent. */
  runOnce(): Promise<number>;
  /** Whether the relay works (for /healthz and the desk). */
  relay(): RelayState;
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

/** A mail cut off by the database going away is tried again this soon. */
const DATABASE_RETRY_MS = 5_000;

export function createSender(o: SenderOptions): Sender {
  const now = o.now ?? (() => new Date());
  // Longer than the longest SMTP attempt (transport.ts SMTP_TIMEOUTS), so a live delivery keeps its row.
  const leaseMs = o.leaseMs ?? 300_000;
  const maxAttempts = o.maxAttempts ?? 10;
  const backoffMs = o.backoffMs ?? 30_000;
  const log = o.log ?? (() => {});
  let loop: { stop(): Promise<void> } | null = null;
  let stopped = false;
  const relay = new RelayWatch(log, o.random);

  // In this process when no pool is given (a command, a test); loaded then only: a server never does.
  const render: Renderer =
    o.render ?? (async (svg, width) => (await import('../../render/png')).svgToPng(svg, width));

  async function composed(row: OutboxRow): Promise<OutgoingMail> {
    if (!isToCompose(row.mail)) return row.mail as OutgoingMail;
    if (!o.compose) throw new Error('this sender has no composer for a mail still to compose');
    return o.compose(row);
  }

  async function deliverOne(row: OutboxRow): Promise<boolean> {
    // Only what the relay answered says anything of the relay: a database that went away while the
    // mail was composed or marked (its socket errors look alike) pauses no sending.
    let atRelay = false;
    try {
      if (isQueuedNotice(row.mail)) {
        if (!o.notices) throw new Error('this sender posts no notices');
        await markSent(o.db, row.id, now(), await o.notices(row));
        return true;
      }
      const mail = await withPictures(o.db, await composed(row), render, now(), log);
      if (o.transport.transactional) {
        await o.db.transaction().execute(async (trx) => {
          const id = await o.transport.deliver(mail, { outboxId: row.id, trx });
          await markSent(trx, row.id, now(), id);
        });
      } else {
        atRelay = true;
        const id = await o.transport.deliver(mail, { outboxId: row.id });
        atRelay = false;
        relay.worked(now());
        // The relay has it: recorded even through a database restart, else it would go twice.
        await recordSent(() => markSent(o.db, row.id, now(), id), { stopped: () => stopped, log });
      }
      return true;
    } catch (err) {
      const message = (err as Error).message.slice(0, 500);
      if (!o.transport.transactional && atRelay && isRelayFault(err)) {
        await markRetry(o.db, row.id, message, relay.failed(err, now()), true);
        await tellOutage();
        return false;
      }
      // The database is away (restarting): not the mail's fault, no attempt spent, tried again soon;
      // while it cannot even be marked, the run fails and the next one takes its claims back.
      if (!atRelay && isDatabaseUnavailable(err)) {
        await markRetry(o.db, row.id, message, new Date(now().getTime() + DATABASE_RETRY_MS), true);
        return false;
      }
      const next =
        row.attempts >= maxAttempts || (err as { final?: unknown }).final === true
          ? null
          : new Date(now().getTime() + backoffDelay(row.attempts, backoffMs));
      await markRetry(o.db, row.id, message, next);
      log(`outbox: mail ${row.id} to ${row.to_addr} failed (attempt ${row.attempts}): ${message}`);
      return false;
    }
  }

  async function tellOutage(): Promise<void> {
    const outage = o.onRelayDown && relay.toTell(now());
    if (!outage || !o.onRelayDown) return;
    const channels = await o.onRelayDown(outage).catch((err: unknown) => {
      log(`outbox: could not tell the organiser of the relay outage: ${(err as Error).message}`);
      return 0;
    });
    log(
      channels > 0
        ? `outbox: the organiser was told of the relay outage on ${channels} channel(s)`
        : 'outbox: no channel of the organiser (ORGANISER_EMAIL) to tell of the relay outage',
    );
  }

  // No wait this sender sets lies further ahead than these; one that does outlived a clock gone back.
  const longestWaitMs = Math.max(leaseMs, BACKOFF_CAP_MS, RELAY_BACKOFF.capMs) + 60_000;
  const longestUncountedMs = Math.max(RELAY_BACKOFF.capMs, DATABASE_RETRY_MS) + 60_000;
  const after = (ms: number) => new Date(now().getTime() + ms);

  async function runOnce(): Promise<number> {
    let sent = 0;
    const ended = await endWaitsBeyond(o.db, now(), {
      latest: after(longestWaitMs),
      uncounted: after(longestUncountedMs),
      untried: after(60_000),
    });
    if (ended > 0)
      log(`outbox: the clock went back; ${ended} mail(s) waiting past the longest wait are tried now`);
    for (;;) {
      // While the relay is paused, notices to players' channels still go: they do not use it.
      const onlyNotices = relay.paused(now());
      const rows = await claimOutboxDue(o.db, now(), leaseMs, o.batch ?? 10, o.instance ?? null, onlyNotices);
      for (const row of rows) {
        await o.yieldTo?.();
        // The relay failed on a mail of this batch: the rest wait out its backoff untried.
        if (relay.paused(now()) && !isQueuedNotice(row.mail))
          await markRetry(o.db, row.id, 'waiting for the mail relay', relay.current.pausedUntil, true);
        else if (await deliverOne(row)) sent++;
      }
      if (rows.length < (o.batch ?? 10) || stopped) return sent;
    }
  }

  return {
    runOnce,
    relay: () => relay.current,
    start(intervalMs) {
      // A failed run (the database restarting) waits longer each time, up to a minute.
      loop = repeatWithBackoff('outbox', runOnce, { intervalMs, capMs: 60_000, log, immediate: true });
    },
    async stop() {
      stopped = true;
      await loop?.stop();
    },
  };
}
