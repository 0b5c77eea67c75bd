// Issue #47: the data folder under the embedded database turns read-only (a disk remounted read-only
// after an error, a wrong permission) under the running service. The test mounts a read-only view of
// DATA_DIR over it (a bind mount, remounted `ro`; it needs root, or the test says why it skips): files
// the database already holds open stay as they were, and every new look at the folder meets EROFS, as
// after a remount. Meanwhile new work is refused as on a full disk: a submission gets "try again in a
// moment" (503, nothing stored), a mail reply a 451, a new game EROFS, /healthz marks `disk` (503) and
// the log says so once; once the folder is writable again the same submission is stored and
// resolved, and everything stored before is still there.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import {
  gameWithPrompt,
  healthz,
  newWorkRefused,
  refusedTryAgain,
  relayedServer,
  takenAgain,
} from '../support/relayed';

/** Why this process may not bind-mount a folder read-only over itself, or null when it may. */
function cannotRemount(): string | null {
  if (process.getuid?.() !== 0) return 'not root (a bind mount needs it)';
  const probe = mkdtempSync('/tmp/despatch-ro-probe-');
  try {
    execFileSync('mount', ['--bind', probe, probe], { stdio: 'pipe' });
    execFileSync('mount', ['-o', 'remount,bind,ro', probe], { stdio: 'pipe' });
    execFileSync('umount', [probe], { stdio: 'pipe' });
    return null;
  } catch (err) {
    return (err as Error).message.split('\n')[0] ?? 'mount failed';
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}

const why = cannotRemount();
if (why) process.stderr.write(`read-only-disk.test.ts skipped: cannot mount a read-only view (${why})\n`);
const maybe = why ? describe.skip : describe;

maybe('a read-only data folder under the embedded database', () => {
  let readOnly = false;
  const writable = () => {
    if (!readOnly) return;
    execFileSync('umount', [s.dataDir], { stdio: 'pipe' });
    readOnly = false;
  };
  // Declared before the service's: the folder is writable again before the service closes.
  afterAll(writable);
  const s = relayedServer();

  test('#47: a read-only data folder: work refused with "try again", /healthz degraded, nothing lost; writable again and it goes on', async () => {
    const { gameId, token, replyTo } = await gameWithPrompt(s, 'ro.example');
    const before = await s.server.services.ctx.db.selectFrom('steps').selectAll().orderBy('seq').execute();

    execFileSync('mount', ['--bind', s.dataDir, s.dataDir], { stdio: 'pipe' });
    readOnly = true;
    execFileSync('mount', ['-o', 'remount,bind,ro', s.dataDir], { stdio: 'pipe' });

    await refusedTryAgain(s, token);
    expect(s.logged.filter((l) => l.startsWith('disk: '))).toEqual([
      expect.stringMatching(/^disk: the data folder .* cannot be written: new work is refused/),
    ]);
    const ro = await healthz(s);
    expect(ro.status).toBe(503);
    expect(ro.body.degraded).toContain('disk');
    expect(ro.body.disk.writable).toBe(false);
    await newWorkRefused(s, 'ro.example', replyTo, 'EROFS');
    expect(await s.server.services.ctx.db.selectFrom('submissions').selectAll().execute()).toEqual([]);

    writable();

    // Nothing stored was lost, and the same submission now goes through and resolves the step.
    await takenAgain(s, token);
    const games = await s.server.services.ctx.db.selectFrom('games').select(['id', 'current_step']).execute();
    expect(games).toEqual([{ id: gameId, current_step: 2 }]);
    const after = await s.server.services.ctx.db.selectFrom('steps').selectAll().orderBy('seq').execute();
    expect(after.map((s) => s.seq).slice(0, before.length)).toEqual(before.map((s) => s.seq));
    expect((await s.server.services.verifyStoredGame(gameId)).ok).toBe(true);
    expect(s.logged.filter((l) => l.startsWith('disk: ')).slice(1)).toEqual([
      'disk: there is room again; new work is accepted',
    ]);
  }, 120_000);
});
