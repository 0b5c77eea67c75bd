// A service with a clock the test moves, a receiver standing in for every channel (WEBHOOK_ALLOW_PRIVATE
// lets it be on 127.0.0.1 over http), and the sender that posts notices with the app's switch-off mail.
import { createServices } from '../../src/app/index';
import { createNoticeDeliverer } from '../../src/mail/notify/deliver';
import { createSender } from '../../src/mail/outbox/sender';
import { mailboxTransport } from '../../src/mail/outbox/transport';
import type { Opener } from '../support/databases';
import { startReceiver, type NoticeReceiver } from '../support/notice-receiver';
import { testConfig } from '../support/services';
import { TestClock } from '../time/support';

export const TELEGRAM_TOKEN = '4242:test-bot-token';

export async function noticeWorld(open: Opener) {
  const opened = await open();
  const receiver = await startReceiver();
  const clock = new TestClock();
  const config = testConfig({
    WEBHOOK_ALLOW_PRIVATE: '1',
    TELEGRAM_BOT_TOKEN: TELEGRAM_TOKEN,
    TELEGRAM_API_URL: `${receiver.url}/telegram`,
  });
  const services = createServices({ db: opened.db, config, now: clock.now });
  const sender = createSender({
    db: opened.db,
    transport: mailboxTransport(config.baseUrl),
    compose: services.composeQueued,
    notices: createNoticeDeliverer({
      db: opened.db,
      config,
      now: clock.now,
      onSwitchedOff: services.notify.tellChannelOff,
    }),
    now: clock.now,
    // Retries at once: the test moves no clock to reach them.
    backoffMs: 0,
  });
  return {
    ...opened,
    services,
    ctx: services.ctx,
    clock,
    receiver,
    sender,
    /** Sends until nothing is due (a bounded number of rounds). */
    async sendAll(): Promise<void> {
      for (let i = 0; i < 30; i++) {
        await sender.runOnce();
        const due = await opened.db
          .selectFrom('outbox')
          .select('id')
          .where('status', '=', 'pending')
          .where('next_attempt_at', '<=', clock.now())
          .executeTakeFirst();
        if (!due) return;
      }
      throw new Error('the outbox kept mail due after 30 rounds');
    },
    async close() {
      await receiver.close();
      await opened.close();
    },
  };
}

export type NoticeWorld = Awaited<ReturnType<typeof noticeWorld>>;

/** The notice rows of the outbox (of a game when given), oldest first. */
export async function noticeRows(t: NoticeWorld, gameId?: string) {
  let q = t.db.selectFrom('outbox').selectAll().where('kind', '=', 'notice');
  if (gameId) q = q.where('game_id', '=', gameId);
  return q.orderBy('id').execute();
}

export type { NoticeReceiver };
