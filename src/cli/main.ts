// The `despatch` command: a stable contract others script against (see README, "The CLI").
// Each subcommand lives in its own file; this table only dispatches.
import { engineCommand } from './engine';
import { selfplayCommand } from './selfplay';
import { verifyCommand } from './audit';
import { demoCommand, gameCommand } from './game';
import { serveCommand } from './serve';
import { UsageError } from './usage-error';

export type Command = (argv: string[]) => Promise<number>;

const commands: Record<string, { run: Command; summary: string }> = {
  engine: { run: engineCommand, summary: 'new | step | view: drive a rules engine on JSON state files' },
  selfplay: { run: selfplayCommand, summary: 'play random legal games and check invariants' },
  serve: { run: serveCommand, summary: 'run the web app, the outbox sender and the sweeper (npm start)' },
  game: {
    run: gameCommand,
    summary: 'new --game G --side S=EMAIL ... | export GAME: create or export a game',
  },
  demo: { run: demoCommand, summary: 'create a game between two local mailboxes to see the flow' },
  verify: { run: verifyCommand, summary: 'FILE|GAME: replay a game record and check every roll and state' },
};

function usage(): string {
  const rows = Object.entries(commands).map(([name, c]) => `  ${name.padEnd(10)} ${c.summary}`);
  return `usage: despatch <command> [options]\n\ncommands:\n${rows.join('\n')}\n`;
}

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(usage());
    return name ? 0 : 2;
  }
  const command = commands[name];
  if (!command) {
    process.stderr.write(`despatch: unknown command '${name}'\n\n${usage()}`);
    return 2;
  }
  try {
    return await command.run(rest);
  } catch (error) {
    // parseArgs reports unknown or malformed flags with ERR_PARSE_ARGS_* codes: a usage error too.
    const parseArgsError = String((error as { code?: unknown }).code ?? '').startsWith('ERR_PARSE_ARGS');
    if (error instanceof UsageError || parseArgsError) {
      process.stderr.write(`despatch ${name}: ${(error as Error).message}\n`);
      return 2;
    }
    throw error;
  }
}
