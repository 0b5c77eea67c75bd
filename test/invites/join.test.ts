// #16: joining a club by its invite link, over HTTP on both databases: the organiser's link opens a
// page that mails a confirmation link to the address typed; only confirming from that mail joins,
// with the display name typed; a new invite link revokes the old one and every confirmation link
// made from it. (The CLI and the admin API make links in test/clubs/cli.test.ts.)
import type { OutgoingMail } from '../../src/mail/compose/types';
import { databases } from '../support/databases';
import { form, formTokenIn, pathOf, webHarness } from '../web/http';

const ann = 'ann@invite.example';
const eve = 'eve@invite.example';

describe.each(databases())('joining a club by its invite link on %s', (_name, open) => {
  const h = webHarness(open);

  const mailTo = async (to: string) => {
    const rows = await h.t.db
      .selectFrom('outbox')
      .select('mail')
      .where('to_addr', '=', to)
      .where('kind', '=', 'club-join')
      .orderBy('id', 'desc')
      .execute();
    return rows.map((r) => r.mail as OutgoingMail);
  };
  const isMember = async (club: string, email: string) =>
    (await h.t.services.clubs.members(club)).some((m) => m.email === email);

  /** Opens the invite page and sends the form; the answer page. */
  async function ask(invite: string, fields: Record<string, string>) {
    const page = await h.get(pathOf(invite));
    expect(page.status).toBe(200);
    return h.get(pathOf(invite), form({ ...fields, formToken: formTokenIn(await page.text()) }));
  }

  test('#16: the invite page mails a confirmation; only its button joins, with the name typed', async () => {
    await h.t.services.clubs.create({ name: 'Romney', organisers: [ann] });
    const { url: invite } = await h.t.services.invites.newLink('Romney');
    const page = await (await h.get(pathOf(invite))).text();
    expect(page).toContain('<h1>Join Romney</h1>');

    const refused = await ask(invite, { email: 'not an address', name: 'Eve' });
    expect(refused.status).toBe(422);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain('value="not an address"');
    expect(refusedHtml).toContain('value="Eve"');

    const sent = await ask(invite, { email: eve, name: ' Eve  of Lydd ' });
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain(`A mail is on its way to ${eve}`);
    expect(await isMember('Romney', eve)).toBe(false);
    const [mail] = await mailTo(eve);
    expect(mail?.subject).toBe('[Despatch] Confirm that you join Romney');
    const confirm = /Join Romney: (\S+)/.exec(mail?.text ?? '')?.[1] as string;
    expect(confirm).toMatch(/\/join\/confirm\//);

    // Opening the link (as a mail scanner would) joins nobody; the button does.
    const shown = await (await h.get(pathOf(confirm))).text();
    expect(shown).toContain(`Join Romney as ${eve} (shown as Eve of Lydd)?`);
    expect(await isMember('Romney', eve)).toBe(false);
    const forged = await h.get(`${pathOf(confirm)}x`);
    expect(forged.status).toBe(404);
    expect(await forged.text()).toContain('This confirmation link is not valid');
    const joined = await h.get(pathOf(confirm), form({ formToken: formTokenIn(shown) }));
    expect(joined.status).toBe(200);
    const joinedHtml = await joined.text();
    expect(joinedHtml).toContain('Welcome: you are a member of Romney.');
    expect(joinedHtml).toMatch(/href="[^"]*\/hub\//);
    expect(await isMember('Romney', eve)).toBe(true);
    const player = await h.t.db
      .selectFrom('players')
      .select('display_name')
      .where('email', '=', eve)
      .executeTakeFirstOrThrow();
    expect(player.display_name).toBe('Eve of Lydd');
    const again = await h.get(pathOf(confirm), form({ formToken: formTokenIn(shown) }));
    expect(await again.text()).toContain('You were a member of Romney already.');
  }, 120_000);

  test('#16: a new invite link revokes the old link and the confirmations made from it', async () => {
    await h.t.services.clubs.create({ name: 'Appledore', organisers: [ann] });
    const { url: old } = await h.t.services.invites.newLink('Appledore');
    await ask(old, { email: 'fay@invite.example', name: '' });
    const [mail] = await mailTo('fay@invite.example');
    const confirm = /Join Appledore: (\S+)/.exec(mail?.text ?? '')?.[1] as string;

    const made = await h.t.services.invites.newLink('Appledore');
    expect(made.club).toBe('Appledore');
    expect(made.url).not.toBe(old);

    const stale = await h.get(pathOf(old));
    expect(stale.status).toBe(404);
    expect(await stale.text()).toContain('This invite link is no longer valid');
    const staleConfirm = await h.get(pathOf(confirm));
    expect(staleConfirm.status).toBe(404);
    expect((await h.get(pathOf(made.url))).status).toBe(200);
    expect(await isMember('Appledore', 'fay@invite.example')).toBe(false);
  }, 120_000);
});
