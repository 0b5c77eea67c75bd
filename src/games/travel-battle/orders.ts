// The order grammar (docs/players.md, "Travel Battle"): one order per line or per ';', '#' comments.
// Squares are named like a chessboard across the 20 x 10 field (files a..t left to right as Red sees
// it, rank 1 on Red's home edge); units by counter id (L1, G2, H1, C2, A1, B3) or name ("3rd Line").
// Japanese words (data/orders-ja.json) and counter names are read as their English (japanese.ts).
import type { ParseResult, Problem } from '../core/contract';
import { lineProblem, splitOrderLines, tokenize } from '../core/order-text';
import type { OrderLine } from '../core/order-text';
import { translateLines, translateTokens } from '../core/order-words';
import { japaneseOrderWords } from './japanese';
import { parseSquare, squareName } from '../core/square';
import { ARMY } from './data/load';
import { onField } from './field';
import type { Policy, TbOrder } from './order-types';
import type { TbStep } from './state';

const VERBS = [
  'board',
  'side',
  'orient',
  'brigade',
  'preset',
  'deploy',
  'move',
  'fire',
  'square',
  'unsquare',
  'attack',
  'pair',
  'pass',
  'offer',
  'reroll',
  'pushback',
  'flee',
  'brigadier',
  'stacked',
];
const STANDING = ['reroll', 'pushback', 'flee', 'brigadier', 'stacked'];

/** Order kinds legal in each step (the prompt lists them). */
export const KINDS_BY_STEP: Record<TbStep, string[]> = {
  quick: ['board', 'side', 'orient', 'brigade', 'preset', 'deploy'],
  board: ['board'],
  side: ['side'],
  orient: ['orient'],
  brigades: ['brigade', 'preset'],
  deploy: ['deploy'],
  turn: ['move', 'fire', 'square', 'unsquare', 'attack', 'offer', 'pass'],
  over: [],
};

const UNIT_IDS = ARMY.map((a) => a.id);

/** Reads a unit (id or name, several words) at tokens[i]; returns its id and the next index. */
function readUnit(tokens: string[], i: number): { id: string; next: number } | undefined {
  const t = tokens[i];
  if (t === undefined) return undefined;
  const byId = UNIT_IDS.find((id) => id.toLowerCase() === t);
  if (byId) return { id: byId, next: i + 1 };
  for (const a of ARMY) {
    const words = a.name.toLowerCase().split(/\s+/);
    if (words.every((w, k) => tokens[i + k] === w)) return { id: a.id, next: i + words.length };
  }
  return undefined;
}

function readSquare(t: string | undefined): string | undefined {
  if (t === undefined) return undefined;
  const c = parseSquare(t);
  return c && onField(squareName(c)) ? squareName(c) : undefined;
}

type LineResult = TbOrder | string;

function unitProblem(tokens: string[], i: number): string {
  return tokens[i] === undefined
    ? 'a unit is missing'
    : `'${tokens[i]}' is not a unit (L1..L6, G1, G2, H1, H2, C1, C2, A1, A2, B1..B3)`;
}

function squareProblem(t: string | undefined): string {
  return t === undefined ? 'a square is missing' : `'${t}' is not a square of the field (a1..t10)`;
}

function parsePolicy(tk: string[]): Policy | string {
  const [verb] = tk;
  const rest = tk
    .slice(1)
    .filter((t) => t !== 'prefer' && t !== 'if' && t !== 'by' && t !== 'or' && t !== 'more');
  if (verb === 'reroll') {
    if (rest[0] === 'never') return { policy: 'reroll', threshold: null };
    const n = Number(rest[rest.length - 1]);
    if (rest[0] === 'losing' && Number.isInteger(n) && n >= 1) return { policy: 'reroll', threshold: n };
    return "write 'reroll if losing by N' (N = 1, 2, 3) or 'reroll never'";
  }
  if (verb === 'pushback') {
    const dirs = rest.filter((d): d is 'straight' | 'left' | 'right' =>
      ['straight', 'left', 'right'].includes(d),
    );
    if (dirs.length === 0 || dirs.length !== rest.length)
      return "write 'pushback prefer straight|left|right ...'";
    return { policy: 'pushback', prefer: dirs };
  }
  if (verb === 'flee') {
    if (rest[0] === 'brigadier') return { policy: 'flee', prefer: null };
    const s = readSquare(rest[0]);
    return s ? { policy: 'flee', prefer: s } : "write 'flee prefer <square>' or 'flee prefer brigadier'";
  }
  if (verb === 'brigadier') {
    const u = readUnit(rest, 0);
    const s = readSquare(rest[u ? u.next : 0]);
    if (!s) return "write 'brigadier B2 prefer <square>'";
    return { policy: 'brigadier', unit: u ? u.id : null, prefer: s };
  }
  const u = readUnit(rest, rest[0] === 'first' ? 1 : 0);
  return u ? { policy: 'stacked', first: u.id } : "write 'stacked first <unit>'";
}

function parseMove(tk: string[]): LineResult {
  const u = readUnit(tk, 1);
  if (!u) return unitProblem(tk, 1);
  const rest = tk.slice(u.next);
  if (rest[0] === 'to') {
    const to = readSquare(rest[1]);
    return to ? { kind: 'moveTo', unit: u.id, to } : squareProblem(rest[1]);
  }
  const path: string[] = [];
  for (const t of rest) {
    const s = readSquare(t);
    if (!s) return squareProblem(t);
    path.push(s);
  }
  return path.length > 0 ? { kind: 'move', unit: u.id, path } : "write 'move L3 c4 d5' or 'move L3 to d5'";
}

function parseAttack(tk: string[]): LineResult {
  // attack f6 [L2] with L3   |   pair L3 [with] f6 [L2]
  if (tk[0] === 'pair') {
    const u = readUnit(tk, 1);
    if (!u) return unitProblem(tk, 1);
    const j = tk[u.next] === 'with' ? u.next + 1 : u.next;
    const at = readSquare(tk[j]);
    if (!at) return squareProblem(tk[j]);
    const target = readUnit(tk, j + 1);
    return { kind: 'attack', unit: u.id, at, ...(target ? { target: target.id } : {}) };
  }
  const at = readSquare(tk[1]);
  if (!at) return squareProblem(tk[1]);
  const target = readUnit(tk, 2);
  const w = target ? target.next : 2;
  if (tk[w] !== 'with') return "write 'attack <square> with <unit>'";
  const u = readUnit(tk, w + 1);
  if (!u) return unitProblem(tk, w + 1);
  return { kind: 'attack', unit: u.id, at, ...(target ? { target: target.id } : {}) };
}

function parseDeploy(tk: string[]): LineResult {
  const places: { unit: string; at: string }[] = [];
  let i = 1;
  while (i < tk.length) {
    const u = readUnit(tk, i);
    if (!u) return unitProblem(tk, i);
    const j = tk[u.next] === 'at' ? u.next + 1 : u.next;
    const at = readSquare(tk[j]);
    if (!at) return squareProblem(tk[j]);
    places.push({ unit: u.id, at });
    i = j + 1;
  }
  return places.length > 0 ? { kind: 'deploy', places } : "write 'deploy B1 c2 L1 a1 L2 b1 ...'";
}

function parseLine(tk: string[]): LineResult {
  const verb = tk[0] as string;
  const num = Number(tk[1]);
  switch (verb) {
    case 'pass':
      return { kind: 'pass' };
    case 'offer':
      return tk[1] === 'draw' ? { kind: 'offer' } : "write 'offer draw'";
    case 'board':
      return tk[1] ? { kind: 'board', board: tk[1].toUpperCase() } : "write 'board A' or 'board B'";
    case 'side':
      return tk[1] === 'left' || tk[1] === 'right'
        ? { kind: 'side', choice: tk[1] }
        : "write 'side left' or 'side right'";
    case 'orient':
      return [1, 2, 3, 4].includes(num)
        ? { kind: 'orient', edge: num }
        : "write 'orient 1' .. 'orient 4' (the edge towards you)";
    case 'preset':
      return [1, 2].includes(num) ? { kind: 'preset', n: num } : "write 'preset 1' or 'preset 2'";
    case 'brigade': {
      if (![1, 2, 3].includes(num)) return "write 'brigade 1: B1 L1 L2 ...' (brigades 1, 2 and 3)";
      const ids: string[] = [];
      for (let i = 2; i < tk.length;) {
        const u = readUnit(tk, i);
        if (!u) return unitProblem(tk, i);
        ids.push(u.id);
        i = u.next;
      }
      return { kind: 'brigade', n: num, units: ids };
    }
    case 'deploy':
      return parseDeploy(tk);
    case 'move':
      return parseMove(tk);
    case 'fire': {
      const u = readUnit(tk, 1);
      if (!u) return unitProblem(tk, 1);
      const t = tk[u.next] === 'at' ? tk[u.next + 1] : tk[u.next];
      const at = readSquare(t);
      return at ? { kind: 'fire', unit: u.id, at } : squareProblem(t);
    }
    case 'square':
    case 'unsquare': {
      const u = readUnit(tk, 1);
      return u ? { kind: verb, unit: u.id } : unitProblem(tk, 1);
    }
    case 'attack':
    case 'pair':
      return parseAttack(tk);
    default: {
      const p = parsePolicy(tk);
      return typeof p === 'string' ? p : { kind: 'standing', rule: p };
    }
  }
}

/** Normalises synonyms so the grammar above sees one spelling. */
function normalise(tokens: string[]): string[] {
  const tk = tokens.map((t) => t.replace(/:$/, '')).filter((t) => t !== '');
  const two = `${tk[0]} ${tk[1]}`;
  if (two === 'form square') return ['square', ...tk.slice(2)];
  if (two === 'leave square' || two === 'form line') return ['unsquare', ...tk.slice(2)];
  if (tk[0] === 'left' || tk[0] === 'right') return ['side', ...tk];
  if (tk[0] === 'orientation' || tk[0] === 'edge') return ['orient', ...tk.slice(1)];
  if (tk[0] === 'melee' || tk[0] === 'charge') return ['attack', ...tk.slice(1)];
  if (tk[0] === 'shoot' || tk[0] === 'bombard') return ['fire', ...tk.slice(1)];
  return tk;
}

function parseOne(line: OrderLine, kinds: readonly string[]): TbOrder | Problem {
  const tk = normalise(line.tokens);
  const verb = tk[0] ?? '';
  if (!VERBS.includes(verb)) {
    return lineProblem(
      line,
      `'${verb}' is not an order here; expected ${[...kinds, ...STANDING].join(', ')}`,
      {
        word: verb,
        candidates: [...kinds, ...STANDING],
      },
    );
  }
  const r = parseLine(tk);
  if (typeof r === 'string') return lineProblem(line, r);
  const kind = r.kind === 'moveTo' ? 'move' : r.kind;
  if (kind !== 'standing' && kind !== 'pass' && !kinds.includes(kind)) {
    return lineProblem(line, `'${verb}' orders are not given in this step; expected ${kinds.join(', ')}`);
  }
  if (kind === 'pass' && !kinds.includes('pass') && kinds.length > 0) {
    return lineProblem(line, `'pass' is not possible in this step; expected ${kinds.join(', ')}`);
  }
  return { ...r, line: line.line };
}

export function parseTbOrders(step: TbStep, text: string): ParseResult<TbOrder> {
  const orders: TbOrder[] = [];
  const problems: Problem[] = [];
  for (const line of translateLines(splitOrderLines(text), japaneseOrderWords())) {
    const r = parseOne(line, KINDS_BY_STEP[step]);
    if ('kind' in r) orders.push(r);
    else problems.push(r);
  }
  return { orders, problems };
}

/** Every unit a line names (ids or names), even a line that is not an order ("mvoe L1 c4"). */
export function unitsNamedIn(text: string): string[] {
  const tokens = translateTokens(tokenize(text), japaneseOrderWords());
  const out = new Set<string>();
  for (let i = 0; i < tokens.length;) {
    const found = readUnit(tokens, i);
    if (found) out.add(found.id);
    i = found ? found.next : i + 1;
  }
  return [...out];
}

/** The own units an order commits (the target of an attack is the enemy's). */
export function orderUnits(o: TbOrder): string[] {
  if (o.kind === 'deploy') return o.places.map((p) => p.unit);
  if (o.kind === 'brigade') return o.units;
  return 'unit' in o ? [o.unit] : [];
}
