// The time-control commands a player sends by mail reply or from the web pages, each carried out by
// its use-case and answered in a sentence or two: vacation, pause, resume, offer/accept draw,
// resign (by mail in two replies, with a code), time zone and digest.
import { refusalIn } from '../base/refusal';
import { gameSides } from '../../db/repos/games';
import type { TimeCommandText } from '../../mail/inbound/commands';
import type { AppContext } from '../base/context';
import { acceptDraw, offerDraw } from '../endings/draw-offer';
import { parseDuration } from '../base/duration';
import { ServiceError } from '../base/errors';
import { moduleOf, requireGame } from '../base/load';
import type { GameRow } from '../../db/schema';
import { sayTo, wordsFor, type Said, type Words } from '../notices/words';
import { seatLanguage, setSeatLanguage } from '../language/seat-language';
import { pauseGame, resumeGame } from './pause';
import { setPlayerSettings } from './player-settings';
import { confirmResignation, requestResignation, resignNow } from '../endings/resign';
import { startVacation } from './vacation';
import { translator, type Lang } from '../../i18n/index';

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
  /** The language the answer is written in (the seat's): the page that shows it follows it. */
  lang?: Lang;
  /** The answer asks for a further reply (the resignation code): it must be answerable. */
  awaitsReply?: boolean;
}

async function resign(
  ctx: AppContext,
  t: TimeTarget,
  confirmation: string | null,
  w: Words,
): Promise<TimeAnswer> {
  if (confirmation === null) {
    const { code, expiresAt } = await requestResignation(ctx, t);
    return { ok: true, awaitsReply: true, text: w.t('clock.resign.ask', { code, until: w.when(expiresAt) }) };
  }
  const done = await confirmResignation(ctx, { ...t, code: confirmation });
  if (done === 'resigned') return { ok: true, text: w.t('clock.resign.done') };
  return {
    ok: false,
    awaitsReply: true,
    text:
      done === 'wrong-code'
        ? w.t('clock.resign.wrongCode', { code: confirmation })
        : w.t('clock.resign.noRequest'),
  };
}

async function vacation(ctx: AppContext, t: TimeTarget, duration: string, w: Words): Promise<TimeAnswer> {
  const seconds = duration ? parseDuration(duration) : null;
  if (!seconds) return { ok: false, text: w.t('clock.vacation.howLong') };
  const v = await startVacation(ctx, t.player, seconds);
  const left = Math.floor(v.daysLeft * 10) / 10;
  return {
    ok: true,
    text: w.t('clock.vacation.started', {
      until: w.when(v.endsAt),
      moved: w.t('clock.vacation.deadlines', { count: v.games }),
      left: w.t('time.day', { count: left }),
    }),
  };
}

async function run(ctx: AppContext, t: TimeTarget, c: TimeCommand, w: Words): Promise<TimeAnswer> {
  const ok = (said: Said): TimeAnswer => ({ ok: true, text: sayTo(w, said) });
  switch (c.kind) {
    case 'vacation':
      return vacation(ctx, t, c.duration, w);
    case 'pause':
      return ok(await pauseGame(ctx, t));
    case 'resume':
      return ok(await resumeGame(ctx, t));
    case 'offer-draw':
      return ok(await offerDraw(ctx, t));
    case 'accept-draw':
      return ok(await acceptDraw(ctx, t));
    case 'resign':
      return resign(ctx, t, c.confirmation, w);
    case 'resign-confirmed':
      await resignNow(ctx, t);
      return ok(w.t('clock.resign.done'));
    case 'timezone': {
      const s = await setPlayerSettings(ctx, t.player, { timeZone: c.zone });
      return ok(w.t('clock.timezone', { zone: s.timeZone }));
    }
    case 'language': {
      const lang = await setSeatLanguage(ctx, { gameId: t.gameId, side: t.side, lang: c.lang });
      return ok(translator(lang)('language.set'));
    }
    case 'digest': {
      await setPlayerSettings(ctx, t.player, { digest: c.on });
      return ok(w.t(c.on ? 'clock.digestOn' : 'clock.digestOff'));
    }
  }
}

/** The words of the side that sent the command, in its seat's language. */
async function wordsOfSeat(ctx: AppContext, game: GameRow, side: string): Promise<Words> {
  const langs = { [side]: await seatLanguage(ctx.db, game.id, side) };
  return wordsFor({ module: moduleOf(ctx, game.game_type), langs }, side);
}

/** Runs a command; a refusal (bad value, game over) is an answer, not an error. */
export async function runTimeCommand(ctx: AppContext, t: TimeTarget, c: TimeCommand): Promise<TimeAnswer> {
  // A finished game's link or reply address has no power left, not even over the player's other
  // games (a vacation, the time zone, the digest): those need a running game's mail.
  const game = await requireGame(ctx.db, t.gameId);
  const w = await wordsOfSeat(ctx, game, t.side);
  if (game.status === 'finished') return { ok: false, text: w.t('clock.gameOver'), lang: w.t.lang };
  try {
    return { ...(await run(ctx, t, c, w)), lang: w.t.lang };
  } catch (err) {
    const refused = (text: string): TimeAnswer => ({ ok: false, text, lang: w.t.lang });
    if (err instanceof ServiceError && err.code === 'game-over') return refused(w.t('clock.gameOver'));
    if (err instanceof ServiceError && err.code === 'bad-request')
      return refused(w.t('clock.nothingChanged', { why: refusalIn(w.t, err) }));
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
