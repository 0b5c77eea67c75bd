// The one pipeline behind the three doors: parse, record once, drop loops, check the token, the
// sender and (INBOUND_AUTH=dmarc) the authentication, split commands from orders, then hand the
// reply to the service layer. Everything that needs the database or composes mail is a port
// (InboundPorts), so the pipeline is tested with fakes and wired to the Services in one adapter.
import { inboundKey, type InboundKey } from '../../db/repos/inbound';
import type { DNSResolver } from 'mailauth';
import { splitCommands, type InboundCommand } from './commands';
import { UnreadableMailError } from './mime-reader';
import { parseInbound } from './parse';
import { checkAuthentication, checkSender, type InboundAuthMode } from './sender-check';
import type { InboundAddressing, InboundHandler, InboundMeta, ParsedInbound } from './types';

/** What a reply token stands for, looked up by the service (verifyReplyToken + the game's row). */
export interface ReplyTarget {
  gameId: string;
  side: string;
  /** The step the token was issued for (may be resolved already: the service answers that). */
  step: number;
  /** The side's player on file. */
  player: string;
  /**
   * Set when the token was issued to a player the organiser has since replaced: that player's
   * address. Such a mail is answered (to them) and never acted on.
   */
  formerPlayer?: string;
}

/** A player's own reply token (a club mail, not a game's): only club commands are read. */
export interface PlayerTarget {
  kind: 'player';
  player: string;
}

export const isPlayerTarget = (t: ReplyTarget | PlayerTarget): t is PlayerTarget => 'kind' in t;

export interface PlayerReplyRequest {
  target: PlayerTarget;
  orders: string;
  commands: InboundCommand[];
  messageId: string;
  parsed: ParsedInbound;
}

export interface ReplyRequest {
  target: ReplyTarget;
  /** Order text with command lines blanked (line numbers match the mail); '' when none. */
  orders: string;
  commands: InboundCommand[];
  messageId: string;
  parsed: ParsedInbound;
}

export type InboundOutcome =
  | { kind: 'automatic'; why: string }
  | { kind: 'no-token' }
  | { kind: 'bad-token'; token: string }
  // The ones below carry the target, for the record's game, side and step columns.
  | { kind: 'wrong-sender'; detail: string; target: ReplyTarget | PlayerTarget }
  | { kind: 'not-authenticated'; detail: string; target: ReplyTarget | PlayerTarget }
  | { kind: 'replaced'; target: ReplyTarget }
  | { kind: 'handled'; result: string; target: ReplyTarget | PlayerTarget };

/** Why a mail was not read; a replaced player's refusal names the game, so its side reads in words. */
export type Refusal = {
  reason: 'wrong-sender' | 'not-authenticated' | 'replaced';
  detail: string;
  gameId?: string;
};

export interface InboundPorts {
  /** null when the token is forged or names no game we have (never answered: backscatter). */
  resolveToken(token: string): Promise<ReplyTarget | PlayerTarget | null>;
  /**
   * Stores the raw mail under its Message-ID and claims it. Returns false when a mail with this
   * Message-ID was already handled to the end; a row left unfinished by a temporary failure counts
   * as new, so the retry runs again. Throws InboundBusyError while another delivery of the same
   * Message-ID is being handled (a temporary failure: the sender retries later).
   */
  record(mail: {
    key: InboundKey;
    door: InboundMeta['door'];
    parsed: ParsedInbound;
    raw: Buffer;
  }): Promise<boolean>;
  /** Marks the recorded mail handled, with its outcome. */
  finish(key: InboundKey, outcome: InboundOutcome): Promise<void>;
  /** Gives up the claim `record` took, after a temporary failure, so the retry runs at once. */
  release?(key: InboundKey): Promise<void>;
  /**
   * Runs the reply: commands and orders for the target's game and side (a stale step is answered
   * with the current situation), and queues the answer. Returns a short result for the record
   * ('accepted', 'rejected', 'stale', 'status', ...). Throws only for temporary failures.
   */
  act(request: ReplyRequest): Promise<string>;
  /** Runs a reply to a player's own token: the club commands in it, answered. */
  actForPlayer?(request: PlayerReplyRequest): Promise<string>;
  /** Queues a refusal to `to` (no orders were read). */
  refuse(to: string, refusal: Refusal, inReplyTo: ParsedInbound): Promise<void>;
  /** Keeps a mail that could not be read, for the organiser (it is refused for good, never retried). */
  keepUnreadable?(mail: {
    key: InboundKey;
    door: InboundMeta['door'];
    raw: Buffer;
    why: string;
  }): Promise<void>;
}

/** Another delivery of this Message-ID is being handled right now: try again later. */
export class InboundBusyError extends Error {
  constructor(messageId: string) {
    super(`${messageId} is being handled by another delivery`);
    this.name = 'InboundBusyError';
  }
}

export interface PipelineOptions {
  addressing: InboundAddressing;
  ports: InboundPorts;
  auth?: InboundAuthMode;
  /** Only for tests: DNS answers for DKIM/DMARC. */
  resolver?: DNSResolver;
  log?: (message: string) => void;
}

/** Mails without a Message-ID get a stable one from their bytes, so a resend is still a duplicate. */
async function messageIdOf(parsed: ParsedInbound, raw: Buffer): Promise<string> {
  return parsed.messageId ?? rawMessageId(raw);
}

/** Hashed on libuv's threads (WebCrypto), not the event loop: a mail may be 10 MB. */
async function rawMessageId(raw: Buffer): Promise<string> {
  const digest = Buffer.from(await crypto.subtle.digest('SHA-256', raw as Uint8Array<ArrayBuffer>));
  return `<sha256.${digest.toString('hex')}@despatch.invalid>`;
}

/** A reply on a token of a replaced player: they are told, once their From is theirs; else silence. */
async function answerFormerPlayer(
  opts: PipelineOptions,
  parsed: ParsedInbound,
  target: ReplyTarget,
  former: string,
): Promise<InboundOutcome> {
  const sender =
    opts.auth === 'none' ? { ok: true as const } : checkSender(parsed.from?.address ?? null, former);
  if (!sender.ok) return { kind: 'bad-token', token: parsed.replyToken ?? '' };
  await opts.ports.refuse(former, { reason: 'replaced', detail: target.side, gameId: target.gameId }, parsed);
  return { kind: 'replaced', target };
}

async function decide(
  opts: PipelineOptions,
  raw: Buffer,
  meta: InboundMeta,
  parsed: ParsedInbound,
  messageId: string,
): Promise<InboundOutcome> {
  const { ports } = opts;
  if (parsed.isAutomatic) return { kind: 'automatic', why: parsed.why ?? 'automatic' };
  if (parsed.replyToken === null) return { kind: 'no-token' };
  const target = await ports.resolveToken(parsed.replyToken);
  if (target === null) return { kind: 'bad-token', token: parsed.replyToken };
  if (!isPlayerTarget(target) && target.formerPlayer !== undefined)
    return answerFormerPlayer(opts, parsed, target, target.formerPlayer);
  const sender =
    opts.auth === 'none' ? { ok: true as const } : checkSender(parsed.from?.address ?? null, target.player);
  if (!sender.ok) {
    // Never to the stranger's From (anyone holding a reply address could make us mail any address):
    // the player the token belongs to is told, in our words and under our subject.
    await ports.refuse(target.player, { reason: 'wrong-sender', detail: sender.detail }, parsed);
    return { kind: 'wrong-sender', detail: sender.detail, target };
  }
  if (opts.auth === 'dmarc') {
    const auth = await checkAuthentication(raw, target.player, {
      resolver: opts.resolver,
      ip: meta.remoteAddress,
      helo: meta.envelope?.helo,
      sender: meta.envelope?.mailFrom,
    });
    if (!auth.ok) {
      // The From is the player's, so the refusal goes to the real player, never to a third party.
      await ports.refuse(target.player, { reason: 'not-authenticated', detail: auth.detail }, parsed);
      return { kind: 'not-authenticated', detail: auth.detail, target };
    }
  }
  const { commands, orders } = splitCommands(parsed.text);
  if (isPlayerTarget(target)) {
    if (!ports.actForPlayer) return { kind: 'bad-token', token: parsed.replyToken };
    const result = await ports.actForPlayer({ target, orders, commands, messageId, parsed });
    return { kind: 'handled', result, target };
  }
  const result = await ports.act({ target, orders, commands, messageId, parsed });
  return { kind: 'handled', result, target };
}

export function createInboundPipeline(opts: PipelineOptions): InboundHandler {
  const log = opts.log ?? (() => undefined);
  return async (raw, meta) => {
    let parsed: ParsedInbound;
    try {
      parsed = await parseInbound(raw, opts.addressing, meta);
    } catch (err) {
      if (err instanceof UnreadableMailError) {
        const key = inboundKey(await rawMessageId(raw), '');
        await opts.ports.keepUnreadable?.({ key, door: meta.door, raw, why: err.message });
        log(`inbound ${key.messageId} via ${meta.door}: ${err.message}`);
      }
      throw err;
    }
    const messageId = await messageIdOf(parsed, raw);
    // Claimed per sender too: a stranger's mail reusing a Message-ID never hides the player's.
    const key = inboundKey(messageId, parsed.from?.address);
    if (!(await opts.ports.record({ key, door: meta.door, parsed, raw }))) {
      log(`inbound ${messageId}: already handled, ignored`);
      return;
    }
    let outcome: InboundOutcome;
    try {
      outcome = await decide(opts, raw, meta, parsed, messageId);
      await opts.ports.finish(key, outcome);
    } catch (err) {
      await opts.ports.release?.(key).catch(() => undefined);
      throw err;
    }
    log(`inbound ${messageId} via ${meta.door}: ${outcome.kind}`);
  };
}
