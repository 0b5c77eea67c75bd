// The position file (POSITION.md): plain text, one fact per line, read back to the same state.
import { PositionLines, fail, parsedState, quoted, wholeNumber } from '../core/position-file';
import { ARMY, boardById } from './data/load';
import { FIELD_SQUARES } from './field';
import { RULES_VERSION, STEPS, isSide, stateSchema } from './state';
import type { TbSide, TbState, Unit } from './state';

const dash = (v: string | number | null): string => (v === null ? '-' : String(v));
const undash = (v: string | undefined): string | null => (v === undefined || v === '-' ? null : v);

function unitLine(u: Unit): string {
  const status = u.removed
    ? 'removed'
    : u.at === null
      ? 'reserve'
      : u.haltedAt !== null
        ? `halted@${u.haltedAt}`
        : 'ready';
  return [
    'unit',
    u.side,
    u.id,
    u.kind,
    `brigade=${dash(u.brigade)}`,
    `at=${dash(u.at)}`,
    `facing=${u.reversedAt === null ? 'normal' : `reversed@${u.reversedAt}`}`,
    `formation=${u.formed ? 'square' : 'line'}`,
    `status=${status}`,
  ].join(' ');
}

export function writePosition(s: TbState): string {
  const board = (side: TbSide) => {
    const b = s.boards[side];
    return b ? `${b.board} ${dash(b.orient)}` : '- -';
  };
  return [
    '# Travel Battle position (see POSITION.md)',
    `game ${s.game}`,
    `rules ${s.rulesVersion}`,
    `scenario ${s.scenario}`,
    `options ${JSON.stringify(s.options)}`,
    `step ${s.step}`,
    `player-turn ${s.playerTurn}`,
    `phasing ${dash(s.phasing)}`,
    `first ${dash(s.first)}`,
    `chooser ${dash(s.chooser)}`,
    `orient-pending ${s.orientPending.join(' ') || '-'}`,
    `deploy-next ${dash(s.deployNext)}`,
    `board red ${board('red')}`,
    `board blue ${board('blue')}`,
    `left ${dash(s.leftOwner)}`,
    `destroyed red ${s.destroyed.red.join(' ') || '-'}`,
    `destroyed blue ${s.destroyed.blue.join(' ') || '-'}`,
    `winner ${dash(s.winner)}`,
    `draw-offer ${dash(s.drawOffer)}`,
    ...s.units.map(unitLine),
    '',
  ].join('\n');
}

/** A sane bound where the rules set none: a game's player turns never come near it. */
const MOST_PLAYER_TURNS = 99_999;

/** The reader's line-by-line context: the line, its words, and what the file listed so far. */
interface Line {
  n: number;
  lines: PositionLines;
}

function side(l: Line, v: string | undefined): TbSide | null {
  const x = undash(v);
  if (x !== null && !isSide(x)) fail(l.n, `expected red, blue or -, not ${quoted(x)}`);
  return x;
}

function turnNumber(l: Line, v: string | undefined, what: string): number {
  return wholeNumber(l.n, v, what, 1, MOST_PLAYER_TURNS);
}

/** `name@N` as N, `name` as null, anything else a problem. */
function atTurn(l: Line, v: string, name: string, what: string): number | null {
  return v.startsWith(`${name}@`) ? turnNumber(l, v.slice(name.length + 1), what) : null;
}

function square(l: Line, v: string | undefined): string | null {
  const sq = undash(v);
  if (sq !== null && !FIELD_SQUARES.includes(sq))
    fail(l.n, `${quoted(sq)} is not a square of the field (a1 to t10)`);
  return sq;
}

/** `unit SIDE ID KIND key=value...`: a counter of the army (TB-SETUP-2) listed once a side. */
function readUnit(l: Line, words: string[]): Unit {
  const [, sd, id = '', kind, ...kv] = words;
  const owner = side(l, sd);
  if (owner === null) fail(l.n, 'a unit belongs to red or blue');
  const counter = ARMY.find((a) => a.id === id);
  if (!counter) fail(l.n, `unknown counter ${quoted(id)} (the army is ${ARMY.map((a) => a.id).join(' ')})`);
  if (counter.kind !== kind) fail(l.n, `${id} is ${counter.kind}, not ${quoted(kind)}`);
  l.lines.once(l.n, `${owner} ${id}`);
  const f: Record<string, string> = {};
  for (const w of kv) {
    const [k = '', v = ''] = w.split('=');
    if (!UNIT_FIELDS.includes(k)) fail(l.n, `unexpected ${quoted(w)} (fields: ${UNIT_FIELDS.join(', ')})`);
    f[k] = v;
  }
  const brigade = undash(f.brigade);
  const status = f.status ?? 'ready';
  const facing = f.facing ?? 'normal';
  if (!/^(ready|reserve|removed|halted@.*)$/.test(status)) fail(l.n, `unknown status ${quoted(status)}`);
  if (!/^(normal|reversed@.*)$/.test(facing)) fail(l.n, `unknown facing ${quoted(facing)}`);
  if (f.formation !== undefined && f.formation !== 'line' && f.formation !== 'square')
    fail(l.n, `formation is line or square, not ${quoted(f.formation)}`);
  return {
    id,
    side: owner,
    kind: counter.kind,
    name: counter.name,
    brigade: brigade === null ? null : wholeNumber(l.n, brigade, 'the brigade', 1, 3),
    at: square(l, f.at),
    removed: status === 'removed',
    reversedAt: atTurn(l, facing, 'reversed', 'the turn it was reversed'),
    formed: f.formation === 'square',
    haltedAt: atTurn(l, status, 'halted', 'the turn it halted'),
  };
}

const UNIT_FIELDS = ['brigade', 'at', 'facing', 'formation', 'status'];

/** The state's field each line sets, where its name differs from the line's first word. */
const FIELDS: Record<string, string> = {
  rules: 'rulesVersion',
  'player-turn': 'playerTurn',
  'orient-pending': 'orientPending',
  'deploy-next': 'deployNext',
  left: 'leftOwner',
  'draw-offer': 'drawOffer',
};

export function readPosition(text: string): TbState {
  const s: Record<string, unknown> = {
    boards: { red: null, blue: null },
    destroyed: { red: [], blue: [] },
    units: [],
  };
  const lines = new PositionLines();
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const l: Line = { n: i + 1, lines };
    const words = line.split(/\s+/);
    const [key = '', a, b, c] = words;
    const rest = line.slice(key.length).trim();
    lines.set(key === 'unit' ? `units.${(s.units as Unit[]).length}` : (FIELDS[key] ?? key), l.n);
    if (key === 'game') s.game = a;
    else if (key === 'rules') s.rulesVersion = wholeNumber(l.n, a, 'the rules version', 1, RULES_VERSION);
    else if (key === 'scenario') s.scenario = a;
    else if (key === 'options') s.options = jsonObject(l.n, rest);
    else if (key === 'step' && (STEPS as readonly string[]).includes(a ?? '')) s.step = a;
    else if (key === 'player-turn')
      s.playerTurn = wholeNumber(l.n, a, 'the player turn', 0, MOST_PLAYER_TURNS);
    else if (key === 'phasing' || key === 'first' || key === 'chooser' || key === 'winner')
      s[key] = side(l, a);
    else if (key === 'deploy-next') s.deployNext = side(l, a);
    else if (key === 'draw-offer') s.drawOffer = side(l, a);
    else if (key === 'orient-pending') s.orientPending = words.slice(1).filter((w) => w !== '-');
    else if (key === 'left') s.leftOwner = side(l, a);
    else if (key === 'board') (s.boards as Record<string, unknown>)[ownSide(l, a)] = boardLine(l, b, c);
    else if (key === 'destroyed')
      (s.destroyed as Record<string, number[]>)[ownSide(l, a)] = words
        .slice(2)
        .filter((v) => v !== '-')
        .map((v) => wholeNumber(l.n, v, 'a destroyed brigade', 1, 3));
    else if (key === 'unit') (s.units as Unit[]).push(readUnit(l, words));
    else fail(l.n, `cannot read a line starting ${quoted(key)}`);
  });
  return parsedState(stateSchema, s, lines);
}

function ownSide(l: Line, v: string | undefined): TbSide {
  const x = side(l, v);
  if (x === null) fail(l.n, 'expected red or blue');
  return x;
}

/** `board SIDE ID ORIENT`: one of the two boards (TB-SETUP-1), turned 1..4 (TB-SETUP-4), or `- -`. */
function boardLine(l: Line, board: string | undefined, orient: string | undefined): unknown {
  if (board === '-') return null;
  if (!boardById(board ?? '')) fail(l.n, `unknown board ${quoted(board)} (A or B)`);
  return { board, orient: orient === '-' ? null : wholeNumber(l.n, orient, 'the orientation', 1, 4) };
}

function jsonObject(n: number, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return fail(n, 'the options are a JSON object, like {"quickSetup":false}');
  }
}
