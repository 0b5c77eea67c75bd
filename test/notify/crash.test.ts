// #44: exactly once under a kill. The service runs as a child process; the receiver takes a notice's
// POST and the service is killed with SIGKILL before the answer comes back (so before "sent" can be
// committed). Restarted, it posts the notice again under the same idempotency key: a receiver that
// keeps the keys it has seen takes it once, and no notice is lost. On PGlite, and on PostgreSQL too when
// TEST_DATABASE_URL is set (a schema of its own).
import { serviceVariants } from '../email/service-support';
import { childService } from '../support/child-service';
import { startReceiver, type NoticeReceiver } from '../support/notice-receiver';
import { adminPost, ADMIN, submitPass } from '../support/relayed';
import { until } from '../support/until';

const variants = serviceVariants();

describe.each(variants)('a crash between a notice’s POST and its commit, on %s', (_name, pgUrl) => {
  const c = childService(pgUrl);
  let receiver: NoticeReceiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  test('#44: killed with SIGKILL after the receiver took the POST, the restarted service posts it again under the same key, once', async () => {
    const env = c.env({ WEBHOOK_ALLOW_PRIVATE: '1' });
    const url = await c.start(env);
    const admin = (path: string, body: unknown) => adminPost(url, path, body);
    const created = await admin('games', {
      game: 'sharpsburg',
      players: { union: 'u@example.com', confederate: 'c@example.com' },
    });
    const { links } = (await created.json()) as { links: Record<string, string> };
    const token = (links.union as string).split('/orders/')[1] as string;
    // Set once the game is made: the one notice is the report of the step.
    const channel = await admin('notify', {
      email: 'u@example.com',
      kind: 'webhook',
      target: `${receiver.url}/hook`,
    });
    expect(channel.status).toBe(201);

    // The first POST is taken and the service dies before it hears the answer.
    const first = c.child!;
    const exited = new Promise((r) => first.once('exit', r));
    receiver.onPost = () => {
      receiver.onPost = undefined;
      first.kill('SIGKILL');
      return true;
    };
    const submitted = await submitPass(url, token);
    expect(submitted.status).toBe(200);
    await exited;
    expect(receiver.posts).toHaveLength(1);

    const restarted = await c.start(env);
    await until('the notice again', () => (receiver.posts.length >= 2 ? true : undefined));
    // Delivered and recorded: then a graceful stop, after which nothing more can be sent.
    await until('the delivery recorded', async () => {
      const res = await fetch(`${restarted}/api/admin/notify?email=u@example.com`, {
        headers: { authorization: `Bearer ${ADMIN}` },
      });
      const [row] = (await res.json()) as { lastStatus: string | null }[];
      return row?.lastStatus === '200' ? true : undefined;
    });
    await c.stop();

    const keys = receiver.posts.map((p) => String(p.headers['idempotency-key']));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^notice:\w+\/1\/union\/report\/\d+$/);
    expect(keys[1]).toBe(keys[0]);
    expect(receiver.posts.map((p) => p.status)).toEqual([0, 200]);
    // The same notice both times, byte for byte (the same signature).
    expect(receiver.posts[1]?.body).toBe(receiver.posts[0]?.body);
    expect(receiver.posts[1]?.headers['x-despatch-signature']).toBe(
      receiver.posts[0]?.headers['x-despatch-signature'],
    );
  }, 120_000);
});
