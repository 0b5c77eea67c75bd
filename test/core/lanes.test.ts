// Every test file runs in exactly one lane (jest.config.js builds one project per lane), and the
// rules lane stays pure: none of its files reach a database, a server, a browser or a mailer.
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const { LANES, SOAK } = createRequire(import.meta.url)('../support/lanes.cjs') as {
  LANES: Record<string, string[]>;
  SOAK: string;
};
const TEST = join(import.meta.dirname, '..');

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.test.ts'))
    .map((e) => join(e.parentPath, e.name));
}

describe('test lanes', () => {
  it('puts every test folder in exactly one lane', () => {
    const folders = readdirSync(TEST, { withFileTypes: true })
      .filter((e) => e.isDirectory() && testFiles(join(TEST, e.name)).length > 0)
      .map((e) => e.name)
      .sort();
    const laned = Object.values(LANES).flat().sort();
    expect(laned).toEqual(folders);
  });

  it('keeps the rules and soak lanes free of databases, servers, browsers and mail', () => {
    // Imports only (a comment may name a folder); composing mail is pure, sending it is not.
    const impure =
      /from '[^']*(support\/(databases|services|chromium|smtp-relay|relayed|child-service|cli)|src\/(db|server|web)\/|src\/mail\/(?!compose))/;
    const soaks = testFiles(TEST).filter((file) => file.endsWith(SOAK));
    const offenders = [...LANES.rules!.flatMap((f) => testFiles(join(TEST, f))), ...soaks].filter((file) =>
      impure.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
