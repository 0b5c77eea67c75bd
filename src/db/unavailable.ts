// Whether an error means the database cannot be reached for now (a PostgreSQL server restarting or
// failing over, a dropped connection, a full or read-only disk under it) rather than a bug: such a
// request is answered "try again in a moment" (503, SMTP 451), never as an internal error, and the
// work that failed was not stored (its transaction never committed).

/** Socket errors of a connection that could not be made or was cut. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);

/** Files the embedded database could not write: the disk is full or the folder read-only. */
const DISK_CODES = new Set(['ENOSPC', 'EROFS', 'EDQUOT', 'EACCES']);

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01-57P03 (the server shutting down or
 * starting), 53xxx (insufficient resources: disk full, out of memory, too many connections), 25006
 * (a read-only transaction: a standby that was the primary before a failover).
 */
const isUnavailableState = (s: string) =>
  s.startsWith('08') || /^57P0[123]$/.test(s) || s.startsWith('53') || s === '25006';

/** pg's own messages for a connection lost or never made (they carry no code). */
const LOST_CONNECTION =
  /Connection terminated|connection error|timeout exceeded when trying to connect|Client was closed|terminating connection/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (
      typeof code === 'string' &&
      (SOCKET_CODES.has(code) || DISK_CODES.has(code) || isUnavailableState(code))
    )
      return true;
    if (typeof message === 'string' && LOST_CONNECTION.test(message)) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Whether the disk under the database is the trouble (full, read-only): said apart in the log. */
export function isDiskTrouble(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (DISK_CODES.has(code) || code === '53100');
}
