// Travel Battle (Perry Miniatures, 2017) as a Despatch GameModule. Rules: ../../../../shared/rules/
// travel-battle.md; rulings in RULINGS.md, reconstructed data in DATA.md.
import { clauses } from './clauses';
import type { GameModule, Problem, Result } from '../core/contract';
import { EventLog } from '../core/events';
import { drawView } from './draw';
import { destinations } from './destinations';
import { determinize } from './determinize';
import { tbInvariants } from './invariants';
import { randomOrders } from './legal';
import { orderSchema } from './order-types';
import type { TbOrder } from './order-types';
import { formatTbOrder } from './format';
import { orderUnits, parseTbOrders, unitsNamedIn } from './orders';
import { readPosition, writePosition } from './position';
import { helpText, prompts } from './prompts';
import {
  initialState,
  resolveBoards,
  resolveBrigades,
  resolveDeploy,
  resolveOrient,
  resolveQuick,
  resolveSide,
} from './rules/setup';
import { resolveTurn } from './rules/turn';
import { RULES_VERSION, cloneState, isSide, otherSide, sideName, stateSchema } from './state';
import type { TbSide, TbState } from './state';
import { travelBattleTexts } from './texts';
import { validateOrders } from './validate';
import { unstackedDeployment } from './bot-deploy';
import { evaluate } from './evaluate';
import { fireLuck } from './fire-luck';
import { meleeLuck } from './melee-luck';
import { viewOf } from './view';
import type { TbView } from './view';

function tbResult(s: TbState): Result | null {
  if (s.step !== 'over') return null;
  if (!s.winner) {
    const score = { red: s.destroyed.blue.length, blue: s.destroyed.red.length };
    return { winner: null, level: 'draw', score, summary: 'Drawn by agreement.' };
  }
  const loser = otherSide(s.winner);
  const score = { red: s.destroyed.blue.length, blue: s.destroyed.red.length };
  const level = s.destroyed[s.winner].length === 0 ? 'decisive' : 'victory';
  return {
    winner: s.winner,
    level,
    score,
    summary: `${sideName(s.winner)} wins (${level}): ${s.destroyed[loser].length} ${sideName(loser)} brigades destroyed, ${s.destroyed[s.winner].length} lost.`,
  };
}

const asSide = (side: string): TbSide => {
  if (!isSide(side)) throw new Error(`no side '${side}' in Travel Battle`);
  return side;
};

export const travelBattle: GameModule<TbState, TbOrder> = {
  id: 'travel-battle',
  title: 'Travel Battle',
  sides: ['red', 'blue'],
  rulesVersion: RULES_VERSION,
  scenarios: [
    {
      id: 'standard',
      title: 'Travel Battle',
      description:
        'Two boards side by side, three brigades a side; destroy two enemy brigades to win. Option quickSetup: the whole set-up in one submission.',
    },
  ],
  options: [
    {
      id: 'quickSetup',
      title: 'Quick set-up',
      description:
        'Each side sends the whole set-up (board, brigades, deployment) in one submission: fewer mails.',
      type: 'boolean',
      default: false,
    },
  ],
  stateSchema: stateSchema as unknown as GameModule<TbState, TbOrder>['stateSchema'],
  orderSchema: orderSchema as unknown as GameModule<TbState, TbOrder>['orderSchema'],
  setup: (input) => initialState({ quickSetup: input.options?.quickSetup === true }),
  awaiting: prompts,
  parseOrders: (s, _side, text) => parseTbOrders(s.step, text),
  validate: (s, side, orders) => validateOrders(s, side, orders),
  orderUnits,
  unitsNamed: (_s, _side, text) => unitsNamedIn(text),
  parseStanding(_s, _side, text) {
    const { orders, problems } = parseTbOrders('turn', text);
    const bad: Problem[] = orders
      .filter((o) => o.kind !== 'standing')
      .map((o) => ({
        ...(o.line !== undefined ? { line: o.line } : {}),
        message: `'${formatTbOrder(o)}' is not a standing order (reroll, pushback, flee, brigadier, stacked)`,
      }));
    const normal = orders
      .filter((o) => o.kind === 'standing')
      .map(formatTbOrder)
      .join('\n');
    return { normal, problems: [...problems, ...bad] };
  },
  resolve(state, input, dice) {
    const log = new EventLog(dice);
    const s = state.step === 'turn' ? resolveTurn(state, input, log) : cloneState(state);
    if (state.step === 'quick') resolveQuick(s, input, log);
    else if (state.step === 'board') resolveBoards(s, input, log);
    else if (state.step === 'side') resolveSide(s, input, log);
    else if (state.step === 'orient') resolveOrient(s, input, log);
    else if (state.step === 'brigades') resolveBrigades(s, input, log);
    else if (state.step === 'deploy') resolveDeploy(s, input, log);
    return { state: s, events: log.events };
  },
  view: (s, side) => viewOf(s, side === null ? null : asSide(side)),
  determinize: (s, side) => determinize(s, asSide(side)),
  evaluate: (s, side) => evaluate(s, asSide(side)),
  // Each melee and shot is a die or two apart: three imagined dice trials let luck pick the move.
  // A Travel Battle work unit is cheap (about 0.03 ms of CPU), so the larger budget stays far
  // inside the 2 s a decision may take. Playing the enemy's reply in each trial (lookahead 1, 24
  // trials) won no more on 120 games a side at 3.5 times the CPU (docs/bots.md).
  botBudget: { normal: { trials: 10, work: 20_000 }, hard: { trials: 12, work: 28_000 } },
  botLuck: (s, events, side) => meleeLuck(s, events, asSide(side)) + fireLuck(s, events, asSide(side)),
  legalOrders: (s, side, rng) => randomOrders(s, asSide(side), rng),
  botVariants: (s, side, sampled) => {
    const deploy = sampled.length === 1 && sampled[0]?.kind === 'deploy' ? sampled[0] : undefined;
    const unstacked = deploy && unstackedDeployment(s, asSide(side), deploy);
    return unstacked ? [[unstacked]] : [];
  },
  destinations: (s, side) => destinations(s, asSide(side)),
  formatOrder: formatTbOrder,
  result: tbResult,
  draw: (view, events, lang) => drawView(view as TbView, events, lang),
  help: (s, side) => helpText(s, asSide(side)),
  invariants: tbInvariants,
  position: { read: readPosition, write: writePosition },
  texts: travelBattleTexts,
  clauses,
};
