// Issue #47: the disk under the embedded database fills up under the running service. DATA_DIR is a
// small tmpfs the test mounts (it needs root, or the test says why it skips), filled to the brim with
// a file. Meanwhile a submission gets
// "try again in a moment" (503, nothing stored), a mail reply a 451, /healthz says the disk is
// degraded, and the log says so once; with room again the same submission is stored and resolved,
// and everything stored before is still there.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDataDir } from '../support/databases';
import {
  gameWithPrompt,
  healthz,
  newWorkRefused,
  refusedTryAgain,
  relayedServer,
  takenAgain,
} from '../support/relayed';

/** A fresh tmpfs of `mb` megabytes, or null (and why) when this process may not mount one. */
function smallDisk(mb: number): { dir: string } | { why: string } {
  const dir = mkdtempSync(join(tmpdir(), 'despatch-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${mb}m`, 'tmpfs', dir], { stdio: 'pipe' });
    return { dir };
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    return { why: (err as Error).message.split('\n')[0] ?? 'mount failed' };
  }
}

const disk = smallDisk(160);
if ('why' in disk)
  process.stderr.write(`disk-full.test.ts skipped: cannot mount a small tmpfs (${disk.why})\n`);
const maybe = 'dir' in disk ? describe : describe.skip;

maybe('a full or read-only disk under the embedded database', () => {
  const dir = 'dir' in disk ? disk.dir : '';
  const data = join(dir, 'data');
  const filler = join(dir, 'filler');
  const s = relayedServer({
    dataDir: async () => {
      await seedDataDir(data);
      return data;
    },
  });
  afterAll(() => {
    execFileSync('umount', [dir], { stdio: 'pipe' });
    rmSync(dir, { recursive: true, force: true });
  });

  /** Writes a file until the disk has less than `leftMb` free. */
  const fill = (leftMb: number) => {
    const free = () => Number(statfsSync(dir).bavail) * Number(statfsSync(dir).bsize);
    const mb = Math.max(0, Math.floor(free() / 1048576) - leftMb);
    writeFileSync(filler, Buffer.alloc(mb * 1048576));
  };
  test('#47: a full disk: work refused with "try again", /healthz degraded, nothing lost; room again and it goes on', async () => {
    const { gameId, token, replyTo } = await gameWithPrompt(s, 'disk.example');

    fill(4);
    await refusedTryAgain(s, token);
    expect(s.logged.filter((l) => l.startsWith('disk: '))).toEqual([
      expect.stringMatching(/^disk: the disk under .* KB free \(below 16 MB\): new work is refused/),
    ]);
    const full = await healthz(s);
    expect(full.status).toBe(503);
    expect(full.body.degraded).toContain('disk');
    await newWorkRefused(s, 'disk.example', replyTo, 'ENOSPC');

    rmSync(filler);

    // Nothing stored was lost, and the same submission now goes through and resolves the step.
    await takenAgain(s, token);
    const games = await s.server.services.ctx.db.selectFrom('games').select(['id', 'current_step']).execute();
    expect(games).toEqual([{ id: gameId, current_step: 2 }]);
    expect(s.logged.filter((l) => l.startsWith('disk: ')).slice(1)).toEqual([
      'disk: there is room again; new work is accepted',
    ]);
  }, 120_000);
});
