// #16: the player's hub over HTTP, on both databases: the link in every game mail's footer opens a
// page of the player's games, ladders and challenges; a forged or expired link gets the polite 403
// page; accept, decline and challenge are forms with the link's form token, refused politely when
// they cannot be done, nothing lost.
import { hubUrl } from '../../src/app/base/links';
import type { OutgoingMail } from '../../src/mail/compose/types';
import { databases } from '../support/databases';
import { form, formTokenIn, pathOf, webHarness } from '../web/http';

const ann = 'ann@hub.example';
const bob = 'bob@hub.example';
const cat = 'cat@hub.example';

describe.each(databases())('the player hub on %s', (_name, open) => {
  const h = webHarness(open);

  test("#16: the footer's link opens the hub; accept starts a game; a refusal keeps what was typed", async () => {
    const clubs = h.t.services.clubs;
    await clubs.create({ name: 'Rye', organisers: [ann] });
    for (const m of [bob, cat]) await clubs.addMember({ club: 'Rye', email: m });
    const ladder = await clubs.createLadder({ club: 'Rye', name: 'Sharpsburg', game: 'sharpsburg' });
    const first = await clubs.accept({
      id: (await clubs.challenge({ ladder: ladder.id, from: ann, to: bob })).id,
    });

    // Every mail of the game carries the player's hub link in its footer.
    const mails = await h.t.db
      .selectFrom('outbox')
      .select(['to_addr', 'mail'])
      .where('game_id', '=', first.gameId)
      .execute();
    const toBob = mails.find((m) => m.to_addr === bob)?.mail as OutgoingMail;
    const link = /All your games, clubs, ladders and challenges: (\S+)/.exec(toBob.text)?.[1] as string;
    expect(link).toMatch(/\/hub\//);
    const page = await h.get(pathOf(link));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Battle of Sharpsburg #');
    expect(html).toMatch(/1 of 3|2 of 3|3 of 3/);
    expect(html).toContain('No turns yet');
    const bobSide = Object.entries(first.sides).find(([, e]) => e === bob)?.[0];
    if (bobSide === 'union') expect(html).toContain('Write your orders');

    // Cat challenges Bob; Bob sees it and accepts it with the page's form.
    const c = await clubs.challenge({ ladder: ladder.id, from: cat, to: bob });
    const withChallenge = await (await h.get(pathOf(link))).text();
    expect(withChallenge).toContain(`${cat} challenges you on Sharpsburg`);
    const token = formTokenIn(withChallenge);
    const noToken = await h.get(`${pathOf(link)}/challenges/${c.id}`, form({ answer: 'accept' }));
    expect(noToken.status).toBe(403);
    expect(await noToken.text()).toContain('This form is out of date');
    const accepted = await h.get(
      `${pathOf(link)}/challenges/${c.id}`,
      form({ answer: 'accept', formToken: token }),
    );
    expect(accepted.status).toBe(200);
    expect(await accepted.text()).toContain(`You accepted ${cat}&#x27;s challenge on Sharpsburg: game #`);
    expect((await clubs.standings(ladder.id)).length).toBe(3);
    const games = await h.t.db.selectFrom('ladder_games').select('game_id').execute();
    expect(games).toHaveLength(2);

    // A challenge to a stranger: refused with the reason, the typed address kept on the page.
    const refused = await h.get(
      `${pathOf(link)}/challenge`,
      form({ ladder: String(ladder.id), to: 'zed@nowhere.example', formToken: token }),
    );
    expect(refused.status).toBe(422);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain('zed@nowhere.example is not a member of this ladder&#x27;s club.');
    expect(refusedHtml).toContain('value="zed@nowhere.example"');

    // Ann's hub: she challenges Cat from it; Cat's own challenge to Bob is Bob's, not Ann's, to answer.
    const annLink = pathOf(hubUrl(h.t.services.config, ann, new Date()));
    const annToken = formTokenIn(await (await h.get(annLink)).text());
    const sent = await h.get(
      `${annLink}/challenge`,
      form({ ladder: String(ladder.id), to: cat, formToken: annToken }),
    );
    expect(sent.status).toBe(200);
    const sentHtml = await sent.text();
    expect(sentHtml).toContain(`Your challenge to ${cat} is sent`);
    expect(sentHtml).toContain(`To ${cat} on Sharpsburg`);
    const annsId = (
      await h.t.db
        .selectFrom('challenges')
        .select('id')
        .where('status', '=', 'open')
        .executeTakeFirstOrThrow()
    ).id;
    const notHers = await h.get(
      `${annLink}/challenges/${annsId}`,
      form({ answer: 'decline', formToken: annToken }),
    );
    expect(notHers.status).toBe(422);
    expect(await notHers.text()).toContain(
      `Challenge ${annsId} is yours to ${cat}: only they can answer it.`,
    );
    // Seeks from the hub: the first waits; a second by the same player, or on no such ladder, is refused.
    const seek = (fields: Record<string, string>) =>
      h.get(`${annLink}/seek`, form({ ...fields, formToken: annToken }));
    expect(await (await seek({ ladder: String(ladder.id) })).text()).toContain(
      'Your seek on Sharpsburg is open',
    );
    const again = await seek({ ladder: String(ladder.id) });
    expect(again.status).toBe(422);
    expect(await again.text()).toContain('You have an open seek on Sharpsburg already');
    const nowhere = await seek({ ladder: '999' });
    expect(nowhere.status).toBe(422);
    expect(await nowhere.text()).toContain('No ladder 999.');

    // Bob's form token does not work on Ann's hub.
    const crossed = await h.get(
      `${annLink}/challenge`,
      form({ ladder: String(ladder.id), to: bob, formToken: token }),
    );
    expect(crossed.status).toBe(403);
  }, 120_000);

  test('#16: a forged or expired hub link gets the polite error page and shows nothing', async () => {
    const good = pathOf(hubUrl(h.t.services.config, ann, new Date()));
    const forged = `${good.slice(0, -3)}${good.endsWith('A') ? 'B' : 'A'}xy`;
    const res = await h.get(forged);
    expect(res.status).toBe(403);
    const html = await res.text();
    expect(html).toContain('This link cannot be used');
    expect(html).not.toContain(ann);
    const old = pathOf(hubUrl(h.t.services.config, ann, new Date(Date.now() - 200 * 86400_000)));
    const expired = await h.get(old);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('This link has expired.');
    // A game link's signature is not a hub link's.
    const asGame = await h.get(good.replace('/hub/', '/orders/'));
    expect(asGame.status).toBe(403);
  });
});
