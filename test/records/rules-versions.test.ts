// Issue 45: Scotland's rules version 2 makes every die a roll event with its value, each strategy
// marker draw seen by the drawing side alone until the game is over. A game keeps the rules version it
// was made with: one recorded under version 1 (the fixture, exported by the code of that version)
// still verifies under it; a new game is of version 2 and verifies under 2; a changed die is caught in
// both. A running game's replay lists the draws a side may see and never the other side's.
import { readFileSync } from 'node:fs';
import { exportGame, type GameRecord } from '../../src/app/records/record';
import { gameRecordSchema } from '../../src/app/records/record-schema';
import { verifyRecord } from '../../src/app/records/verify-game';
import { createRng } from '../../src/games/core/rng';
import { getGame } from '../../src/games/index';
import { scotland } from '../../src/games/scotland';
import { playSteps, type Table } from '../email/links-and-replies';
import { inbox, latestPrompt } from '../email/support';
import { databases } from '../support/databases';
import { webWorld } from '../email/web-world';

const FIXTURE = new URL('../fixtures/records/scotland-rules-1.json', import.meta.url);
const players = { scots: 'bruce@example.org', english: 'longshanks@example.net' };

const isDraw = (purpose: unknown, side?: 'Scottish' | 'English') =>
  new RegExp(`^${side ?? '(Scottish|English)'} marker draw \\(1-\\d+\\)$`).test(String(purpose));

/** A record with one die of a step moved on by one face. */
function withChangedDie(record: GameRecord, seq: number, index: number): GameRecord {
  const changed = structuredClone(record);
  const roll = changed.steps.find((s) => s.seq === seq)!.rolls[index]!;
  roll.value = (roll.value % roll.sides) + 1;
  return changed;
}

test('issue 45, STB-10.0b: a Scotland game recorded under rules version 1 still verifies under it; a changed marker draw is caught; an unknown version is refused', () => {
  const record = JSON.parse(readFileSync(FIXTURE, 'utf8')) as GameRecord;
  expect(gameRecordSchema.safeParse(record).error?.issues).toBeUndefined();
  expect([record.game.rulesVersion, scotland.rulesVersion, scotland.rulesVersions]).toEqual([1, 2, [1, 2]]);
  expect(verifyRecord(record, getGame)).toEqual({ ok: true, steps: 8, rolls: 54 });

  // Version 1 logged the marker draws in the step's rolls but in no event.
  const step = record.steps.find((s) => s.rolls.some((r) => isDraw(r.purpose)))!;
  expect(step.events?.some((e) => isDraw(e.purpose))).toBe(false);
  const draw = step.rolls.findIndex((r) => isDraw(r.purpose, 'English'));
  expect(verifyRecord(withChangedDie(record, step.seq, draw), getGame)).toMatchObject({
    ok: false,
    difference: { step: step.seq, what: expect.stringMatching(`^roll ${draw + 1}: recorded .* marker draw`) },
  });

  const later = structuredClone(record);
  later.game.rulesVersion = 3;
  expect(verifyRecord(later, getGame)).toMatchObject({
    ok: false,
    difference: { step: 0, what: 'rules version 3 recorded, 1, 2 installed' },
  });
});

test('issue 45: verify compares what each event says happened, not its wording, which a later release may improve', () => {
  const record = JSON.parse(readFileSync(FIXTURE, 'utf8')) as GameRecord;
  const step = record.steps.find((s) => (s.events?.length ?? 0) > 0)!;
  const reworded = structuredClone(record);
  const event = reworded.steps.find((s) => s.seq === step.seq)!.events![0]!;
  event.text = `${String(event.text)} (in other words)`;
  expect(verifyRecord(reworded, getGame)).toMatchObject({ ok: true });
  event.kind = `${event.kind}-changed`;
  expect(verifyRecord(reworded, getGame)).toMatchObject({
    ok: false,
    difference: { step: step.seq, what: 'the events differ' },
  });
});

describe.each(databases().slice(-1))('Scotland’s dice as events on %s', (_db, open) => {
  const t = webWorld(open);

  test('issue 45, STB-3.1b, STB-10.0b: a new game with markers, played by links and replies, is of rules version 2: every die of a step is a roll event, each marker draw seen by its side alone; the running replay lists a side’s own draws, never the other’s; verify catches a changed draw', async () => {
    const { gameId } = await t.world.services.createGame({
      game: 'scotland',
      players,
      options: { markers: true },
    });
    const table: Table = { ...t, players, bylink: 'scots' };
    const rng = createRng('rules-versions');
    const withSeed = () => exportGame(t.world.services.ctx, gameId, { withSeed: true });
    let record = await withSeed();
    const drawStep = (r: GameRecord) =>
      r.steps.find((s) => s.resolvedAt && s.rolls.some((x) => isDraw(x.purpose)));
    for (let i = 0; i < 6 && !drawStep(record); i++) {
      await playSteps(table, gameId, 1, rng);
      record = await withSeed();
    }
    expect(record.game.rulesVersion).toBe(2);
    const step = drawStep(record);
    if (!step) throw new Error('no marker draw in 6 steps');

    // Every die of the step is a roll event with its value, in order, and names its clause.
    const rollEvents = (step.events ?? []).filter((e) => e.kind === 'roll' && typeof e.value === 'number');
    expect(rollEvents.map((e) => [e.purpose, e.sides, e.value])).toEqual(
      step.rolls.map((r) => [r.purpose, r.sides, r.value]),
    );
    for (const e of rollEvents) {
      const side = /^Scottish/.test(String(e.purpose)) ? 'scots' : 'english';
      expect([e.purpose, e.visibleTo, e.clause]).toEqual(
        isDraw(e.purpose)
          ? [e.purpose, [side], 'STB-10.0b']
          : [expect.stringMatching(/Marches/), undefined, 'STB-3.1c'],
      );
    }
    const draws = (who: 'Scottish' | 'English') => step.rolls.filter((r) => isDraw(r.purpose, who));
    expect([draws('Scottish').length, draws('English').length]).toEqual([5, 5]);

    // The running game's replay: each side's dice are its own draws and the public March dice.
    for (const [side, own, other] of [
      ['scots', 'Scottish', 'English'],
      ['english', 'English', 'Scottish'],
    ] as const) {
      const replay = await t.world.services.replayStep({ gameId, side, step: step.seq });
      expect(replay.finished).toBe(false);
      expect(replay.dice.filter((d) => isDraw(d.purpose))).toEqual(draws(own));
      expect(replay.dice.map((d) => d.purpose)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Scottish Marches/),
          expect.stringMatching(/^English Marches/),
        ]),
      );
      expect(JSON.stringify(replay.events)).not.toContain(`${other} marker draw`);
    }
    // The report mails: each side's lists its own draws' dice, never the other side's.
    const mails = async (to: string) =>
      (await inbox(t.world, to, gameId)).map((m) => m.mail.text ?? '').join('\n');
    const [scotsMail, englishMail] = [await mails(players.scots), await mails(players.english)];
    expect([
      scotsMail.includes('Die for Scottish marker draw'),
      scotsMail.includes('English marker draw'),
    ]).toEqual([true, false]);
    expect([
      englishMail.includes('Die for English marker draw'),
      englishMail.includes('Scottish marker draw'),
    ]).toEqual([true, false]);
    // The page itself, from the Scots' own link.
    const link = /\/orders\/[\w.-]+/.exec(
      (await latestPrompt(t.world, players.scots, gameId))?.mail.text ?? '',
    )?.[0];
    const html = await (
      await fetch(`${t.web.base}${link!.replace('/orders/', '/replay/')}?step=${step.seq}`)
    ).text();
    expect(html).toContain('Scottish marker draw (1-');
    expect(html).not.toContain('English marker draw');

    // Verify replays it under version 2, and catches a changed draw.
    expect(await t.world.services.verifyStoredGame(gameId)).toMatchObject({ ok: true, seed: null });
    expect(verifyRecord(record, getGame)).toMatchObject({ ok: true });
    const draw = step.rolls.findIndex((r) => isDraw(r.purpose, 'Scottish'));
    expect(verifyRecord(withChangedDie(record, step.seq, draw), getGame)).toMatchObject({
      ok: false,
      difference: { step: step.seq, what: expect.stringMatching(`^roll ${draw + 1}: recorded`) },
    });
  }, 180_000);
});
