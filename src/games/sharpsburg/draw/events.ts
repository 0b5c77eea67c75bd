// This step's events on the map: moves as arrows along their path, attacks as red arrows into the
// defending hex with the odds and result beside it, bombardments dashed, retreats dotted.
// Event fields are read tolerantly (see notes/sharpsburg-draw-needs.md): a missing field drops that
// mark, never the picture.
import type { GameEvent } from '../../core/events';
import type { HexId } from '../../core/hex';
import { parseHex } from '../../core/hex';
import { arrow, el, points, text, textWidth } from '../../core/svg';
import type { Point } from '../../core/svg';
import type { GameMap } from '../map';
import { isUnitId, unit } from '../units';
import { centre, corners, HEX } from './layout';

export const ARROW = { union: '#16337a', confederate: '#3a3a3a', attack: '#c4161c' };

const MOVE_KINDS = new Set(['move', 'enter', 'reinforcement', 'arrive']);
const BATTLE_KINDS = new Set(['battle', 'bombard', 'bombardment']);

function str(e: GameEvent, ...keys: string[]): string | undefined {
  for (const k of keys) if (typeof e[k] === 'string') return e[k] as string;
  return undefined;
}

function strs(e: GameEvent, ...keys: string[]): string[] {
  for (const k of keys) {
    const v = e[k];
    if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string');
    if (typeof v === 'string') return [v];
  }
  return [];
}

const isHex = (map: GameMap, h: string | undefined): h is HexId => {
  const p = h ? parseHex(h) : undefined;
  return !!p && p.col >= 1 && p.row >= 1 && p.col <= map.cols && p.row <= map.rows;
};

/** A move's hexes: `path`, else `from` and `to`. */
export function movePath(e: GameEvent): HexId[] {
  const path = strs(e, 'path', 'hexes');
  if (path.length) return path;
  return [str(e, 'from'), str(e, 'to')].filter((h): h is string => !!h);
}

function sideColour(id: string | undefined): string {
  return id && isUnitId(id) ? ARROW[unit(id).side] : '#333';
}

/** A point one hex beyond the map edge nearest to `hex`, for arrows of units entering the map. */
function offMap(map: GameMap, hex: HexId): Point {
  const { col, row } = parseHex(hex)!;
  const c = centre(hex);
  const d = [
    [col - 1, -0.95 * HEX, 0],
    [map.cols - col, 0.95 * HEX, 0],
    [row - 1, 0, -0.95 * HEX],
    [map.rows - row, 0, 0.95 * HEX],
  ].sort((a, b) => a[0]! - b[0]!)[0]!;
  return { x: c.x + d[1]!, y: c.y + d[2]! };
}

function moveArrow(map: GameMap, e: GameEvent): string {
  const id = str(e, 'unit') ?? strs(e, 'units')[0];
  const hexes = movePath(e).filter((h) => isHex(map, h));
  const pts = hexes.map(centre);
  const entering = e.kind !== 'move' || e.entered === true;
  if (entering && hexes[0]) pts.unshift(offMap(map, hexes[0]));
  const body = arrow(pts, { color: sideColour(id), width: 4, shortenEnd: 20, casing: '#fff' });
  return el('g', { class: 'move', dataUnit: id }, body);
}

/** Where a unit stood when event `index` happened: undone by later retreats, eliminations, moves. */
function positionAt(
  events: readonly GameEvent[],
  index: number,
  id: string,
  now: Map<string, HexId>,
): HexId | undefined {
  for (const e of events.slice(index + 1)) {
    if (str(e, 'unit') !== id) continue;
    if (e.kind === 'retreat' || e.kind === 'eliminated') return str(e, 'from', 'hex');
    if (MOVE_KINDS.has(e.kind)) return movePath(e)[0];
  }
  return now.get(id);
}

function oddsLabel(e: GameEvent): string {
  const odds = str(e, 'odds', 'column');
  const result = str(e, 'result');
  return [odds, result].filter(Boolean).join(' ') || 'battle';
}

function battleMarks(map: GameMap, events: readonly GameEvent[], i: number, now: Map<string, HexId>): string {
  const e = events[i]!;
  const target = str(e, 'target', 'hex', 'defender');
  if (!isHex(map, target)) return '';
  const bombarding = new Set(strs(e, 'bombarding'));
  const t = centre(target);
  const arrows = strs(e, 'attackers', 'units').map((id) => {
    const from = positionAt(events, i, id, now);
    if (!isHex(map, from) || from === target) return '';
    const dashed = bombarding.has(id) || e.kind !== 'battle';
    const body = arrow([centre(from), t], {
      color: ARROW.attack,
      width: 3,
      dashed,
      shortenStart: 18,
      shortenEnd: 24,
      casing: '#fff',
    });
    return el('g', { class: dashed ? 'bombard' : 'attack', dataUnit: id }, body);
  });
  const ring = el('polygon', {
    points: points(corners(target)),
    fill: 'none',
    stroke: ARROW.attack,
    strokeWidth: 3,
  });
  return ring + arrows.join('');
}

/** The odds-and-result box, drawn last so nothing covers it; above the hex, or below at the top edge. */
function battleLabel(map: GameMap, e: GameEvent): string {
  const target = str(e, 'target', 'hex', 'defender');
  if (!isHex(map, target)) return '';
  const label = oddsLabel(e);
  const c = centre(target);
  const top = parseHex(target)!.row === 1 && parseHex(target)!.col % 2 === 1;
  const p = { x: c.x, y: c.y + (top ? 1 : -1) * HEX * 0.87 };
  const w = textWidth(label, 13, true) + 10;
  return el('g', { class: 'odds', dataHex: target }, [
    el('rect', {
      x: p.x - w / 2,
      y: p.y - 10,
      width: w,
      height: 20,
      rx: 4,
      fill: '#fff',
      stroke: ARROW.attack,
      strokeWidth: 2,
    }),
    text(p, label, { size: 13, bold: true, fill: ARROW.attack }),
  ]);
}

function retreatArrow(map: GameMap, e: GameEvent): string {
  const from = str(e, 'from');
  const to = str(e, 'to');
  if (!isHex(map, from) || !isHex(map, to)) return '';
  const colour = sideColour(str(e, 'unit'));
  const body = arrow([centre(from), centre(to)], {
    color: colour,
    width: 2.5,
    dashed: true,
    shortenStart: 10,
    shortenEnd: 20,
    casing: '#fff',
  });
  return el('g', { class: 'retreat', dataUnit: str(e, 'unit') }, body);
}

/** Arrows go under the counters; odds boxes over them. */
export function drawEvents(
  map: GameMap,
  events: readonly GameEvent[],
  now: Map<string, HexId>,
): { under: string; over: string } {
  const under: string[] = [];
  const over: string[] = [];
  events.forEach((e, i) => {
    if (MOVE_KINDS.has(e.kind)) under.push(moveArrow(map, e));
    else if (e.kind === 'retreat') under.push(retreatArrow(map, e));
    else if (BATTLE_KINDS.has(e.kind)) {
      under.push(battleMarks(map, events, i, now));
      over.push(battleLabel(map, e));
    }
  });
  return { under: el('g', { class: 'events' }, under), over: el('g', { class: 'battles' }, over) };
}
