// The position file (POSITION.md): a plain-text Sharpsburg position that anyone can write by hand
// to set up a rules case, and that the engine can write back.
import { parseHex } from '../core/hex';
import { PositionLines, fail, parsedState, quoted, wholeNumber } from '../core/position-file';
import { ART_STATES, ELIMINATED, LAST_TURN, OFF_MAP, RULES_VERSION, stateSchema } from './state';
import type { ArtState, State, UnitState } from './state';
import { loadMap, onMap, type GameMap } from './map';
import { standardMapText } from './data';
import { allUnits, isUnitId, unit } from './units';
import type { SideId } from './units';

/** Every point a side can score: all the enemy's strength and the town's 10 (SH-VICTORY). */
const MOST_VP = allUnits().reduce((sum, u) => sum + u.strength, 10);

function sideWord(line: number, w: string | undefined): SideId {
  if (w === 'union' || w === 'confederate') return w;
  return fail(line, `expected union or confederate, not ${quoted(w)}`);
}

/** The hexes the file names, checked against the map once the whole file (an inline map) is read. */
type HexUses = { line: number; hex: string }[];

function hexWord(line: number, w: string | undefined, uses: HexUses): string {
  if (!w || !parseHex(w)) fail(line, `expected a hex number, not ${quoted(w)}`);
  uses.push({ line, hex: w });
  return w;
}

/** `unit ID WHERE [ART-STATE] [engaged HEX] [enter HEX turn N]` */
function unitLine(line: number, words: string[], uses: HexUses): [string, UnitState] {
  const [rawId = '', rawWhere = '', ...rawRest] = words;
  const id = rawId.toUpperCase();
  const where = rawWhere.toLowerCase();
  const rest = rawRest.map((w) => w.toLowerCase());
  if (!isUnitId(id)) fail(line, `unknown unit ${quoted(rawId)}`);
  if (where !== OFF_MAP && where !== ELIMINATED) hexWord(line, where, uses);
  const u: UnitState = { at: where };
  for (let i = 0; i < rest.length; i++) {
    const w = rest[i] as string;
    if ((ART_STATES as readonly string[]).includes(w)) {
      if (unit(id).side !== 'union' || unit(id).type !== 'artillery')
        fail(line, `${id} is not Union artillery`);
      u.art = w as ArtState;
    } else if (w === 'engaged') u.engaged = hexWord(line, rest[++i], uses);
    else if (w === 'enter') {
      const hex = hexWord(line, rest[++i], uses);
      if (rest[++i] !== 'turn') fail(line, "expected 'enter HEX turn N'");
      u.enter = { hex, turn: wholeNumber(line, rest[++i], 'the turn it enters', 1, LAST_TURN) };
    } else
      fail(
        line,
        `unexpected ${quoted(w)} (expected an artillery state, 'engaged HEX' or 'enter HEX turn N')`,
      );
  }
  if (u.at === OFF_MAP && !u.enter)
    fail(line, `${id} is off-map: say when and where it enters ('enter HEX turn N')`);
  // An eliminated battery has no limber state; one on or off the map gets the usual default.
  if (unit(id).side === 'union' && unit(id).type === 'artillery' && !u.art && u.at !== ELIMINATED)
    u.art = u.at === OFF_MAP ? 'limbered' : 'deployed';
  return [id, u];
}

type Draft = Omit<State, 'turn'> & { turn: number; vpGiven?: boolean };

/** What the reader keeps beside the draft: the line of each field and the hexes to check. */
interface Reading {
  lines: PositionLines;
  hexes: HexUses;
}

function emptyPosition(): Draft {
  return {
    game: 'sharpsburg',
    rulesVersion: RULES_VERSION,
    scenario: 'position',
    options: { unionArtilleryDeployed: true },
    turn: 1,
    side: 'union',
    corpsDie: null,
    units: {},
    control: {},
    vp: { union: 0, confederate: 0 },
    townVp: null,
    trail: [],
  };
}

/** One statement of the file (all but the inline map block). */
function statement(s: Draft, r: Reading, n: number, key: string, rest: string[]): void {
  r.lines.set(key === 'corps-die' ? 'corpsDie' : key, n);
  switch (key) {
    case 'game':
      if (rest[0] !== 'sharpsburg') fail(n, "this reader is for 'game sharpsburg'");
      return;
    case 'turn':
      s.turn = wholeNumber(n, rest[0], 'the turn', 1, LAST_TURN);
      return;
    case 'side':
      s.side = rest[0] === 'over' ? null : sideWord(n, rest[0]);
      return;
    case 'corps-die':
      s.corpsDie = wholeNumber(n, rest[0], 'the corps die', 1, 6);
      return;
    case 'unit': {
      const [id, u] = unitLine(n, rest, r.hexes);
      r.lines.once(n, id);
      r.lines.set(`units.${id}`, n);
      s.units[id] = u;
      return;
    }
    case 'control': {
      const hex = hexWord(n, rest[0], r.hexes);
      r.lines.set(`control.${hex}`, n);
      s.control[hex] = sideWord(n, rest[1]);
      return;
    }
    case 'vp':
      if (rest[0] !== 'union' || rest[2] !== 'confederate') fail(n, "expected 'vp union N confederate N'");
      s.vp = {
        union: wholeNumber(n, rest[1], 'the Union VP', 0, MOST_VP),
        confederate: wholeNumber(n, rest[3], 'the Confederate VP', 0, MOST_VP),
      };
      s.vpGiven = true;
      return;
    case 'town-vp':
      s.townVp = rest[0] === 'none' ? null : sideWord(n, rest[0]);
      return;
    case 'option':
      s.options[rest[0] ?? ''] = rest[1] !== 'off';
      return;
    default:
      fail(n, `unknown line ${quoted(key)}`);
  }
}

/** The inline map (its own problems named from the line that opens it) or the standard one. */
function mapOf(text: string | undefined, lines: PositionLines): GameMap {
  if (text === undefined) return loadMap(standardMapText());
  try {
    return loadMap(text);
  } catch (error) {
    return fail(lines.lineOf(['map']), (error as Error).message.replace(/\n\s*/g, '; '));
  }
}

/** Town control defaults to Confederate (SH-VICTORY-2); VP default to the eliminated units. */
function finish(s: Draft, r: Reading): State {
  const { vpGiven, ...draft } = s;
  const map = mapOf(draft.map, r.lines);
  const off = r.hexes.find((u) => !onMap(map, u.hex));
  if (off) fail(off.line, `hex ${off.hex} is not on the map (${map.cols} x ${map.rows})`);
  for (const h of map.town.hexes) draft.control[h] ??= 'confederate';
  if (!vpGiven) {
    for (const [id, u] of Object.entries(draft.units)) {
      if (u.at === ELIMINATED)
        draft.vp[unit(id).side === 'union' ? 'confederate' : 'union'] += unit(id).strength;
    }
  }
  return parsedState(stateSchema, draft, r.lines);
}

export function readPosition(text: string): State {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const s = emptyPosition();
  const r: Reading = { lines: new PositionLines(), hexes: [] };
  for (let i = 0; i < lines.length; i++) {
    const words = (lines[i] ?? '').replace(/#.*$/, '').trim().split(/\s+/).filter(Boolean);
    const key = words[0]?.toLowerCase();
    if (!key) continue;
    // Unit ids and option names keep their case; every other word is case-insensitive.
    const keepCase = key === 'unit' || key === 'option';
    const rest = keepCase ? words.slice(1) : words.slice(1).map((w) => w.toLowerCase());
    if (key !== 'map') {
      statement(s, r, i + 1, key, rest);
      continue;
    }
    r.lines.set('map', i + 1);
    if (rest[0] === 'standard') delete s.map;
    else {
      const end = lines.findIndex((l, j) => j > i && /^\s*end map\s*$/i.test(l));
      if (end < 0) fail(i + 1, "an inline map must end with a line 'end map'");
      s.map =
        lines
          .slice(i + 1, end)
          .join('\n')
          .trimEnd() + '\n';
      i = end;
    }
  }
  return finish(s, r);
}

export function writePosition(state: State): string {
  const out = [
    'game sharpsburg',
    `turn ${state.turn}`,
    `side ${state.side ?? 'over'}`,
    ...(state.corpsDie !== null ? [`corps-die ${state.corpsDie}`] : []),
    ...Object.entries(state.options).map(([k, v]) => `option ${k} ${v ? 'on' : 'off'}`),
  ];
  for (const [id, u] of Object.entries(state.units)) {
    const parts = ['unit', id, u.at];
    if (u.art) parts.push(u.art);
    if (u.engaged) parts.push('engaged', u.engaged);
    if (u.enter) parts.push('enter', u.enter.hex, 'turn', String(u.enter.turn));
    out.push(parts.join(' '));
  }
  for (const [hex, side] of Object.entries(state.control)) out.push(`control ${hex} ${side}`);
  out.push(`vp union ${state.vp.union} confederate ${state.vp.confederate}`);
  if (state.townVp) out.push(`town-vp ${state.townVp}`);
  if (state.map !== undefined) out.push('map', state.map.trimEnd(), 'end map');
  else out.push('map standard');
  return out.join('\n') + '\n';
}
