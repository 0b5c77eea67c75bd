// Travel Battle through the service: the players, a loop over the open steps, the secrets a side
// must never see before its opponent deploys, and the mails a side was sent.
import type { Kysely } from 'kysely';
import type { Services } from '../../src/app/index';
import type { Database } from '../../src/db/schema';
import type { OutgoingMail } from '../../src/mail/compose/types';
import { composeQueuedReports } from '../support/services';

export { ordersText } from '../support/services';

export const players = { red: 'red@example.com', blue: 'blue@example.com' } as const;
export type TbSideId = keyof typeof players;
export const other = (side: TbSideId): TbSideId => (side === 'red' ? 'blue' : 'red');

/** What a side learns only from its own brigade events: "Red brigade 2: B2 L4 L5 ...". */
export const SECRET: Record<TbSideId, RegExp> = { red: /Red brigade \d:/, blue: /Blue brigade \d:/ };

/**
 * Plays a game to its end one open step at a time: `act` for each awaited side in turn (`last`: this
 * side's orders complete the step), then `after` with the step's title. Returns the steps played.
 */
export async function playSteps(
  services: Services,
  gameId: string,
  act: (side: TbSideId, step: number, last: boolean) => Promise<void>,
  after?: (title: string) => Promise<void>,
): Promise<number> {
  for (let steps = 0; steps < 400; steps++) {
    const view = await services.getSideView({ gameId, side: 'red' });
    if (view.game.status === 'finished') return steps;
    const awaiting = view.step.awaiting as TbSideId[];
    for (const [i, side] of awaiting.entries()) await act(side, view.step.seq, i === awaiting.length - 1);
    await after?.(view.step.title);
  }
  throw new Error(`game ${gameId} did not end in 400 steps`);
}

/** Every mail queued for one player of a game, oldest first. */
export async function mailsTo(db: Kysely<Database>, gameId: string, to: string): Promise<OutgoingMail[]> {
  await composeQueuedReports(db, gameId);
  const rows = await db
    .selectFrom('outbox')
    .select('mail')
    .where('game_id', '=', gameId)
    .where('to_addr', '=', to)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.mail as unknown as OutgoingMail);
}

/** The whole of a mail a reader can see: subject, text, HTML. */
export function readable(m: OutgoingMail): string {
  return `${m.subject}\n${m.text}\n${m.html}`;
}

/**
 * Every mail carries the map as an inline PNG referenced from its HTML: drawn (once delivered) or,
 * in the outbox, named by the hash of its picture for the sender to draw.
 */
export function hasMapPicture(m: OutgoingMail): boolean {
  const png = m.attachments.find((a) => a.filename === 'map.png' && a.contentType === 'image/png');
  const bytes = png ? Buffer.from(png.contentBase64, 'base64') : Buffer.alloc(0);
  const drawnOrNamed = bytes.subarray(1, 4).toString() === 'PNG' || /^[0-9a-f]{64}$/.test(png?.picture ?? '');
  return drawnOrNamed && m.html.includes(`cid:${png?.cid}`);
}

/** The steps of a game as stored: title and who was awaited, in order. */
export async function stepLog(db: Kysely<Database>, gameId: string) {
  return db
    .selectFrom('steps')
    .select(['seq', 'title', 'awaiting'])
    .where('game_id', '=', gameId)
    .orderBy('seq')
    .execute();
}
