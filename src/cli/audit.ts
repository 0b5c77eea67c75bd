// `despatch verify FILE|GAME`: replay a game record and check every roll and every state.
import { existsSync, readFileSync } from 'node:fs';
import { seedCommitment } from '../games/core/dice';
import type { StoredGameVerification } from '../app/index';
import type { GameRecord } from '../app/records/record';
import { verifyRecord } from '../app/records/verify-game';
import { getGame } from '../games/index';
import { withBackend } from './backend';
import { cli, printJson } from './io';
import { UsageError } from './usage-error';

/** A record file: replayed here (a player's own copy of a finished game carries its seed). */
function reportFile(record: GameRecord): number {
  const result = verifyRecord(record, getGame);
  return report({
    game: record.game.id,
    number: record.game.number,
    seedHash: record.game.seedHash,
    seed: record.game.seed,
    ...result,
  });
}

function report(result: StoredGameVerification): number {
  printJson(result);
  if (result.seed) cli().err(`seed ${result.seed} -> SHA-256 ${seedCommitment(result.seed)}\n`);
  else cli().err('the seed stays secret until the game is over; every recorded roll was checked\n');
  cli().err(
    result.ok
      ? `verified: ${result.steps} steps and ${result.rolls} dice replay exactly as recorded.\n`
      : `NOT verified at step ${result.difference?.step}: ${result.difference?.what}\n`,
  );
  return result.ok ? 0 : 1;
}

export async function verifyCommand(argv: string[]): Promise<number> {
  const [target] = argv;
  if (!target) throw new UsageError('usage: despatch verify FILE|GAME');
  if (existsSync(target)) return reportFile(JSON.parse(readFileSync(target, 'utf8')) as GameRecord);
  // A game in this installation: replayed beside its seed, which is shown only once the game is over.
  return withBackend(async (backend) => report(await backend.verifyGame(target)));
}
