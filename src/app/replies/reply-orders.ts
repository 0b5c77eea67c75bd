// The order text of a mail reply, made ready for submitOrders: closing lines the reply extractor left
// (a greeting, a name: see src/mail/inbound/sign-off.ts) are set aside when, and only when, the
// game's grammar cannot read them. The answer names every line set aside.
import { blankLines, COMMAND_WORDS, trailingSignOff } from '../../mail/inbound/sign-off';
import { checkText } from '../turns/check-orders';
import type { AppContext } from '../base/context';
import { currentState, moduleOf, requireGame } from '../base/load';

export interface ReplyOrders {
  text: string;
  /** The closing lines that were set aside, as written. */
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
  const candidates = trailingSignOff(orders, [...prompt.orderKinds, ...COMMAND_WORDS], commandLines);
  if (candidates.length === 0) return { text: orders, ignored: [] };
  const lines = new Set(candidates.map((c) => c.line));
  const { problems } = checkText(module, state, target.side, orders);
  if (!problems.some((p) => p.line !== undefined && lines.has(p.line))) return { text: orders, ignored: [] };
  return { text: blankLines(orders, lines), ignored: candidates.map((c) => c.text) };
}

export function signOffNote(ignored: string[]): string {
  const quoted = ignored.map((l) => `"${l}"`).join(', ');
  return `We read the closing line${ignored.length === 1 ? '' : 's'} ${quoted} as a greeting or a name, not as orders, and left ${ignored.length === 1 ? 'it' : 'them'} out.`;
}
