// The CLI reaches the data one of two ways and behaves the same either way (ARCHITECTURE.md, "The CLI
// and a running server"): through the running server's admin API (DESPATCH_URL, or the server.json a
// local server writes, + ADMIN_TOKEN), or, when no server holds the database, by opening it directly.
import { existsSync, readFileSync } from 'node:fs';
import { ServiceError } from '../app/base/errors';
import { ConfigError, loadConfig } from '../config';
import { DatabaseLockedError } from '../db/lock';
import { join } from 'node:path';
import type { GameRecord } from '../app/records/record';
import type { CreateGameInput, CreateGameResult, Services, StoredGameVerification } from '../app/index';
import type { Config } from '../config';
import { lockHolder } from '../db/lock';
import { SERVER_FILE } from '../server-file';
import { cli } from './io';

export interface Backend {
  /** "the running server at …" or "the database in …", for messages. */
  where: string;
  /** The running server's own address, when the CLI talks to one (its port may not be ours). */
  serverUrl: string | null;
  createGame(input: CreateGameInput): Promise<CreateGameResult>;
  exportGame(id: string): Promise<GameRecord>;
  verifyGame(id: string): Promise<StoredGameVerification>;
  listGames: Services['desk']['listGames'];
  extendDeadline: Services['desk']['extendDeadline'];
  resendPrompt: Services['desk']['resendPrompt'];
  endGame: Services['desk']['endGame'];
  pause: Services['desk']['pause'];
  resume: Services['desk']['resume'];
  shareReplay: Services['desk']['shareReplay'];
  changeTurnTime: Services['desk']['changeTurnTime'];
  replacePlayer: Services['desk']['replacePlayer'];
  clubs: Pick<
    Services['clubs'],
    | 'create'
    | 'addMember'
    | 'setPublic'
    | 'createLadder'
    | 'addBot'
    | 'standings'
    | 'challenge'
    | 'accept'
    | 'decline'
  >;
  tournaments: Services['tournaments'];
  invites: Pick<Services['invites'], 'newLink'>;
  close(): Promise<void>;
}

export class CliError extends Error {}

/** The URL of the server holding the database, waiting a little for one that is still starting. */
export async function runningServerUrl(config: Config): Promise<string | null> {
  const given = cli().env.DESPATCH_URL;
  if (given) return given.replace(/\/+$/, '');
  if (config.databaseUrl) return null; // PostgreSQL admits many processes: open it directly.
  const file = join(config.dataDir, SERVER_FILE);
  for (let waited = 0; waited <= 30_000; waited += 200) {
    const holder = lockHolder(join(config.dataDir, 'pglite.lock'));
    if (holder === null) return null;
    if (existsSync(file)) {
      const info = JSON.parse(readFileSync(file, 'utf8')) as { pid: number; url: string };
      if (info.pid === holder) return info.url;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new CliError(
    `the database in ${config.dataDir} is held by a process that does not answer as a server`,
  );
}

function httpBackend(url: string, adminToken: string): Backend {
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const data = (await res.json().catch(() => ({}))) as { message?: string };
    if (!res.ok)
      throw new CliError(`the server at ${url} answered ${res.status}: ${data.message ?? 'no detail'}`);
    return data as T;
  }
  return {
    where: `the running server at ${url}`,
    serverUrl: url,
    createGame: (input) => call('POST', '/api/admin/games', input),
    exportGame: (id) => call('GET', `/api/admin/games/${encodeURIComponent(id)}/export`),
    verifyGame: (id) => call('GET', `/api/admin/games/${encodeURIComponent(id)}/verify`),
    listGames: (f = {}) => {
      const q = new URLSearchParams(Object.entries(f).map(([k, v]) => [k, String(v)]));
      return call('GET', `/api/admin/games${q.size ? `?${q}` : ''}`);
    },
    extendDeadline: ({ gameId, ...body }) =>
      call('POST', `/api/admin/games/${encodeURIComponent(gameId)}/extend`, body),
    resendPrompt: ({ gameId, ...body }) =>
      call('POST', `/api/admin/games/${encodeURIComponent(gameId)}/resend`, body),
    endGame: ({ gameId, ...body }) =>
      call('POST', `/api/admin/games/${encodeURIComponent(gameId)}/end`, body),
    pause: ({ gameId, ...body }) =>
      call('POST', `/api/admin/games/${encodeURIComponent(gameId)}/pause`, body),
    resume: ({ gameId, ...body }) =>
      call('POST', `/api/admin/games/${encodeURIComponent(gameId)}/resume`, body),
    shareReplay: ({ gameId, ...body }) =>
      call('POST', `/api/admin/games/${encodeURIComponent(gameId)}/replay`, body),
    changeTurnTime: ({ gameId, ...body }) =>
      call('POST', `/api/admin/games/${encodeURIComponent(gameId)}/turn-time`, body),
    replacePlayer: ({ gameId, ...body }) =>
      call('POST', `/api/admin/games/${encodeURIComponent(gameId)}/replace`, body),
    clubs: {
      create: (input) => call('POST', '/api/admin/clubs', input),
      addMember: ({ club, ...body }) =>
        call('POST', `/api/admin/clubs/${encodeURIComponent(club)}/members`, body),
      setPublic: ({ club, ...body }) =>
        call('POST', `/api/admin/clubs/${encodeURIComponent(club)}/public`, body),
      createLadder: (input) => call('POST', '/api/admin/ladders', input),
      addBot: ({ ladder, ...body }) =>
        call('POST', `/api/admin/ladders/${encodeURIComponent(String(ladder))}/bot`, body),
      standings: (ladder) =>
        call('GET', `/api/admin/ladders/${encodeURIComponent(String(ladder))}/standings`),
      challenge: ({ ladder, ...body }) =>
        call('POST', `/api/admin/ladders/${encodeURIComponent(String(ladder))}/challenges`, body),
      accept: ({ id }) => call('POST', `/api/admin/challenges/${id}/accept`),
      decline: ({ id }) => call('POST', `/api/admin/challenges/${id}/decline`),
    },
    tournaments: {
      create: (input) => call('POST', '/api/admin/tournaments', input),
      enter: ({ tournament, ...body }) =>
        call('POST', `/api/admin/tournaments/${encodeURIComponent(String(tournament))}/entrants`, body),
      start: ({ tournament }) =>
        call('POST', `/api/admin/tournaments/${encodeURIComponent(String(tournament))}/start`),
      table: (id) => call('GET', `/api/admin/tournaments/${encodeURIComponent(String(id))}`),
    },
    invites: {
      newLink: (club) => call('POST', `/api/admin/clubs/${encodeURIComponent(club)}/invite`),
    },
    close: async () => {},
  };
}

export async function openBackend(config: Config): Promise<Backend> {
  const url = await runningServerUrl(config);
  if (url) return httpBackend(url, config.adminToken);
  // The application and the database load only here: through a server, the CLI needs neither.
  // One after another: jest's module loader loses modules two concurrent imports share.
  const { openDatabase } = await import('../db/connect');
  const { createServices } = await import('../app/index');
  const { exportGame } = await import('../app/records/record');
  const database = await openDatabase(config);
  const services = createServices({ db: database.db, config });
  return {
    where: database.kind === 'pglite' ? `the database in ${config.dataDir}` : 'the PostgreSQL database',
    serverUrl: null,
    createGame: (input) => services.createGame(input),
    exportGame: (id) => exportGame(services.ctx, id, { withPlayers: true }),
    verifyGame: (id) => services.verifyStoredGame(id),
    ...services.desk,
    clubs: services.clubs,
    tournaments: services.tournaments,
    invites: services.invites,
    close: () => database.close(),
  };
}

/** Runs `fn` against the backend, turning expected failures into one-line messages. */
export async function withBackend(
  fn: (b: Awaited<ReturnType<typeof openBackend>>) => Promise<number>,
): Promise<number> {
  let backend: Awaited<ReturnType<typeof openBackend>> | undefined;
  try {
    return await reportErrors(async () => {
      backend = await openBackend(loadConfig(cli().env));
      return fn(backend);
    });
  } finally {
    await backend?.close();
  }
}

/** Runs `fn`, turning the failures a command expects into a one-line message and exit code 1. */
export async function reportErrors(fn: () => Promise<number>): Promise<number> {
  try {
    return await fn();
  } catch (err) {
    const known = [ServiceError, CliError, ConfigError, DatabaseLockedError].some((k) => err instanceof k);
    if (!known) throw err;
    cli().err(`despatch: ${(err as Error).message}\n`);
    return 1;
  }
}
