// This step's events on the map: moves as arrows along their path, attacks as red arrows into the
// defending hex with the odds and result on a tag the label placer puts beside it (core/labels),
// bombardments dashed, retreats dotted. Arrows keep what they cover (Paint), so no text goes under one.
// Event fields are read tolerantly (see notes/sharpsburg-draw-needs.md): a missing field drops that
// mark, never the picture.
import type { GameEvent } from '../../core/events';
import type { HexId } from '../../core/hex';
import { parseHex } from '../../core/hex';
import { Paint } from '../../core/labels/paint';
import type { LabelRequest } from '../../core/labels/place';
import { paintArrow, tagRequest, type TagStyle } from '../../core/labels/shapes';
import { el, points } from '../../core/svg';
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

function moveArrow(map: GameMap, e: GameEvent): Paint {
  const id = str(e, 'unit') ?? strs(e, 'units')[0];
  const hexes = movePath(e).filter((h) => isHex(map, h));
  const pts = hexes.map(centre);
  const entering = e.kind !== 'move' || e.entered === true;
  if (entering && hexes[0]) pts.unshift(offMap(map, hexes[0]));
  return paintArrow(
    pts,
    { color: sideColour(id), width: 4, shortenEnd: 20, casing: '#fff' },
    `move arrow ${id ?? ''}`,
    { class: 'move', dataUnit: id },
  );
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

function battleMarks(map: GameMap, events: readonly GameEvent[], i: number, now: Map<string, HexId>): Paint {
  const e = events[i]!;
  const paint = new Paint();
  const target = str(e, 'target', 'hex', 'defender');
  if (!isHex(map, target)) return paint;
  const bombarding = new Set(strs(e, 'bombarding'));
  const t = centre(target);
  paint.plain(
    el('polygon', { points: points(corners(target)), fill: 'none', stroke: ARROW.attack, strokeWidth: 3 }),
  );
  for (const id of strs(e, 'attackers', 'units')) {
    const from = positionAt(events, i, id, now);
    if (!isHex(map, from) || from === target) continue;
    const dashed = bombarding.has(id) || e.kind !== 'battle';
    paint.add(
      paintArrow(
        [centre(from), t],
        { color: ARROW.attack, width: 3, dashed, shortenStart: 18, shortenEnd: 24, casing: '#fff' },
        `${dashed ? 'bombard' : 'attack'} arrow ${id}`,
        { class: dashed ? 'bombard' : 'attack', dataUnit: id },
      ),
    );
  }
  return paint;
}

/** The odds-and-result tag: white, edged red. */
export const ODDS_TAG: TagStyle = {
  size: 13,
  height: 20,
  pad: 5,
  ink: ARROW.attack,
  fill: '#fff',
  stroke: ARROW.attack,
  strokeWidth: 2,
  rx: 4,
};

/** The odds-and-result tag for the placer: above the defending hex where there is room. */
function oddsRequest(map: GameMap, e: GameEvent, i: number): LabelRequest | undefined {
  const target = str(e, 'target', 'hex', 'defender');
  if (!isHex(map, target)) return undefined;
  return tagRequest(
    `odds ${i} ${target}`,
    centre(target),
    oddsLabel(e),
    ODDS_TAG,
    HEX * 0.87 - ODDS_TAG.height / 2,
  );
}

function retreatArrow(map: GameMap, e: GameEvent): Paint {
  const from = str(e, 'from');
  const to = str(e, 'to');
  if (!isHex(map, from) || !isHex(map, to)) return new Paint();
  const colour = sideColour(str(e, 'unit'));
  return paintArrow(
    [centre(from), centre(to)],
    { color: colour, width: 2.5, dashed: true, shortenStart: 10, shortenEnd: 20, casing: '#fff' },
    `retreat arrow ${str(e, 'unit') ?? ''}`,
    { class: 'retreat', dataUnit: str(e, 'unit') },
  );
}

/** Arrows and battle rings go under the counters; the odds tags are placed with the map's other
 * labels (draw.ts). */
export function drawEvents(
  map: GameMap,
  events: readonly GameEvent[],
  now: Map<string, HexId>,
): { under: Paint; tags: LabelRequest[] } {
  const under = new Paint();
  const tags: LabelRequest[] = [];
  events.forEach((e, i) => {
    if (MOVE_KINDS.has(e.kind)) under.add(moveArrow(map, e));
    else if (e.kind === 'retreat') under.add(retreatArrow(map, e));
    else if (BATTLE_KINDS.has(e.kind)) {
      under.add(battleMarks(map, events, i, now));
      const tag = oddsRequest(map, e, i);
      if (tag) tags.push(tag);
    }
  });
  return { under: new Paint().group('g', { class: 'events' }, under), tags };
}
