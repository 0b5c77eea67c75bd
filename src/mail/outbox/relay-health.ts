// Whether the mail relay works. A failure of the relay itself (it refuses connections, times out,
// rejects our password, answers 4xx "try later") is not a fault of the mail: it does not count against
// the mail's attempts (a relay down for a day gives up no mail), and it pauses all sending with a
// bounded, jittered backoff instead of trying each waiting mail in turn.
import { jitteredBackoff, randomFraction } from './backoff';

/** nodemailer's codes for a relay that cannot be reached or will not talk to us now. */
const RELAY_CODES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'EAUTH',
  'ETLS',
  'EPROTOCOL',
  'ECONNREFUSED',
  'ECONNRESET',
  'EGREETING',
]);

export function isRelayFault(err: unknown): boolean {
  const { code, responseCode } = (err ?? {}) as { code?: unknown; responseCode?: unknown };
  if (typeof code === 'string' && RELAY_CODES.has(code)) return true;
  // 4xx: the relay is busy or its own next hop is down; 5xx about one mail (a bad address) is the mail's.
  return typeof responseCode === 'number' && responseCode >= 400 && responseCode < 500;
}

export interface RelayState {
  ok: boolean;
  /** When the failures in a row began; null while the relay works. */
  downSince: Date | null;
  lastError: string | null;
  /** No mail is tried before this (the backoff after the last relay failure). */
  pausedUntil: Date | null;
}

/** A relay down this long is told to the organiser on their channels (once per outage). */
export const TELL_AFTER_MS = 10 * 60_000;

/** Relay backoff: first pause 5 s, doubling, never more than 10 minutes. */
export const RELAY_BACKOFF = { baseMs: 5_000, capMs: 600_000 };

export class RelayWatch {
  private failures = 0;
  private told = false;
  private state: RelayState = { ok: true, downSince: null, lastError: null, pausedUntil: null };

  constructor(
    private readonly log: (line: string) => void,
    private readonly random: () => number = randomFraction,
  ) {}

  get current(): RelayState {
    return { ...this.state };
  }

  /**
   * True while sending is paused after a relay failure. A pause that ends further ahead than the
   * longest pause was set by a clock that has since gone back: it is over (docs/operating.md, clock jumps).
   */
  paused(now: Date): boolean {
    const until = this.state.pausedUntil;
    if (until && until.getTime() - now.getTime() > RELAY_BACKOFF.capMs) this.state.pausedUntil = null;
    return this.state.pausedUntil !== null && this.state.pausedUntil > now;
  }

  failed(err: unknown, now: Date): Date {
    this.failures++;
    const message = (err as Error).message?.slice(0, 300) ?? String(err);
    const pausedUntil = new Date(
      now.getTime() + jitteredBackoff(this.failures, RELAY_BACKOFF.baseMs, RELAY_BACKOFF.capMs, this.random),
    );
    // Said once per outage: mail cannot tell the organiser that mail does not go, so the log does.
    if (this.state.ok)
      this.log(`outbox: the mail relay fails (${message}); mail waits and is tried again with backoff`);
    this.state = { ok: false, downSince: this.state.downSince ?? now, lastError: message, pausedUntil };
    return pausedUntil;
  }

  /** The outage to tell the organiser of, once: down for TELL_AFTER_MS; null otherwise. */
  toTell(now: Date): { downSince: Date; lastError: string } | null {
    const { downSince, lastError } = this.state;
    if (this.told || !downSince || now.getTime() - downSince.getTime() < TELL_AFTER_MS) return null;
    this.told = true;
    return { downSince, lastError: lastError ?? '' };
  }

  worked(now: Date): void {
    if (!this.state.ok && this.state.downSince) {
      // (never below 0: the clock may have gone back during the outage)
      const minutes = Math.max(0, Math.round((now.getTime() - this.state.downSince.getTime()) / 60_000));
      this.log(`outbox: the mail relay works again after ${minutes} minute(s) down; waiting mail goes out`);
    }
    this.failures = 0;
    this.told = false;
    this.state = { ok: true, downSince: null, lastError: null, pausedUntil: null };
  }
}
