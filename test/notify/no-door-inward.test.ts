// #44: no door inward. A notice goes only over https to a public address, checked after the name is
// resolved, at every send; loopback, private and link-local addresses are refused unless the
// organiser allows them (WEBHOOK_ALLOW_PRIVATE=1, as these tests' receiver needs). No redirect is
// followed, an answer is read only so far, and a receiver that never answers is given up.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createContext } from '../../src/app/base/context';
import { setNotifyChannel } from '../../src/app/notify/channels';
import { ServiceError } from '../../src/app/base/errors';
import { refusalIn } from '../../src/app/base/refusal';
import { translator } from '../../src/i18n/index';
import { checkedAddress, isInsideAddress, RefusedAddress } from '../../src/mail/notify/address-guard';
import { ANSWER_CAP_BYTES, postJson } from '../../src/mail/notify/post';
import { startReceiver, type NoticeReceiver } from '../support/notice-receiver';
import { testConfig } from '../support/services';
import { loadConfig } from '../../src/config';

describe('the address guard', () => {
  test.each([
    'https://127.0.0.1/hook',
    'https://127.8.9.10/hook',
    'https://10.1.2.3/hook',
    'https://172.16.0.9/hook',
    'https://192.168.1.1/hook',
    'https://169.254.169.254/latest/meta-data',
    'https://100.64.0.1/hook',
    'https://0.0.0.0/hook',
    'https://[::1]/hook',
    'https://[fe80::1]/hook',
    'https://[fd00::1]/hook',
    'https://[::ffff:127.0.0.1]/hook',
    'https://localhost/hook',
  ])('#44: %s is refused without WEBHOOK_ALLOW_PRIVATE', async (url) => {
    await expect(checkedAddress(new URL(url), false)).rejects.toBeInstanceOf(RefusedAddress);
  });

  test('#44: http is refused unless private addresses are allowed; a public address passes', async () => {
    await expect(checkedAddress(new URL('http://93.184.216.34/hook'), false)).rejects.toThrow('only https');
    await expect(checkedAddress(new URL('https://93.184.216.34/hook'), false)).resolves.toEqual({
      address: '93.184.216.34',
      family: 4,
    });
    await expect(checkedAddress(new URL('http://127.0.0.1:9/hook'), true)).resolves.toEqual({
      address: '127.0.0.1',
      family: 4,
    });
    // A name is resolved and its address checked: localhost is loopback whatever it is called.
    await expect(checkedAddress(new URL('https://localhost/'), false)).rejects.toThrow('private address');
    expect(isInsideAddress('2606:4700::1111')).toBe(false);
    expect(isInsideAddress('not an address')).toBe(true);
  });

  test('#44: a channel to a loopback, private or link-local address is refused when it is set, politely', async () => {
    const ctx = createContext(null as never, testConfig());
    for (const target of [
      'https://127.0.0.1/x',
      'https://10.0.0.8/x',
      'https://169.254.169.254/x',
      'https://[::1]/x',
    ]) {
      const err = await setNotifyChannel(ctx, 'ann@example.org', { kind: 'webhook', target }).catch(
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(ServiceError);
      expect(refusalIn(translator('en'), err as ServiceError)).toContain('is a local or private address');
      expect(refusalIn(translator('ja'), err as ServiceError)).toContain('ローカルまたはプライベート');
    }
    const http = await setNotifyChannel(ctx, 'ann@example.org', {
      kind: 'slack',
      target: 'http://hooks.example.org/x',
    }).catch((e: unknown) => e);
    expect(refusalIn(translator('en'), http as ServiceError)).toContain('write an https address');
  });
});

describe('the configuration', () => {
  test('#44: WEBHOOK_ALLOW_PRIVATE is off unless it is 1; another value stops start-up, naming it', () => {
    expect(testConfig().webhookAllowPrivate).toBe(false);
    expect(testConfig({ WEBHOOK_ALLOW_PRIVATE: '1' }).webhookAllowPrivate).toBe(true);
    expect(() => testConfig({ WEBHOOK_ALLOW_PRIVATE: 'yes' })).toThrow(/WEBHOOK_ALLOW_PRIVATE: must be '1'/);
    expect(testConfig().telegramApiUrl).toBe('https://api.telegram.org');
    expect(() =>
      loadConfig({ TELEGRAM_API_URL: 'ftp://x', SECRET: 'x'.repeat(32), ADMIN_TOKEN: 'y'.repeat(16) }),
    ).toThrow(/TELEGRAM_API_URL/);
  });
});

describe('one POST', () => {
  let receiver: NoticeReceiver;
  let odd: Server;
  let oddUrl = '';
  beforeAll(async () => {
    receiver = await startReceiver();
    // A receiver that redirects, one that answers a megabyte, one that never answers.
    odd = createServer((req, res) => {
      req.resume();
      if (req.url === '/redirect') {
        res.writeHead(307, { location: `${receiver.url}/redirected` });
        res.end();
      } else if (req.url === '/big') {
        res.writeHead(500);
        res.end('x'.repeat(1024 * 1024));
      }
      // '/silent': no answer at all.
    });
    await new Promise<void>((r) => odd.listen(0, '127.0.0.1', () => r()));
    oddUrl = `http://127.0.0.1:${(odd.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    odd.closeAllConnections();
    await new Promise((r) => odd.close(r));
    await receiver.close();
  });

  test('#44: without WEBHOOK_ALLOW_PRIVATE a POST to 127.0.0.1 never leaves', async () => {
    await expect(postJson(`${receiver.url}/x`, '{}', {}, { allowPrivate: false })).rejects.toBeInstanceOf(
      RefusedAddress,
    );
    expect(receiver.posts).toHaveLength(0);
  });

  test('#44: a redirect is an answer, not followed; an answer is read to its cap; a silent receiver is given up', async () => {
    const allowed = { allowPrivate: true, timeoutMs: 500 };
    expect((await postJson(`${oddUrl}/redirect`, '{}', {}, allowed)).status).toBe(307);
    expect(receiver.posts).toHaveLength(0);
    const big = await postJson(`${oddUrl}/big`, '{}', {}, allowed);
    expect(big.status).toBe(500);
    expect(big.text.length).toBeLessThanOrEqual(ANSWER_CAP_BYTES);
    await expect(postJson(`${oddUrl}/silent`, '{}', {}, allowed)).rejects.toThrow();
  });
});
