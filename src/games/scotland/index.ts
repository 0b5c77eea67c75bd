// Scotland the Brave (Avalanche Press, 1999) as a GameModule: rules/*.ts hold the rules by topic,
// rules/battle the battle resolver, data/ the map and counters; this file only assembles them.
import { destinations } from './destinations';
import { clauses } from './clauses';
import type { GameModule } from '../core/contract';
import type { GameEvent } from '../core/events';
import type { View } from '../core/contract';
import type { Lang } from '../core/lang';
import { orderSchema, type Order } from './order-types';
import { battleContext, formatOrder, parseOrderText } from './orders';
import { readPosition, writePosition } from './position';
import { awaiting, help } from './prompts';
import { initialState } from './setup';
import { toomTabardState } from './setup-toom-tabard';
import { isToomTabard, TOOM_TABARD } from './rules/scenario';
import { cityVerdict } from './rules/victory';
import { toomTabardVerdict } from './rules/victory-toom-tabard';
import { formatStanding, parseStandingText } from './standing';
import { choiceChecks } from './rules/choices/checks';
import { RULES_VERSION, RULES_VERSIONS, asSide, stateSchema, type State } from './state';
import { evaluate } from './evaluate';
import { leaderLuck } from './leader-luck';
import { viewOf } from './view';
import { determinize } from './determinize';
import { resolveStep, validateOrders } from './engine';
import { sampleOrders } from './legal';
import { checkInvariants } from './invariants';
import { drawView } from './draw-view';
import { ADVANCED_OPTIONS } from './rules/advanced/options';
import { LIVE_REACTIONS } from './rules/live-reactions/option';
import { parseReaction } from './rules/live-reactions/answer';
import { scotlandTexts } from './texts';

export const scotland: GameModule<State, Order> = {
  id: 'scotland',
  title: 'Scotland the Brave',
  sides: ['scots', 'english'],
  rulesVersion: RULES_VERSION,
  rulesVersions: RULES_VERSIONS,
  scenarios: [
    {
      id: 'rebellion',
      title: 'The Rebellion',
      description: 'January 1297 to December 1298 (STB-12.0).',
    },
    {
      id: TOOM_TABARD,
      title: 'The Toom Tabard',
      description:
        "Edward's invasion of 1296, March to October: Balliol and Comyn on the Wallace and Murray counters, strategy markers always in play, points for nobles, cities, the Stone of Scone and the captured leaders (STB-13.0).",
    },
  ],
  options: [
    {
      id: 'markers',
      title: 'Strategy markers',
      description:
        'Each side draws strategy markers every turn (STB-10.0): 5, 6 from March 1297, 8 from January 1298. Hands are secret; played markers are public. Always in play in The Toom Tabard (STB-13.3).',
      type: 'boolean',
      default: false,
    },
    LIVE_REACTIONS,
    ...ADVANCED_OPTIONS,
  ],
  stateSchema,
  orderSchema,
  setup(input, dice) {
    const scenario = input.scenario ?? 'rebellion';
    if (scenario !== 'rebellion' && scenario !== TOOM_TABARD)
      throw new Error(`unknown scenario '${scenario}' (rebellion, ${TOOM_TABARD})`);
    // STB-14.0: the advanced rules are options, off unless chosen.
    const advancedOn = Object.fromEntries(
      ADVANCED_OPTIONS.filter((o) => input.options?.[o.id] === true).map((o) => [o.id, true]),
    );
    const live = input.options?.[LIVE_REACTIONS.id] === true ? { [LIVE_REACTIONS.id]: true } : {};
    const options = { markers: input.options?.markers === true, ...live, ...advancedOn };
    const version = input.rulesVersion ?? RULES_VERSION;
    if (!RULES_VERSIONS.some((v) => v === version))
      throw new Error(`rules version ${version} is not one of ${RULES_VERSIONS.join(', ')}`);
    const state = scenario === TOOM_TABARD ? toomTabardState(options, dice) : initialState(options, dice);
    // The set-up is the same in every version; the version decides what later steps log.
    state.rulesVersion = version;
    return state;
  },
  awaiting,
  parseOrders(state, side, text) {
    return state.live ? parseReaction(text) : parseOrderText(state, asSide(side), text);
  },
  validate: validateOrders,
  parseStanding(state, side, text) {
    const { standing, problems } = parseStandingText(
      text,
      battleContext(state, asSide(side), true),
      choiceChecks(state, asSide(side)),
    );
    return { normal: formatStanding(standing), problems };
  },
  resolve: (state, input, dice) => resolveStep(state, input, dice),
  view: viewOf,
  determinize,
  evaluate,
  botLuck: (s, events, side) => leaderLuck(s, events, asSide(side)),
  // Six trials, not three: a battle that may cost Wallace and the game shows in more of them.
  botBudget: { normal: { trials: 6, work: 14_000 }, hard: { trials: 8, work: 20_000 } },
  destinations: (state, side) => destinations(state, asSide(side)),
  tapOrders: { move: 'march {from} to {to}', attack: 'march {from} to {to}' },
  legalOrders(state, side, rng) {
    return sampleOrders(state, asSide(side), rng);
  },
  formatOrder,
  result(state) {
    if (!state.result) return null;
    const { winner, level, summary } = state.result;
    return {
      winner,
      level,
      summary,
      score: { scots: winner === 'scots' ? 1 : 0, english: winner === 'english' ? 1 : 0 },
    };
  },
  // A bid counts only where the count ended the game: a sudden death keeps its result.
  handicap: {
    unit: 'VP',
    result(state, h) {
      if (!state.result) return null;
      const verdict = isToomTabard(state) ? toomTabardVerdict : cityVerdict;
      const ended = verdict(state).summary === state.result.summary ? verdict(state, h) : state.result;
      return {
        ...ended,
        score: { scots: ended.winner === 'scots' ? 1 : 0, english: ended.winner === 'english' ? 1 : 0 },
      };
    },
  },
  draw(view: View, events?: GameEvent[], lang?: Lang) {
    return drawView(view, events, lang);
  },
  help(state, side) {
    return help(state, asSide(side));
  },
  invariants: checkInvariants,
  position: { read: readPosition, write: writePosition },
  texts: scotlandTexts,
  clauses,
};
