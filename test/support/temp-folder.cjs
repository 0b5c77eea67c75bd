// Jest's globalSetup and globalTeardown: the tests' temporary files (each test's embedded database, a
// 40 MB folder of 1,200 files copied and removed again, mailboxes, browser profiles) go to a fresh
// folder in memory (/dev/shm) when the machine has room there, not to the disk: copying and removing
// a database costs about 0.1 s there and several seconds on a busy disk. A TMPDIR you set yourself is
// kept. Everything in the folder goes at the end, whatever a test left behind.
const { chmodSync, mkdtempSync, rmSync, statfsSync } = require('node:fs');
const { join } = require('node:path');

const MEMORY = '/dev/shm';
/** Room enough for both workers' databases and a browser or two at once, with a wide margin. */
const NEEDED_BYTES = 4 * 1024 ** 3;

function roomIn(dir) {
  try {
    const s = statfsSync(dir);
    return Number(s.bavail) * Number(s.bsize);
  } catch {
    return 0;
  }
}

async function setup() {
  if (process.env.TMPDIR || roomIn(MEMORY) < NEEDED_BYTES) return;
  const dir = mkdtempSync(join(MEMORY, 'despatch-tests-'));
  chmodSync(dir, 0o1777); // as /tmp: the PostgreSQL and Dovecot the tests start run as their own users
  process.env.TMPDIR = dir;
  process.env.DESPATCH_TESTS_TMPDIR = dir;
}

async function teardown() {
  const dir = process.env.DESPATCH_TESTS_TMPDIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}

module.exports = { setup, teardown };
