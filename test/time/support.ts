// Services on the real game registry with a clock the test moves, plus readers for the outbox.
import { handleReply } from '../../src/app/replies/handle-reply';
import { createServices } from '../../src/app/index';
import { splitCommands } from '../../src/mail/inbound/commands';
import type { ParsedInbound } from '../../src/mail/inbound/types';
import type { OutgoingMail } from '../../src/mail/compose/types';
import type { Opener } from '../support/databases';
import { testConfig } from '../support/services';

export const T0 = new Date('2026-11-23T09:00:00Z'); // a Monday

export class TestClock {
  constructor(public at: Date = T0) {}
  now = (): Date => new Date(this.at);
  advance(ms: number): void {
    this.at = new Date(this.at.getTime() + ms);
  }
  set(at: Date | string): void {
    this.at = new Date(at);
  }
}

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export async function timeServices(open: Opener) {
  const opened = await open();
  const clock = new TestClock();
  const services = createServices({ db: opened.db, config: testConfig(), now: clock.now });
  return { ...opened, services, ctx: services.ctx, clock };
}

export type TimeWorld = Awaited<ReturnType<typeof timeServices>>;

/** One world per describe block: opened before its tests, closed after, the clock at T0 before each. */
export function useTimeWorld(open: Opener): () => TimeWorld {
  let t: TimeWorld | undefined;
  beforeAll(async () => {
    t = await timeServices(open);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => t?.clock.set(T0));
  return () => t as TimeWorld;
}

export interface Queued {
  kind: string;
  to: string;
  mail: OutgoingMail;
}

export async function outbox(t: TimeWorld, gameId: string, kind?: string): Promise<Queued[]> {
  await t.services.composeWaiting(gameId); // as the sender does before it sends
  let q = t.db.selectFrom('outbox').select(['kind', 'to_addr', 'mail']).where('game_id', '=', gameId);
  if (kind) q = q.where('kind', '=', kind);
  const rows = await q.orderBy('id').execute();
  return rows.map((r) => ({ kind: r.kind, to: r.to_addr, mail: r.mail as OutgoingMail }));
}

export function attachment(mail: OutgoingMail, filename: string): string | null {
  const a = mail.attachments.find((x) => x.filename === filename);
  return a ? Buffer.from(a.contentBase64, 'base64').toString('utf8') : null;
}

export const sharpsburgPlayers = { union: 'ann@example.org', confederate: 'bob@example.org' };

export async function newSharpsburg(t: TimeWorld, extra: Record<string, unknown> = {}) {
  return t.services.createGame({ game: 'sharpsburg', players: sharpsburgPlayers, ...extra });
}

let replies = 0;

/** A mail reply from the side's player, run through the service's reply handler; returns the answer. */
export async function reply(t: TimeWorld, gameId: string, side: string, body: string): Promise<OutgoingMail> {
  const view = await t.services.getSideView({ gameId, side });
  const messageId = `<reply-${++replies}-${Date.now()}@players.example>`;
  const split = splitCommands(body);
  const parsed = {
    messageId,
    from: { address: view.player, name: '' },
    to: [],
    cc: [],
    deliveredTo: [],
    replyToken: null,
    subject: 'Re: your game',
    inReplyTo: null,
    references: [],
    date: null,
    text: body,
  } as unknown as ParsedInbound;
  await handleReply(t.ctx, {
    target: { gameId, side, step: view.step.seq, player: view.player },
    orders: split.orders,
    commands: split.commands,
    messageId,
    parsed,
  });
  const row = await t.db
    .selectFrom('outbox')
    .select('mail')
    .where('kind', 'in', ['answer', 'answer-over'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.mail as OutgoingMail;
}
