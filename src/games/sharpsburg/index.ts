// The Battle of Sharpsburg (Wesenberg, 1975) as a GameModule: rules/*.ts hold the rules by topic,
// data/ the map, counters, CRT and TEC; this file only assembles them.
import { clauses } from './clauses';
import type { GameModule, Problem } from '../core/contract';
import type { GameEvent } from '../core/events';
import type { View } from '../core/contract';
import { standardMapText, standardSetupText } from './data';
import { loadMap } from './map';
import { orderSchema } from './order-types';
import type { Order } from './order-types';
import { formatOrder, orderUnits, parseOrderText, unitsNamedIn } from './orders';
import { readPosition, writePosition } from './position';
import { awaiting, help } from './prompts';
import { parseSetup, initialState } from './setup';
import { formatPolicy, parsePolicy } from './standing';
import { RULES_VERSION, stateSchema, unitsOf } from './state';
import type { State } from './state';
import { evaluate } from './evaluate';
import { viewOf } from './view';
import { resolveTurn, validateOrders } from './engine';
import { sampleOrders } from './legal';
import { checkInvariants } from './invariants';
import { gameResult, handicappedResult } from './rules/victory';
import type { SideId } from './units';
import { draw as drawMap } from './draw';
import type { Lang } from '../core/lang';
import { destinations } from './destinations';
import { sharpsburgTexts } from './texts';

function asSide(side: string): SideId {
  if (side !== 'union' && side !== 'confederate')
    throw new Error(`unknown side '${side}' (union, confederate)`);
  return side;
}

export const sharpsburg: GameModule<State, Order> = {
  id: 'sharpsburg',
  title: 'Battle of Sharpsburg',
  sides: ['union', 'confederate'],
  rulesVersion: RULES_VERSION,
  scenarios: [
    {
      id: 'standard',
      title: '17 September 1862',
      description: 'The whole battle, 10 turns, on the reconstructed map.',
    },
  ],
  options: [
    {
      id: 'unionArtilleryDeployed',
      title: 'Union artillery starts deployed',
      description: 'Off: both Union batteries start unlimbering and are idle in turns 1 and 2 (SH-AMB-9).',
      type: 'boolean',
      default: true,
    },
  ],
  stateSchema,
  orderSchema,

  setup(input, dice) {
    if (input.scenario && input.scenario !== 'standard')
      throw new Error(`unknown scenario '${input.scenario}' (standard)`);
    const map = loadMap(standardMapText());
    const { placements, problems } = parseSetup(standardSetupText(), map);
    if (problems.length) throw new Error(`invalid data/setup.json:\n  ${problems.join('\n  ')}`);
    const deployed = input.options?.unionArtilleryDeployed !== false;
    return initialState(map, undefined, placements, { unionArtilleryDeployed: deployed }, dice);
  },
  awaiting,
  parseOrders(state, side, text) {
    const s = asSide(side);
    return parseOrderText(s, unitsOf(state, s), text);
  },
  validate: validateOrders,
  orderUnits,
  unitsNamed: (_state, side, text) => unitsNamedIn(asSide(side), text),
  parseStanding(_state, side, text) {
    const { policy, problems } = parsePolicy(asSide(side), text);
    return { normal: formatPolicy(policy), problems: problems as Problem[] };
  },
  resolve: resolveTurn,
  view: viewOf,
  evaluate,
  destinations: (state, side) => destinations(state, asSide(side)),
  legalOrders(state, side, rng) {
    return sampleOrders(state, asSide(side), rng);
  },
  formatOrder,
  result: gameResult,
  handicap: { unit: 'VP', result: handicappedResult },
  draw(view: View, events?: GameEvent[], lang?: Lang) {
    return drawMap(view, events, lang);
  },
  help(state, side) {
    return help(state, asSide(side));
  },
  invariants: checkInvariants,
  position: { read: readPosition, write: writePosition },
  texts: sharpsburgTexts,
  clauses,
};
