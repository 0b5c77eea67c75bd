// A throwaway Dovecot IMAP server for the poller tests: a private config, maildirs and a user in
// a temp dir, listening on 127.0.0.1 only. Needs Debian's dovecot-imapd (.ci/run installs it);
// `dovecotAvailable()` lets the tests skip with a message when it is absent.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync, chmodSync, mkdirSync, chownSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

const DOVECOT = '/usr/sbin/dovecot';

export function dovecotAvailable(): boolean {
  return existsSync(DOVECOT);
}

export interface Dovecot {
  url: string;
  port: number;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    const ok = await new Promise<boolean>((resolve) => {
      const c = connect(port, '127.0.0.1');
      c.once('connect', () => {
        c.destroy();
        resolve(true);
      });
      c.once('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`dovecot did not open port ${port}`);
}

/** Users as root: mail processes run as `dovenull`; otherwise everything runs as the current user. */
function accounts(dir: string): string {
  if (process.getuid?.() === 0) {
    mkdirSync(join(dir, 'mail'));
    const id = (flag: string): number => Number(execFileSync('id', [flag, 'dovenull']).toString().trim());
    chownSync(join(dir, 'mail'), id('-u'), id('-g'));
    return 'uid=dovenull gid=dovenull';
  }
  const me = userInfo();
  mkdirSync(join(dir, 'mail'));
  return `uid=${me.uid} gid=${me.gid}\ndefault_internal_user = ${me.username}\ndefault_login_user = ${me.username}`;
}

export async function startDovecot(): Promise<Dovecot> {
  const dir = mkdtempSync(join(tmpdir(), 'despatch-dovecot-'));
  chmodSync(dir, 0o755);
  const port = await freePort();
  const users = accounts(dir);
  const [userdbArgs, ...globals] = users.split('\n');
  writeFileSync(join(dir, 'users'), 'club:{PLAIN}club-secret::::::\n');
  writeFileSync(
    join(dir, 'dovecot.conf'),
    [
      `base_dir = ${dir}/run`,
      `state_dir = ${dir}/run`,
      `log_path = ${dir}/dovecot.log`,
      ...globals,
      'protocols = imap',
      'listen = 127.0.0.1',
      'ssl = no',
      'disable_plaintext_auth = no',
      'auth_mechanisms = plain login',
      'first_valid_uid = 1',
      `mail_location = maildir:${dir}/mail/%u`,
      `passdb {\n  driver = passwd-file\n  args = scheme=PLAIN username_format=%u ${dir}/users\n}`,
      `userdb {\n  driver = static\n  args = ${userdbArgs} home=${dir}/mail/%u\n}`,
      `service imap-login {\n  inet_listener imap {\n    address = 127.0.0.1\n    port = ${port}\n  }\n  inet_listener imaps {\n    port = 0\n  }\n}`,
      'namespace inbox {\n  inbox = yes\n  separator = /\n}',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(DOVECOT, ['-F', '-c', join(dir, 'dovecot.conf')], { stdio: 'ignore' });
  await waitForPort(port, Date.now() + 10_000);
  return {
    port,
    url: `imap://club:club-secret@127.0.0.1:${port}/INBOX`,
    async stop() {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
