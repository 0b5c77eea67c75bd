// #24 item 7: every edge answers 4xx with a reason, never 500, and nothing is taken for what it is not.
import { databases } from '../support/databases';
import { form, formTokenIn, pathOf, webHarness } from './http';

const players = { union: 'edge-u@example.com', confederate: 'edge-c@example.com' };

describe.each(databases())('strict edges on %s', (_name, open) => {
  const h = webHarness(open);
  const get = h.get;
  const newLink = async () =>
    pathOf((await h.t.services.createGame({ game: 'sharpsburg', players })).links.union ?? '');

  test('a POST of the orders form without its orders field is a 400, not "pass"; nothing is stored', async () => {
    const link = await newLink();
    const page = await (await get(link)).text();
    const res = await get(link, form({ formToken: formTokenIn(page) }));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('no orders field');
  });

  test('the live check takes {orders, standing} texts only: an object or deep JSON is a 400 with the reason', async () => {
    const link = await newLink();
    const check = (body: string) =>
      get(`/api${link}/check`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect((await check(JSON.stringify({ orders: 'pass' }))).status).toBe(200);
    for (const body of [
      JSON.stringify({ orders: { a: 1 } }),
      JSON.stringify({ orders: 'pass', extra: 1 }),
      `{"orders":${'['.repeat(5000)}${']'.repeat(5000)}}`,
      JSON.stringify([1, 2]),
    ]) {
      const res = await check(body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBeTruthy();
    }
  });

  test('a link whose signature is spelled another way (its last letter changed) is refused', async () => {
    const link = await newLink();
    const last = link.at(-1) as string;
    // base64url's last letter of a 32-byte MAC carries 2 spare bits: the next letters decode the same.
    const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const twin = `${link.slice(0, -1)}${ALPHABET[ALPHABET.indexOf(last) ^ 1]}`;
    expect(Buffer.from(twin.split('.')[1] ?? '', 'base64url')).toEqual(
      Buffer.from(link.split('.')[1] ?? '', 'base64url'),
    ); // the same bytes
    expect((await get(link)).status).toBe(200);
    expect((await get(twin)).status).toBe(403);
  });

  test('malformed ids and cookies are 4xx, never 500', async () => {
    expect((await get('/mailbox/1e20')).status).toBe(404);
    expect((await get('/mailbox/abc')).status).toBe(404);
    expect((await get('/mailbox/99999999999999999999')).status).toBe(404);
    expect((await get('/admin/games/%%')).status).toBe(400);
    const cookie = await get('/admin', { headers: { cookie: 'despatch_admin=%E0%A4%A' } });
    expect(cookie.status).toBe(200); // read as no session: the sign-in form
    expect(await cookie.text()).toContain('Admin sign-in');
  });

  test('each sign-in gets a fresh session, void after sign-out; pages with signed links are not cached', async () => {
    const signIn = async () => {
      const res = await get('/admin/login', form({ token: h.t.services.config.adminToken }));
      return (res.headers.get('set-cookie') ?? '').split(';')[0] as string;
    };
    const first = await signIn();
    const second = await signIn();
    expect(first).not.toBe(second);
    expect(await (await get('/admin', { headers: { cookie: first } })).text()).not.toContain('Admin sign-in');
    await get('/admin/logout', { method: 'POST', headers: { cookie: first } });
    expect(await (await get('/admin', { headers: { cookie: first } })).text()).toContain('Admin sign-in');
    expect(await (await get('/admin', { headers: { cookie: second } })).text()).not.toContain(
      'Admin sign-in',
    );
    const link = await newLink();
    expect((await get(link)).headers.get('cache-control')).toBe('no-store');
    expect((await get('/mailbox')).headers.get('cache-control')).toBe('no-store');
  });
});
