// Create a game: pick the seed and show its commitment, set the game up with the step-0 dice, open
// the first step, and queue the first mail to every side, all in one transaction.
import { randomBytes } from 'node:crypto';
import { gameSidesAt, insertGame, nextGameNumber, nextGameNumberPeek } from '../../db/repos/games';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { OutgoingMail } from '../../mail/compose/types';
import { enqueueMails, enqueueNotices } from '../../db/repos/outbox';
import { turnNoticeRows } from '../notify/which-notices';
import { openStep, saveState } from '../../db/repos/steps';
import { json } from '../../db/json';
import { CURRENT_DICE_SCHEME, seedCommitment, stepDice } from '../../games/core/dice';
import { base32 } from '../../security/tokens';
import { LANGS, parseLang, type Lang } from '../../i18n/index';
import type { AnyGame, AppContext } from '../base/context';
import { ServiceError } from '../base/errors';
import { checkEmailAddress } from '../base/email-address';
import { otherSideOf, playsTheOtherSide } from '../base/one-per-side';
import { orderUrl } from '../base/links';
import { moduleOf } from '../base/load';
import { firstMails } from '../notices/mails';
import { stepDeadline } from '../time/deadlines';
import { scheduleReminders } from '../time/reminders';
import { checkTimeControls, checkTurnTime } from '../base/time-controls';
import type { CreateGameInput, CreateGameResult } from '../base/types';
import type { Handicap } from '../../games/core/contract';
import { BOT_ADDRESS } from '../../db/bot-player';
import { botLevelOf, botSidesOf } from './bot-sides';

function checkPlayers(
  module: AnyGame,
  players: Record<string, string>,
  oneForBothSides = false,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const side of module.sides) {
    const given = players[side]?.trim() ?? '';
    if (!given) throw new ServiceError('bad-request', `a player email for side '${side}' is required`);
    // The bot's sides share its player (bot-sides.ts); 'bot:LEVEL' is checked there.
    if (botLevelOf(side, given)) {
      out[side] = BOT_ADDRESS;
      continue;
    }
    const checked = checkEmailAddress(given);
    if (!checked.ok)
      throw new ServiceError(
        'bad-request',
        `the ${side} player's address ${JSON.stringify(given)}: ${checked.why}`,
      );
    const other = otherSideOf(out, side, checked.address);
    if (other && !oneForBothSides) throw playsTheOtherSide(checked.address, other);
    out[side] = checked.address;
  }
  const extra = Object.keys(players).filter((s) => !module.sides.includes(s));
  if (extra.length)
    throw new ServiceError(
      'bad-request',
      `unknown side(s) ${extra.join(', ')}; sides are ${module.sides.join(', ')}`,
    );
  if (module.sides.every((side) => out[side] === BOT_ADDRESS))
    throw new ServiceError('bad-request', 'at least one side needs a person: the bot cannot play every side');
  return out;
}

/** Only the options the game declares, each of its declared type. */
function checkOptions(module: AnyGame, options: Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of Object.entries(options)) {
    const declared = module.options.find((o) => o.id === key);
    const known = module.options.map((o) => o.id).join(', ') || 'none';
    if (!declared) throw new ServiceError('bad-request', `unknown option '${key}' (options: ${known})`);
    if (typeof value !== declared.type)
      throw new ServiceError(
        'bad-request',
        `option '${key}' takes ${declared.type === 'boolean' ? 'true or false' : declared.type}`,
      );
  }
  return options;
}

/** A side bid's handicap: only for a game whose end is a count of points, on one of its sides. */
function checkHandicap(module: AnyGame, h: Handicap | undefined): Handicap | null {
  if (!h) return null;
  if (!module.handicap)
    throw new ServiceError('bad-request', `${module.title} has no points to give as a handicap`);
  if (!module.sides.includes(h.side) || !Number.isInteger(h.points) || h.points < 0 || h.points > 999)
    throw new ServiceError(
      'bad-request',
      `a handicap is 0 to 999 points for one of ${module.sides.join(', ')}`,
    );
  return { side: h.side, points: h.points };
}

/** Each side's language: 'en' or 'ja' (or their names); English for a side left out. */
function checkLangs(module: AnyGame, given: Record<string, string | undefined>): Record<string, Lang> {
  const out: Record<string, Lang> = {};
  for (const side of module.sides) {
    const lang = given[side] ? parseLang(given[side]) : 'en';
    if (!lang)
      throw new ServiceError(
        'bad-request',
        `language '${given[side]}' for ${side}: choose ${LANGS.join(' or ')}`,
      );
    out[side] = lang;
  }
  const extra = Object.keys(given).filter((s) => !module.sides.includes(s));
  if (extra.length)
    throw new ServiceError('bad-request', `a language for unknown side(s) ${extra.join(', ')}`);
  return out;
}

/** Everything a new game is made of before anything is stored: checked input, seed, set-up. */
export function prepareGame(ctx: AppContext, input: CreateGameInput) {
  const module = moduleOf(ctx, input.game);
  const scenario = input.scenario ?? module.scenarios[0]?.id ?? 'default';
  if (module.scenarios.length && !module.scenarios.some((s) => s.id === scenario)) {
    throw new ServiceError('bad-request', `unknown scenario '${scenario}' for ${module.id}`);
  }
  const players = checkPlayers(module, input.players, input.oneForBothSides === true);
  const turnTime = checkTurnTime(input.turnTimeSeconds, ctx.config.minTurnTimeSeconds ?? 3600);
  const timeControls = checkTimeControls(input.timeControls);
  const id = `g${base32(randomBytes(7))}`;
  const seed = randomBytes(32).toString('hex');
  // The set-up's dice: rolled before anyone plays, from the seed alone (no contributions yet).
  const dice = stepDice(seed, id, 0, CURRENT_DICE_SCHEME, []);
  const options = checkOptions(module, input.options ?? {});
  const handicap = checkHandicap(module, input.handicap);
  const langs = checkLangs(module, input.langs ?? {});
  const bots = botSidesOf(module.sides, input.players);
  const state = module.setup({ scenario, options }, dice);
  const prompts = module.awaiting(state);
  if (prompts.length === 0) throw new Error(`${module.id}: nobody is awaited after set-up`);
  return {
    module,
    scenario,
    players,
    turnTime,
    timeControls,
    id,
    seed,
    dice,
    options,
    state,
    prompts,
    handicap,
    langs,
    bots,
  };
}

export type PreparedGame = ReturnType<typeof prepareGame>;

function factsOf(g: PreparedGame, number: number, timeZones: Record<string, string>) {
  return {
    id: g.id,
    number,
    module: g.module,
    players: g.players,
    standing: {},
    timeZones,
    langs: g.langs,
    seed: g.seed,
    seedHash: seedCommitment(g.seed),
    turnTimeSeconds: g.turnTime,
    handicap: g.handicap,
    bots: g.bots,
  };
}

/**
 * The first mail to each side as it would go out, for the organiser to read before creating the
 * game; nothing is stored (the real game gets its own seed, so a set-up drawn at random may differ).
 */
export async function previewGame(ctx: AppContext, input: CreateGameInput): Promise<OutgoingMail[]> {
  const g = prepareGame(ctx, input);
  const now = ctx.now();
  const step = { seq: 1, prompts: g.prompts, deadline: new Date(now.getTime() + g.turnTime * 1000) };
  const number = await nextGameNumberPeek(ctx.db);
  return firstMails(ctx, factsOf(g, number, {}), g.state, step);
}

export async function createGame(ctx: AppContext, input: CreateGameInput): Promise<CreateGameResult> {
  const g = prepareGame(ctx, input);
  await ctx.room?.();
  const created = await ctx.db.transaction().execute((trx) => storeGame(ctx, trx, g));
  if (Object.keys(g.bots).length) ctx.stepOpened?.();
  return created;
}

/**
 * Stores a prepared game and queues its first mails in the caller's transaction (a tournament
 * starts a whole round of games in one).
 */
export async function storeGame(
  ctx: AppContext,
  trx: Transaction<Database>,
  g: PreparedGame,
): Promise<CreateGameResult> {
  const { module, scenario, players, turnTime, timeControls, id, seed, dice, options, state, prompts } = g;
  const now = ctx.now();
  // The deadline needs the players' time zones and vacations: set once their rows exist.
  const step = { seq: 1, prompts, deadline: now };
  const number = await nextGameNumber(trx);
  await insertGame(
    trx,
    {
      id,
      number,
      game_type: module.id,
      scenario,
      options: json(options),
      rules_version: module.rulesVersion,
      seed,
      seed_hash: seedCommitment(seed),
      dice_scheme: CURRENT_DICE_SCHEME,
      turn_time_seconds: turnTime,
      time_controls: json(timeControls),
      handicap: g.handicap ? json(g.handicap) : null,
      current_step: 1,
      created_at: now,
    },
    module.sides.map((side) => ({
      side,
      email: players[side] as string,
      lang: g.langs[side] ?? 'en',
      botLevel: g.bots[side] ?? null,
    })),
  );
  await saveState(trx, id, 0, state, dice.rolls);
  const clock = { id, turn_time_seconds: turnTime, time_controls: timeControls };
  step.deadline = await stepDeadline(
    trx,
    clock,
    prompts.map((p) => p.side),
    now,
  );
  await openStep(trx, { gameId: id, seq: 1, prompts, openedAt: now, deadline: step.deadline });
  await scheduleReminders(trx, id, 1, now);
  const sides = await gameSidesAt(trx, id, now);
  const facts = factsOf(g, number, Object.fromEntries(sides.map((p) => [p.side, p.timeZone])));
  await enqueueMails(trx, id, 'start', firstMails(ctx, facts, state, step), now);
  // "Your turn" on the channels of the sides that move first (app/notify), with their mails.
  await enqueueNotices(trx, turnNoticeRows(ctx.config, facts, sides, step, now));
  // The bot's sides get no link: nobody opens it.
  const links = Object.fromEntries(
    module.sides
      .filter((side) => !g.bots[side])
      .map((side) => [side, orderUrl(ctx.config, { gameId: id, side, step: 1 }, now, turnTime)]),
  );
  return { gameId: id, number, links };
}
