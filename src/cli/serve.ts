// `despatch serve` (npm start): the web app, the outbox sender and the sweeper in one process.
import { ConfigError, describeConfig, loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { DatabaseLockedError } from '../db/lock';
import type { TestHooks } from '../server';
import { leanHeaps } from './lean-heap';

export async function serveCommand(_argv: string[], hooks?: TestHooks): Promise<number> {
  leanHeaps();
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`despatch: ${err.message}\n`);
      return 1;
    }
    throw err;
  }
  // A signal during start-up stops the server as soon as it is up (nothing is half-open).
  let signalled: string | null = null;
  const earlyTerm = () => void (signalled ??= 'SIGTERM');
  const earlyInt = () => void (signalled ??= 'SIGINT');
  process.once('SIGTERM', earlyTerm);
  process.once('SIGINT', earlyInt);
  const say = (line: string) => process.stdout.write(`despatch: ${line}\n`);
  say('starting');
  // The database opens on its own thread while this one loads the rest of the service's code: the
  // two take about as long, and the first answer waits for both (docs/operating.md, start-up).
  say(`opening the database (${String(describeConfig(config).database)}) and applying its migrations`);
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const database = openDatabase(config, { ownThread: true, log });
  database.catch(() => {}); // awaited below, after the code has loaded
  let running;
  let banner;
  try {
    const { startServer, startupBanner } = await import('../server');
    banner = startupBanner;
    running = await startServer(config, { progress: say, log, hooks, database });
  } catch (err) {
    if (err instanceof DatabaseLockedError) {
      process.stderr.write(`despatch: ${err.message}\n`);
      return 1;
    }
    throw err;
  }
  process.stdout.write(`${banner(config, running)}\n`);
  const server = running;
  let lost: Error | null = null;
  await new Promise<void>((resolve) => {
    let stopping = false;
    const stop = (signal: string) => {
      if (stopping) return;
      stopping = true;
      process.stdout.write(`despatch: ${signal}, shutting down\n`);
      server.close().then(resolve, (err) => {
        process.stderr.write(`despatch: shutdown: ${(err as Error).message}\n`);
        resolve();
      });
    };
    process.off('SIGTERM', earlyTerm).once('SIGTERM', () => stop('SIGTERM'));
    process.off('SIGINT', earlyInt).once('SIGINT', () => stop('SIGINT'));
    if (signalled) stop(signalled);
    // A server whose database is gone would answer every request with an error: it stops, and its
    // supervisor (or the person who started it) starts it again, which opens the database anew.
    void server.database.lost.then((err) => {
      if (stopping) return;
      lost = err;
      process.stderr.write(`despatch: the database is gone (${err.message}); start despatch again\n`);
      stop('database lost');
    });
  });
  if (lost) {
    // Whatever might still hold the event loop, a server without its database ends.
    setTimeout(() => process.exit(1), 5_000).unref();
    return 1;
  }
  return 0;
}
