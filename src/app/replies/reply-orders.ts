// The order text of a mail reply, made ready for submitOrders: greetings above the orders and closing
// lines below them that the reply extractor left (see src/mail/inbound/sign-off.ts) are set aside
// when, and only when, the game's grammar cannot read them. The answer quotes every line set aside.
import { blankLines, COMMAND_WORDS, leadingGreeting, trailingSignOff } from '../../mail/inbound/sign-off';
import { checkText } from '../turns/check-orders';
import type { AppContext } from '../base/context';
import { currentState, moduleOf, requireGame } from '../base/load';

export interface ReplyOrders {
  text: string;
  /** The greeting and closing lines that were set aside, as written, top to bottom. */
  ignored: string[];
}

export async function setAsideSignOff(
  ctx: AppContext,
  target: { gameId: string; side: string },
  orders: string,
  commandLines: readonly number[] = [],
): Promise<ReplyOrders> {
  const game = await requireGame(ctx.db, target.gameId);
  const module = moduleOf(ctx, game.game_type);
  const state = await currentState(ctx.db, game);
  // Not awaited (or the game is over): submitOrders explains that; nothing to set aside.
  const prompt = module.awaiting(state as never).find((p) => p.side === target.side);
  if (!prompt) return { text: orders, ignored: [] };
  const keywords = [...prompt.orderKinds, ...COMMAND_WORDS];
  const candidates = [
    ...leadingGreeting(orders, keywords),
    ...trailingSignOff(orders, keywords, commandLines),
  ].filter((c, i, all) => all.findIndex((x) => x.line === c.line) === i);
  if (candidates.length === 0) return { text: orders, ignored: [] };
  // Only the lines the grammar cannot read: a greeting that happens to be an order stays an order.
  const { problems } = checkText(module, state, target.side, orders);
  const unreadable = new Set(problems.flatMap((p) => (p.line === undefined ? [] : [p.line])));
  const aside = candidates.filter((c) => unreadable.has(c.line));
  if (aside.length === 0) return { text: orders, ignored: [] };
  return { text: blankLines(orders, new Set(aside.map((c) => c.line))), ignored: aside.map((c) => c.text) };
}

export function signOffNote(ignored: string[]): string {
  const quoted = ignored.map((l) => `"${l}"`).join(', ');
  return `We read the line${ignored.length === 1 ? '' : 's'} ${quoted} as a greeting or a name, not as orders, and left ${ignored.length === 1 ? 'it' : 'them'} out.`;
}
