// A whole game of Sharpsburg through the use-cases, with random legal orders from the engine, on
// both databases: create, submit each awaited side's orders, resolve, until the end; then the record
// replays exactly (despatch verify).
import { createServices } from '../../src/app/index';
import { autoplayStep } from '../../src/app/turns/autoplay';
import { createRng } from '../../src/games/core/rng';
import { databases } from '../support/databases';
import { outboxOf, testConfig } from '../support/services';
import { currentState, requireGame } from '../../src/app/base/load';
import { getStep } from '../../src/db/repos/steps';
import type { Prompt } from '../../src/games/core/contract';
import { getGame } from '../../src/games/index';

describe.each(databases())('a whole Sharpsburg game on %s', (_name, open) => {
  let opened: Awaited<ReturnType<typeof open>>;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(async () => {
    await opened.close();
  });

  test('when both sides submit legal orders every step, then the game ends, mails are queued and verify passes', async () => {
    const services = createServices({ db: opened.db, config: testConfig() });
    const rng = createRng('service-whole-game');
    const { gameId } = await services.createGame({
      game: 'sharpsburg',
      players: { union: 'u@example.com', confederate: 'c@example.com' },
    });
    let steps = 0;
    while (steps < 200 && (await autoplayStep(services.ctx, gameId, rng))) steps++;
    const view = await services.getSideView({ gameId, side: 'union' });
    expect(view.game.status).toBe('finished');
    expect(view.result).not.toBeNull();
    const finals = await outboxOf(opened.db, gameId, 'final');
    expect(finals.map((f) => f.to_addr).sort()).toEqual(['c@example.com', 'u@example.com']);
    const record = await services.exportGame(gameId);
    expect(record.game.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(services.verifyGame(record)).toMatchObject({ ok: true, steps });
    // Issue #45: the dice statistics count every roll of the record; each report event names its clause.
    const rolls = record.setup.rolls.length + record.steps.reduce((n, s) => n + s.rolls.length, 0);
    const dice = await services.gameDice(gameId);
    expect(dice!.reduce((n, k) => n + k.rolls, 0)).toBe(rolls);
    expect(await services.playerDice('u@example.com')).toMatchObject({ games: 1, kinds: dice });
    const reports = await services.listReports({ gameId, side: 'union' });
    const events = reports.flatMap((r) => r.events);
    expect(events.filter((e) => !/^[A-Z]{2}-/.test(e.clause ?? ''))).toEqual([]);
  }, 240_000);

  test('issue 12: a resolution stores the next prompt without its examples; the report mail and the orders page show them; #42: its close-ups named by place', async () => {
    const services = createServices({ db: opened.db, config: testConfig() });
    const { gameId } = await services.createGame({
      game: 'sharpsburg',
      players: { union: 'u@example.com', confederate: 'c@example.com' },
    });
    await autoplayStep(services.ctx, gameId, createRng('examples-later'));
    const game = await requireGame(opened.db, gameId);
    const step = await getStep(opened.db, gameId, game.current_step);
    const [stored] = step!.prompts as Prompt[];
    expect(stored!.examples).toEqual([]);
    const state = await currentState(opened.db, getGame('sharpsburg'), game);
    const [made] = getGame('sharpsburg').awaiting(state);
    expect(made!.examples.length).toBeGreaterThan(0);
    const view = await services.getSideView({ gameId, side: stored!.side, step: game.current_step });
    expect(view.prompt?.examples).toEqual(made!.examples);
    const [report] = (await outboxOf(opened.db, gameId, 'report')).filter((m) =>
      m.to_addr.startsWith(stored!.side[0]!),
    );
    for (const line of made!.examples) expect(JSON.stringify(report!.mail)).toContain(line);
    // #42: its close-ups are named by place ("Close-up of Dunker Church (0706)"), never a bare hex.
    expect(JSON.stringify(report!.mail)).toMatch(/Close-up of [A-Z][a-z]/);
    expect(JSON.stringify(report!.mail)).not.toMatch(/Close-up of (near )?\d{4}/);
  });
});
