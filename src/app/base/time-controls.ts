// A game's time controls, set at creation and kept in games.time_controls: when reminders go out,
// whether the clock stops on weekends, and how many missed deadlines in a row forfeit the game.
import { durationInWords } from '../../mail/compose/time-words';
import { parseDuration } from './duration';
import { ServiceError } from './errors';

export interface TimeControls {
  /** Seconds before the deadline a side that has not submitted is reminded (default 24 h and 2 h). */
  reminders: number[];
  /** The clock does not run from Saturday 00:00 to Monday 00:00 in each player's time zone. */
  weekendsOff: boolean;
  /** Missed deadlines in a row after which the late side forfeits (the extended one counts). */
  maxMisses: number;
}

export const DEFAULT_TIME_CONTROLS: TimeControls = {
  reminders: [86_400, 7_200],
  weekendsOff: false,
  maxMisses: 3,
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
  return { reminders: [...new Set(tc.reminders)].sort((a, b) => b - a), ...pick(tc) };
}

const pick = (tc: TimeControls) => ({ weekendsOff: tc.weekendsOff, maxMisses: tc.maxMisses });

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
  return tc;
}
