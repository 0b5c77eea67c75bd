// Small I/O helpers shared by the CLI subcommands, and where a command writes and reads its
// environment: the process's, or those `main` is given for one run in the caller's process (the tests
// run most commands that way rather than paying a process start each).
import { closeSync, openSync, readSync, writeFileSync } from 'node:fs';
import { UsageError } from './usage-error';

export interface CliIo {
  env: Record<string, string | undefined>;
  out(text: string): void;
  err(text: string): void;
}

const processIo: CliIo = {
  env: process.env,
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text),
};

let current: CliIo = processIo;

/** The running command's output, error stream and environment. */
export function cli(): CliIo {
  return current;
}

/** Runs one command with the given io; runs do not overlap (the io is the command's, not a request's). */
export async function withIo<T>(io: CliIo | undefined, run: () => Promise<T>): Promise<T> {
  if (!io) return run();
  if (current !== processIo) throw new Error('one despatch command at a time in a process');
  current = io;
  try {
    return await run();
  } finally {
    current = processIo;
  }
}

/** Position, orders and state files are small: a bound keeps /dev/zero from eating the memory. */
export const MAX_INPUT_BYTES = 4 * 1024 * 1024;

/** Reads a file, or standard input for "-", up to MAX_INPUT_BYTES. */
export function readInput(path: string): string {
  let fd: number | undefined;
  try {
    fd = path === '-' ? 0 : openSync(path, 'r');
    const buf = Buffer.alloc(MAX_INPUT_BYTES + 1);
    let size = 0;
    for (;;) {
      const n = readSync(fd, buf, size, buf.length - size, null);
      if (n === 0) break;
      size += n;
      if (size > MAX_INPUT_BYTES) throw new UsageError(`${path} is larger than ${MAX_INPUT_BYTES} bytes`);
    }
    return buf.subarray(0, size).toString('utf8');
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`cannot read ${path}: ${(error as Error).message}`);
  } finally {
    if (fd !== undefined && fd !== 0) closeSync(fd);
  }
}

export function writeOutput(path: string, text: string): void {
  if (path === '-') cli().out(text);
  else writeFileSync(path, text);
}

export function printJson(value: unknown): void {
  cli().out(JSON.stringify(value, null, 2) + '\n');
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
