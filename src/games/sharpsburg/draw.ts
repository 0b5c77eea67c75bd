// draw(view, events) -> an SVG document of the Sharpsburg map (ARCHITECTURE.md, "The Game
// contract"): the printed map, the counters where the view shows them, and this step's moves, battles,
// bombardments and retreats. Arrows run under the counters; the map's words (place, bridge and ford
// names, odds tags) are placed where no counter, arrow, tag or other text covers them (core/labels),
// and a hex number that something covers is left out. mapPicture gives what each part covers so a
// test can check it (test/map-labels).
// It reads the view tolerantly (the state itself or `view.state`), so a partial view still draws.
import type { View } from '../core/contract';
import { eventsFor } from '../core/events';
import { oncePer } from '../core/kept';
import type { GameEvent } from '../core/events';
import type { HexId } from '../core/hex';
import { overlaps, type Box } from '../core/labels/box';
import { Paint, type MapPicture } from '../core/labels/paint';
import { placeLabels } from '../core/labels/place';
import { leaderLines, paintTags, paintTextLabels } from '../core/labels/shapes';
import { el, staticLayer, svgDocument } from '../core/svg';
import { standardMapText } from './data';
import { loadMap } from './map';
import type { GameMap } from './map';
import { isUnitId } from './units';
import { counterBoxes, drawCounters } from './draw/counters';
import type { Piece } from './draw/counters';
import { drawEvents, ODDS_TAG } from './draw/events';
import { ENGLISH, header, legend, potomac } from './draw/legend';
import type { FrameInfo } from './draw/legend';
import type { Lang } from '../core/lang';
import { pictureWords } from './texts';
import { HEADER, MARGIN, mapHeight, pageHeight, WIDTH } from './draw/layout';
import {
  CROSSING_STYLE,
  drawTerrain,
  HEX_NUMBER_STYLE,
  hexNumberAt,
  hexNumbers,
  PLACE_STYLE,
  crossingRequests,
  placeRequests,
} from './draw/terrain';

interface UnitView {
  id: string;
  at?: string;
  art?: string;
  engaged?: string;
  enter?: { turn: number; hex: string };
}

/** What draw needs, from a SharpsburgView (view.ts) or, for tools and tests, a bare State. */
interface Scene {
  mapText?: string;
  turn?: number;
  toMove?: string | null;
  units: UnitView[];
  vp?: { union: number; confederate: number };
  control?: Record<string, string>;
}

const LAST_TURN = 10; // SH-TURN-1

function sceneOf(view: View): Scene {
  const v = ((view as { state?: unknown }).state ?? view) as Record<string, unknown>;
  const raw = v.units;
  const units: UnitView[] = Array.isArray(raw)
    ? (raw as UnitView[])
    : Object.entries((raw ?? {}) as Record<string, Omit<UnitView, 'id'>>).map(([id, u]) => ({ ...u, id }));
  // In a State, `side` is the side to move; in a view it is the viewer, and `toMove` the mover.
  const toMove = 'toMove' in v ? v.toMove : 'rulesVersion' in v ? v.side : undefined;
  return {
    mapText: (v.mapText ?? v.map) as string | undefined,
    turn: v.turn as number | undefined,
    toMove: toMove as string | null | undefined,
    units,
    vp: v.vp as Scene['vp'],
    control: v.control as Scene['control'],
  };
}

function townText(map: GameMap, s: Scene): string | undefined {
  if (!s.control) return undefined;
  const owners = map.town.hexes.map((h) => s.control?.[h] ?? 'confederate');
  const name = (o: string) => (o === 'union' ? 'Union' : 'Confederate');
  return owners.every((o) => o === owners[0])
    ? `Sharpsburg: ${name(owners[0] ?? 'confederate')}`
    : `Sharpsburg: split`;
}

function pieces(map: GameMap, s: Scene, events: readonly GameEvent[]): Piece[] {
  const out: Piece[] = [];
  const onMap = (h: string | undefined): h is HexId => !!h && map.terrain[h] !== undefined;
  for (const u of s.units) {
    if (isUnitId(u.id) && onMap(u.at)) out.push({ id: u.id, hex: u.at, art: u.art, engaged: u.engaged });
  }
  for (const e of events) {
    const id = e.unit;
    const hex = e.hex;
    if (e.kind !== 'eliminated' || typeof id !== 'string' || typeof hex !== 'string') continue;
    if (isUnitId(id) && onMap(hex) && !out.some((p) => p.id === id)) out.push({ id, hex, gone: true });
  }
  return out;
}

function frame(map: GameMap, s: Scene): FrameInfo {
  return {
    turn: s.turn,
    lastTurn: LAST_TURN,
    side: s.toMove,
    vp: s.vp,
    town: townText(map, s),
    offMap: s.units
      .filter((u) => u.at === 'off-map')
      .map((u) => ({ id: u.id, turn: u.enter?.turn, hex: u.enter?.hex })),
    eliminated: s.units.filter((u) => u.at === 'eliminated').map((u) => u.id),
  };
}

// The terrain depends on the map alone and is most of the drawing's work: every page and mail
// showing the map would otherwise draw it again (maps are few, and loadMap keeps each as one object).
const terrainLayer = oncePer((map: GameMap) =>
  staticLayer([
    el('rect', { x: 0, y: 0, width: WIDTH, height: pageHeight(map.rows), fill: '#fff' }),
    drawTerrain(map),
  ]),
);

/** The map picture with the boxes of what it draws (test/map-labels reads them). */
export function mapPicture(view: View, events: readonly GameEvent[] = [], lang: Lang = 'en'): MapPicture {
  const w = lang === 'en' ? ENGLISH : { lang, say: pictureWords(lang) };
  const s = sceneOf(view);
  const map = loadMap(s.mapText ?? standardMapText());
  const seen = eventsFor(events, view.side ?? null);
  const ps = pieces(map, s, seen);
  const now = new Map(ps.filter((p) => !p.gone).map((p) => [p.id, p.hex]));
  const marks = drawEvents(map, seen, now);
  const info = frame(map, s);
  const h = mapHeight(map.rows);
  const width = WIDTH;
  const height = pageHeight(map.rows);
  const counters = counterBoxes(ps);
  const arrows = marks.under.marks.map((m) => m.box);
  // A hex number under a counter or an arrow is left out (the least useful text on the map); the
  // others yield to a tag with nowhere else to go.
  const numbers = hexNumbers(map).filter((n) => ![...counters, ...arrows].some((b) => overlaps(b, n.box)));
  const crossings = crossingRequests(map, w.say);
  const requests = [...marks.tags, ...placeRequests(map, w.say), ...crossings.map((c) => c.request)];
  /** Where words may go: the map, right of the Potomac strip. */
  const area: Box = { x0: MARGIN - 12, y0: HEADER, x1: WIDTH, y1: HEADER + h };
  const placed = placeLabels(requests, [...counters, ...arrows], area, numbers);
  const hidden = new Set(placed.flatMap((p) => p.hides ?? []));
  const byId = (prefix: string) => placed.filter((p) => p.id.startsWith(prefix));
  const hexNumberPaint = new Paint();
  for (const n of numbers)
    if (!hidden.has(n.id))
      hexNumberPaint.text(hexNumberAt(n.id), n.id, HEX_NUMBER_STYLE, `hex number ${n.id}`);
  const paint = new Paint()
    .plain(terrainLayer(map))
    .add(potomac(HEADER, h, w))
    .plain(leaderLines(placed, 1.2))
    .group('g', { class: 'hexnum' }, hexNumberPaint)
    .group('g', { class: 'labels' }, paintTextLabels(byId('place '), PLACE_STYLE, 'place'))
    .group(
      'g',
      { class: 'crossing-names' },
      new Paint()
        .add(paintTextLabels(byId('bridge '), CROSSING_STYLE.bridge, 'bridge'))
        .add(paintTextLabels(byId('ford '), CROSSING_STYLE.ford, 'ford')),
    )
    .add(header(info, w))
    .add(marks.under)
    .add(drawCounters(ps))
    .group(
      'g',
      { class: 'battles' },
      paintTags(byId('odds '), ODDS_TAG, (t) => ({ class: 'odds', dataHex: t.id.split(' ')[2] })),
    )
    .add(legend(HEADER + h + 6, info, w));
  return {
    svg: svgDocument(width, height, paint.parts, w.say(`Battle of Sharpsburg, turn ${s.turn ?? '?'}`)),
    marks: paint.marks,
    width,
    height,
  };
}

/** The map picture as `view` shows it, with `events` (this step's) drawn on it, its words in `lang`. */
export function draw(view: View, events: readonly GameEvent[] = [], lang: Lang = 'en'): string {
  return mapPicture(view, events, lang).svg;
}
