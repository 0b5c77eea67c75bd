// Services on the real game registry with a clock the test moves, plus readers for the outbox.
import { createServices } from '../../src/app/index';
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

export interface Queued {
  kind: string;
  to: string;
  mail: OutgoingMail;
}

export async function outbox(t: TimeWorld, gameId: string, kind?: string): Promise<Queued[]> {
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
