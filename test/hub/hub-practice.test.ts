// "Practise against the bot" on the player's hub, over HTTP on both databases: the form lists every
// game, scenario and side with the bot's levels; submitting it starts a game in which the bot plays
// the other side (no mail to it) and the player gets the first mail; a choice that names no game is
// refused politely, nothing started.
import { hubUrl } from '../../src/app/base/links';
import { sweep } from '../../src/app/time/sweep';
import { BOT_ADDRESS } from '../../src/db/bot-player';
import { databases } from '../support/databases';
import { form, formTokenIn, pathOf, webHarness } from '../web/http';

const dan = 'dan@practice.example';

describe.each(databases())('practice against the bot from the hub on %s', (_name, open) => {
  const h = webHarness(open);

  test('the hub button starts a game against the bot at the chosen level; the bot plays its side', async () => {
    const link = pathOf(hubUrl(h.t.services.config, dan, new Date()));
    const page = await (await h.get(link)).text();
    expect(page).toContain('Practise against the bot');
    expect(page).toContain('<option value="travel-battle/standard/red">Travel Battle — Red</option>');
    expect(page).toContain('<option value="normal" selected>normal</option>');
    const token = formTokenIn(page);

    const refused = await h.get(
      `${link}/practice`,
      form({ choice: 'chess/x/white', level: 'easy', formToken: token }),
    );
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain(
      'Choose a game, a scenario and your side from the list to practise.',
    );

    const res = await h.get(
      `${link}/practice`,
      form({ choice: 'travel-battle/standard/red', level: 'easy', formToken: token }),
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    const number = /Your practice game of Travel Battle \(number (\d+)\) has started/.exec(html)?.[1];
    expect(number).toBeDefined();
    const game = await h.t.db
      .selectFrom('games')
      .select('id')
      .where('number', '=', Number(number))
      .executeTakeFirstOrThrow();
    const sides = await h.t.db
      .selectFrom('game_sides')
      .select(['side', 'bot_level'])
      .where('game_id', '=', game.id)
      .orderBy('side')
      .execute();
    expect(sides).toEqual([
      { side: 'blue', bot_level: 'easy' },
      { side: 'red', bot_level: null },
    ]);
    const mails = await h.t.db
      .selectFrom('outbox')
      .select('to_addr')
      .where('game_id', '=', game.id)
      .execute();
    expect(mails.map((m) => m.to_addr)).toEqual([dan]);
    expect(mails.map((m) => m.to_addr)).not.toContain(BOT_ADDRESS);

    // The sweeper has the bot play Blue's first step.
    await sweep(h.t.services.ctx);
    const blue = await h.t.db
      .selectFrom('submissions')
      .select('channel')
      .where('game_id', '=', game.id)
      .where('side', '=', 'blue')
      .execute();
    expect(blue).toEqual([{ channel: 'bot' }]);
  });
});
