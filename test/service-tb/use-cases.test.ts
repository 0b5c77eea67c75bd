// A whole Travel Battle game through the use-cases on both databases, with the step-by-step set-up and
// with quickSetup: simultaneous steps wait for both sides, deployment alternates, brigades stay secret
// from the opponent until deployed, every mail carries the map, and the record replays (verify).
import { createServices } from '../../src/app/index';
import { createRng } from '../../src/games/core/rng';
import { databases, onFirstDatabaseOnly } from '../support/databases';
import { outboxOf, testConfig } from '../support/services';
import {
  SECRET,
  hasMapPicture,
  mailsTo,
  ordersText,
  other,
  players,
  playSteps,
  readable,
  stepLog,
} from './tb';
import type { TbSideId } from './tb';

describe.each(databases())('a whole Travel Battle game through the use-cases on %s', (_name, open) => {
  let opened: Awaited<ReturnType<typeof open>>;
  let services: ReturnType<typeof createServices>;
  beforeAll(async () => {
    opened = await open();
    services = createServices({ db: opened.db, config: testConfig() });
  });
  afterAll(async () => {
    await opened.close();
  });

  /**
   * Plays every open step with random legal orders, or from step `drawFrom` on agrees a draw (one
   * whole game by random play per file is enough); checks, as it goes, what each side may see.
   */
  async function playToTheEnd(gameId: string, seed: string, drawFrom = Infinity): Promise<number> {
    const rng = createRng(seed);
    const act = async (side: TbSideId, step: number, last: boolean) => {
      // The deployment prompt's example fits this side's brigade and terrain: a player may send it as is.
      const { prompt } = await services.getSideView({ gameId, side });
      const text =
        prompt?.step === 'deploy'
          ? prompt.examples.join('\n')
          : step >= drawFrom
            ? 'offer draw'
            : await ordersText(services.ctx, gameId, side, rng);
      const res = await services.submitOrders({ gameId, side, step, text, channel: 'web' });
      expect(res).toMatchObject({ ok: true, resolved: last });
    };
    return playSteps(services, gameId, act, async () => {
      for (const side of ['red', 'blue'] as const) {
        const mine = await services.getSideView({ gameId, side });
        // TB-DEC-4: the opponent's brigades are unknown until deployed, in the view and on the map.
        const units = mine.view.units as { side: string; at: string | null; brigade: number | null }[];
        const waiting = units.filter(
          (u) => u.side === other(side) && u.at === null && !('removed' in u && u.removed),
        );
        expect(waiting.filter((u) => u.brigade !== null)).toEqual([]);
        expect(mine.svg).not.toMatch(SECRET[other(side)]);
      }
    });
  }

  async function checkSecretsAndPictures(gameId: string): Promise<void> {
    for (const side of ['red', 'blue'] as const) {
      const mails = await mailsTo(opened.db, gameId, players[side]);
      expect(mails.length).toBeGreaterThan(2);
      expect(mails.filter((m) => !hasMapPicture(m)).map((m) => m.subject)).toEqual([]);
      expect(mails.filter((m) => SECRET[other(side)].test(readable(m))).map((m) => m.subject)).toEqual([]);
      // The control: each side is told its own brigades.
      expect(mails.some((m) => SECRET[side].test(m.text))).toBe(true);
      const reports = await services.listReports({ gameId, side });
      expect(reports.filter((r) => r.events.some((e) => SECRET[other(side)].test(e.text)))).toEqual([]);
    }
  }

  async function finishAndVerify(gameId: string, steps: number): Promise<void> {
    const view = await services.getSideView({ gameId, side: 'blue' });
    expect(view.game.status).toBe('finished');
    expect(view.result?.summary).toMatch(/wins|[Dd]rawn/);
    const finals = await outboxOf(opened.db, gameId, 'final');
    expect(finals.map((f) => f.to_addr).sort()).toEqual([players.blue, players.red]);
    const record = await services.exportGame(gameId);
    expect(record.game.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(services.verifyGame(record)).toMatchObject({ ok: true, steps });
  }

  // Played to the end on PGlite only: the quick set-up below, Travel Battle over HTTP and the whole game
  // by email (test/email/whole-game-tb.test.ts) take the same use-cases through PostgreSQL.
  const toTheEnd = onFirstDatabaseOnly(_name);
  toTheEnd(
    'TB-SETUP: step by step, both sides choose boards and brigades at once, deploy in turn, then play to the end',
    async () => {
      const { gameId } = await services.createGame({ game: 'travel-battle', players });
      const first = await services.getSideView({ gameId, side: 'blue' });
      expect(first.step).toMatchObject({ seq: 1, title: 'Choose your board', awaiting: ['red', 'blue'] });
      expect(first.prompt?.title).toBe('Choose your board');
      // A simultaneous step: red's orders alone do not resolve it; both sides got a prompt with a link.
      const red = await services.submitOrders({
        gameId,
        side: 'red',
        step: 1,
        text: 'board a',
        channel: 'web',
      });
      expect(red).toMatchObject({ ok: true, normal: ['board A'], resolved: false, currentStep: 1 });
      for (const side of ['red', 'blue'] as const)
        expect((await mailsTo(opened.db, gameId, players[side]))[0]?.text).toMatch(/\/orders\//);

      const steps = await playToTheEnd(gameId, 'tb-steps');
      const log = await stepLog(opened.db, gameId);
      const brigades = log.find((s) => s.title === 'Form your brigades');
      expect(brigades?.awaiting).toEqual(['red', 'blue']);
      const deploys = log.filter((s) => s.title.startsWith('Deploy a brigade'));
      expect(deploys.length).toBe(6);
      expect(deploys.map((s) => s.awaiting.length)).toEqual([1, 1, 1, 1, 1, 1]);
      expect(deploys.filter((s) => s.awaiting[0] === 'red').length).toBe(3);
      expect(deploys[1]?.awaiting).toEqual([other(deploys[0]?.awaiting[0] as TbSideId)]);
      await checkSecretsAndPictures(gameId);
      await finishAndVerify(gameId, steps);
    },
    240_000,
  );

  test('quickSetup: one set-up submission from each side, a few turns, then a draw agreed', async () => {
    const { gameId } = await services.createGame({
      game: 'travel-battle',
      players,
      options: { quickSetup: true },
    });
    const first = await services.getSideView({ gameId, side: 'red' });
    expect(first.step).toMatchObject({ seq: 1, title: 'Quick set-up', awaiting: ['red', 'blue'] });
    const steps = await playToTheEnd(gameId, 'tb-quick', 6);
    const log = await stepLog(opened.db, gameId);
    expect(log[1]?.title).toMatch(/^Player turn 1, (Red|Blue) to move$/);
    await checkSecretsAndPictures(gameId);
    await finishAndVerify(gameId, steps);
  }, 240_000);

  test('an option the game does not have, or of the wrong type, is refused', async () => {
    const create = (options: Record<string, unknown>) =>
      services.createGame({ game: 'travel-battle', players, options });
    await expect(create({ quickSetp: true })).rejects.toMatchObject({
      code: 'bad-request',
      message: expect.stringContaining('quickSetup'),
    });
    await expect(create({ quickSetup: 'yes' })).rejects.toMatchObject({ code: 'bad-request' });
  });
});
