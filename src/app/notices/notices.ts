// Short notices in a game's thread for each side (a vacation, a pause, a draw offer ...), queued in
// the outbox inside the caller's transaction. The text may differ per side; null skips a side. Title
// and text are said in each side's language (words.ts).
import type { Db } from '../../db/repos/games';
import { enqueueMails } from '../../db/repos/outbox';
import type { GameRow } from '../../db/schema';
import type { AppContext } from '../base/context';
import { gameFacts } from '../base/load';
import { noticeMail } from './mails';
import { sayTo, wordsFor, type Said } from './words';

export async function tellSides(
  ctx: AppContext,
  db: Db,
  game: GameRow,
  key: string,
  title: Said,
  textFor: (side: string) => Said | null,
): Promise<void> {
  const facts = await gameFacts(ctx, db, game);
  const mails = facts.module.sides.flatMap((side) => {
    const text = textFor(side);
    if (text === null) return [];
    const w = wordsFor(facts, side);
    const said = { title: sayTo(w, title), paragraphs: [sayTo(w, text)] };
    return [noticeMail(ctx, facts, side, key, said, game.current_step)];
  });
  await enqueueMails(db, game.id, 'notice', mails, ctx.now());
}
