// The bot plays its sides: the sweeper asks for the bot's sides owing orders (an index scan of the
// bot's sides, db/repos/bot-sides.ts), has each one's orders searched off the pages' event loop (on
// the resolution thread in a server) and submits them through the players' own path, recorded with
// channel 'bot'. No lock is held while the bot thinks: a second instance that plays the same step
// computes the same orders (the bot is deterministic per game and step) and its submission replaces
// the first or finds the step resolved. Orders refused (a bug of the bot) are logged on the game's
// desk and the sweeper's log, and played again at the easiest level (random legal play); refused
// there too, the bot gives up that step, which its deadline resolves with the standing defaults.
import { contributionFrom } from '../../games/core/dice';
import { dueBotSides, giveUpBotStep, type DueBotSide } from '../../db/repos/bot-sides';
import { logOrganiserAction } from '../../db/repos/desk';
import { isBotLevel, type BotLevel } from '../../games/bot';
import type { AppContext } from '../base/context';
import { ServiceError } from '../base/errors';
import { currentState, moduleOf, requireGame } from '../base/load';
import { computeBotOrders, type BotOrdersInput } from '../turns/bot-orders';
import { botOrdersOnThread } from '../turns/resolution-thread';
import { submitOrders } from '../turns/submit-orders';

/** Plays every due bot side (up to `limit`); returns how many were played. */
export async function playBotSides(ctx: AppContext, limit = 50): Promise<number> {
  let played = 0;
  const failures: Error[] = [];
  for (const due of await dueBotSides(ctx.db, limit)) {
    const outcome = await playBotSide(ctx, due);
    if (outcome === 'played') played++;
    else if (outcome instanceof Error) failures.push(outcome);
  }
  // Told to the caller's log after every side had its turn.
  if (failures.length) throw new AggregateError(failures, failures.map((f) => f.message).join('; '));
  return played;
}

type Outcome = 'played' | 'moved' | Error;

async function playBotSide(ctx: AppContext, due: DueBotSide): Promise<Outcome> {
  const game = await requireGame(ctx.db, due.gameId);
  if (game.status !== 'active' || game.current_step !== due.seq) return 'moved';
  const level: BotLevel = isBotLevel(due.level) ? due.level : 'easy';
  const input: BotOrdersInput = {
    gameType: game.game_type,
    state: await currentState(ctx.db, moduleOf(ctx, game.game_type), game),
    side: due.side,
    level,
    seed: `${game.seed}/${due.seq}`,
  };
  const levels: BotLevel[] = level === 'easy' ? ['easy'] : [level, 'easy'];
  for (const tried of levels) {
    const attempt = await tryLevel(ctx, due, { ...input, level: tried });
    if (attempt === 'played' || attempt === 'moved') return attempt;
    await logOrganiserAction(ctx.db, {
      gameId: due.gameId,
      action: 'bot-refused',
      reason: `the bot's ${tried} orders for ${due.side} at step ${due.seq} were refused: ${attempt}`,
      detail: { side: due.side, step: due.seq, level: tried },
      at: ctx.now(),
    });
  }
  await giveUpBotStep(ctx.db, due.gameId, due.side, due.seq);
  return new Error(
    `game ${game.number}: the bot's orders for ${due.side} at step ${due.seq} were refused at every level; ` +
      `the step's deadline will apply the standing defaults`,
  );
}

/** One level's orders searched and submitted; what was wrong when they were refused. */
async function tryLevel(ctx: AppContext, due: DueBotSide, input: BotOrdersInput): Promise<Outcome | string> {
  let text: string;
  try {
    // The easiest level is random legal play, cheap enough for the event loop; the others search.
    text =
      ctx.resolveOffThread && input.level !== 'easy'
        ? await botOrdersOnThread(input)
        : computeBotOrders(ctx.games, input);
  } catch (err) {
    return `the bot failed: ${(err as Error).message.split('\n')[0]}`;
  }
  try {
    const res = await submitOrders(ctx, {
      gameId: due.gameId,
      side: due.side,
      step: due.seq,
      text,
      channel: 'bot',
      // Deterministic from the bot's seed, like its orders; a hash, so it tells nothing of the seed.
      contribution: contributionFrom(`bot/${input.seed}/${due.side}`),
    });
    if (res.ok) return 'played';
    return res.problems.map((p) => p.message).join('; ');
  } catch (err) {
    // The step was resolved or the game ended meanwhile (another instance, the deadline).
    if (err instanceof ServiceError) return 'moved';
    throw err;
  }
}
