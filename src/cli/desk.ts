// `despatch game list|extend|resend|replace|end`: the organiser's desk from the command line, through the
// running server's admin API or the database itself, as `game new` does.
import { parseArgs } from 'node:util';
import { parseDuration } from '../app/base/duration';
import type { GamesListFilter } from '../app/index';
import { withBackend } from './backend';
import { printAnswer } from './subcommand';
import { cli, printJson } from './io';
import { UsageError } from './usage-error';

const STATUSES = ['active', 'late', 'paused', 'finished'] as const;

export async function listCommand(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      status: { type: 'string' },
      player: { type: 'string' },
      game: { type: 'string' },
      page: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  if (values.status && !(STATUSES as readonly string[]).includes(values.status))
    throw new UsageError(`--status is one of ${STATUSES.join(', ')}`);
  const filter: GamesListFilter = {
    ...(values.status ? { status: values.status as GamesListFilter['status'] } : {}),
    ...(values.player ? { player: values.player } : {}),
    ...(values.game ? { game: values.game } : {}),
    ...(values.page ? { page: Number(values.page) } : {}),
  };
  return withBackend(async (backend) => {
    const games = await backend.listGames(filter);
    if (values.json) printJson(games);
    else
      for (const g of games) {
        const who = g.players.map((p) => `${p.side} ${p.email}${p.misses ? ` (${p.misses} missed)` : ''}`);
        const now =
          g.status === 'finished'
            ? (g.result ?? 'finished')
            : `${g.step ?? ''}, due ${g.deadline ?? 'never'}`;
        cli().out(`#${g.number} ${g.title} [${g.status}] ${now} · ${who.join(' · ')}\n`);
      }
    return 0;
  });
}

function target(positionals: string[], usage: string): string {
  const id = positionals[0];
  if (!id) throw new UsageError(usage);
  return id;
}

function reasonOf(reason: string | undefined, usage: string): string {
  if (!reason?.trim())
    throw new UsageError(`--reason is required (it is logged and told to the players): ${usage}`);
  return reason;
}

export async function extendCommand(argv: string[]): Promise<number> {
  const usage = 'despatch game extend GAME --by 2d --reason "..."';
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { by: { type: 'string' }, reason: { type: 'string' } },
  });
  const id = target(positionals, usage);
  const seconds = values.by ? parseDuration(values.by) : null;
  if (!seconds) throw new UsageError(`--by takes a duration such as 2d or 12h: ${usage}`);
  const reason = reasonOf(values.reason, usage);
  return printAnswer((b) => b.extendDeadline({ gameId: id, seconds, reason }));
}

export async function replaceCommand(argv: string[]): Promise<number> {
  const usage = 'despatch game replace GAME --side SIDE --email NEW@ADDRESS --reason "..." [--both-sides]';
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      side: { type: 'string' },
      email: { type: 'string' },
      reason: { type: 'string' },
      'both-sides': { type: 'boolean', default: false },
    },
  });
  const id = target(positionals, usage);
  if (!values.side || !values.email) throw new UsageError(`--side and --email are required: ${usage}`);
  const reason = reasonOf(values.reason, usage);
  const input = {
    gameId: id,
    side: values.side,
    email: values.email,
    reason,
    ...(values['both-sides'] ? { oneForBothSides: true } : {}),
  };
  return printAnswer((b) => b.replacePlayer(input));
}

export async function resendCommand(argv: string[]): Promise<number> {
  const usage = 'despatch game resend GAME --side SIDE --reason "..."';
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { side: { type: 'string' }, reason: { type: 'string' } },
  });
  const id = target(positionals, usage);
  if (!values.side) throw new UsageError(`--side is required: ${usage}`);
  const reason = reasonOf(values.reason, usage);
  return printAnswer((b) => b.resendPrompt({ gameId: id, side: values.side as string, reason }));
}

export async function endCommand(argv: string[]): Promise<number> {
  const usage = 'despatch game end GAME --outcome SIDE|draw|abandoned --reason "..."';
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { outcome: { type: 'string' }, reason: { type: 'string' } },
  });
  const id = target(positionals, usage);
  if (!values.outcome) throw new UsageError(`--outcome is required: ${usage}`);
  const reason = reasonOf(values.reason, usage);
  return printAnswer((b) => b.endGame({ gameId: id, outcome: values.outcome as string, reason }));
}

/** A desk command's game and its `--reason`, the only flag it takes. */
function gameAndReason(argv: string[], usage: string): { id: string; reason: string } {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { reason: { type: 'string' } },
  });
  return { id: target(positionals, usage), reason: reasonOf(values.reason, usage) };
}

/** `despatch game pause|resume GAME --reason "..."`: the organiser stops or starts the clock. */
export async function pauseCommand(argv: string[], resume = false): Promise<number> {
  const usage = `despatch game ${resume ? 'resume' : 'pause'} GAME --reason "..."`;
  const { id, reason } = gameAndReason(argv, usage);
  return printAnswer((b) => (resume ? b.resume : b.pause)({ gameId: id, reason }));
}

/** `despatch game share|unshare GAME --reason "..."`: a finished game's replay public, or private again. */
export async function shareCommand(argv: string[], unshare = false): Promise<number> {
  const usage = `despatch game ${unshare ? 'unshare' : 'share'} GAME --reason "..."`;
  const { id, reason } = gameAndReason(argv, usage);
  return withBackend(async (b) => {
    printJson(await b.shareReplay({ gameId: id, public: !unshare, reason }));
    return 0;
  });
}

/** `despatch game turn-time GAME --to 3d --reason "..."`: a new turn time from the next step on. */
export async function turnTimeCommand(argv: string[]): Promise<number> {
  const usage = 'despatch game turn-time GAME --to 3d --reason "..."';
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { to: { type: 'string' }, reason: { type: 'string' } },
  });
  const id = target(positionals, usage);
  const seconds = values.to ? parseDuration(values.to) : null;
  if (!seconds) throw new UsageError(`--to takes a duration such as 3d or 36h: ${usage}`);
  const reason = reasonOf(values.reason, usage);
  return printAnswer((b) => b.changeTurnTime({ gameId: id, seconds, reason }));
}
