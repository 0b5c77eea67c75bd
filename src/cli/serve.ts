// `despatch serve` (npm start): the web app, the outbox sender and the sweeper in one process.
import { ConfigError, loadConfig } from '../config';
import { DatabaseLockedError } from '../db/lock';
import { startServer, startupBanner, type TestHooks } from '../server';

export async function serveCommand(_argv: string[], hooks?: TestHooks): Promise<number> {
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
  let running;
  try {
    running = await startServer(config, { progress: say, hooks });
  } catch (err) {
    if (err instanceof DatabaseLockedError) {
      process.stderr.write(`despatch: ${err.message}\n`);
      return 1;
    }
    throw err;
  }
  process.stdout.write(`${startupBanner(config, running)}\n`);
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
