// draw(view, events) -> an SVG document of the Sharpsburg map (ARCHITECTURE.md, "The Game
// contract"): the printed map, the counters where the view shows them, and this step's moves, battles,
// bombardments and retreats.
// It reads the view tolerantly (the state itself or `view.state`), so a partial view still draws.
import type { View } from '../core/contract';
import { eventsFor } from '../core/events';
import type { GameEvent } from '../core/events';
import type { HexId } from '../core/hex';
import { el, staticLayer, svgDocument } from '../core/svg';
import { standardMapText } from './data';
import { loadMap } from './map';
import type { GameMap } from './map';
import { isUnitId } from './units';
import { drawCounters } from './draw/counters';
import type { Piece } from './draw/counters';
import { drawEvents } from './draw/events';
import { ENGLISH, header, legend, potomac } from './draw/legend';
import type { FrameInfo, PictureWords } from './draw/legend';
import type { Lang } from '../core/lang';
import { pictureWords } from './texts';
import { HEADER, mapHeight, pageHeight, WIDTH } from './draw/layout';
import { drawTerrain } from './draw/terrain';

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

// The terrain depends on the map and the language alone and is most of the drawing's work: every page
// and mail showing the map would otherwise draw it again (maps are few, and loadMap keeps each as one
// object).
const terrainLayers = new WeakMap<GameMap, Map<Lang, string>>();

function terrainLayer(map: GameMap, w: PictureWords): string {
  const byLang = terrainLayers.get(map) ?? new Map<Lang, string>();
  terrainLayers.set(map, byLang);
  let layer = byLang.get(w.lang);
  if (layer === undefined) {
    const h = mapHeight(map.rows);
    layer = staticLayer([
      el('rect', { x: 0, y: 0, width: WIDTH, height: pageHeight(map.rows), fill: '#fff' }),
      potomac(HEADER, h, w),
      drawTerrain(map, w.say),
    ]);
    byLang.set(w.lang, layer);
  }
  return layer;
}

/** The map picture as `view` shows it, with `events` (this step's) drawn on it, its words in `lang`. */
export function draw(view: View, events: readonly GameEvent[] = [], lang: Lang = 'en'): string {
  const w = lang === 'en' ? ENGLISH : { lang, say: pictureWords(lang) };
  const s = sceneOf(view);
  const map = loadMap(s.mapText ?? standardMapText());
  const seen = eventsFor(events, view.side ?? null);
  const ps = pieces(map, s, seen);
  const now = new Map(ps.filter((p) => !p.gone).map((p) => [p.id, p.hex]));
  const marks = drawEvents(map, seen, now);
  const info = frame(map, s);
  const h = mapHeight(map.rows);
  return svgDocument(
    WIDTH,
    pageHeight(map.rows),
    [
      terrainLayer(map, w),
      header(info, w),
      marks.under,
      el('g', { class: 'counters' }, drawCounters(ps)),
      marks.over,
      legend(HEADER + h + 6, info, w),
    ],
    w.say(`Battle of Sharpsburg, turn ${s.turn ?? '?'}`),
  );
}
