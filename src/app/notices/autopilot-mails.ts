// The mails that tell both sides of a game that the bot took a late side (autopilot) or that its
// player took it back: the side's own player reads the "Mine" text, the others the "Theirs" text.
import type { Transaction } from 'kysely';
import { enqueueMails } from '../../db/repos/outbox';
import type { Database, GameRow } from '../../db/schema';
import { listNames } from '../../mail/compose/format';
import { translator } from '../../i18n/index';
import type { AppContext } from '../base/context';
import { gameFacts } from '../base/load';
import { noticeMail } from './mails';
import { readerOf } from './reader';

export type AutopilotChange = 'autopilotOn' | 'autopilotOff';

export async function tellAutopilot(
  ctx: AppContext,
  trx: Transaction<Database>,
  game: GameRow,
  change: AutopilotChange,
  sides: string[],
  seq: number,
  vars: Record<string, string | number> = {},
): Promise<void> {
  const facts = await gameFacts(ctx, trx, game);
  const mails = facts.module.sides.map((side) => {
    const reader = readerOf(facts, side);
    const t = translator(reader.lang);
    const mine = sides.includes(side);
    const who = listNames(sides, reader.sideNames, t);
    const text = t(`mail.notices.${change}${mine ? 'Mine' : 'Theirs'}`, { ...vars, who });
    const title = t(`mail.notices.${change}Title`);
    return noticeMail(
      ctx,
      facts,
      side,
      `s${seq}-${change}-${sides.join('-')}`,
      { title, paragraphs: [text] },
      seq,
    );
  });
  await enqueueMails(
    trx,
    game.id,
    change === 'autopilotOn' ? 'autopilot' : 'autopilot-off',
    mails,
    ctx.now(),
  );
}
