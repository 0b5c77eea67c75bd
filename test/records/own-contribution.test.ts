// Issue 45, point 1: a player can see the contribution to the dice each of their submissions carried
// and check it against the record: on the page that confirms orders from the link, in the answer to
// orders by mail, and in the replay under their orders for that step.
import { randomBytes } from 'node:crypto';
import { exportGame } from '../../src/app/records/record';
import { createRng } from '../../src/games/core/rng';
import { inbox, latestPrompt, legalText, replyMime } from '../email/support';
import { databases } from '../support/databases';
import { webWorld } from '../email/web-world';
import { form, formTokenIn } from '../web/http';

const players = { union: 'own-u@example.org', confederate: 'own-c@example.net' };

describe.each(databases().slice(-1))('a player’s own contribution on %s', (_db, open) => {
  const t = webWorld(open);

  test('issue 45: the confirmation page, the answer to a reply and the replay show the contribution the record holds', async () => {
    const { gameId } = await t.world.services.createGame({ game: 'sharpsburg', players });
    const rng = createRng('own-contribution');

    // Union by the orders page: the confirmation shows what the page sent.
    const prompt = await latestPrompt(t.world, players.union, gameId);
    const path = /\/orders\/[\w.-]+/.exec(prompt?.mail.text ?? '')?.[0] ?? '';
    const page = await (await fetch(`${t.web.base}${path}`)).text();
    const sent = randomBytes(16).toString('hex');
    const orders = await legalText(t.world.services, gameId, 'union', rng);
    const res = await fetch(
      `${t.web.base}${path}`,
      form({ orders, standing: '', formToken: formTokenIn(page), contribution: sent }),
    );
    const confirmed = await res.text();
    expect(res.status).toBe(200);
    expect(confirmed).toContain(`<code id="contribution">${sent}</code>`);

    // Confederate by a reply: the answer says the contribution made from the reply.
    const next = await latestPrompt(t.world, players.confederate, gameId);
    const reply = await legalText(t.world.services, gameId, 'confederate', rng);
    await t.world.handle(
      Buffer.from(replyMime({ from: players.confederate, to: next?.mail.replyTo ?? '', body: reply })),
      { door: 'smtp' },
    );
    const answer = (await inbox(t.world, players.confederate, gameId))
      .filter((m) => m.kind === 'answer')
      .at(-1);
    const said = /Your contribution to this step's dice: ([0-9a-f]+)\./.exec(answer?.mail.text ?? '')?.[1];

    // Both are what the record holds.
    const record = await exportGame(t.world.services.ctx, gameId);
    const held = (seq: number, side: string) =>
      record.steps.find((s) => s.seq === seq)?.submissions.find((s) => s.side === side)?.contribution;
    expect(held(1, 'union')).toBe(sent);
    expect(said).toBeDefined();
    expect(held(2, 'confederate')).toBe(said);

    // The replay: each side sees its own submission's contribution under its orders.
    const mine = await t.world.services.replayStep({ gameId, side: 'union', step: 1 });
    expect(mine.orders).toEqual([expect.objectContaining({ side: 'union', contribution: sent })]);
    const theirs = await t.world.services.replayStep({ gameId, side: 'confederate', step: 2 });
    expect(theirs.orders).toEqual([expect.objectContaining({ side: 'confederate', contribution: said })]);
  }, 120_000);
});
