// A Services object over a fresh database with the toy game, for the use-case tests.
import { createServices } from '../../src/app/index';
import { loadConfig } from '../../src/config';
import type { Opener } from './databases';
import { toyGame, toyGames } from './toy-game';
import type { AnyGame } from '../../src/app/context';

export function testConfig(extra: Record<string, string> = {}) {
  return loadConfig({
    SECRET: 'test-secret-test-secret-test-secret-0123',
    ADMIN_TOKEN: 'test-admin-token-0123456789',
    BASE_URL: 'http://127.0.0.1:3999',
    MAIL_DOMAIN: 'despatch.test',
    DATA_DIR: '/tmp/despatch-unused',
    ...extra,
  });
}

export async function toyServices(open: Opener, opts: { now?: () => Date } = {}) {
  const opened = await open();
  const services = createServices({
    db: opened.db,
    config: testConfig(),
    games: toyGames,
    gameList: () => [toyGame as unknown as AnyGame],
    ...opts,
  });
  return { ...opened, services };
}
