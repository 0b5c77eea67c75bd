// The Game contract (ARCHITECTURE.md, "The Game contract"). Every game module implements
// `GameModule`; the service, the CLI, self-play and the web pages know games only through it. Engines
// are pure: no I/O, no clock, no Math.random. All randomness comes through the injected `Dice`.
import type { z } from 'zod';
import type { Dice } from './dice';
import type { GameEvent } from './events';
import type { ClauseBook } from './clauses';
import type { Rng } from './rng';
import type { Side } from './side';
import type { Lang } from './lang';
import type { Message } from './message';

export type { Side } from './side';

/**
 * One thing wrong with a submission. `line` is 1-based in the submitted text, when known. `message`
 * and `suggestion` are English (logs, the CLI, self-play); a reader of another language gets `says`
 * and `suggests` from the message files when present (core's own sentences), else the game's
 * sentence table (GameTexts.sentence) over the English, else the English.
 */
export interface Problem {
  line?: number;
  text?: string;
  message: string;
  suggestion?: string;
  says?: Message;
  suggests?: Message;
}

/** Who must submit now, for which step, and what they know when writing their orders. */
export interface Prompt {
  side: Side;
  /** Stable id of the step kind, e.g. "union-turn", "deploy-brigade". */
  step: string;
  /** Short human title, e.g. "Turn 3 (08:30), Union to move". Used in mail subjects. */
  title: string;
  /** What the side knows when writing orders (pre-rolled dice of the step, limits, reminders). */
  text: string;
  /** The order kinds legal in this step, e.g. ["move", "attack", "bombard", "pass"]. */
  orderKinds: string[];
  /** A few example lines for this side and position. */
  examples: string[];
  /**
   * A question the engine could answer alone (a reaction in the other side's turn, answered by the
   * side's standing orders until he is asked live): missing its deadline is no missed turn. The step
   * is resolved at once with the standing orders, with no extension and no count toward forfeit.
   */
  standingOnMiss?: boolean;
  /**
   * A choice the orders page builds by taps (the phone helper, src/web/static/orders.js): tapping
   * pieces, then one of `places`, writes `HEAD PIECES to PLACE, PIECES to PLACE`; with no places,
   * `HEAD PIECES`. E.g. head `withdraw 0504:`, pieces s1 s2 wallace, places 0604 0505.
   */
  tapChoice?: { head: string; pieces: string[]; places: string[] };
}

export interface AwaitingOptions {
  /**
   * false: every prompt's examples left empty. They are most of a prompt's cost (each is checked
   * legal), so the service stores prompts without them and makes them when it shows one.
   */
  examples?: boolean;
}

/** Orders of each awaited side plus the standing orders of every side (ARCHITECTURE.md). */
export interface StepInput<O> {
  orders: Partial<Record<Side, O[]>>;
  /** Standing-order text per side, in normal form; missing means "no standing orders": defaults apply. */
  standing: Partial<Record<Side, string>>;
}

export interface Resolution<S> {
  state: S;
  events: GameEvent[];
}

export interface ParseResult<O> {
  orders: O[];
  problems: Problem[];
}

export interface Result {
  /** The winning side, or null for a draw. */
  winner: Side | null;
  /** e.g. "decisive", "marginal", "draw". */
  level: string;
  score: Record<Side, number>;
  summary: string;
}

/** What one side (or a neutral observer, for null) may see. Game-specific beyond these fields. */
export interface View {
  game: string;
  side: Side | null;
  [key: string]: unknown;
}

/** Base fields every game state carries; the rest is game-specific plain JSON. */
export interface BaseState {
  game: string;
  rulesVersion: number;
  scenario: string;
  options: Record<string, unknown>;
}

export interface Scenario {
  id: string;
  title: string;
  description: string;
}

/** A game option the organiser may set when creating a game (the admin form offers each one). */
export interface GameOption {
  id: string;
  title: string;
  description: string;
  type: 'boolean';
  default: boolean;
}

/** Points given to a side before the end's count: the bid of a ladder's side auction. */
export interface Handicap {
  side: Side;
  points: number;
}

export interface SetupInput {
  scenario?: string;
  options?: Record<string, unknown>;
  /** The rules version of a game made before the module's current one (verify replays it under the
   *  version it was recorded with); one of the module's `rulesVersions`. The current when absent. */
  rulesVersion?: number;
}

/** The rules versions a module plays and replays exactly: its `rulesVersions`, else its current one. */
export function rulesVersionsOf(
  module: Pick<GameModule, 'rulesVersion' | 'rulesVersions'>,
): readonly number[] {
  return module.rulesVersions ?? [module.rulesVersion];
}

export interface GameModule<S extends BaseState = BaseState, O = unknown> {
  id: string;
  title: string;
  sides: readonly Side[];
  /** The rules version a new game is made with (games.rules_version, the state's `rulesVersion`). */
  rulesVersion: number;
  /**
   * Every rules version the module still plays and replays exactly, the current one included: a
   * game keeps the version it was made with, and the rules branch on the state's `rulesVersion`
   * wherever a later version changed what a step does or logs. Just the current one when absent.
   */
  rulesVersions?: readonly number[];
  scenarios: readonly Scenario[];
  /** The options `setup` reads; a game created with any other option is refused. */
  options: readonly GameOption[];
  stateSchema: z.ZodType<S>;
  orderSchema: z.ZodType<O>;

  setup(input: SetupInput, dice: Dice): S;
  /** Empty when the game is over. */
  awaiting(state: S, opts?: AwaitingOptions): Prompt[];
  /** The text grammar; forgiving (case, synonyms, `#` comments, `;` separators). */
  parseOrders(state: S, side: Side, text: string): ParseResult<O>;
  /** Rule legality of a whole submission against the current position. */
  validate(state: S, side: Side, orders: O[]): Problem[];
  /**
   * Optional: the side's units an order commits (moves, attacks or fires with). With `unitsNamed`
   * it lets the check (core/check.ts) say that an order depends on a line it could not read.
   */
  orderUnits?(order: O): string[];
  /** Optional: the side's units a line of text names, even a line the grammar cannot read. */
  unitsNamed?(state: S, side: Side, text: string): string[];
  /** Check standing-order text; the normal form is what the service stores. */
  parseStanding(state: S, side: Side, text: string): { normal: string; problems: Problem[] };
  /** Pure: every die rolled is an event with its purpose. */
  resolve(state: S, input: StepInput<O>, dice: Dice): Resolution<S>;
  view(state: S, side: Side | null): View;
  /**
   * Optional, for games with hidden information: the state as `side` may know it, every hidden thing
   * (the other side's secret hand, an undeployed brigade's make-up) replaced by a canonical guess
   * that reads nothing of the hidden truth. The bot (games/bot.ts) plays only on this. Absent: the
   * whole state is open to both sides.
   */
  determinize?(state: S, side: Side): S;
  /**
   * Optional: how good the position is for `side` (higher is better; a won game far above the
   * rest), the bot's judgement when it searches (docs/bots.md). Absent: only the result counts.
   */
  evaluate?(state: S, side: Side): number;
  /**
   * Optional: the searching levels' dice trials and work budget for this game, where they differ
   * from the shared ones (bot/search.ts `BUDGETS`): a game whose turns hang on many dice and whose
   * resolutions are cheap plays each candidate against more imagined dice (docs/bots.md).
   */
  botBudget?: Partial<Record<'normal' | 'hard', { trials: number; work: number; lookahead?: number }>>;
  /**
   * Optional: how much better than its odds the dice of one resolution (ending in `after`, writing
   * `events`) went for `side`, in the evaluation's units, with a mean of zero over the dice. The
   * search takes it off each imagined trial, so candidates are compared on what they can expect
   * rather than on what the imagined dice rolled (docs/bots.md).
   */
  botLuck?(after: S, events: readonly GameEvent[], side: Side): number;
  /**
   * Optional: where each of the side's units may end a move in the open step, from its start (the
   * orders page highlights them when a unit is tapped). Empty when the side has no moves to give.
   */
  destinations?(state: S, side: Side): Record<string, string[]>;

  /**
   * Optional: the order lines a tap writes on the orders page, where the game's grammar is not
   * `move UNIT to PLACE` / `attack PLACE with UNITS`: {unit}, {from} and {to} are filled in, one line
   * per selected counter (Scotland: `march {from} to {to}` for both).
   */
  tapOrders?: { move: string; attack: string };
  /** A random legal submission for `side` (self-play, fuzzing, map hints). */
  legalOrders(state: S, side: Side, rng: Rng): O[];
  /** Submissions the bot's search judges beside a sampled one, tried before it so they win a tie:
   *  the game's own improvements on random legal play (docs/bots.md). */
  botVariants?(state: S, side: Side, sampled: O[]): O[][];
  /** One order in normal form, re-parseable by `parseOrders`. */
  formatOrder(order: O): string;
  result(state: S): Result | null;
  /**
   * Optional, for games whose end is a count of points (a side bid can be given in them): the
   * points' name ("VP"), and the result with `h.points` added to `h.side`'s count. A game that
   * ended otherwise (a sudden death) keeps its result.
   */
  handicap?: { unit: string; result(state: S, h: Handicap): Result | null };
  /**
   * An SVG document of the map as `view` shows it, with this step's events drawn; its own words
   * (titles, legend) in `lang` where the game has them (issue #17), English otherwise.
   */
  draw(view: View, events?: GameEvent[], lang?: Lang): string;
  /** The grammar for this side and step, with examples (the `help` reply). */
  help(state: S, side: Side): string;
  /** Invariants checked by self-play after every step; each string is a violation. */
  invariants(state: S): string[];
  position: {
    read(text: string): S;
    write(state: S): string;
  };
  /** Optional (issue #17): the game's own texts in a reader's language; absent, English everywhere. */
  texts?: GameTexts<S>;
  /** The rules clause that decided each event, and the rules summary the reports link to (issue #45). */
  clauses: ClauseBook;
}

/**
 * A game's texts in a reader's language, from its data files (names beside the English, sentences
 * with their Japanese): the mails and pages ask for them, the rules keep writing English events.
 */
export interface GameTexts<S extends BaseState = BaseState> {
  title(lang: Lang): string;
  sideName(lang: Lang, side: Side): string;
  /** A prompt in the language (title, what the side knows, examples), from the state it was made for. */
  prompt(lang: Lang, state: S, prompt: Prompt): Prompt;
  /** One sentence the rules wrote in English (an event, a stored step title, a result) in the
   *  language; as written where the game's table does not know it. */
  sentence(lang: Lang, text: string): string;
  /** The grammar with examples (the `help` reply) in the language. */
  help(lang: Lang, state: S, side: Side): string;
  /** Optional: a place of the map (a hex id) as a player names it in the language ("near Stirling
   *  (0505)"), for the places a mail's close-ups show or leave out. A game whose places have no
   *  names leaves it out, and the mail says the id. */
  place?(lang: Lang, state: S, place: string): string;
  /** An order line as the grammar writes it (formatOrder) in the language: the echo of what we read,
   *  itself an order the grammar reads back as the same (order-words.ts orderLineIn). */
  orders?(lang: Lang, line: string): string;
}
