// Short notices in a game's thread for each side (a vacation, a pause, a draw offer ...), queued in
// the outbox inside the caller's transaction. The text may differ per side; null skips a side.
import type { Db } from '../../db/repos/games';
import { enqueueMails } from '../../db/repos/outbox';
import type { GameRow } from '../../db/schema';
import type { AppContext } from '../base/context';
import { gameFacts } from '../base/load';
import { noticeMail } from './mails';

export async function tellSides(
  ctx: AppContext,
  db: Db,
  game: GameRow,
  key: string,
  title: string,
  textFor: (side: string) => string | null,
): Promise<void> {
  const facts = await gameFacts(ctx, db, game);
  const mails = facts.module.sides.flatMap((side) => {
    const text = textFor(side);
    return text === null
      ? []
      : [noticeMail(ctx, facts, side, key, { title, paragraphs: [text] }, game.current_step)];
  });
  await enqueueMails(db, game.id, 'notice', mails, ctx.now());
}
