// #44: the public game page a notice to a shared channel links to: the game, whose turn, the
// deadline, the last report and the map as anyone may see them; no orders link, no address.
import { databases } from '../support/databases';
import { pathOf, webHarness } from '../web/http';
import type { ChannelNotice } from '../../src/db/notice';

const ann = 'ann@public-page.example';
const bob = 'bob@public-page.example';

describe.each(databases())('the public game page on %s', (_name, open) => {
  const h = webHarness(open);

  test('#44: a shared channel’s notice links to the game’s public page, which shows whose turn and the last report, with no power in it', async () => {
    const { gameId, number } = await h.t.services.createGame({
      game: 'sharpsburg',
      players: { union: ann, confederate: bob },
      turnTimeSeconds: 3 * 86400,
    });
    await h.t.services.notify.set(ann, { kind: 'discord', target: 'https://discord.com/api/webhooks/1/x' });
    const res = await h.t.services.submitOrders({
      gameId,
      side: 'union',
      step: 1,
      text: 'pass',
      channel: 'web',
    });
    expect(res).toMatchObject({ ok: true, resolved: true });
    const rows = await h.t.db
      .selectFrom('outbox')
      .select('mail')
      .where('game_id', '=', gameId)
      .where('kind', '=', 'notice')
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    const urls = new Set(rows.map((r) => (r.mail as { notice: ChannelNotice }).notice.publicUrl));
    expect(urls.size).toBe(1);
    const [url] = [...urls] as [string];
    expect(url).toMatch(/\/g\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);

    const page = await h.get(pathOf(url));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`Battle of Sharpsburg #${number}`);
    expect(html).toContain('Waiting for Confederate.');
    expect(html).toContain('Last report');
    expect(html).toContain('<svg');
    for (const secret of ['/orders/', 'orders+', ann, bob, '/hub/', '/game/'])
      expect(html).not.toContain(secret);

    const ja = await (await h.get(pathOf(url), { headers: { 'accept-language': 'ja' } })).text();
    expect(ja).toContain('の命令を待っています。');
    expect(ja).toContain('最新の報告');

    // A token of our own making is refused; so is a game id where the token should be.
    expect((await h.get(`/g/${gameId}`)).status).toBe(404);
    expect((await h.get(`${pathOf(url)}x`)).status).toBe(404);
  });
});
