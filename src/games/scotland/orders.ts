// The order grammar (one order per line or per `;`, `#` comments, any case). Hexes are CCRR or city
// names; units by id (s3, e12), leaders by name. Per-line problems carry near-miss suggestions.
//   set-up:   garrison Stirling, Edinburgh, Lanark, Ayr, Dumfries | Cressingham at Stirling | Wallace at 0406 | default
//   turn:     lead Wallace: Lanark to Stirling else march | march Lanark to Stirling
//             march 0506: s3 s4 to Stirling, s5 to Ayr | battle 0504: lineup strongest | pass
//   muster:   advance s3 | advance none | levy infantry at Lanark | levy cavalry with Douglas | forage 0707: remove e2 | pass
//   advanced: north levy infantry at 0101, cavalry at 0301   (option northLevies, in the Scots' turn or muster)
//   markers:  play Initiative | play Influence Noble on Douglas | play Levy at Lanark | battle 0507: play Combat Advantage
// Japanese words (data/orders-ja.json) and names are read as their English (japanese.ts).
import type { ParseResult, Problem } from '../core/contract';
import { lineProblem, splitOrderLines, type OrderLine } from '../core/order-text';
import { translateLines } from '../core/order-words';
import { japaneseOrderWords } from './japanese';
import {
  formatBattlePlan,
  parseBattlePlanLines,
  type BattleOrderContext,
  type BattlePlan,
} from './rules/battle';
import { CITIES, LEADERS } from './data';
import type { Leg, Order } from './order-types';
import { LEADER_WORDS, PLACE_WORDS, resolveHex, resolveLeader } from './names';
import { leaderState, type SideId, type State } from './state';
import { isBalliolOrComyn, leaderName } from './rules/scenario';
import { battlePlays, formatPlayOrder, handProblems, parsePlay } from './rules/markers/orders';
import { northLevyOpen } from './rules/advanced/north-levy';
import { notInStack, placementProblem } from './rules/choices/where';
import { choiceChecks } from './rules/choices/checks';
import { formatForageChoice, parseForageChoice } from './rules/choices/forage-text';
import { formatNorthLevyOrder, isNorthLevyLine, parseNorthLevyOrder } from './rules/advanced/north-levy-text';

const KINDS: Record<string, string[]> = {
  'setup-english': ['garrison', 'post', 'default'],
  'setup-scots': ['start', 'default'],
  'player-turn': ['lead', 'march', 'battle', 'play', 'pass'],
  mobilisation: ['advance', 'levy', 'forage', 'play', 'pass'],
  over: [],
};

/** The order kinds of this step; for the English side, never the Scots' levy from the north. */
export function orderKinds(state: State, side?: SideId): string[] {
  const kinds = KINDS[state.step] ?? [];
  const north =
    side !== 'english' &&
    northLevyOpen(state) &&
    (state.step === 'player-turn' || state.step === 'mobilisation');
  return north ? [...kinds, 'north levy'] : kinds;
}

type Parsed = Order | Problem;
const clean = (tokens: readonly string[]) =>
  tokens.map((t) => t.replace(/:+$/, '')).filter((t) => t !== '' && t !== ':');

function hexProblem(line: OrderLine, word: string): Problem {
  return lineProblem(line, `'${word}' is not a hex (CCRR) or a city`, { word, candidates: PLACE_WORDS });
}

/** `ids... to HEX [ids... to HEX]...`; no ids means every movable piece in the hex. */
function parseLegs(line: OrderLine, words: readonly string[]): Leg[] | Problem {
  const legs: Leg[] = [];
  let ids: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w === 'and' || w === 'with') continue;
    if (w !== 'to') {
      ids.push(resolveLeader(w) ?? w);
      continue;
    }
    const dest = words[i + 1];
    const hex = dest && resolveHex(dest);
    if (!hex) return hexProblem(line, dest ?? '');
    legs.push({ ids, to: hex });
    ids = [];
    i += 1;
  }
  if (ids.length || !legs.length)
    return lineProblem(line, "expected '... to HEX', e.g. 'march Lanark to Stirling'");
  return legs;
}

function parseMove(line: OrderLine, words: string[]): Parsed {
  const lead = words[0] === 'lead';
  let rest = words.slice(1);
  let leader: string | undefined;
  if (lead) {
    leader = resolveLeader(rest[0] ?? '');
    if (!leader)
      return lineProblem(line, `'${rest[0] ?? ''}' is not a leader`, {
        word: rest[0] ?? '',
        candidates: LEADER_WORDS,
      });
    rest = rest.slice(1);
  }
  let otherwise: 'march' | 'stay' = 'stay';
  const elseAt = rest.indexOf('else');
  if (elseAt >= 0) {
    const what = rest[elseAt + 1];
    if (what !== 'march' && what !== 'stay')
      return lineProblem(line, "after 'else' write 'march' or 'stay'", {
        word: what ?? '',
        candidates: ['march', 'stay'],
      });
    otherwise = what;
    rest = rest.slice(0, elseAt);
  }
  let ids: string[] = [];
  const withAt = rest.indexOf('with');
  if (withAt >= 0 && rest.indexOf('to') > withAt + 1) {
    // `with IDS [from] HEX to ...`: the start hex is the word before the first 'to'.
    const fromAt = rest.indexOf('to') - 1;
    const end = rest[fromAt - 1] === 'from' ? fromAt - 1 : fromAt;
    ids = rest.slice(withAt + 1, end).map((w) => resolveLeader(w) ?? w);
    rest = [...rest.slice(0, withAt), ...rest.slice(fromAt)];
  }
  if (rest[0] === 'from') rest = rest.slice(1);
  const from = resolveHex(rest[0] ?? '');
  if (!from) return hexProblem(line, rest[0] ?? '');
  const legs = parseLegs(line, rest.slice(1));
  if (!Array.isArray(legs)) return legs;
  if (ids.length) legs[0] = { ...legs[0]!, ids: [...ids, ...legs[0]!.ids] };
  return lead ? { kind: 'lead', leader: leader!, from, legs, otherwise } : { kind: 'march', from, legs };
}

function parseLine(line: OrderLine, state: State, side: SideId): Parsed {
  const words = clean(line.tokens);
  const head = words[0] ?? '';
  const allowed = orderKinds(state);
  if (head === 'pass' || head === 'default') return { kind: 'pass' };
  if (head === 'play' && allowed.includes('play')) return parsePlay(state, side, line, line.tokens.slice(1));
  if (isNorthLevyLine(line) && allowed.includes('north levy')) {
    const levies = parseNorthLevyOrder(line);
    return 'message' in levies ? levies : { kind: 'north-levy', levies };
  }
  if (state.step === 'setup-english') {
    if (head === 'garrison') {
      const cities = words.slice(1).filter((w) => w !== 'and');
      const bad = cities.find((c) => !resolveHex(c));
      return bad ? hexProblem(line, bad) : { kind: 'garrison', cities: cities.map((c) => resolveHex(c)!) };
    }
    const leader = resolveLeader(head === 'post' ? (words[1] ?? '') : head);
    if (leader) {
      const where = words[words.length - 1] ?? '';
      return resolveHex(where) ? { kind: 'post', leader, city: resolveHex(where)! } : hexProblem(line, where);
    }
  }
  if (state.step === 'setup-scots' && (head === 'start' || head === 'wallace' || head === 'balliol')) {
    const where = words[words.length - 1] ?? '';
    return resolveHex(where) ? { kind: 'start', hex: resolveHex(where)! } : hexProblem(line, where);
  }
  if (state.step === 'player-turn' && (head === 'lead' || head === 'march')) {
    const move = parseMove(line, words);
    return 'message' in move ? move : withNames(state, move);
  }
  if (state.step === 'player-turn' && head === 'enter')
    return lineProblem(line, "write the entry hex as a standing order: 'reinforce: HEX'");
  if (state.step === 'mobilisation' && head === 'advance')
    return { kind: 'advance', unit: words[1] ?? 'none' };
  if (state.step === 'mobilisation' && head === 'forage') {
    const choice = parseForageChoice(line, words.slice(1), choiceChecks(state, side));
    if (!choice) return hexProblem(line, words[1] ?? '');
    return 'message' in choice ? choice : { kind: 'forage', hex: choice.hex, ids: choice.ids };
  }
  if (state.step === 'mobilisation' && head === 'levy') {
    const kind = words[1] === 'cavalry' ? 'cavalry' : 'infantry';
    const where = words[words.length - 1] ?? '';
    const leader = words.includes('with') ? resolveLeader(where) : undefined;
    const hex = leader ? (leaderState(state, leader).hex ?? undefined) : resolveHex(where);
    return hex ? { kind: 'levy', unitKind: kind, hex } : hexProblem(line, where);
  }
  return lineProblem(line, `expected one of: ${allowed.join(', ')}`, { word: head, candidates: allowed });
}

export function parseOrderText(state: State, side: SideId, text: string): ParseResult<Order> {
  const lines = translateLines(splitOrderLines(text), japaneseOrderWords());
  const orders: Order[] = [];
  const problems: Problem[] = [];
  const plays: { order: Extract<Order, { kind: 'play' }>; line?: OrderLine }[] = [];
  let rest = lines;
  if (state.step === 'player-turn') {
    const marked = battlePlays(state, side, lines.map(battleHexByName));
    problems.push(...marked.problems);
    plays.push(...marked.orders.map((order) => ({ order })));
    const battles = parseBattlePlanLines(marked.rest, battleContext(state, side));
    problems.push(...battles.problems);
    orders.push(...battles.plans.map((plan) => ({ kind: 'battle' as const, hex: plan.hex, plan })));
    rest = battles.rest;
  }
  for (const line of rest) {
    const parsed = parseLine(line, state, side);
    if ('message' in parsed) problems.push(parsed);
    else if (parsed.kind === 'play') plays.push({ order: parsed, line });
    else orders.push(parsed);
  }
  problems.push(...handProblems(state, side, plays));
  return { orders: [...orders, ...plays.map((p) => p.order)], problems };
}

/** `battle Stirling: ...` names the battle hex by its city. */
function battleHexByName(line: OrderLine): OrderLine {
  const [head, where, ...rest] = line.tokens;
  const hex = where && !/^\d{4}:?$/.test(where) ? resolveHex(where.replace(/:$/, '')) : undefined;
  return head === 'battle' && hex ? { ...line, tokens: [head, hex, ...rest] } : line;
}

/** What battle clauses may name: the writer's units and leaders, and places; a withdrawal split's
 *  hexes are checked against the map now (STB-AMB-25), and, in standing orders (the defender's, whose
 *  stacks stand still), its units against the stack in that hex. */
export function battleContext(state: State, side: SideId, standing = false): BattleOrderContext {
  return {
    units: state.units.filter((u) => u.side === side).map((u) => u.id),
    leaders: LEADERS.filter((l) => l.side === side).map((l) => leaderName(state, l.id)),
    places: Object.fromEntries(CITIES.map((c) => [c.name.toLowerCase(), c.hex])),
    splitHexes: (at, to) => placementProblem(state, side, at, to),
    ...(standing ? { notInStack: (at: string, id: string) => notInStack(state, side, at, id) } : {}),
  };
}

type Move = Extract<Order, { kind: 'lead' | 'march' }>;

/** A move naming Balliol or Comyn records their names, so its normal form uses them (STB-13.1a). */
export function withNames<O extends Order>(state: State, order: O): O {
  if (order.kind !== 'lead' && order.kind !== 'march') return order;
  const ids = [...(order.kind === 'lead' ? [order.leader] : []), ...order.legs.flatMap((l) => l.ids)];
  const renamed = ids.filter((id) => isBalliolOrComyn(state, id));
  if (!renamed.length) return order;
  return {
    ...order,
    named: Object.fromEntries(renamed.map((id) => [id, leaderName(state, id).toLowerCase()])),
  };
}

function formatLegs(o: Move): string {
  const legs = o.legs;
  const plain = legs.length === 1 && legs[0]!.ids.length === 0;
  const ids = (l: Leg) => l.ids.map((id) => o.named?.[id] ?? id).join(' ');
  return plain ? ` to ${legs[0]!.to}` : `: ${legs.map((l) => `${ids(l)} to ${l.to}`).join(', ')}`;
}

export function formatOrder(o: Order): string {
  switch (o.kind) {
    case 'garrison':
      return `garrison ${o.cities.join(' ')}`;
    case 'post':
      return `post ${o.leader} at ${o.city}`;
    case 'start':
      return `start ${o.hex}`;
    case 'lead':
      return `lead ${o.named?.[o.leader] ?? o.leader} from ${o.from}${formatLegs(o)} else ${o.otherwise}`;
    case 'march':
      return `march ${o.from}${formatLegs(o)}`;
    case 'battle':
      return formatBattlePlan(o.plan as BattlePlan);
    case 'advance':
      return `advance ${o.unit}`;
    case 'levy':
      return `levy ${o.unitKind} at ${o.hex}`;
    case 'forage':
      return formatForageChoice(o);
    case 'play':
      return formatPlayOrder(o);
    case 'north-levy':
      return formatNorthLevyOrder(o.levies);
    case 'choice':
      return o.line;
    case 'pass':
      return 'pass';
  }
}
