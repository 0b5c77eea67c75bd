// The time-control commands a player sends by mail reply or from the web pages, each carried out by
// its use-case and answered in a sentence or two: vacation, pause, resume, offer/accept draw,
// resign (by mail in two replies, with a code), time zone and digest.
import { gameSides } from '../../db/repos/games';
import { formatDeadline } from '../../mail/compose/time-words';
import type { TimeCommandText } from '../../mail/inbound/commands';
import type { AppContext } from '../base/context';
import { acceptDraw, offerDraw } from '../endings/draw-offer';
import { parseDuration } from '../base/duration';
import { ServiceError } from '../base/errors';
import { requireGame } from '../base/load';
import { pauseGame, resumeGame } from './pause';
import { setPlayerSettings } from './player-settings';
import { confirmResignation, requestResignation, resignNow } from '../endings/resign';
import { startVacation } from './vacation';
import { translator } from '../../i18n/index';
import { setSeatLanguage } from '../language/seat-language';

export type TimeCommand =
  | TimeCommandText
  /** By mail: null asks for a code, a code confirms. */
  | { kind: 'resign'; confirmation: string | null }
  /** The web's confirmation page was submitted. */
  | { kind: 'resign-confirmed' };

export interface TimeTarget {
  gameId: string;
  side: string;
  /** The player's address (vacations and settings belong to the player, not to one game). */
  player: string;
}

export interface TimeAnswer {
  ok: boolean;
  text: string;
  /** The answer asks for a further reply (the resignation code): it must be answerable. */
  awaitsReply?: boolean;
}

const RESIGN_WORDS = 'If you did not mean to resign, ignore this; nothing has changed.';

async function resign(ctx: AppContext, t: TimeTarget, confirmation: string | null): Promise<TimeAnswer> {
  if (confirmation === null) {
    const { code, expiresAt } = await requestResignation(ctx, t);
    return {
      ok: true,
      awaitsReply: true,
      text: `To resign this game, reply with the line:\n\n  resign ${code}\n\nby ${formatDeadline(expiresAt.toISOString())}. ${RESIGN_WORDS}`,
    };
  }
  const done = await confirmResignation(ctx, { ...t, code: confirmation });
  if (done === 'resigned')
    return { ok: true, text: 'You have resigned: the game is over. The final mail is on its way.' };
  return {
    ok: false,
    awaitsReply: true,
    text:
      done === 'wrong-code'
        ? `"${confirmation}" is not the code we sent; nothing has changed. Reply "resign" for a new code.`
        : 'There is no resignation waiting for a code (or it has expired); nothing has changed. Reply "resign" to start one.',
  };
}

async function vacation(ctx: AppContext, t: TimeTarget, duration: string): Promise<TimeAnswer> {
  const seconds = duration ? parseDuration(duration) : null;
  if (!seconds) return { ok: false, text: 'Write how long, e.g. "vacation 3d" or "vacation 1 week".' };
  const v = await startVacation(ctx, t.player, seconds);
  const left = Math.floor(v.daysLeft * 10) / 10;
  return {
    ok: true,
    text: `Your vacation runs until ${formatDeadline(v.endsAt.toISOString())}: your clock is stopped in all your games (${v.games} deadline${v.games === 1 ? '' : 's'} moved) and your opponents are told. It ends early when you send orders. Vacation left this year: ${left} day${left === 1 ? '' : 's'}.`,
  };
}

async function run(ctx: AppContext, t: TimeTarget, c: TimeCommand): Promise<TimeAnswer> {
  const ok = (text: string): TimeAnswer => ({ ok: true, text });
  switch (c.kind) {
    case 'vacation':
      return vacation(ctx, t, c.duration);
    case 'pause':
      return ok(await pauseGame(ctx, t));
    case 'resume':
      return ok(await resumeGame(ctx, t));
    case 'offer-draw':
      return ok(await offerDraw(ctx, t));
    case 'accept-draw':
      return ok(await acceptDraw(ctx, t));
    case 'resign':
      return resign(ctx, t, c.confirmation);
    case 'resign-confirmed':
      await resignNow(ctx, t);
      return ok('You have resigned: the game is over. The final mail is on its way.');
    case 'timezone': {
      const s = await setPlayerSettings(ctx, t.player, { timeZone: c.zone });
      return ok(
        `Your time zone is now ${s.timeZone}: deadlines are shown in it, and weekends counted in it.`,
      );
    }
    case 'language': {
      const lang = await setSeatLanguage(ctx, { gameId: t.gameId, side: t.side, lang: c.lang });
      return ok(translator(lang)('language.set'));
    }
    case 'digest': {
      await setPlayerSettings(ctx, t.player, { digest: c.on });
      return ok(
        c.on
          ? 'You will get one mail a day at 07:00 (your time) listing every game waiting for you, instead of reminders.'
          : 'The daily digest is off: you get a reminder before each deadline again.',
      );
    }
  }
}

const GAME_OVER =
  'This game is over, so nothing has changed: its links and reply address no longer act. For a vacation or your settings, use a mail of a game still running.';

/** Runs a command; a refusal (bad value, game over) is an answer, not an error. */
export async function runTimeCommand(ctx: AppContext, t: TimeTarget, c: TimeCommand): Promise<TimeAnswer> {
  // A finished game's link or reply address has no power left, not even over the player's other
  // games (a vacation, the time zone, the digest): those need a running game's mail.
  const game = await requireGame(ctx.db, t.gameId);
  if (game.status === 'finished') return { ok: false, text: GAME_OVER };
  try {
    return await run(ctx, t, c);
  } catch (err) {
    if (err instanceof ServiceError && err.code === 'game-over') return { ok: false, text: GAME_OVER };
    if (err instanceof ServiceError && err.code === 'bad-request')
      return { ok: false, text: `Nothing has changed: ${err.message}.` };
    throw err;
  }
}

/** The web's entry: the player is the one on file for the side. */
export async function timeCommandFor(
  ctx: AppContext,
  input: { gameId: string; side: string; command: TimeCommand },
): Promise<TimeAnswer> {
  const player = (await gameSides(ctx.db, input.gameId)).find((s) => s.side === input.side);
  if (!player) throw new ServiceError('not-found', `no side ${input.side} in game ${input.gameId}`);
  return runTimeCommand(ctx, { gameId: input.gameId, side: input.side, player: player.email }, input.command);
}
