// Scotland the Brave through the service on both databases: a Rebellion game created like any other,
// the Scots playing from the links in their mails (the orders page), the English by replying to
// theirs, for the set-up and the first months; every report carries the map, and the record verifies.
import { createRng } from '../../src/games/core/rng';
import { inbox, latestPrompt } from '../email/support';
import { byLink, playSteps as playStepsOf, type Table } from '../email/links-and-replies';
import { databases } from '../support/databases';
import { webWorld } from '../email/web-world';

const players = { scots: 'wallace@example.org', english: 'edward@example.net' };
const STEPS = 10;

describe.each(databases())('Scotland the Brave through the service on %s', (_name, open) => {
  const t = webWorld(open);

  const table = (): Table => ({ ...t, players, bylink: 'scots' });
  const playSteps = (gameId: string, steps: number, seed: string) =>
    playStepsOf(table(), gameId, steps, createRng(seed));

  test('a Rebellion game is set up and played by links (Scots) and by replies (English), with a map in every report', async () => {
    expect(t.world.services.gameTypes().map((g) => g.id)).toContain('scotland');
    const { gameId } = await t.world.services.createGame({ game: 'scotland', players });
    await playSteps(gameId, STEPS, 'scotland-service');
    const v = await t.world.services.getSideView({ gameId, side: 'english' });
    expect(v.step.seq).toBeGreaterThan(STEPS / 2);
    for (const to of Object.values(players)) {
      const reports = (await inbox(t.world, to, gameId)).filter((m) => m.kind === 'report');
      expect(reports.length).toBeGreaterThan(2);
      for (const r of reports) {
        const map = r.mail.attachments.find((a) => a.contentType === 'image/png');
        expect(map?.picture ?? map?.contentBase64).toBeTruthy();
        expect(r.mail.html).toContain(`cid:${map?.cid}`);
      }
    }
    expect(await t.world.services.verifyStoredGame(gameId)).toMatchObject({ ok: true, seed: null });
  }, 300_000);

  test("STB-13.0, STB-13.2.1c, STB-13.3a, STB-13.4: a Toom Tabard game is created by scenario, set up by the Scots' link and played a whole month by links and replies; every text names Balliol, never Wallace", async () => {
    expect(t.world.services.gameTypes().find((g) => g.id === 'scotland')?.scenarios).toContainEqual({
      id: 'toom-tabard',
      title: 'The Toom Tabard',
    });
    const { gameId } = await t.world.services.createGame({
      game: 'scotland',
      players,
      scenario: 'toom-tabard',
    });
    const first = await latestPrompt(t.world, players.scots, gameId);
    expect(first?.mail.subject).toContain("Set-up: Balliol's army");
    expect(first?.mail.text).toContain('Place Balliol and Comyn');
    expect((await latestPrompt(t.world, players.english, gameId))?.mail.subject ?? '').not.toContain(
      'Set-up',
    );
    await byLink(table(), gameId, 'Balliol at Stirling');
    let v = await t.world.services.getSideView({ gameId, side: 'english' });
    expect(v.step.title).toMatch(/^March 1296, /);
    // March 1296 is two player turns and the Mobilization step; then April begins.
    await playSteps(gameId, 3, 'toom-tabard-service');
    v = await t.world.services.getSideView({ gameId, side: 'english' });
    expect(v.step.title).toMatch(/^April 1296, /);
    const mails = [
      ...(await inbox(t.world, players.scots, gameId)),
      ...(await inbox(t.world, players.english, gameId)),
    ];
    const reports = mails.filter((m) => m.kind === 'report');
    expect(reports.length).toBeGreaterThan(3);
    expect(reports.map((r) => r.mail.text).join('\n')).toContain(
      'Balliol and Comyn take the field in Stirling (0504) with 4 regular infantry and 1 regular cavalry (STB-13.2.1c).',
    );
    // The counters' ids never reach a player either (the players' own addresses aside).
    const words = (m: (typeof mails)[number]) =>
      `${m.mail.subject}\n${m.mail.text}`.replace(/[\w.+-]+@[\w.-]+/g, '');
    for (const m of mails) expect(words(m)).not.toMatch(/wallace|murray/i);
    for (const r of reports) expect(r.mail.attachments.some((a) => a.contentType === 'image/png')).toBe(true);
    expect(await t.world.services.verifyStoredGame(gameId)).toMatchObject({ ok: true, seed: null });
  }, 300_000);
});
