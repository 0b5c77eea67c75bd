// #16: a member's preferences (games, most games at once, turn time), on both databases: set on the
// hub's form and by mail; a challenge that would take a player past their most games at once is
// refused with the reason; a seek is matched only with a seeker whose turn time suits, and a seek
// by mail with no ladder named goes to the one ladder of the games preferred.
import { hubUrl } from '../../src/app/base/links';
import { runClubCommand } from '../../src/app/clubs/mail-commands';
import { splitCommands } from '../../src/mail/inbound/commands';
import { databases } from '../support/databases';
import { formTokenIn, pathOf, webHarness } from '../web/http';

const [ann, bob, cat, dan] = ['ann', 'bob', 'cat', 'dan'].map((n) => `${n}@prefs.example`) as [
  string,
  string,
  string,
  string,
];

describe.each(databases())('member preferences on %s', (_name, open) => {
  const h = webHarness(open);
  const mail = async (email: string, text: string) => {
    const [command] = splitCommands(text).commands;
    return runClubCommand(h.t.services.ctx, { email, command: command as never });
  };

  /** The hub's preferences form, sent with repeated fields (one per game ticked). */
  const save = (link: string, fields: [string, string][]) =>
    h.get(`${link}/preferences`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });

  test('#16: preferences by mail and on the hub; most games at once refuses a challenge politely', async () => {
    const clubs = h.t.services.clubs;
    await clubs.create({ name: 'Lydd', organisers: [ann] });
    for (const m of [bob, cat, dan]) await clubs.addMember({ club: 'Lydd', email: m });
    const ladder = await clubs.createLadder({ club: 'Lydd', name: 'TB', game: 'travel-battle' });

    expect(await mail(bob, 'prefer sharpsburg, travel-battle')).toEqual({
      ok: true,
      text: 'Your preferences are now: Battle of Sharpsburg, Travel Battle; no limit on games at once; any turn time.',
    });
    expect((await mail(bob, 'max games 1')).text).toContain('at most 1 game at once');
    expect((await mail(bob, 'prefer monopoly')).text).toMatch(
      /^Your preferences were NOT changed: there is no game "monopoly".*Nothing was changed\.$/,
    );
    expect((await mail(bob, 'max games lots')).ok).toBe(false);
    expect((await mail('zed@nowhere.example', 'max games 2')).text).toContain('is not a member of any club');

    // Bob's one game is going: a second challenge to him is refused, with the reason.
    await clubs.accept({ id: (await clubs.challenge({ ladder: ladder.id, from: ann, to: bob })).id });
    await expect(clubs.challenge({ ladder: ladder.id, from: cat, to: bob })).rejects.toThrow(
      `${bob} plays at most 1 game at once (their preference) and has 1 going; try again when one has ended`,
    );
    const byMail = await mail(cat, `challenge ${bob}`);
    expect(byMail.ok).toBe(false);
    expect(byMail.text).toContain('plays at most 1 game at once (their preference)');

    // On the hub: the form shows what was set, and saves a change.
    const link = pathOf(hubUrl(h.t.services.config, bob, new Date()));
    const page = await (await h.get(link)).text();
    expect(page).toMatch(/value="sharpsburg" checked/);
    expect(page).toMatch(/value="scotland">/);
    expect(page).toContain('name="maxGames" id="max-games" min="1" max="50" inputmode="numeric" value="1"');
    const saved = await save(link, [
      ['formToken', formTokenIn(page)],
      ['games', 'scotland'],
      ['games', 'travel-battle'],
      ['maxGames', '2'],
      ['turnTime', '2d'],
    ]);
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain(
      'Your preferences are saved: Scotland the Brave, Travel Battle; at most 2 games at once; turns of 2 days.',
    );
    await clubs.challenge({ ladder: ladder.id, from: cat, to: bob });
    const refused = await save(link, [
      ['formToken', formTokenIn(page)],
      ['maxGames', ''],
      ['turnTime', 'soon'],
    ]);
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('A turn time is between 1h and 30d');
  }, 120_000);

  test("#16: a seek is matched only with a seeker whose preferred turn time suits the seeker's", async () => {
    const clubs = h.t.services.clubs;
    await clubs.create({ name: 'Winchelsea', organisers: [ann] });
    for (const m of [bob, cat, dan]) await clubs.addMember({ club: 'Winchelsea', email: m });
    const ladder = await clubs.createLadder({ club: 'Winchelsea', name: 'TB2', game: 'travel-battle' });
    await h.t.services.hub.preferences({ email: bob, turnTime: '12h', maxGames: null });
    await h.t.services.hub.preferences({ email: cat, turnTime: '5d' });
    await h.t.services.hub.preferences({ email: dan, turnTime: '4d' });
    expect(await h.t.services.hub.seek({ email: bob, ladder: ladder.id })).toMatchObject({ matched: false });
    expect(await h.t.services.hub.seek({ email: cat, ladder: ladder.id })).toMatchObject({ matched: false });
    // Cat (5d) does not suit Bob (12h): both wait. Dan (4d) suits Cat, not Bob, though Bob's seek
    // is older and all rate alike.
    expect(await h.t.services.hub.seek({ email: dan, ladder: ladder.id })).toMatchObject({
      matched: true,
      opponent: cat,
    });
  }, 120_000);

  test('#16: a seek by mail with no ladder named goes to the one ladder of the games preferred', async () => {
    const clubs = h.t.services.clubs;
    await clubs.create({ name: 'Rye Bay', organisers: [ann] });
    await clubs.addMember({ club: 'Rye Bay', email: cat });
    await clubs.createLadder({ club: 'Rye Bay', name: 'Scot', game: 'scotland' });
    await clubs.createLadder({ club: 'Rye Bay', name: 'Sharp', game: 'sharpsburg' });
    await mail(cat, 'prefer any');
    expect((await mail(cat, 'seek')).text).toMatch(/NOT posted: say which ladder/);
    await mail(cat, 'prefer scotland');
    expect((await mail(cat, 'seek')).text).toMatch(/^Your seek on Scot \(Rye Bay\) is open/);
  }, 120_000);
});
