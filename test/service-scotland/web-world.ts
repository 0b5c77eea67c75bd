// The service and its web server over a fresh database, started before a describe block's tests and
// closed after them (the Scotland service tests play by replies and by the links in the mails).
import { emailWorld, type EmailWorld } from '../email/support';
import type { Opener } from '../support/databases';
import { serve, webConfig, type Running } from '../web/http';

export function webWorld(open: Opener): { world: EmailWorld; web: Running } {
  const t = {} as { world: EmailWorld; web: Running };
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
