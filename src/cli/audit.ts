// `despatch verify FILE|GAME`: replay a game record and check every roll and every state.
import { existsSync, readFileSync } from 'node:fs';
import { seedCommitment } from '../games/core/dice';
import type { GameRecord } from '../app/records/record';
import { verifyRecord } from '../app/records/verify-game';
import { getGame } from '../games/index';
import { withBackend } from './game';
import { printJson } from './io';
import { UsageError } from './usage-error';

function report(record: GameRecord): number {
  const result = verifyRecord(record, getGame);
  printJson({ game: record.game.id, number: record.game.number, seedHash: record.game.seedHash, ...result });
  if (record.game.seed)
    process.stderr.write(`seed ${record.game.seed} -> SHA-256 ${seedCommitment(record.game.seed)}\n`);
  process.stderr.write(
    result.ok
      ? `verified: ${result.steps} steps and ${result.rolls} dice replay exactly as recorded.\n`
      : `NOT verified at step ${result.difference?.step}: ${result.difference?.what}\n`,
  );
  return result.ok ? 0 : 1;
}

export async function verifyCommand(argv: string[]): Promise<number> {
  const [target] = argv;
  if (!target) throw new UsageError('usage: despatch verify FILE|GAME');
  if (existsSync(target)) return report(JSON.parse(readFileSync(target, 'utf8')) as GameRecord);
  // A game in this installation: the operator may check it before the end, so the seed is revealed
  // to this command only (never to players before the game is over).
  return withBackend(async (backend) => report(await backend.exportGame(target, { revealSeed: true })));
}
