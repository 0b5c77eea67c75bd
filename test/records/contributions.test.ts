// Issue 45, point 1 and point 5: games played by links and replies carry each player's contribution to
// the dice; the record replays from the revealed seed and those contributions; a changed contribution
// or a changed die is caught; the export is what its published schema says.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportGame, type GameRecord } from '../../src/app/records/record';
import { gameRecordSchema } from '../../src/app/records/record-schema';
import { verifyRecord } from '../../src/app/records/verify-game';
import { createRng } from '../../src/games/core/rng';
import { getGame } from '../../src/games/index';
import { playSteps, type Table } from '../email/links-and-replies';
import { runCli } from '../support/cli';
import { databases } from '../support/databases';
import { webWorld } from '../email/web-world';

const GAMES = [
  {
    game: 'sharpsburg',
    players: { union: 'mac@example.org', confederate: 'lee@example.net' } as Record<string, string>,
    bylink: 'union',
  },
  { game: 'travel-battle', players: { red: 'rita@example.org', blue: 'ben@example.net' }, bylink: 'red' },
  {
    game: 'scotland',
    players: { scots: 'wallace@example.org', english: 'edward@example.net' },
    bylink: 'scots',
  },
];
/** Enough steps for each game to roll a die (a battle, a levy); the loop stops at the first. */
const MAX_STEPS = 12;

/** The first resolved step that rolled a die. */
const diceStep = (r: GameRecord) => r.steps.find((s) => s.resolvedAt && s.rolls.length > 0);
/** Both ways of playing are in the record, and a die was rolled. */
const enough = (r: GameRecord) =>
  diceStep(r) && new Set(r.steps.flatMap((s) => s.submissions.map((x) => x.channel))).size === 2;

describe.each(databases().slice(-1))(
  'dice from the seed and the players’ contributions on %s',
  (_db, open) => {
    const t = webWorld(open);

    const withSeed = (gameId: string) => exportGame(t.world.services.ctx, gameId, { withSeed: true });

    test.each(GAMES)(
      'issue 45 points 1 and 5: a $game game played by links and replies verifies with player contributions; a changed contribution or die is caught, in the export file too',
      async ({ game, players, bylink }) => {
        const table: Table = { ...t, players, bylink };
        const { gameId } = await t.world.services.createGame({ game, players });
        const rng = createRng(`contributions-${game}`);
        let record = await withSeed(gameId);
        for (let i = 0; i < MAX_STEPS && !enough(record); i++) {
          await playSteps(table, gameId, 1, rng);
          record = await withSeed(gameId);
        }
        expect(record.game.diceScheme).toBe(2);
        const subs = record.steps.flatMap((s) => s.submissions);
        expect(new Set(subs.map((s) => s.channel))).toEqual(new Set(['web', 'email']));
        for (const s of subs) expect(s.contribution).toMatch(/^[0-9a-f]{32,64}$/);
        const stored = await t.world.services.verifyStoredGame(gameId);
        expect([stored.ok, stored.seed, stored.difference?.what]).toEqual([true, null, undefined]);

        // issue 45 point 5: the export is what the published schema says, and verify reads it.
        const exported = JSON.parse(JSON.stringify(record)) as GameRecord;
        expect(gameRecordSchema.safeParse(exported).error?.issues).toBeUndefined();
        expect(verifyRecord(exported, getGame)).toMatchObject({ ok: true });

        const step = diceStep(record);
        if (!step) throw new Error(`${game}: no die in ${MAX_STEPS} steps`);
        // A changed contribution draws other dice; a step with one die can draw the same value by
        // chance, so every other first digit is tried: each that differs is caught at this step.
        const verdicts = [...'0123456789abcdef'].map((digit) => {
          const changed = structuredClone(exported);
          const sub = changed.steps
            .find((s) => s.seq === step.seq)!
            .submissions.find((s) => !s.superseded && s.contribution)!;
          if (sub.contribution!.startsWith(digit)) return null;
          sub.contribution = digit + sub.contribution!.slice(1);
          return verifyRecord(changed, getGame);
        });
        const caught = verdicts.filter((v) => v && !v.ok);
        expect(caught.length).toBeGreaterThan(0);
        for (const v of caught) {
          expect(v).toMatchObject({
            difference: { step: step.seq, what: expect.stringMatching(/^roll \d+: recorded/) },
          });
        }

        const changedDie = structuredClone(exported);
        const roll = changedDie.steps.find((s) => s.seq === step.seq)!.rolls[0]!;
        roll.value = (roll.value % roll.sides) + 1;
        expect(verifyRecord(changedDie, getGame)).toMatchObject({
          ok: false,
          difference: { step: step.seq, what: expect.stringMatching(/^roll 1: recorded/) },
        });

        // `despatch verify --file` reads an export offline.
        const dir = mkdtempSync(join(tmpdir(), 'record-'));
        const file = (name: string, r: GameRecord) => {
          writeFileSync(join(dir, name), JSON.stringify(r));
          return join(dir, name);
        };
        const good = await runCli(['verify', '--file', file('good.json', exported)], {});
        expect([good.code, good.err]).toEqual([0, expect.stringContaining('verified: ')]);
        const bad = await runCli(['verify', '--file', file('bad.json', changedDie)], {});
        expect([bad.code, bad.err]).toEqual([1, expect.stringContaining(`NOT verified at step ${step.seq}`)]);
      },
      120_000,
    );
  },
);
