// #44: the channels on the player's hub and on the organiser's desk, over HTTP: set by a form, shown
// with their last delivery and error; a bad address refused politely with nothing changed.
import { hubUrl } from '../../src/app/base/links';
import { databases } from '../support/databases';
import { form, formAs, formTokenIn, pathOf, webHarness } from '../web/http';

const ann = 'ann@notify.example';
const bob = 'bob@notify.example';
const hook = 'https://discord.com/api/webhooks/123/SECRETtokenOfAnn';

describe.each(databases())('notice channels on the hub and the desk on %s', (_name, open) => {
  const h = webHarness(open);

  test('#44: a player sets a Discord webhook on the hub; a loopback address is refused; the desk shows the last delivery and error', async () => {
    const { gameId } = await h.t.services.createGame({
      game: 'sharpsburg',
      players: { union: ann, confederate: bob },
    });
    const link = pathOf(hubUrl(h.t.services.config, ann, new Date()));
    const page = await (await h.get(link)).text();
    expect(page).toContain('Notices on your own channels');
    const formToken = formTokenIn(page);
    const body = new URLSearchParams([
      ['formToken', formToken],
      ['kind', 'discord'],
      ['target', hook],
      ['notices', 'turn'],
      ['notices', 'reminder'],
    ]);
    const set = await h.get(`${link}/notify`, { ...form({}), body: body.toString() });
    expect(set.status).toBe(200);
    const setHtml = await set.text();
    expect(setHtml).toContain('Notices now also go to Discord https://discord.com/…');
    expect(setHtml).toContain('your turn, reminders');
    expect(setHtml).not.toContain('SECRETtoken');
    expect(setHtml).toMatch(/<li>Discord https:\/\/discord\.com\/…[^<]*: on; nothing delivered yet\n<form/);

    const inside = await h.get(
      `${link}/notify`,
      form({ formToken, kind: 'webhook', target: 'https://169.254.169.254/latest' }),
    );
    expect(inside.status).toBe(422);
    expect(await inside.text()).toContain(
      'is a local or private address, which this service does not post to.',
    );
    expect(await h.t.services.notify.channels(ann)).toHaveLength(1);

    // A delivery that failed, as the sender records it: the desk shows it.
    await h.t.db
      .updateTable('notify_channels')
      .set({ last_delivery_at: new Date(), last_status: '500', last_error: 'HTTP 500: down', failures: 2 })
      .execute();
    const cookie = (
      (await h.get('/admin/login', form({ token: h.t.services.config.adminToken }))).headers.get(
        'set-cookie',
      ) ?? ''
    ).split(';')[0] as string;
    const desk = await (await h.get(`/admin/games/${gameId}`, { headers: { cookie } })).text();
    expect(desk).toContain('Notice channels');
    expect(desk).toMatch(/failed \(2 failures in a row\): HTTP 500: down/);

    // The organiser sets Bob's Slack for him, with a reason; it is logged.
    const deskToken = formTokenIn(desk);
    const bySlack = await h.get(
      `/admin/games/${gameId}/notify`,
      formAs(cookie, {
        formToken: deskToken,
        side: 'confederate',
        kind: 'slack',
        target: 'https://hooks.slack.com/services/T0/B0/xyz',
        reason: 'asked at the club',
      }),
    );
    expect(bySlack.status).toBe(200);
    expect(await bySlack.text()).toMatch(
      /Notices now also go to Slack[\s\S]*<b>notify<\/b>: asked at the club/,
    );
    expect((await h.t.services.notify.channels(bob))[0]).toMatchObject({ kind: 'slack', enabled: true });

    // One channel paused from the hub, then switched on again: kept with its choices.
    const [mine] = await h.t.services.notify.channels(ann);
    const pause = await h.get(`${link}/notify/${mine?.id}/off`, form({ formToken }));
    const pausedHtml = await pause.text();
    expect(pausedHtml).toContain('The channel is paused; it keeps its choices.');
    expect(pausedHtml).toContain(`/notify/${mine?.id}/on"`);
    expect((await h.t.services.notify.channels(ann))[0]).toMatchObject({
      enabled: false,
      kinds: ['turn', 'reminder'],
    });
    // Another player's channel cannot be switched from this hub.
    const [bobs] = await h.t.services.notify.channels(bob);
    expect(await (await h.get(`${link}/notify/${bobs?.id}/off`, form({ formToken }))).text()).toContain(
      'Nothing has changed.',
    );
    expect((await h.t.services.notify.channels(bob))[0]?.enabled).toBe(true);
    await h.get(`${link}/notify/${mine?.id}/on`, form({ formToken }));
    expect((await h.t.services.notify.channels(ann))[0]?.enabled).toBe(true);

    // Off from the hub: every channel, mail goes on.
    const off = await h.get(`${link}/notify/off`, form({ formToken }));
    expect(await off.text()).toContain('Your notice channel is switched off. Your mails keep coming.');
  });
});
