// Helpers for the email tests: the real services (real engines) and the inbound pipeline wired as
// src/server.ts wires them, mails shaped like a player's reply, and the outbox read as a player's
// inbox (every mail queued for one address, oldest first).
import type { DNSResolver } from 'mailauth';
import { createServices } from '../../src/app/index';
import { createInboundPorts } from '../../src/app/replies/inbound-ports';
import { addressingFrom } from '../../src/mail/inbound/doors';
import { createInboundPipeline } from '../../src/mail/inbound/pipeline';
import type { InboundHandler } from '../../src/mail/inbound/types';
import type { OutgoingMail } from '../../src/mail/compose/types';
import { replyToken } from '../../src/app/base/links';
import { legalOrdersText } from '../../src/app/turns/autoplay';
import type { AppContext } from '../../src/app/base/context';
import type { Rng } from '../../src/games/core/rng';
import { replyAddress } from '../../src/security/tokens';
import type { Opener } from '../support/databases';
import { testConfig } from '../support/services';

export const PLAYERS = { union: 'ann.union@example.org', confederate: 'bob.reb@example.net' };

export interface EmailWorld {
  services: ReturnType<typeof createServices>;
  db: ReturnType<typeof createServices>['ctx']['db'];
  handle: InboundHandler;
  close(): Promise<void>;
}

/** Services over a fresh database and the one pipeline, as `despatch serve` builds them. */
export async function emailWorld(
  open: Opener,
  opts: {
    auth?: 'sender' | 'dmarc' | 'none';
    resolver?: DNSResolver;
    now?: () => Date;
    env?: Record<string, string>;
  } = {},
): Promise<EmailWorld> {
  const opened = await open();
  const config = testConfig(opts.env);
  const services = createServices({ db: opened.db, config, ...(opts.now ? { now: opts.now } : {}) });
  const handle = createInboundPipeline({
    addressing: addressingFrom(config),
    ports: createInboundPorts(services.ctx),
    auth: opts.auth ?? 'sender',
    ...(opts.resolver ? { resolver: opts.resolver } : {}),
  });
  return { services, db: opened.db, handle, close: opened.close };
}

let counter = 0;

export interface ReplySpec {
  from: string;
  to: string;
  body: string;
  subject?: string;
  messageId?: string;
  inReplyTo?: string;
  /** Extra header lines, e.g. 'Auto-Submitted: auto-replied'. */
  headers?: string[];
}

/** A plain-text reply as a phone client sends it (CRLF, UTF-8, quoted-printable when needed). */
export function replyMime(spec: ReplySpec): string {
  const id = spec.messageId ?? `<reply.${process.pid}.${++counter}.${Date.now()}@example.org>`;
  return [
    `From: Player <${spec.from}>`,
    `To: ${spec.to}`,
    `Subject: ${spec.subject ?? 'Re: [Despatch] your orders'}`,
    `Message-ID: ${id}`,
    ...(spec.inReplyTo ? [`In-Reply-To: ${spec.inReplyTo}`, `References: ${spec.inReplyTo}`] : []),
    'Date: Sat, 21 Nov 2026 10:00:00 +0000',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    ...(spec.headers ?? []),
    '',
    spec.body.replace(/\r?\n/g, '\r\n'),
    '',
  ].join('\r\n');
}

export interface QueuedMail {
  id: number;
  kind: string;
  mail: OutgoingMail;
}

/** Every mail queued to `to` (of one game when given; answers too), oldest first. */
export async function inbox(
  world: Pick<EmailWorld, 'db' | 'services'>,
  to: string,
  gameId?: string,
): Promise<QueuedMail[]> {
  await world.services.composeWaiting(gameId); // as the sender does before it sends
  let query = world.db.selectFrom('outbox').select(['id', 'kind', 'mail']).where('to_addr', '=', to);
  if (gameId) query = query.where('game_id', '=', gameId);
  const rows = await query.orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, kind: r.kind, mail: r.mail as OutgoingMail }));
}

/** The newest mail to `to` that asks for orders (it carries a Reply-To), or undefined. */
export async function latestPrompt(
  world: Pick<EmailWorld, 'db' | 'services'>,
  to: string,
  gameId?: string,
): Promise<QueuedMail | undefined> {
  return (await inbox(world, to, gameId)).filter((m) => m.mail.replyTo && m.kind !== 'answer').at(-1);
}

/** What a database row count or a game's stored orders look like, to prove "nothing changed". */
export async function snapshot(world: Pick<EmailWorld, 'db'>, gameId: string) {
  const subs = await world.db
    .selectFrom('submissions')
    .select(['step_seq', 'side', 'text', 'superseded'])
    .where('game_id', '=', gameId)
    .orderBy('id')
    .execute();
  const game = await world.db
    .selectFrom('games')
    .select(['current_step', 'version', 'status'])
    .where('id', '=', gameId)
    .executeTakeFirstOrThrow();
  const sides = await world.db
    .selectFrom('game_sides')
    .select(['side', 'standing'])
    .where('game_id', '=', gameId)
    .orderBy('side')
    .execute();
  return { subs, game, sides };
}

/** A random legal submission from the engine, one order a line in normal form ('pass' if none). */
export const legalText = (owner: { ctx: AppContext }, gameId: string, side: string, rng: Rng) =>
  legalOrdersText(owner.ctx, gameId, side, rng);

/** The reply address of (game, side, step), as the mails carry it. */
export function replyTo(world: EmailWorld, number: number, side: string, step: number): string {
  const config = world.services.config;
  const index = Object.keys(PLAYERS).indexOf(side);
  return replyAddress(replyToken(config, number, index, step), config.mailDomain);
}

export async function outboxCount(world: Pick<EmailWorld, 'db'>): Promise<number> {
  const row = await world.db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
