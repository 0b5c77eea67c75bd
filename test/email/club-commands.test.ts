// #16: club commands by mail, through a running service's SMTP listener, on both databases: a reply
// to a game's mail challenges and asks for the standings (not orders: nothing is submitted); the
// challenged player's notice is answered with "accept" to their own reply address and the game
// starts; an unknown ladder, a stranger, a number out of range and too many games get clear reasons.
import { PLAYERS } from './support';
import {
  replyTo,
  runningService,
  sendSmtp,
  serviceVariants,
  waitForMail,
  type MailboxItem,
  type RunningService,
} from './service-support';

const cat = 'cat@club.example';

describe.each(serviceVariants())('club commands by mail on %s', (_name, pgUrl) => {
  let service: RunningService;
  beforeAll(async () => {
    service = await runningService(pgUrl);
  });
  afterAll(async () => {
    await service.close();
  });

  const answerTo = (messageId: string) => (m: MailboxItem) => m.headers['In-Reply-To'] === messageId;
  async function ask(mail: MailboxItem, from: string, text: string): Promise<MailboxItem> {
    const id = await sendSmtp(service.smtpPort, replyTo(mail, from, text));
    return waitForMail(service, answerTo(id), `the answer to "${text}"`);
  }

  test('#16: challenge and standings by reply to a game mail; accept by reply to the notice; clear refusals', async () => {
    const services = service.server.services;
    const clubs = services.clubs;
    await clubs.create({ name: 'Kent', organisers: [PLAYERS.union] });
    for (const m of [PLAYERS.confederate, cat]) await clubs.addMember({ club: 'Kent', email: m });
    const ladder = await clubs.createLadder({
      club: 'Kent',
      name: 'Sharpsburg',
      game: 'sharpsburg',
      settings: { maxGames: 2 },
    });
    await clubs.createLadder({ club: 'Kent', name: 'TB', game: 'travel-battle' });
    const first = await clubs.accept({
      id: (await clubs.challenge({ ladder: ladder.id, from: PLAYERS.union, to: PLAYERS.confederate })).id,
    });
    const union = first.sides.union as string;
    const prompt = await waitForMail(
      service,
      (m) => m.to === union && m.subject.includes(`#${first.number} — Turn 1, Union`),
      'the Union prompt of the ladder game',
    );

    // Two commands in one reply to the game's prompt; the ladder is the game's own.
    const made = await ask(prompt, union, `challenge ${cat}\nstandings`);
    expect(made.subject).toContain('Challenge made');
    expect(made.text).toMatch(
      new RegExp(`Your challenge to ${cat} on Sharpsburg \\(Kent\\) is made \\(number \\d+\\)`),
    );
    expect(made.text).toContain('Standings of Sharpsburg (Kent), 3 players');
    expect(made.text).toMatch(/ {2}1\. \S+ 1500 ±350, 0-0-0, no turns yet, boot camp/);
    const subs = await services.ctx.db
      .selectFrom('submissions')
      .selectAll()
      .where('game_id', '=', first.gameId)
      .execute();
    expect(subs).toEqual([]);

    // Cat's notice names the challenge; "accept" to its Reply-To starts the game.
    const notice = await waitForMail(
      service,
      (m) => m.to === cat && m.subject === `[Despatch] ${union} challenges you on Sharpsburg`,
      "Cat's challenge notice",
    );
    expect(notice.headers['Reply-To']).toMatch(/^orders\+[a-z2-7]+@localhost$/);
    expect(notice.text).toContain('All your games, clubs, ladders and challenges: ');
    const accepted = await ask(notice, cat, 'Accept.\n\nCat');
    expect(accepted.subject).toBe('Re: [Despatch] Challenge accepted');
    expect(accepted.text).toMatch(
      new RegExp(`You accepted ${union}'s challenge on Sharpsburg: game #\\d+ has started`),
    );
    expect(accepted.text).toContain('This address reads only the club commands');
    await waitForMail(
      service,
      (m) => m.to === cat && /Battle of Sharpsburg #\d+/.test(m.subject),
      "Cat's game",
    );

    // Clear reasons, nothing changed.
    const other = union === PLAYERS.union ? PLAYERS.confederate : PLAYERS.union;
    const refusals = await ask(
      prompt,
      union,
      `challenge zed@nowhere.example\nchallenge ${cat} Chess\naccept 99\nchallenge ${other} Sharpsburg`,
    );
    expect(refusals.subject).toContain('Not done');
    expect(refusals.text).toContain(
      "Your challenge was NOT made: zed@nowhere.example is not a member of this ladder's club. Nothing was changed.",
    );
    expect(refusals.text).toContain(
      'Your challenge was NOT made: there is no ladder "Chess" in your clubs (your ladders: Sharpsburg (Kent), TB (Kent)). Nothing was changed.',
    );
    expect(refusals.text).toContain(
      'The challenge was NOT accepted: you have no open challenge numbered 99. Nothing was changed.',
    );
    expect(refusals.text).toContain(
      `Your challenge was NOT made: ${union} has 2 games of this ladder going already. Nothing was changed.`,
    );
    expect(
      await services.ctx.db.selectFrom('challenges').selectAll().where('status', '=', 'open').execute(),
    ).toEqual([]);

    // A finished game's mail still takes club commands, and only them.
    await services.desk.endGame({ gameId: first.gameId, outcome: 'union', reason: 'for the test' });
    const after = await ask(prompt, union, 'standings\nmove I to 0401');
    expect(after.text).toMatch(/Standings of Sharpsburg \(Kent\), 3 players[\s\S]*1\. \S+ \d+ ±\d+, 1-0-0/);
    expect(after.text).toContain(
      'This game is over, so the other lines of your mail were not read as orders.',
    );
    expect(after.headers['Reply-To']).toBeUndefined();

    // The other ladder by name, from the notice's address (no game named there).
    const tb = await ask(accepted, cat, 'standings tb');
    expect(tb.text).toContain('Standings of TB (Kent), 3 players');
    expect(tb.text).toMatch(/<- you/);

    // Seeks by mail: the first waits, the second on the same ladder starts the game.
    const waiting = await ask(tb, cat, 'seek travel-battle');
    expect(waiting.subject).toBe('Re: [Despatch] Seek');
    expect(waiting.text).toMatch(/Your seek on TB \(Kent\) is open \(number \d+\)/);
    const found = await ask(prompt, union, 'seek TB');
    expect(found.text).toMatch(new RegExp(`Your seek on TB \\(Kent\\) found ${cat}: game #\\d+ has started`));
  }, 120_000);
});
