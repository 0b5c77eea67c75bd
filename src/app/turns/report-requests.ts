// A resolution queues its report mails as requests (what to compose: the step, the resolution's
// clock, the next step, the result and the facts about the game as they were), and the sender has
// them composed (composeQueued) before it sends them. Composing costs most of a resolution's CPU
// (maps, close-ups, templates, CSS inlining), so the resolving transaction commits without it; a
// crash before the composed mail is kept composes it again from the same rows, to the same mail.
import { messageIdFor } from '../../mail/compose/thread';
import type { OutgoingMail } from '../../mail/compose/types';
import { isToCompose, type MailToCompose } from '../../db/outgoing-mail';
import { queuedToCompose, storeComposed, storedMail, type QueuedToCompose } from '../../db/repos/outbox';
import { loadState, stepEvents } from '../../db/repos/steps';
import type { OutboxRow } from '../../db/schema';
import type { AppConfig, AppContext } from '../base/context';
import type { GameFacts } from '../base/facts';
import { canonical } from '../base/canonical';
import { requireGame } from '../base/load';
import { composeReports, type ReportInput, type ReportRequest } from './compose-reports';
import { composeOnThread } from './resolution-thread';

/** One row per side, named as its composed mail will be (Message-ID by game, side and step). */
export function reportRequests(
  config: Pick<AppConfig, 'mailDomain'>,
  sides: readonly string[],
  facts: Omit<GameFacts, 'module'>,
  r: Omit<ReportRequest, 'facts'>,
): QueuedToCompose[] {
  const { seed: _seed, ...known } = facts;
  const key = r.next ? `s${r.step.seq}-report` : 'final';
  const mail: MailToCompose<ReportRequest> = { compose: { ...r, facts: known } };
  return sides.map((side) => ({
    to: facts.players[side] ?? '',
    messageId: messageIdFor(facts.id, side, key, config.mailDomain),
    mail,
  }));
}

/**
 * The sender's composer: the mail of an outbox row queued as a request, composed with every other
 * side's of the same step (all are kept in their rows, with their pictures, before it returns).
 */
export async function composeQueued(ctx: AppContext, row: OutboxRow): Promise<OutgoingMail> {
  const stored = await storedMail(ctx.db, row.id);
  if (stored !== undefined && !isToCompose(stored)) return stored as OutgoingMail;
  const request = (row.mail as MailToCompose<ReportRequest>).compose;
  const game = await requireGame(ctx.db, row.game_id ?? '');
  const input: ReportInput = {
    config: ctx.config,
    gameType: game.game_type,
    seed: game.seed,
    request,
    state: canonical(await loadState(ctx.db, game.id, request.step.seq)),
    events: await stepEvents(ctx.db, game.id, request.step.seq),
  };
  const mails = ctx.resolveOffThread ? await composeOnThread(input) : composeReports(ctx.games, input);
  await storeComposed(ctx.db, mails);
  const mail = mails.find((m) => m.messageId === row.message_id);
  if (!mail) throw new Error(`composing ${row.message_id} gave no mail of that Message-ID`);
  const { pictures: _pictures, ...bare } = mail;
  return bare;
}

/** Composes every mail still queued as a request (of one game when given); returns how many. */
export async function composeWaiting(ctx: AppContext, gameId?: string): Promise<number> {
  const rows = await queuedToCompose(ctx.db, gameId);
  for (const row of rows) await composeQueued(ctx, row);
  return rows.length;
}
