// The skeleton the commands with subcommands share (`despatch club|ladder|tournament ...`, the desk's
// `game` actions): their flags read, and an answer of the backend printed as JSON.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { withBackend, type openBackend } from './backend';
import { printJson } from './io';

type Options = NonNullable<ParseArgsConfig['options']>;
type Backend = Awaited<ReturnType<typeof openBackend>>;

/** `despatch <command> SUB [WORDS] [--flags]`: the subcommand, its flags and its other words. */
export function subcommandArgs<const O extends Options>(argv: string[], options: O) {
  const [sub, ...args] = argv;
  const { values, positionals } = parseArgs<{ args: string[]; options: O; allowPositionals: true }>({
    args,
    options,
    allowPositionals: true,
  });
  return { sub, values, positionals };
}

/** Asks the backend (the database, or a running server) and prints the answer as JSON; exit code 0. */
export function printAnswer(ask: (b: Backend) => Promise<unknown>): Promise<number> {
  return withBackend(async (b) => {
    printJson(await ask(b));
    return 0;
  });
}

/** One row of a ladder's or a tournament's standings: place, address, then the row's figures. */
export function standingsLine(place: number, email: string, figures: string): string {
  return `${String(place).padStart(3)}. ${email.padEnd(32)} ${figures}\n`;
}
