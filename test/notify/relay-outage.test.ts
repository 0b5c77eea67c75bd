// #47: the organiser is told once, on their own notice channels, that the mail relay stays down
// (mail cannot tell them that mail does not go). A real SMTP relay on loopback refuses every mail
// with 451 while the test moves the sender's clock; a local receiver stands in for the organiser's
// Discord. Notices to players' channels still go while mail waits.
import { createServices } from '../../src/app/index';
import { createNoticeDeliverer } from '../../src/mail/notify/deliver';
import { createSender } from '../../src/mail/outbox/sender';
import { smtpTransport } from '../../src/mail/outbox/transport';
import { openTempPglite } from '../support/databases';
import { startReceiver, type NoticeReceiver } from '../support/notice-receiver';
import { testConfig } from '../support/services';
import { startRelay, type Relay } from '../support/smtp-relay';
import { TestClock } from '../time/support';

const ORGANISER = 'org@club.example';
const MINUTE = 60_000;

describe('a mail relay down for long', () => {
  let receiver: NoticeReceiver;
  let relay: Relay;
  let opened: Awaited<ReturnType<typeof openTempPglite>>;
  beforeAll(async () => {
    receiver = await startReceiver();
    relay = await startRelay();
    opened = await openTempPglite();
  });
  afterAll(async () => {
    await receiver.close();
    await relay.close();
    await opened.close();
  });

  test('#47: after 10 minutes down the organiser is told once on their channel; mail goes out once the relay is back', async () => {
    const clock = new TestClock();
    const config = testConfig({ WEBHOOK_ALLOW_PRIVATE: '1', ORGANISER_EMAIL: ORGANISER });
    const services = createServices({ db: opened.db, config, now: clock.now });
    const logged: string[] = [];
    const sender = createSender({
      db: opened.db,
      transport: smtpTransport(relay.url, config.mailFrom),
      compose: services.composeQueued,
      notices: createNoticeDeliverer({
        db: opened.db,
        config,
        now: clock.now,
        onSwitchedOff: services.notify.tellChannelOff,
      }),
      onRelayDown: services.notify.tellRelayDown,
      now: clock.now,
      log: (line) => logged.push(line),
      random: () => 0,
    });
    await services.notify.set(ORGANISER, { kind: 'discord', target: `${receiver.url}/org`, kinds: ['turn'] });
    await services.createGame({
      game: 'sharpsburg',
      players: { union: 'u@relay.example', confederate: 'c@relay.example' },
    });
    relay.failNext(1_000_000);

    const orgPosts = () => receiver.posts.filter((p) => p.path === '/org');
    await sender.runOnce(); // the relay refuses: sending pauses
    expect(sender.relay().ok).toBe(false);
    for (let i = 0; i < 30; i++) {
      clock.advance(MINUTE);
      await sender.runOnce();
    }
    expect(orgPosts()).toHaveLength(1);
    const body = JSON.parse(orgPosts()[0]?.body ?? '{}') as { content: string };
    expect(body.content).toContain('the mail relay has been failing since');
    expect(body.content).toContain('try again later');
    expect(logged.filter((l) => l.includes('the organiser was told'))).toEqual([
      'outbox: the organiser was told of the relay outage on 1 channel(s)',
    ]);
    expect(relay.received).toHaveLength(0);

    // Back: every waiting mail goes, each once.
    relay.failNext(0);
    for (let i = 0; i < 15 && relay.received.length < 2; i++) {
      clock.advance(10 * MINUTE);
      await sender.runOnce();
    }
    expect(sender.relay().ok).toBe(true);
    const ids = relay.received.map((r) => r.parsed.messageId);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect(new Set(ids).size).toBe(ids.length);
    expect(orgPosts()).toHaveLength(1);
  });
});
