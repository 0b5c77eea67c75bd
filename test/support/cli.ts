// Runs the `despatch` command with only the given environment: in this process (`runCli`, the
// command's own code through `main`, without the second or more a process start costs), or as the
// real executable bin/despatch.js in a child process (`runCliProcess`: exit codes, streams, `serve`).
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from '../../src/cli/main';

export const BIN = resolve(dirname(fileURLToPath(import.meta.url)), '../../bin/despatch.js');

export interface CliRun {
  code: number | null;
  out: string;
  err: string;
}

export async function runCli(args: string[], env: Record<string, string>): Promise<CliRun> {
  let out = '';
  let err = '';
  const code = await main(args, {
    env: { ...env },
    out: (text) => (out += text),
    err: (text) => (err += text),
  });
  return { code, out, err };
}

export function runCliProcess(args: string[], env: Record<string, string>): Promise<CliRun> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [BIN, ...args], { env: { PATH: process.env.PATH ?? '', ...env } });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('exit', (code) => done({ code, out, err }));
  });
}
