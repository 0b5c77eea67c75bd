// Parses the data files (boards, army list, brigade presets) once, at import: JSON text tables checked
// by core/data-file.ts, then read by the small parsers below.
import { textData } from '../../core/data-file';
import armyJson from './army.json' with { type: 'json' };
import boardAJson from './board-a.json' with { type: 'json' };
import boardBJson from './board-b.json' with { type: 'json' };
import presetsJson from './presets.json' with { type: 'json' };
import { KINDS } from '../state';
import type { UnitKind } from '../state';

export type Terrain = 'open' | 'field' | 'road' | 'building' | 'woods';
export const BOARD_SIZE = 10;

export interface BoardData {
  id: string;
  name: string;
  /** The board's name in Japanese (after `|` on its first line). */
  ja: string;
  /** terrain[y][x], y = 0 the printed bottom row (edge 1), x = 0 the printed left column (edge 4). */
  terrain: Terrain[][];
  height: number[][];
}

const TERRAIN: Record<string, Terrain> = {
  '.': 'open',
  f: 'field',
  '=': 'road',
  B: 'building',
  W: 'woods',
};

function parseGrid<T>(lines: string[], cell: (t: string) => T, what: string): T[][] {
  if (lines.length !== BOARD_SIZE) throw new Error(`${what}: ${lines.length} rows, not ${BOARD_SIZE}`);
  // Printed top row first; stored bottom row first.
  return lines
    .map((l) => {
      const cells = l.trim().split(/\s+/).map(cell);
      if (cells.length !== BOARD_SIZE) throw new Error(`${what}: row '${l.trim()}' is not 10 wide`);
      return cells;
    })
    .reverse();
}

export function parseBoard(text: string): BoardData {
  const lines = text.split('\n').filter((l) => l.trim() !== '' && !l.trim().startsWith('#'));
  const head = /^board\s+(\S+)\s+(.*)$/.exec((lines[0] ?? '').trim());
  if (!head) throw new Error('board file must start with "board <id> <name>"');
  const t = lines.indexOf(lines.find((l) => l.trim() === 'terrain') ?? '');
  const h = lines.indexOf(lines.find((l) => l.trim() === 'height') ?? '');
  const id = head[1] as string;
  const terrain = parseGrid(lines.slice(t + 1, t + 1 + BOARD_SIZE), (c) => {
    const v = TERRAIN[c];
    if (!v) throw new Error(`board ${id}: unknown terrain '${c}'`);
    return v;
  }, `board ${id} terrain`);
  const height = parseGrid(lines.slice(h + 1, h + 1 + BOARD_SIZE), (c) => Number(c), `board ${id} height`);
  const [name, ja] = splitJapanese(head[2] as string, `board ${id}`);
  return { id, name, ja, terrain, height };
}

/** "English | Japanese": a name of a text table with its Japanese beside it. */
function splitJapanese(text: string, what: string): [string, string] {
  const [name, ja, ...extra] = text.split('|').map((t) => t.trim());
  if (!name || !ja || extra.length) throw new Error(`${what}: write the name as "English | Japanese"`);
  return [name, ja];
}

export interface ArmyEntry {
  id: string;
  kind: UnitKind;
  name: string;
  ja: string;
}

export function parseArmy(text: string): ArmyEntry[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'))
    .map((l) => {
      const [id, kind, ...name] = l.split(/\s+/);
      if (!id || !kind || !(KINDS as readonly string[]).includes(kind)) throw new Error(`army: '${l}'`);
      const [english, ja] = splitJapanese(name.join(' '), `army: '${l}'`);
      return { id, kind: kind as UnitKind, name: english, ja };
    });
}

/** Preset number -> the three brigade lines, written in the order grammar. */
export function parsePresets(text: string): Map<number, string[]> {
  const out = new Map<number, string[]>();
  let current: string[] | null = null;
  for (const raw of text.split('\n')) {
    const l = raw.trim();
    const m = /^preset\s+(\d+)$/.exec(l);
    if (m) out.set(Number(m[1]), (current = []));
    else if (l !== '' && current) current.push(l);
  }
  return out;
}

export const BOARDS: readonly BoardData[] = [
  parseBoard(textData('travel-battle/board-a.json', boardAJson)),
  parseBoard(textData('travel-battle/board-b.json', boardBJson)),
];
export const ARMY: readonly ArmyEntry[] = parseArmy(textData('travel-battle/army.json', armyJson));
export const PRESETS: ReadonlyMap<number, string[]> = parsePresets(
  textData('travel-battle/presets.json', presetsJson),
);

export function boardById(id: string): BoardData | undefined {
  return BOARDS.find((b) => b.id.toLowerCase() === id.toLowerCase());
}
