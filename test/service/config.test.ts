import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, describeConfig, loadConfig } from '../../src/config';
import { startupBanner, type RunningServer } from '../../src/server';

describe('configuration', () => {
  const dir = mkdtempSync(join(tmpdir(), 'despatch-config-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('when nothing is set, then defaults work and a SECRET is generated and kept (mode 0600)', () => {
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.baseUrl).toBe('http://localhost:3000');
    expect(config.secret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dir, 'secret')).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir }).secret).toBe(config.secret);
    expect(JSON.stringify(describeConfig(config))).not.toContain(config.secret);
    expect(config.generated.join(' ')).not.toContain(config.secret);
  });

  test.each([
    ['PORT', 'eighty'],
    ['BASE_URL', 'not a url'],
    ['INBOUND_AUTH', 'spf'],
    ['SMTP_URL', 'http://example.com'],
    ['SECRET', 'short'],
  ])('when %s is invalid, then start-up stops naming it', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: dir, [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir, [name]: value })).toThrow(new RegExp(name));
  });

  test('when a URL carries a password, then describeConfig masks it', () => {
    const config = loadConfig({ DATA_DIR: dir, SMTP_URL: 'smtp://u:hunter2hunter2@mail.example.com:587' });
    expect(JSON.stringify(describeConfig(config))).not.toContain('hunter2');
  });

  test('#24: replies are checked against the player by default; INBOUND_AUTH=none is a choice the start-up warns about', () => {
    expect(loadConfig({ DATA_DIR: dir }).inboundAuth).toBe('sender');
    const loose = loadConfig({ DATA_DIR: dir, INBOUND_AUTH: 'none' });
    const running = {
      url: 'http://localhost:3000',
      inbound: [],
      mailGoesTo: 'the mailbox',
    } as unknown as RunningServer;
    expect(startupBanner(loose, running)).toMatch(/WARNING: INBOUND_AUTH=none/);
    expect(startupBanner(loadConfig({ DATA_DIR: dir }), running)).not.toMatch(/WARNING/);
  });

  test('#39: plain http on a name other machines reach is a choice the start-up warns about; https or loopback is not', () => {
    const running = {
      url: 'http://localhost:3000',
      inbound: [],
      mailGoesTo: 'the mailbox',
    } as unknown as RunningServer;
    const banner = (BASE_URL: string) => startupBanner(loadConfig({ DATA_DIR: dir, BASE_URL }), running);
    expect(banner('http://despatch.example.org')).toMatch(
      /WARNING: BASE_URL http:\/\/despatch\.example\.org is plain http .* travel in clear/,
    );
    expect(banner('http://192.168.1.20:3000')).toMatch(/WARNING: BASE_URL/);
    for (const quiet of ['https://despatch.example.org', 'http://localhost:3000', 'http://127.0.0.1:8080'])
      expect(banner(quiet)).not.toMatch(/WARNING/);
  });
});
