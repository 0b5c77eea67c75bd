// Every reply gets an answer: accepted orders echoed in normal form, or each bad line with what is
// wrong, a suggestion and "nothing was changed"; the commands; closing greetings set aside. Real
// Sharpsburg engine, the pipeline wired as `despatch serve` wires it, on both databases.
import { createRng } from '../../src/games/core/rng';
import { databases } from '../support/databases';
import {
  emailWorld,
  inbox,
  legalText,
  PLAYERS,
  replyMime,
  replyTo,
  snapshot,
  type EmailWorld,
} from './support';

describe.each(databases())('answers to replies on %s', (_name, open) => {
  let world: EmailWorld;
  beforeAll(async () => {
    world = await emailWorld(open);
  });
  afterAll(async () => {
    await world.close();
  });

  const newGame = () => world.services.createGame({ game: 'sharpsburg', players: PLAYERS });
  const send = (to: string, body: string, from = PLAYERS.union, subject?: string) =>
    world.handle(Buffer.from(replyMime({ from, to, body, ...(subject ? { subject } : {}) })), {
      door: 'smtp',
    });
  const lastAnswer = async (to = PLAYERS.union) =>
    (await inbox(world, to)).filter((m) => m.kind === 'answer').at(-1)?.mail;

  test('EMAIL-ANSWER-1: accepted orders are echoed in normal form, threaded, and "Thanks, Bob" is set aside and named', async () => {
    const { gameId, number } = await newGame();
    const orders = await legalText(world.services, gameId, 'union', createRng('answer-1'));
    const messy = orders.split('\n').map((l) => `  ${l.toUpperCase()}  `);
    await send(replyTo(world, number, 'union', 1), `${messy.join('\n')}\n\nThanks,\nBob`);
    const answer = await lastAnswer();
    expect(answer?.text).toContain(`Orders accepted. As we read them:\n${orders.replace(/^/gm, '  ')}`);
    expect(answer?.text).toMatch(/lines "Thanks,", "Bob" as a greeting, a name or a remark/);
    // The subject says what happened, and to which turn.
    expect(answer?.subject).toBe(
      `Re: [Despatch] Battle of Sharpsburg #${number} — Orders accepted, turn resolved: Turn 1, Union to move`,
    );
    expect(answer?.headers?.['Auto-Submitted']).toBe('auto-replied');
    const { subs, game } = await snapshot(world, gameId);
    expect(subs).toHaveLength(1);
    expect(game.current_step).toBe(2); // the Union was the only awaited side: the step resolved
    expect(answer?.text).toMatch(/completed the step/);
    // The report and the Confederate prompt follow as on the web.
    expect((await inbox(world, PLAYERS.confederate, gameId)).map((m) => m.kind)).toEqual(['start', 'report']);
  });

  test('EMAIL-ANSWER-2: a bad line is listed with what is wrong and a suggestion; nothing was changed', async () => {
    const { gameId, number } = await newGame();
    const before = await snapshot(world, gameId);
    await send(replyTo(world, number, 'union', 1), 'move XI to 0401\npass\nViele Grüße\nJens');
    const answer = await lastAnswer();
    expect(answer?.text).toMatch(
      /NOT accepted:\n {2}line 1 "move XI to 0401": .*XI.* \(did you mean '[IX]+'\?\)\n/,
    );
    expect(answer?.text).toMatch(/Nothing was changed: a submission is all or nothing/);
    expect(answer?.text).toMatch(/"Viele Grüße", "Jens"/);
    expect(answer?.text).not.toMatch(/line 3/);
    expect(await snapshot(world, gameId)).toEqual(before);
    // The answer carries the same reply address: correcting is one more reply.
    expect(answer?.replyTo).toBe(replyTo(world, number, 'union', 1));
  });

  test('EMAIL-ANSWER-3: typos are refused with a suggestion, never set aside as a greeting', async () => {
    const { gameId, number } = await newGame();
    await send(replyTo(world, number, 'union', 1), 'mvoe I to 0401\npas');
    const answer = await lastAnswer();
    // Phone typos, swapped letters too, get their suggestion.
    expect(answer?.text).toMatch(/line 1 "mvoe I to 0401": [^\n]*\(did you mean 'move'\?\)\n/);
    expect(answer?.text).toMatch(/line 2 "pas": [^\n]*\(did you mean 'pass'\?\)\n/);
    expect(answer?.text).not.toMatch(/greeting/);
    expect((await snapshot(world, gameId)).subs).toEqual([]);
  });

  test('EMAIL-ANSWER-4: help gives the grammar with examples; status the orders on file, standing orders and deadline', async () => {
    const { gameId, number } = await newGame();
    const to = replyTo(world, number, 'union', 1);
    await send(to, 'help');
    expect((await lastAnswer())?.text).toMatch(/Orders, one a line[\s\S]*move XII to 1010[\s\S]*Examples/);
    await send(to, 'standing retreat away\nstatus');
    const status = (await lastAnswer())?.text ?? '';
    expect(status).toMatch(/standing orders are now:\n {2}retreat away/);
    expect(status).toMatch(
      /Turn 1, Union to move[\s\S]*no orders on file[\s\S]*Orders are due by \w{3} \d+ \w{3} \d{4}, \d\d:\d\d UTC, in \d+ days?[\s\S]*Standing orders:\n {2}retreat away/,
    );
    expect((await snapshot(world, gameId)).sides.find((s) => s.side === 'union')?.standing).toBe(
      'retreat away',
    );
  });

  test('EMAIL-ANSWER-5: clear withdraws the orders on file (a step with two sides awaited keeps them open)', async () => {
    const { gameId, number } = await newGame();
    const to = replyTo(world, number, 'union', 1);
    // Commands on one phone line, separated by ";", with nothing else: status shows, clear reports none.
    await send(to, 'clear; status');
    const text = (await lastAnswer())?.text ?? '';
    expect(text).toMatch(/no orders on file for this step/);
    expect(text).toMatch(/Turn 1, Union to move/);
    expect((await snapshot(world, gameId)).subs).toEqual([]);
  });

  test('EMAIL-ANSWER-6: an empty reply is answered with the status and a greeting alone is not an order', async () => {
    const { number } = await newGame();
    await send(replyTo(world, number, 'union', 1), '', PLAYERS.union, 'hello');
    const empty = await lastAnswer();
    expect(empty?.text).toMatch(/no orders and no command[\s\S]*Turn 1, Union to move/);
    // A subject of their own (a new mail, not a reply) is answered under the game's subject.
    expect(empty?.subject).toBe(
      `Re: [Despatch] Battle of Sharpsburg #${number} — No orders found: Turn 1, Union to move`,
    );
    await send(replyTo(world, number, 'union', 1), 'status\n\nCheers, Ann');
    const text = (await lastAnswer())?.text ?? '';
    expect(text).toMatch(/"Cheers, Ann" as a greeting/);
    expect(text).not.toMatch(/NOT accepted|Orders accepted/);
  });

  test('EMAIL-ANSWER-7: "Hi," above and a remark below are set aside and quoted; an unreadable and an illegal line are both named', async () => {
    const { gameId, number } = await newGame();
    const body = 'Hi,\n\nmvoe I 0803\nmove IX 0101\nattack 0706 with I\n\nPhoto of my table attached.';
    await send(replyTo(world, number, 'union', 1), body);
    const text = (await lastAnswer())?.text ?? '';
    expect(text).toMatch(/lines "Hi,", "Photo of my table attached." as a greeting, a name or a remark/);
    expect(text).toMatch(/line 3 "mvoe I 0803": [^\n]*\(did you mean 'move'\?\)\n/);
    expect(text).toMatch(/line 4 "move IX 0101": 0101 is not next to 1110/);
    expect(text).toMatch(/line 5 "attack 0706 with I": not checked: it depends on line 3 \(I\)/);
    expect(text).toMatch(/3 problems\. Nothing was changed/);
    expect((await snapshot(world, gameId)).subs).toEqual([]);
  });

  test('EMAIL-ANSWER-8: full-width orders from a Japanese phone keyboard and a Japanese sign-off are accepted', async () => {
    const { gameId, number } = await newGame();
    await send(
      replyTo(world, number, 'union', 1),
      'こんにちは\n\nｐａｓｓ\u3000\n\nよろしくお願いします。\n山田',
    );
    const text = (await lastAnswer())?.text ?? '';
    expect(text).toMatch(/Orders accepted. As we read them:\n {2}pass\n/);
    expect(text).toMatch(/"こんにちは", "よろしくお願いします。", "山田"/);
    expect((await snapshot(world, gameId)).subs).toHaveLength(1);
  });
});
