// #14: with no mail server, a newcomer tries the mail channel in the embedded mailbox: "Reply as this
// player" sends its text through the same inbound pipeline as a real reply, and the answer arrives.
import { PLAYERS } from './support';
import {
  mailboxJson,
  runningService,
  serviceVariants,
  waitForMail,
  type RunningService,
} from './service-support';

describe.each(serviceVariants())('reply as this player in the embedded mailbox on %s', (_name, pgUrl) => {
  let service: RunningService;
  beforeAll(async () => {
    service = await runningService(pgUrl);
  }, 60_000);
  afterAll(async () => {
    await service.close();
  });

  test('a mail asking for orders has the form; the reply is handled as mail and answered in the mailbox', async () => {
    const { number } = await service.server.services.createGame({ game: 'sharpsburg', players: PLAYERS });
    const prompt = await waitForMail(
      service,
      (m) => m.to === PLAYERS.union && m.subject.includes(`#${number} `),
      'the Union prompt',
    );
    const page = await (await fetch(`${service.server.url}/mailbox/${prompt.id}`)).text();
    expect(page).toContain(`Reply as this player (${PLAYERS.union})`);
    const token = /name="formToken" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const res = await fetch(`${service.server.url}/mailbox/${prompt.id}/reply`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ formToken: token, text: 'move I to 0401\n\nThanks, Ann' }),
    });
    expect(res.status).toBe(303);
    const answer = await waitForMail(
      service,
      (m) => m.to === PLAYERS.union && /Orders accepted/.test(m.subject) && m.subject.includes(`#${number} `),
      'the answer',
    );
    expect(answer.text).toMatch(/Orders accepted\. As we read them:\n {2}move I to 0401/);
    // A mail that asks for nothing has no form; a forged form token is refused.
    const start = (await mailboxJson(service)).find(
      (m) => m.to === PLAYERS.confederate && !m.headers['Reply-To'],
    );
    if (start)
      expect(await (await fetch(`${service.server.url}/mailbox/${start.id}`)).text()).not.toContain(
        'Reply as this player',
      );
    const forged = await fetch(`${service.server.url}/mailbox/${prompt.id}/reply`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ formToken: 'forged', text: 'pass' }),
    });
    expect(forged.status).toBe(403);
  }, 60_000);
});
