// #39 item 5: an invite link cannot be used to flood an address. Eight requests for one address send
// STRANGER_MAILS_PER_DAY confirmations, then one notice that further mails are held back, then
// nothing (counted in the outbox: it holds across restarts and instances). A display name that is an
// address, or holds "@", is refused in English and Japanese (public pages show names, never addresses).
import { STRANGER_MAILS_PER_DAY } from '../../src/app/notices/stranger-cap';
import { databases } from '../support/databases';
import { form, formTokenIn, pathOf, webHarness } from '../web/http';

const victim = 'victim@example.org';

describe.each(databases())('caps on the invite page on %s', (_name, open) => {
  const h = webHarness(open);

  async function ask(invite: string, fields: Record<string, string>, lang = 'en') {
    const headers = { 'accept-language': lang };
    const page = await h.get(pathOf(invite), { headers });
    const post = form({ ...fields, formToken: formTokenIn(await page.text()) });
    return h.get(pathOf(invite), { ...post, headers: { ...(post.headers as object), ...headers } });
  }

  test('#39: eight join requests for one address send the cap in confirmations, one notice, then silence', async () => {
    await h.t.services.clubs.create({ name: 'Capped', organisers: ['org@capped.example'] });
    const { url: invite } = await h.t.services.invites.newLink('Capped');
    for (let i = 0; i < 8; i++) {
      const res = await ask(invite, { email: i % 2 ? victim.toUpperCase() : victim, name: '' });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    const rows = await h.t.db
      .selectFrom('outbox')
      .select(['kind', 'mail'])
      .where('to_addr', '=', victim)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.kind)).toEqual([
      ...Array<string>(STRANGER_MAILS_PER_DAY).fill('club-join'),
      'stranger-cap',
    ]);
    expect((rows.at(-1)?.mail as { subject: string }).subject).toContain(
      'Further mails to this address are held back',
    );
  });

  test('#39: a display name that is an address is refused, in English and in Japanese', async () => {
    await h.t.services.clubs.create({ name: 'Named', organisers: ['org@named.example'] });
    const { url: invite } = await h.t.services.invites.newLink('Named');
    const en = await ask(invite, { email: 'ann@named.example', name: 'ann@example.org' });
    expect(en.status).toBe(422);
    expect(await en.text()).toContain('A display name may not be an address or contain');
    const ja = await ask(invite, { email: 'ann@named.example', name: 'ann＠example.org' }, 'ja');
    expect(ja.status).toBe(422);
    expect(await ja.text()).toContain('表示名にはメールアドレスや「@」を使えません');
    const sent = await h.t.db
      .selectFrom('outbox')
      .select('id')
      .where('to_addr', '=', 'ann@named.example')
      .execute();
    expect(sent).toEqual([]);
  });

  test('#39: a stored name that is an address is never shown on the public club page', async () => {
    const clubs = h.t.services.clubs;
    await clubs.create({ name: 'Shown', organisers: ['org@shown.example'] });
    await clubs.addMember({ club: 'Shown', email: 'ann@shown.example' });
    await clubs.setPublic({ club: 'Shown', public: true });
    await h.t.db
      .updateTable('players')
      .set({ display_name: 'ann@example.org' })
      .where('email', '=', 'ann@shown.example')
      .execute();
    const page = await h.get('/clubs/Shown');
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain('@example.org');
  });
});
