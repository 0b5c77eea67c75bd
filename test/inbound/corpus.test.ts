// The reply corpus: each fixture is shaped like a real client's reply (see build-fixtures.mjs),
// and the manifest says which order text and which flags must come out of it.
import { readFileSync } from 'node:fs';
import { parseInbound } from '../../src/mail/inbound/parse';
import type { InboundAddressing } from '../../src/mail/inbound/types';

interface Expectation {
  text: string;
  token: string | null;
  isAutomatic: boolean;
  why?: string;
  from: string;
  fromName: string;
  attachments: number;
  /** Automatic mails whose body text does not matter (bounces). */
  skipText?: boolean;
}
interface Entry {
  file: string;
  client: string;
  expect: Expectation;
}

export const ADDRESSING: InboundAddressing = {
  mailDomain: 'despatch.example',
  ownAddresses: ['turns@despatch.example'],
};

const dir = new URL('./fixtures/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('manifest.json', dir), 'utf8')) as Entry[];

describe('inbound corpus: replies from real clients', () => {
  test('the corpus has at least 30 fixtures', () => {
    expect(manifest.length).toBeGreaterThanOrEqual(30);
  });

  test.each(manifest.map((e) => [e.file, e.client, e.expect] as const))(
    '%s (%s)',
    async (file, _client, want) => {
      const parsed = await parseInbound(readFileSync(new URL(file, dir)), ADDRESSING);
      if (!want.skipText) expect(parsed.text).toBe(want.text);
      expect(parsed.isAutomatic).toBe(want.isAutomatic);
      expect(parsed.why).toBe(want.why ?? null);
      expect(parsed.replyToken).toBe(want.token);
      expect(parsed.from).toEqual({ address: want.from, name: want.fromName });
      expect(parsed.attachmentCount).toBe(want.attachments);
      expect(parsed.messageId).toMatch(/^<.+@.+>$/);
    },
  );
});
