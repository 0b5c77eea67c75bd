// The PGlite directory lock: PGlite admits one process, and two processes on one directory silently
// lose data. The lock file is created with O_EXCL and holds the owner's pid; a lock whose pid is dead
// is stale and taken over; a live one makes the second opener refuse with a clear message.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

export class DatabaseLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly pid: number,
  ) {
    super(
      `the database in ${lockFile.replace(/\/[^/]+$/, '')} is in use by process ${pid} ` +
        `(a running 'despatch serve'?). PGlite admits one process: stop it, or let the command talk ` +
        `to the running server (DESPATCH_URL + ADMIN_TOKEN), or set DATABASE_URL to use PostgreSQL.`,
    );
    this.name = 'DatabaseLockedError';
  }
}

export function pidAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid holding the lock if it is alive, else null. */
export function lockHolder(lockFile: string): number | null {
  try {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    return pidAlive(pid) && pid !== process.pid ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the lock or throws DatabaseLockedError; returns the function that releases it. */
export function acquireLock(lockFile: string): () => void {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx', 0o600);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return () => {
        // Only remove our own lock: after a takeover the file may belong to someone else.
        if (readPid(lockFile) === process.pid) rmSync(lockFile, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = readPid(lockFile);
      if (pid !== null && pid !== process.pid && pidAlive(pid)) throw new DatabaseLockedError(lockFile, pid);
      // Stale (dead pid, empty or ours from a crash): remove and retry the exclusive create.
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`could not take the lock ${lockFile}`);
}

function readPid(lockFile: string): number | null {
  try {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}
