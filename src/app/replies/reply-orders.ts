// The order text of a mail reply, made ready for submitOrders: greetings, names and remarks above
// and below the orders (see src/mail/inbound/sign-off.ts) are set aside when, and only when, the
// game's grammar cannot read them. The answer quotes every line set aside.
import { blankLines, COMMAND_WORDS, linesAroundOrders } from '../../mail/inbound/sign-off';
import { checkText } from '../turns/check-orders';
import type { AppContext } from '../base/context';
import { translator, type T } from '../../i18n/index';
import { currentState, moduleOf, requireGame } from '../base/load';

export interface ReplyOrders {
  text: string;
  /** The lines that were set aside, as written. */
  ignored: string[];
}

export async function setAsideSignOff(
  ctx: AppContext,
  target: { gameId: string; side: string; step?: number },
  orders: string,
  commandLines: readonly number[] = [],
): Promise<ReplyOrders> {
  const game = await requireGame(ctx.db, target.gameId);
  // A reply to a step already resolved is answered as stale: its lines are read against nothing,
  // so none is set aside (the words of the step it answered are not those of the open step).
  if (target.step !== undefined && target.step !== game.current_step) return { text: orders, ignored: [] };
  const module = moduleOf(ctx, game.game_type);
  const state = await currentState(ctx.db, module, game);
  // Not awaited (or the game is over): submitOrders explains that; nothing to set aside.
  const prompt = module.awaiting(state).find((p) => p.side === target.side);
  if (!prompt) return { text: orders, ignored: [] };
  const grammar = {
    keywords: [...prompt.orderKinds, ...COMMAND_WORDS],
    unitsNamed: (line: string) => module.unitsNamed?.(state, target.side, line) ?? [],
  };
  const candidates = linesAroundOrders(orders, grammar, commandLines);
  if (candidates.length === 0) return { text: orders, ignored: [] };
  const { problems } = checkText(module, state, target.side, orders);
  const unread = new Set(problems.flatMap((p) => (p.line === undefined ? [] : [p.line])));
  const aside = candidates.filter((c) => unread.has(c.line));
  if (aside.length === 0) return { text: orders, ignored: [] };
  return { text: blankLines(orders, new Set(aside.map((c) => c.line))), ignored: aside.map((c) => c.text) };
}

export function signOffNote(ignored: string[], t: T = translator('en')): string {
  const quoted = ignored
    .map((l) => (t.lang === 'ja' ? `「${l}」` : `"${l}"`))
    .join(t('common.listSeparator'));
  return t('reply.setAside', { count: ignored.length, lines: quoted });
}
