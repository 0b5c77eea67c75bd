// A game ended outside the rules' own end (resignation, forfeit, agreed draw, the organiser): its
// open step closed with the ending, the game finished with its result (app/endings/end-game.ts).
import { json } from '../json';
import type { StepEnding } from '../schema';
import type { Result } from '../../games/core/contract';
import type { Db } from './games';

export async function closeStepAtEnd(
  db: Db,
  gameId: string,
  seq: number,
  e: { at: Date; standing: Record<string, string>; ending: StepEnding },
): Promise<void> {
  await db
    .updateTable('steps')
    .set({ resolved_at: e.at, standing_used: json(e.standing), ending: json(e.ending) })
    .where('game_id', '=', gameId)
    .where('seq', '=', seq)
    .execute();
}

export async function finishGame(
  db: Db,
  gameId: string,
  f: { at: Date; result: Result; version: number },
): Promise<void> {
  await db
    .updateTable('games')
    .set({ status: 'finished', finished_at: f.at, result: json(f.result), version: f.version })
    .where('id', '=', gameId)
    .execute();
}
