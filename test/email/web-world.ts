// The service and its web server over a fresh database, started before a describe block's tests and
// closed after them: for the tests that play by replies and by the links in the mails.
import type { Opener } from '../support/databases';
import { serve, webConfig, type Running } from '../web/http';
import { emailWorld, type EmailWorld } from './support';

/** Filled in by the describe block's beforeAll: read its fields inside tests, not at describe time. */
export interface WebWorld {
  world: EmailWorld;
  web: Running;
}

export function webWorld(open: Opener): WebWorld {
  const t = {} as WebWorld;
  beforeAll(async () => {
    t.world = await emailWorld(open);
    t.web = await serve(t.world.services, webConfig(t.world.services));
  });
  afterAll(async () => {
    await t.web.close();
    await t.world.close();
  });
  return t;
}
