// The reply corpus (test/inbound/fixtures: Gmail, Outlook, Apple Mail, iOS, Android, Thunderbird,
// Yahoo, HTML-only, ISO-8859-1, Shift_JIS, base64, attachments, forwards, auto-replies, bounces) run
// through the WHOLE pipeline of a real game, on both databases: each fixture's token is replaced by
// a real one and its sender is the Union player. Every reply gets one threaded answer that lists
// exactly the order lines the manifest expects (the corpus orders are not legal Sharpsburg orders,
// so each one comes back as a problem), greetings set aside; automatic mail gets silence. Fixtures
// marked `accepted` carry `pass` among greetings and remarks: accepted, the lines around quoted.
import { readFileSync } from 'node:fs';
import { createRng } from '../../src/games/core/rng';
import { databases } from '../support/databases';
import { emailWorld, inbox, legalText, replyTo, snapshot, type EmailWorld } from './support';

interface Entry {
  file: string;
  client: string;
  expect: {
    text: string;
    token: string | null;
    isAutomatic: boolean;
    from: string;
    /** Greetings, names and remarks the answer quotes as set aside. */
    setAside?: string[];
    /** The orders are legal (`pass`): accepted, the step resolves. */
    accepted?: boolean;
  };
}
const dir = new URL('../inbound/fixtures/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('manifest.json', dir), 'utf8')) as Entry[];

/** Older fixtures' closing lines below the orders (newer ones name theirs in the manifest). */
const SIGN_OFFS: Record<string, string[]> = {
  'gmail-web-german.eml': ['Viele Grüße', 'Jens'],
  'outlook-365-desktop.eml': ['Alice'],
  'outlook-german-iso-8859-1.eml': ['Mit freundlichen Grüßen', 'Jürgen'],
};
const COMMANDS = new Set(['status']);

/** The order segments of the manifest text: one per line or `;`, comments dropped. */
const setAside = (e: Entry) => e.expect.setAside ?? SIGN_OFFS[e.file] ?? [];

function segments(e: Entry): string[] {
  const signOff = new Set(setAside(e));
  return e.expect.text
    .split('\n')
    .flatMap((l) => l.replace(/#.*$/, '').split(';'))
    .map((s) => s.trim())
    .filter((s) => s !== '' && !signOff.has(s) && !COMMANDS.has(s));
}

/** The quoted line texts of the answer's problem list: `  line 3 "move ...": ...`. */
const problemTexts = (text: string) => [...text.matchAll(/^ {2}line \d+ "(.*)": /gm)].map((m) => m[1]);

const OPTIONS = { env: { MAIL_DOMAIN: 'despatch.example', MAIL_FROM: 'Despatch <turns@despatch.example>' } };

describe.each(databases())('the reply corpus through the whole pipeline on %s', (_name, open) => {
  let world: EmailWorld;
  beforeAll(async () => {
    world = await emailWorld(open, OPTIONS);
  });
  afterAll(async () => {
    await world.close();
  });

  /** A game whose Union player is `from`; returns the fixture with its token made real. */
  async function fixtureFor(e: Entry) {
    const players = { union: e.expect.from, confederate: 'other.side@example.net' };
    const { gameId, number } = await world.services.createGame({ game: 'sharpsburg', players });
    const token = /orders\+([a-z2-7]+)@/.exec(replyTo(world, number, 'union', 1))?.[1] ?? '';
    expect(token).toHaveLength(e.expect.token?.length ?? 0);
    // Several fixtures of one client share a Message-ID: make each one this game's own.
    const messageId = `<corpus.${gameId}.${e.file}@example.org>`;
    const raw = readFileSync(new URL(e.file, dir))
      .toString('latin1')
      .replaceAll(e.expect.token ?? '', token)
      .replace(/^Message-ID:\s*<[^>]+>/im, `Message-ID: ${messageId}`);
    return { gameId, raw: Buffer.from(raw, 'latin1'), messageId };
  }

  test.each(manifest.map((e) => [e.file, e.client, e] as const))(
    '%s (%s)',
    async (_file, _client, e) => {
      const { gameId, raw, messageId } = await fixtureFor(e);
      const before = await snapshot(world, gameId);
      await world.handle(raw, { door: 'webhook' });
      const answers = (await inbox(world, e.expect.from, gameId)).filter((m) => m.kind === 'answer');
      const record = await world.db
        .selectFrom('inbound_mail')
        .select(['outcome', 'game_id'])
        .where('message_id', '=', messageId)
        .executeTakeFirstOrThrow();
      if (e.expect.isAutomatic) {
        expect(await snapshot(world, gameId)).toEqual(before);
        expect(answers).toEqual([]);
        expect(record.outcome).toBe('automatic');
        return;
      }
      expect(record).toEqual({ outcome: 'handled', game_id: gameId });
      expect(answers).toHaveLength(1);
      const answer = answers[0]?.mail;
      expect(answer?.inReplyTo).toBe(messageId);
      expect(answer?.references?.at(-1)).toBe(messageId);
      const signOff = setAside(e);
      if (signOff.length > 0) expect(answer?.text).toContain(signOff.map((l) => `"${l}"`).join(', '));
      else expect(answer?.text).not.toMatch(/greeting, a name or a remark/);
      if (e.expect.accepted) {
        expect(answer?.text).toContain(`Orders accepted. As we read them:\n  ${segments(e).join('\n  ')}\n`);
        expect((await snapshot(world, gameId)).subs).toHaveLength(1);
        return;
      }
      expect(await snapshot(world, gameId)).toEqual(before); // the other corpus orders are refused
      expect(problemTexts(answer?.text ?? '')).toEqual(segments(e));
      if (segments(e).length > 0) expect(answer?.text).toMatch(/Nothing was changed/);
      else expect(answer?.text).toMatch(/Turn 1, Union to move/); // status, or the empty reply
    },
    30_000,
  );

  test('EMAIL-CORPUS-5MB: a 5 MB reply (a photo attached) is read and its legal orders accepted', async () => {
    const from = 'big.photo@example.org';
    const { gameId, number } = await world.services.createGame({
      game: 'sharpsburg',
      players: { union: from, confederate: 'other.side@example.net' },
    });
    const orders = await legalText(world.services, gameId, 'union', createRng('5mb'));
    const photo = Buffer.alloc(5 * 1024 * 1024, 7)
      .toString('base64')
      .replace(/.{76}/g, '$&\r\n');
    const raw = [
      `From: Big Photo <${from}>`,
      `To: ${replyTo(world, number, 'union', 1)}`,
      'Subject: Re: orders, with the map I drew',
      'Message-ID: <five.mb@example.org>',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/plain; charset=utf-8',
      '',
      orders.replace(/\n/g, '\r\n'),
      '--b1',
      'Content-Type: image/jpeg; name="map.jpg"',
      'Content-Transfer-Encoding: base64',
      'Content-Disposition: attachment; filename="map.jpg"',
      '',
      photo,
      '--b1--',
      '',
    ].join('\r\n');
    expect(raw.length).toBeGreaterThan(5 * 1024 * 1024);
    await world.handle(Buffer.from(raw), { door: 'smtp' });
    const answer = (await inbox(world, from, gameId)).find((m) => m.kind === 'answer');
    expect(answer?.mail.text).toMatch(/Orders accepted/);
    expect((await snapshot(world, gameId)).subs).toHaveLength(1);
  }, 60_000);
});
