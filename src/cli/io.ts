// Small I/O helpers shared by the CLI subcommands.
import { readFileSync, writeFileSync } from 'node:fs';
import { UsageError } from './usage-error';

/** Reads a file, or standard input for "-". */
export function readInput(path: string): string {
  try {
    return readFileSync(path === '-' ? 0 : path, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read ${path}: ${(error as Error).message}`);
  }
}

export function writeOutput(path: string, text: string): void {
  if (path === '-') process.stdout.write(text);
  else writeFileSync(path, text);
}

export function printJson(value: unknown): void {
  process.stdout.write(JSON.stringify(value, null, 2) + '\n');
}

export function required(value: string | undefined, flag: string): string {
  if (value === undefined || value === '') throw new UsageError(`${flag} is required`);
  return value;
}

/** `--option key=value` flags as game options: true/false and numbers are typed, the rest stay text. */
export function parseGameOptions(flags: readonly string[] = []): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const flag of flags) {
    const match = /^([A-Za-z][\w-]*)(?:=(.*))?$/.exec(flag);
    if (!match) throw new UsageError(`--option takes KEY=VALUE, got '${flag}'`);
    const [, key, raw = 'true'] = match;
    options[key as string] =
      raw === 'true' ? true : raw === 'false' ? false : /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
  }
  return options;
}
