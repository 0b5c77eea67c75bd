// `despatch verify FILE|GAME` (or `--file FILE`): replay a game record and check every roll and
// every state. A file is an export (`despatch game export`), read through its published schema.
import { existsSync, readFileSync } from 'node:fs';
import { seedCommitment } from '../games/core/dice';
import type { StoredGameVerification } from '../app/index';
import type { GameRecord } from '../app/records/record';
import { verifyRecord } from '../app/records/verify-game';
import { gameRecordSchema } from '../app/records/record-schema';
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

/** A record file, checked against the published schema (record-schema.ts) before it is replayed. */
function readRecordFile(path: string): GameRecord {
  const parsed = gameRecordSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new UsageError(`${path} is not a game record: ${first?.path.join('.')}: ${first?.message}`);
  }
  return parsed.data as GameRecord;
}

export async function verifyCommand(argv: string[]): Promise<number> {
  const file = argv[0] === '--file' ? argv[1] : undefined;
  const [target] = argv;
  if (!target || (argv[0] === '--file' && !file))
    throw new UsageError('usage: despatch verify FILE|GAME | --file FILE');
  if (file) return reportFile(readRecordFile(file));
  if (existsSync(target)) return reportFile(readRecordFile(target));
  // A game in this installation: replayed beside its seed, which is shown only once the game is over.
  return withBackend(async (backend) => report(await backend.verifyGame(target)));
}
