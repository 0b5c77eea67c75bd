// #16: side bids on the hub over HTTP, on both databases: accepting a challenge on a ladder of side
// bids shows the bid form to both players; a bid the service refuses comes back with the reason;
// the second bid starts the game and says who plays which side.
import { hubUrl } from '../../src/app/base/links';
import { databases } from '../support/databases';
import { form, formTokenIn, pathOf, webHarness } from '../web/http';

const ann = 'ann@hubbids.example';
const bob = 'bob@hubbids.example';

describe.each(databases())('side bids on the hub on %s', (_name, open) => {
  const h = webHarness(open);

  test('#16: accept, then bid on the page; the second bid starts the game', async () => {
    const clubs = h.t.services.clubs;
    await clubs.create({ name: 'Hastings', organisers: [ann] });
    await clubs.addMember({ club: 'Hastings', email: bob });
    const ladder = await clubs.createLadder({
      club: 'Hastings',
      name: 'Sharpsburg bids',
      game: 'sharpsburg',
      settings: { sides: 'bid' },
    });
    const c = await clubs.challenge({ ladder: ladder.id, from: ann, to: bob });
    const bobLink = pathOf(hubUrl(h.t.services.config, bob, new Date()));
    const token = formTokenIn(await (await h.get(bobLink)).text());
    const accepted = await h.get(
      `${bobLink}/challenges/${c.id}`,
      form({ answer: 'accept', formToken: token }),
    );
    const acceptedHtml = await accepted.text();
    expect(acceptedHtml).toContain('On this ladder the sides are bid for');
    expect(acceptedHtml).toContain('<h2>Bid for your side</h2>');

    const refused = await h.get(
      `${bobLink}/bids/${c.id}`,
      form({ side: 'union', points: 'lots', formToken: token }),
    );
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('A bid is a whole number of points, such as 3.');
    const bid = await h.get(
      `${bobLink}/bids/${c.id}`,
      form({ side: 'confederate', points: '1', formToken: token }),
    );
    expect(await bid.text()).toContain(`Your bid is in; the game starts when ${ann} has bid too`);
    expect(await (await h.get(bobLink)).text()).toContain('Your bid: 1 for Confederate');

    const annLink = pathOf(hubUrl(h.t.services.config, ann, new Date()));
    const annToken = formTokenIn(await (await h.get(annLink)).text());
    const done = await h.get(
      `${annLink}/bids/${c.id}`,
      form({ side: 'confederate', points: '2', formToken: annToken }),
    );
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(
      `Both bids are in: ${bob} plays Union, ${ann} plays Confederate. Union receives 2 VP at the end.`,
    );
  }, 120_000);
});
