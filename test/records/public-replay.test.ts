// Issue 45, point 3: the organiser makes a finished game's replay public and private again, each
// logged with its reason; the public replay shows every side's orders with their contributions, and
// is refused (not found) while the game runs, while it is private, or for a forged token.
import type { ServiceError } from '../../src/app/index';
import { publicGameUrl, publicReplayUrl } from '../../src/app/base/links';
import { autoplayStep } from '../../src/app/turns/autoplay';
import { createRng } from '../../src/games/core/rng';
import { databases } from '../support/databases';
import { testServices } from '../support/services';

const players = { union: 'share-u@example.com', confederate: 'share-c@example.com' };

describe.each(databases())('a public replay on %s', (_name, open) => {
  let t: Awaited<ReturnType<typeof testServices>>;
  beforeAll(async () => {
    t = await testServices(open);
  });
  afterAll(async () => {
    await t.close();
  });

  const tokenOf = (gameId: string) => new URL(publicGameUrl(t.services.ctx.config, gameId)).pathname.slice(3);
  const notFound = (p: Promise<unknown>) =>
    expect(p).rejects.toEqual(expect.objectContaining({ code: 'not-found' }) as ServiceError);

  test('issue 45: a finished game’s replay is public only once its organiser says so, and private again when asked; both logged', async () => {
    const { gameId } = await t.services.createGame({ game: 'sharpsburg', players });
    const rng = createRng('public-replay');
    for (let i = 0; i < 2; i++) expect(await autoplayStep(t.services.ctx, gameId, rng)).toBe(true);
    const token = tokenOf(gameId);

    // While the game runs: neither shown nor shareable.
    await notFound(t.services.publicReplayStep({ token, lang: 'en', step: 1 }));
    await expect(
      t.services.desk.shareReplay({ gameId, public: true, reason: 'a fine game' }),
    ).rejects.toEqual(expect.objectContaining({ code: 'bad-request' }));

    await t.services.timeCommand({ gameId, side: 'confederate', command: { kind: 'resign-confirmed' } });
    // Over, but private: still not found.
    await notFound(t.services.publicReplayStep({ token, lang: 'en', step: 1 }));
    await expect(t.services.desk.shareReplay({ gameId, public: true, reason: ' ' })).rejects.toEqual(
      expect.objectContaining({ code: 'bad-request' }),
    );

    const shared = await t.services.desk.shareReplay({ gameId, public: true, reason: 'a fine game' });
    expect(shared).toEqual({ public: true, url: publicReplayUrl(t.services.ctx.config, gameId) });
    expect((await t.services.desk.game(gameId)).publicReplay).toBe(shared.url);
    await expect(t.services.desk.shareReplay({ gameId, public: true, reason: 'again' })).rejects.toEqual(
      expect.objectContaining({ code: 'bad-request' }),
    );

    // Anyone sees every side's orders, each with the contribution its submission carried.
    const step1 = await t.services.publicReplayStep({ token, lang: 'ja', step: 1 });
    expect(step1).toMatchObject({ side: 'public', finished: true, step: 1, lang: 'ja' });
    expect(step1.svg).toContain('<svg');
    expect(step1.orders.length).toBeGreaterThan(0);
    const record = await t.services.exportGame(gameId);
    const sent = record.steps.find((s) => s.seq === 1)?.submissions ?? [];
    expect(step1.orders.map((o) => [o.side, o.contribution])).toEqual(
      sent.map((s) => [s.side, s.contribution]),
    );
    expect(step1.orders.every((o) => /^[0-9a-f]+$/.test(o.contribution ?? ''))).toBe(true);
    // The last step is the default; a step past it is the last.
    const last = await t.services.publicReplayStep({ token, lang: 'en' });
    expect((await t.services.publicReplayStep({ token, lang: 'en', step: 99 })).step).toBe(last.step);

    // A token that names no game of ours: not found.
    await notFound(t.services.publicReplayStep({ token: `${token}x`, lang: 'en' }));

    await t.services.desk.shareReplay({ gameId, public: false, reason: 'a player asked' });
    await notFound(t.services.publicReplayStep({ token, lang: 'en', step: 1 }));
    expect((await t.services.desk.game(gameId)).publicReplay).toBeNull();
    const actions = (await t.services.exportGame(gameId)).organiserActions;
    expect(actions).toEqual([
      expect.objectContaining({ action: 'replay-public', reason: 'a fine game' }),
      expect.objectContaining({ action: 'replay-private', reason: 'a player asked' }),
    ]);
  });
});
