// Issue #17: the error page in the reader's language: the seat's when the link names one, else the
// browser's (Accept-Language), else English, as before.
import { databases } from '../support/databases';
import { pathOf, webHarness } from './http';

const players = { union: 'union@example.com', confederate: 'csa@example.com' };

// On PGlite only: the language does not depend on the database.
describe.each(databases().slice(0, 1))('error pages in the reader language on %s', (_name, open) => {
  const h = webHarness(open);

  test('a link that cannot be read: Japanese for a browser that asks for it, English otherwise', async () => {
    const ja = await h.get('/orders/nonsense', { headers: { 'accept-language': 'ja,en;q=0.5' } });
    const html = await ja.text();
    expect(ja.status).toBe(403);
    expect(html).toContain('<html lang="ja"');
    expect(html).toContain('このリンクは使えません');
    expect(html).toContain('このリンクは無効です');
    const en = await (await h.get('/orders/nonsense', { headers: { 'accept-language': 'en-GB' } })).text();
    expect(en).toContain('This link cannot be used');
    expect(en).toContain('This link is not valid');
  });

  test("a refused form on a Japanese seat's link: Japanese whatever the browser says", async () => {
    const g = await h.t.services.createGame({ game: 'sharpsburg', players, langs: { union: 'ja' } });
    const post = (side: 'union' | 'confederate') =>
      h.get(pathOf(g.links[side] ?? ''), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
        body: 'orders=pass&formToken=stale',
      });
    const ja = await post('union');
    expect(ja.status).toBe(403);
    expect(await ja.text()).toContain('このフォームは古いか');
    expect(await (await post('confederate')).text()).toContain('This form is out of date');
  });
});
