// The position file (POSITION.md): a plain-text Sharpsburg position that anyone can write by hand
// to set up a rules case, and that the engine can write back.
import { parseHex } from '../core/hex';
import { ART_STATES, ELIMINATED, OFF_MAP, RULES_VERSION, stateSchema } from './state';
import type { ArtState, State, UnitState } from './state';
import { loadMap } from './map';
import { standardMapText } from './data';
import { isUnitId, unit } from './units';
import type { SideId } from './units';

class PositionError extends Error {}

function fail(line: number, message: string): never {
  throw new PositionError(`position line ${line}: ${message}`);
}

function sideWord(line: number, w: string | undefined): SideId {
  if (w === 'union' || w === 'confederate') return w;
  return fail(line, `expected union or confederate, not '${w ?? ''}'`);
}

function hexWord(line: number, w: string | undefined): string {
  if (!w || !parseHex(w)) fail(line, `expected a hex number, not '${w ?? ''}'`);
  return w;
}

/** `unit ID WHERE [ART-STATE] [engaged HEX] [enter HEX turn N]` */
function unitLine(line: number, words: string[]): [string, UnitState] {
  const [rawId = '', rawWhere = '', ...rawRest] = words;
  const id = rawId.toUpperCase();
  const where = rawWhere.toLowerCase();
  const rest = rawRest.map((w) => w.toLowerCase());
  if (!isUnitId(id)) fail(line, `unknown unit '${rawId}'`);
  if (where !== OFF_MAP && where !== ELIMINATED) hexWord(line, where);
  const u: UnitState = { at: where };
  for (let i = 0; i < rest.length; i++) {
    const w = rest[i] as string;
    if ((ART_STATES as readonly string[]).includes(w)) {
      if (unit(id).side !== 'union' || unit(id).type !== 'artillery')
        fail(line, `${id} is not Union artillery`);
      u.art = w as ArtState;
    } else if (w === 'engaged') u.engaged = hexWord(line, rest[++i]);
    else if (w === 'enter') {
      const hex = hexWord(line, rest[++i]);
      if (rest[++i] !== 'turn' || !Number(rest[i + 1])) fail(line, "expected 'enter HEX turn N'");
      u.enter = { hex, turn: Number(rest[++i]) };
    } else fail(line, `unexpected '${w}' (expected an artillery state, 'engaged HEX' or 'enter HEX turn N')`);
  }
  if (u.at === OFF_MAP && !u.enter)
    fail(line, `${id} is off-map: say when and where it enters ('enter HEX turn N')`);
  // An eliminated battery has no limber state; one on or off the map gets the usual default.
  if (unit(id).side === 'union' && unit(id).type === 'artillery' && !u.art && u.at !== ELIMINATED)
    u.art = u.at === OFF_MAP ? 'limbered' : 'deployed';
  return [id, u];
}

type Draft = Omit<State, 'turn'> & { turn: number; vpGiven?: boolean };

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
function statement(s: Draft, n: number, key: string, rest: string[]): void {
  switch (key) {
    case 'game':
      if (rest[0] !== 'sharpsburg') fail(n, "this reader is for 'game sharpsburg'");
      return;
    case 'turn':
      s.turn = Number(rest[0]);
      return;
    case 'side':
      s.side = rest[0] === 'over' ? null : sideWord(n, rest[0]);
      return;
    case 'corps-die':
      s.corpsDie = Number(rest[0]);
      return;
    case 'unit': {
      const [id, u] = unitLine(n, rest);
      if (s.units[id]) fail(n, `${id} is listed twice`);
      s.units[id] = u;
      return;
    }
    case 'control':
      s.control[hexWord(n, rest[0])] = sideWord(n, rest[1]);
      return;
    case 'vp':
      if (rest[0] !== 'union' || rest[2] !== 'confederate') fail(n, "expected 'vp union N confederate N'");
      s.vp = { union: Number(rest[1]), confederate: Number(rest[3]) };
      s.vpGiven = true;
      return;
    case 'town-vp':
      s.townVp = rest[0] === 'none' ? null : sideWord(n, rest[0]);
      return;
    case 'option':
      s.options[rest[0] ?? ''] = rest[1] !== 'off';
      return;
    default:
      fail(n, `unknown line '${key}'`);
  }
}

/** Town control defaults to Confederate (SH-VICTORY-2); VP default to the eliminated units. */
function finish(s: Draft): State {
  const { vpGiven, ...draft } = s;
  const map = loadMap(draft.map ?? standardMapText());
  for (const h of map.town.hexes) draft.control[h] ??= 'confederate';
  if (!vpGiven) {
    for (const [id, u] of Object.entries(draft.units)) {
      if (u.at === ELIMINATED)
        draft.vp[unit(id).side === 'union' ? 'confederate' : 'union'] += unit(id).strength;
    }
  }
  const parsed = stateSchema.safeParse(draft);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  throw new PositionError(`position: ${issues.join('; ')}`);
}

export function readPosition(text: string): State {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const s = emptyPosition();
  for (let i = 0; i < lines.length; i++) {
    const words = (lines[i] ?? '').replace(/#.*$/, '').trim().split(/\s+/).filter(Boolean);
    const key = words[0]?.toLowerCase();
    if (!key) continue;
    // Unit ids and option names keep their case; every other word is case-insensitive.
    const keepCase = key === 'unit' || key === 'option';
    const rest = keepCase ? words.slice(1) : words.slice(1).map((w) => w.toLowerCase());
    if (key !== 'map') statement(s, i + 1, key, rest);
    else if (rest[0] === 'standard') delete s.map;
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
  return finish(s);
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
