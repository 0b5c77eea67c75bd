// The order grammar: line based and forgiving (case, names or ids, `#` comments, `;`).
//   move XII 1208 1109 1010      explicit path (the hexes entered, in order)
//   move XII to 1010             the cheapest legal path
//   attack 1011 with I XII [lose XII] [retreat 1210 1209]
//                                adjacent units and artillery at range together; optionally which
//                                units to lose first on an EX, and where to go on an AR
//   bombard 1011 with A1 A2      artillery at range only
//   limber A1 / unlimber A2      Union artillery (SH-ART-5)
//   pass
// Japanese words (data/orders-ja.json) and unit names are read as their English (japanese.ts).
import type { ParseResult, Problem } from '../core/contract';
import { parseHex } from '../core/hex';
import { lineProblem, splitOrderLines, tokenize } from '../core/order-text';
import type { OrderLine } from '../core/order-text';
import { translateLines, translateTokens } from '../core/order-words';
import { japaneseOrderWords } from './japanese';
import type { Order } from './order-types';
import { aliases, unit } from './units';
import type { SideId } from './units';

const VERBS: Record<string, Order['kind']> = {
  move: 'move',
  mv: 'move',
  march: 'move',
  attack: 'attack',
  assault: 'attack',
  bombard: 'attack',
  fire: 'attack',
  shell: 'attack',
  limber: 'limber',
  unlimber: 'unlimber',
  pass: 'pass',
};
const BOMBARD_VERBS = new Set(['bombard', 'fire', 'shell']);
const NOISE = new Set(['corps', 'division', 'div', 'and', '&']);

class LineError extends Error {
  constructor(readonly problem: Problem) {
    super(problem.message);
  }
}

interface Cursor {
  line: OrderLine;
  side: SideId;
  ownIds: string[];
  i: number;
}

function fail(c: Cursor, message: string, near?: { word: string; candidates: readonly string[] }): never {
  throw new LineError(lineProblem(c.line, message, near));
}

function peek(c: Cursor): string | undefined {
  return c.line.tokens[c.i];
}

function hex(c: Cursor, what: string): string {
  const t = peek(c);
  if (t === undefined || !parseHex(t))
    fail(c, `expected ${what} (a 4-digit hex number such as 1011)${t ? `, not '${t}'` : ''}`);
  c.i++;
  return t;
}

/** The unit of `side` named at tokens[i] (an id, a name of several words, a unique first word). */
function matchUnit(tokens: string[], i: number, side: SideId): { id: string; next: number } | undefined {
  const names = aliases();
  for (let k = Math.min(5, tokens.length - i); k >= 1; k--) {
    const joined = tokens
      .slice(i, i + k)
      .join('')
      .replace(/[.']/g, '');
    const id = names.get(joined) ?? names.get(joined.replace(/s$/, ''));
    // Several words may make one name ("D. H. Hill"), but never one id: "V I" is V and I, not VI.
    if (k > 1 && id && id.toLowerCase() === joined) continue;
    if (id && unit(id).side === side) return { id, next: i + k };
  }
  return undefined;
}

/** One unit reference of the player's side, or a problem naming their units. */
function unitRef(c: Cursor): string {
  const found = matchUnit(c.line.tokens, c.i, c.side);
  if (found) {
    c.i = found.next;
    return found.id;
  }
  const word = c.line.tokens[c.i] ?? '';
  fail(c, `'${word.toUpperCase()}' is not one of your units: ${c.ownIds.join(', ')}`, {
    word,
    candidates: c.ownIds,
  });
}

/** Every unit of `side` a line names, even a line that is not an order ("mvoe XII 1010"). */
export function unitsNamedIn(side: SideId, text: string): string[] {
  const tokens = translateTokens(tokenize(text), japaneseOrderWords());
  const out = new Set<string>();
  for (let i = 0; i < tokens.length;) {
    const found = matchUnit(tokens, i, side);
    if (found) out.add(found.id);
    i = found ? found.next : i + 1;
  }
  return [...out];
}

/** The units an order commits. */
export function orderUnits(order: Order): string[] {
  if (order.kind === 'attack') return order.units;
  return order.kind === 'pass' ? [] : [order.unit];
}

function unitList(c: Cursor, stop: string[]): string[] {
  const out: string[] = [];
  while (peek(c) !== undefined && !stop.includes(peek(c) as string)) {
    if (NOISE.has(peek(c) as string)) c.i++;
    else out.push(unitRef(c));
  }
  if (!out.length) fail(c, 'expected one or more of your units, e.g. ' + c.ownIds.slice(0, 2).join(' '));
  return out;
}

function expectWord(c: Cursor, word: string, example: string): void {
  if (peek(c) !== word) fail(c, `expected '${word}' here, as in '${example}'`);
  c.i++;
}

function parseMove(c: Cursor): Order {
  const id = unitRef(c);
  if (peek(c) === 'to') {
    c.i++;
    return { kind: 'move', unit: id, to: hex(c, 'the destination hex') };
  }
  const path: string[] = [];
  while (peek(c) !== undefined) path.push(hex(c, "the hexes of the path, or 'to' and a hex"));
  if (!path.length) fail(c, `expected a path or 'to HEX' after the unit, e.g. 'move ${id} to 1010'`);
  return { kind: 'move', unit: id, path };
}

function parseAttack(c: Cursor, bombard: boolean): Order {
  const example = bombard ? 'bombard 1011 with A1' : 'attack 1011 with I XII';
  const target = hex(c, 'the hex attacked');
  expectWord(c, 'with', example);
  const units = unitList(c, ['retreat', 'lose']);
  const order: Order = { kind: 'attack', target, units, ...(bombard ? { bombard: true } : {}) };
  while (peek(c) === 'retreat' || peek(c) === 'lose') {
    const clause = peek(c);
    c.i++;
    if (clause === 'lose') order.lose = unitList(c, ['retreat']);
    else {
      order.retreat = [];
      while (peek(c) !== undefined && peek(c) !== 'lose') order.retreat.push(hex(c, 'retreat hexes'));
    }
  }
  return order;
}

function parseLine(c: Cursor): Order {
  const word = peek(c) ?? '';
  const kind = VERBS[word];
  if (!kind)
    fail(c, 'expected an order: move, attack, bombard, limber, unlimber or pass', {
      word,
      candidates: Object.keys(VERBS),
    });
  c.i++;
  let order: Order;
  if (kind === 'move') order = parseMove(c);
  else if (kind === 'attack') order = parseAttack(c, BOMBARD_VERBS.has(word));
  else if (kind === 'pass') order = { kind: 'pass' };
  else order = { kind, unit: unitRef(c) };
  if (peek(c) !== undefined) fail(c, `unexpected '${peek(c)}' at the end of the order`);
  return order;
}

export function parseOrderText(side: SideId, ownIds: string[], text: string): ParseResult<Order> {
  const orders: Order[] = [];
  const problems: Problem[] = [];
  for (const line of translateLines(splitOrderLines(text), japaneseOrderWords())) {
    try {
      orders.push({ ...parseLine({ line, side, ownIds, i: 0 }), line: line.line });
    } catch (e) {
      if (!(e instanceof LineError)) throw e;
      problems.push(e.problem);
    }
  }
  return { orders, problems };
}

/** The normal form of an order, re-parseable. */
export function formatOrder(order: Order): string {
  switch (order.kind) {
    case 'move':
      return order.path ? `move ${order.unit} ${order.path.join(' ')}` : `move ${order.unit} to ${order.to}`;
    case 'attack': {
      const verb = order.bombard ? 'bombard' : 'attack';
      const lose = order.lose?.length ? ` lose ${order.lose.join(' ')}` : '';
      const retreat = order.retreat?.length ? ` retreat ${order.retreat.join(' ')}` : '';
      return `${verb} ${order.target} with ${order.units.join(' ')}${lose}${retreat}`;
    }
    case 'limber':
    case 'unlimber':
      return `${order.kind} ${order.unit}`;
    case 'pass':
      return 'pass';
  }
}

/** A rules problem with one order: its line, its text in normal form, and what is wrong. */
export function orderProblem(order: Order, message: string): Problem {
  return { ...(order.line !== undefined ? { line: order.line } : {}), text: formatOrder(order), message };
}
