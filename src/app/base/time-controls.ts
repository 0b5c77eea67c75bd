// A game's time controls, set at creation and kept in games.time_controls: when reminders go out,
// whether the clock stops on weekends, and how many missed deadlines in a row forfeit the game.
import { durationInWords } from '../../mail/compose/time-words';
import { parseDuration } from './duration';
import { ServiceError } from './errors';
import { isBotLevel, type BotLevel } from '../../games/bot-levels';

/** The bot takes a late side after `after` missed deadlines in a row, instead of a forfeit. */
export interface Autopilot {
  after: number;
  level: BotLevel;
}

export interface TimeControls {
  /** Seconds before the deadline a side that has not submitted is reminded (default 24 h and 2 h). */
  reminders: number[];
  /** The clock does not run from Saturday 00:00 to Monday 00:00 in each player's time zone. */
  weekendsOff: boolean;
  /** Missed deadlines in a row after which the late side forfeits (the extended one counts). */
  maxMisses: number;
  /** Off (null): missed deadlines end in a forfeit (maxMisses). On: the bot plays the late side
   *  (app/time/autopilot.ts) until its player sends orders again or the organiser replaces them. */
  autopilot: Autopilot | null;
}

export const DEFAULT_TIME_CONTROLS: TimeControls = {
  reminders: [86_400, 7_200],
  weekendsOff: false,
  maxMisses: 3,
  autopilot: null,
};

export const MAX_TURN_TIME = 30 * 86_400;
export const DEFAULT_TURN_TIME = 3 * 86_400;

/** Checks the options given at creation and fills in the defaults. */
export function checkTimeControls(input: Partial<TimeControls> | undefined): TimeControls {
  const tc = { ...DEFAULT_TIME_CONTROLS, ...(input ?? {}) };
  const bad = (why: string) => new ServiceError('bad-request', `time controls: ${why}`);
  if (!Array.isArray(tc.reminders) || tc.reminders.length > 5)
    throw bad('reminders are a list of at most 5 durations');
  if (!tc.reminders.every((r) => Number.isInteger(r) && r > 0 && r <= MAX_TURN_TIME))
    throw bad('each reminder is a whole number of seconds before the deadline, at most 30 days');
  if (typeof tc.weekendsOff !== 'boolean') throw bad('weekendsOff is true or false');
  if (!Number.isInteger(tc.maxMisses) || tc.maxMisses < 2 || tc.maxMisses > 20)
    throw bad('maxMisses is a whole number from 2 to 20');
  const ap = tc.autopilot;
  if (ap !== null && (typeof ap !== 'object' || !Number.isInteger(ap.after) || ap.after < 1 || ap.after > 20))
    throw bad('autopilot.after is a whole number of missed deadlines from 1 to 20');
  if (ap !== null && !isBotLevel(String(ap.level))) throw bad('autopilot.level is easy, normal or hard');
  return { reminders: [...new Set(tc.reminders)].sort((a, b) => b - a), ...pick(tc) };
}

const pick = (tc: TimeControls) => ({
  weekendsOff: tc.weekendsOff,
  maxMisses: tc.maxMisses,
  autopilot: tc.autopilot && { after: tc.autopilot.after, level: tc.autopilot.level },
});

/** From `minimum` (1 hour unless configured lower for tests: MIN_TURN_TIME_SECONDS) to 30 days. */
export function checkTurnTime(seconds: number | undefined, minimum: number): number {
  const turnTime = seconds ?? DEFAULT_TURN_TIME;
  if (!Number.isInteger(turnTime) || turnTime < minimum || turnTime > MAX_TURN_TIME) {
    throw new ServiceError(
      'bad-request',
      `the turn time must be between ${durationInWords(minimum)} and 30 days`,
    );
  }
  return turnTime;
}

/** The controls of a game row (older rows have none stored: the defaults). */
export function timeControlsOf(game: { time_controls: object }): TimeControls {
  return { ...DEFAULT_TIME_CONTROLS, ...(game.time_controls as Partial<TimeControls>) };
}

/**
 * Time controls as a person writes them (the CLI's flags, the creation form): reminders as durations
 * before the deadline (`24h, 2h`, or `none`), weekends off, misses before a forfeit. Unset: default.
 */
export function readTimeControls(text: {
  reminders?: string | undefined;
  weekendsOff?: boolean | undefined;
  maxMisses?: string | undefined;
  /** `N` or `N:LEVEL`: the bot plays a side after N missed deadlines (level normal unless given). */
  autopilot?: string | undefined;
}): Partial<TimeControls> {
  const tc: Partial<TimeControls> = {};
  const reminders = text.reminders?.trim();
  if (reminders !== undefined && reminders !== '') {
    const list = reminders === 'none' ? [] : reminders.split(',').map((r) => parseDuration(r.trim()));
    if (list.some((r) => r === null))
      throw new ServiceError(
        'bad-request',
        'reminders are durations before the deadline, e.g. 24h, 2h (or none)',
      );
    tc.reminders = list as number[];
  }
  if (text.weekendsOff) tc.weekendsOff = true;
  const misses = text.maxMisses?.trim();
  if (misses !== undefined && misses !== '') {
    if (!/^\d+$/.test(misses))
      throw new ServiceError('bad-request', 'missed turns before a forfeit: a whole number');
    tc.maxMisses = Number(misses);
  }
  const autopilot = text.autopilot?.trim();
  if (autopilot !== undefined && autopilot !== '' && autopilot !== 'off') {
    const m = /^(\d+)(?::(\w+))?$/.exec(autopilot);
    const level = m?.[2] ?? 'normal';
    if (!m || !isBotLevel(level))
      throw new ServiceError('bad-request', 'autopilot: missed deadlines, e.g. 2 or 2:hard');
    tc.autopilot = { after: Number(m[1]), level };
  }
  return tc;
}
