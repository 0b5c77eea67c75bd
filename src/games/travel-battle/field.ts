// The battlefield: two 10 x 10 boards side by side (TB-SETUP-3, TB-AMB-25) make a field of 20 files
// (a..t, left to right as Red sees it) by 10 ranks. Rank 1 is Red's home edge, rank 10 Blue's.
import { allSquares, mustCell, squareName } from '../core/square';
import type { SquareId } from '../core/square';
import { BOARD_SIZE, boardById } from './data/load';
import type { Terrain } from './data/load';
import { otherSide } from './state';
import type { TbSide, TbState } from './state';

export const FIELD_COLS = 20;
export const FIELD_ROWS = 10;

export interface SquareInfo {
  terrain: Terrain;
  height: number;
  board: string;
}

export function homeRow(side: TbSide): number {
  return side === 'red' ? 0 : FIELD_ROWS - 1;
}

/** +1 when the side's forward direction is up the ranks (Red), -1 for Blue. */
export function forward(side: TbSide): number {
  return side === 'red' ? 1 : -1;
}

/** The two ranks of a side's deployment zone (TB-SETUP-8). */
export function inDeployZone(side: TbSide, sq: SquareId): boolean {
  const { row } = mustCell(sq);
  return side === 'red' ? row <= 1 : row >= FIELD_ROWS - 2;
}

export function onField(sq: SquareId): boolean {
  const c = mustCell(sq);
  return c.col >= 0 && c.row >= 0 && c.col < FIELD_COLS && c.row < FIELD_ROWS;
}

export const FIELD_SQUARES: readonly SquareId[] = allSquares(FIELD_COLS, FIELD_ROWS);

/** Quarter turns clockwise from the printed board: edge `orient` towards the owner (TB-SETUP-4). */
export function quarterTurns(owner: TbSide, orient: number): number {
  return (orient - 1 + (owner === 'blue' ? 2 : 0)) % 4;
}

/** Printed-board coordinates of field-local (fx, fy) on a board turned `turns` quarter turns. */
export function printedCoords(fx: number, fy: number, turns: number): [number, number] {
  let x = fx;
  let y = fy;
  for (let i = 0; i < turns; i++) [x, y] = [BOARD_SIZE - 1 - y, x];
  return [x, y];
}

export interface Placement {
  owner: TbSide;
  board: string;
  orient: number;
  colOffset: number;
}

/** Where each side's board lies, once boards are placed and oriented. */
export function placements(state: Pick<TbState, 'boards' | 'leftOwner'>): Placement[] {
  if (!state.leftOwner) return [];
  const out: Placement[] = [];
  for (const owner of [state.leftOwner, otherSide(state.leftOwner)]) {
    const b = state.boards[owner];
    if (!b) continue;
    out.push({ owner, board: b.board, orient: b.orient ?? 1, colOffset: owner === state.leftOwner ? 0 : 10 });
  }
  return out;
}

const cache = new Map<string, Map<SquareId, SquareInfo>>();
const byBoards = new WeakMap<object, Map<SquareId, SquareInfo>>();

/** Terrain of every field square; squares of an unplaced board read as open ground. */
export function fieldMap(state: Pick<TbState, 'boards' | 'leftOwner'>): Map<SquareId, SquareInfo> {
  const known = byBoards.get(state.boards);
  if (known && state.leftOwner === placementsOwner.get(known)) return known;
  const map = fieldMapByKey(state);
  byBoards.set(state.boards, map);
  placementsOwner.set(map, state.leftOwner);
  return map;
}

const placementsOwner = new WeakMap<object, string | null>();

function fieldMapByKey(state: Pick<TbState, 'boards' | 'leftOwner'>): Map<SquareId, SquareInfo> {
  const { red, blue } = state.boards;
  const key = `${state.leftOwner}/${red?.board}${red?.orient}/${blue?.board}${blue?.orient}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const ps = placements(state);
  const map = new Map<SquareId, SquareInfo>();
  for (const sq of FIELD_SQUARES) map.set(sq, { terrain: 'open', height: 0, board: '' });
  for (const p of ps) {
    const data = boardById(p.board);
    if (!data) throw new Error(`unknown board ${p.board}`);
    const turns = quarterTurns(p.owner, p.orient);
    for (let fy = 0; fy < BOARD_SIZE; fy++) {
      for (let fx = 0; fx < BOARD_SIZE; fx++) {
        const [x, y] = printedCoords(fx, fy, turns);
        const sq = squareName({ col: p.colOffset + fx, row: fy });
        map.set(sq, {
          terrain: data.terrain[y]?.[x] ?? 'open',
          height: data.height[y]?.[x] ?? 0,
          board: p.board,
        });
      }
    }
  }
  cache.set(key, map);
  return map;
}

export function squareInfo(state: Pick<TbState, 'boards' | 'leftOwner'>, sq: SquareId): SquareInfo {
  const info = fieldMap(state).get(sq);
  if (!info) throw new Error(`square ${sq} is off the field`);
  return info;
}

/** Closed terrain holds one unit and admits only infantry (TB-MOVE-5, TB-MOVE-7, TB-AMB-21). */
export function isClosed(t: Terrain): boolean {
  return t === 'building' || t === 'woods';
}
