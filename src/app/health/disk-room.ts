// Room on the embedded database's disk for new work. PGlite writes its files under DATA_DIR: when
// the disk fills up or the folder turns read-only, a write could fail half-way through the
// database's own files. So before that, new work (a submission, a mail reply, a new game) is refused
// as "try again in a moment" (503 on the web, 451 to a sending mail server), nothing stored is
// touched, and the work is taken again once space returns. Said once in the log each way.
import { access, constants, statfs } from 'node:fs/promises';

/** Below this much free space new work is refused (the health check warns at 64 MB). */
export const STOP_BELOW_BYTES = 16 * 1024 * 1024;
/** A statfs at most this often: a burst of submissions asks the disk once. */
const CHECK_EVERY_MS = 500;

export interface DiskRoom {
  /** Throws while there is no room: an ENOSPC or EROFS error, which every door answers "try again". */
  ensure(): Promise<void>;
}

export function diskRoom(dir: string, log: (line: string) => void): DiskRoom {
  let checkedAt = -Infinity;
  let full: { why: string; code: 'ENOSPC' | 'EROFS' } | null = null;
  let checking: Promise<void> | null = null;
  const check = async () => {
    const writable = await access(dir, constants.W_OK).then(
      () => true,
      () => false,
    );
    const free = await statfs(dir).then(
      (s) => Number(s.bavail) * Number(s.bsize),
      () => null,
    );
    const why = !writable
      ? `the data folder ${dir} cannot be written`
      : free !== null && free < STOP_BELOW_BYTES
        ? `the disk under ${dir} has ${Math.floor(free / 1024)} KB free (below ${STOP_BELOW_BYTES / 1048576} MB)`
        : null;
    if (why && !full)
      log(
        `disk: ${why}: new work is refused ("try again in a moment") until there is room; nothing stored is lost`,
      );
    if (!why && full) log('disk: there is room again; new work is accepted');
    full = why ? { why, code: writable ? 'ENOSPC' : 'EROFS' } : null;
    checkedAt = performance.now();
  };
  return {
    async ensure() {
      if (performance.now() - checkedAt >= CHECK_EVERY_MS) {
        checking ??= check().finally(() => (checking = null));
        await checking;
      }
      // The code a failed write of the database would carry (db/unavailable.ts): the same answers.
      if (full) throw Object.assign(new Error(`no room for new work: ${full.why}`), { code: full.code });
    },
  };
}
