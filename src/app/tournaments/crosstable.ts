// The crosstable, without I/O: one row per player in standings order, one cell per opponent with
// the row player's score against them ('1', '½', '0'; '…' while the game goes on), '×' on the
// diagonal, and the byes apart.
import { pointsText } from './points-text';
import type { PlayedPairing } from './tie-breaks';

export interface CrosstableRow {
  playerId: number;
  cells: string[];
  byes: number;
}

const mark = (score: number | null) => (score === null ? '…' : pointsText(score));

export function crosstable(order: number[], pairings: PlayedPairing[]): CrosstableRow[] {
  return order.map((row) => ({
    playerId: row,
    cells: order.map((col) => {
      if (col === row) return '×';
      return pairings
        .filter((p) => (p.a === row && p.b === col) || (p.a === col && p.b === row))
        .map((p) => mark(p.a === row ? p.scoreA : p.scoreB))
        .join(' ');
    }),
    byes: pairings.filter((p) => p.a === row && p.b === null).length,
  }));
}
