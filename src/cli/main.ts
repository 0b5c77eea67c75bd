// The `despatch` command: a stable contract others script against (docs/developers.md, "The CLI").
// Each subcommand lives in its own file; this table only dispatches. A subcommand's file is loaded
// only when it runs, so `despatch engine ...` does not load the server, the database or the mail.
import { cli, withIo, type CliIo } from './io';
import { UsageError } from './usage-error';

export type Command = (argv: string[]) => Promise<number>;

const commands: Record<string, { run: Command; summary: string }> = {
  engine: {
    run: async (a) => (await import('./engine')).engineCommand(a),
    summary: 'new | step | view: drive a rules engine on JSON state files',
  },
  selfplay: {
    run: async (a) => (await import('./selfplay')).selfplayCommand(a),
    summary: 'play random legal games and check invariants',
  },
  serve: {
    run: async (a) => (await import('./serve')).serveCommand(a),
    summary: 'run the web app, the outbox sender and the sweeper (npm start)',
  },
  club: {
    run: async (a) => (await import('./clubs')).clubCommand(a),
    summary: 'new NAME --organiser EMAIL | add CLUB EMAIL: clubs and their members',
  },
  ladder: {
    run: async (a) => (await import('./clubs')).ladderCommand(a),
    summary: 'new --club C --name N --game G | standings | challenge | accept | decline: club ladders',
  },
  tournament: {
    run: async (a) => (await import('./tournaments')).tournamentCommand(a),
    summary:
      'new --club C --name N --game G --format swiss|round-robin | add | start | standings: tournaments',
  },
  game: {
    run: async (a) => (await import('./game')).gameCommand(a),
    summary:
      'new --game G --side S=EMAIL ... [--lang S=ja] | export GAME | list | extend|resend|end|pause|resume|turn-time|share|unshare GAME: games and the desk',
  },
  demo: {
    run: async (a) => (await import('./game')).demoCommand(a),
    summary: 'create a game between two local mailboxes to see the flow',
  },
  backup: {
    run: async (a) => (await import('./backup')).backupCommand(a),
    summary: 'FILE: copy the embedded database (also while the service runs)',
  },
  restore: {
    run: async (a) => (await import('./backup')).restoreCommand(a),
    summary: 'FILE [--force]: put a backup into DATA_DIR, which no service may be using',
  },
  verify: {
    run: async (a) => (await import('./audit')).verifyCommand(a),
    summary: 'FILE|GAME|--file FILE: replay a game record (an export) and check every roll and state',
  },
};

function usage(): string {
  const rows = Object.entries(commands).map(([name, c]) => `  ${name.padEnd(10)} ${c.summary}`);
  return `usage: despatch <command> [options]\n\ncommands:\n${rows.join('\n')}\n`;
}

/** Runs one command; `io` replaces the process's streams and environment for this run (tests). */
export function main(argv: string[], io?: CliIo): Promise<number> {
  return withIo(io, () => dispatch(argv));
}

async function dispatch(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    cli().out(usage());
    return name ? 0 : 2;
  }
  const command = commands[name];
  if (!command) {
    cli().err(`despatch: unknown command '${name}'\n\n${usage()}`);
    return 2;
  }
  try {
    return await command.run(rest);
  } catch (error) {
    // parseArgs reports unknown or malformed flags with ERR_PARSE_ARGS_* codes: a usage error too.
    const parseArgsError = String((error as { code?: unknown }).code ?? '').startsWith('ERR_PARSE_ARGS');
    if (error instanceof UsageError || parseArgsError) {
      cli().err(`despatch ${name}: ${(error as Error).message}\n`);
      return 2;
    }
    throw error;
  }
}
