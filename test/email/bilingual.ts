// What the bilingual whole games check (issue #17): each player receives only their own language. No
// Japanese in the English player's mails; in the Japanese player's mails, a Japanese subject and none
// of the English sentences of the message files (nor the game's, where the test says how to find them).
import { expect } from '@jest/globals';
import { MESSAGES } from '../../src/i18n/index';
import { form, formTokenIn, pathOf } from '../web/http';
import { replyTo, sendSmtp, waitForMail, type MailboxItem, type RunningService } from './service-support';

export const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

/** The fixed words of every English message: its longest piece between variables, when long enough
 *  to be a sentence of ours rather than a word a game might share. */
function englishSentences(tree: object): string[] {
  return Object.values(tree).flatMap((v) =>
    typeof v === 'string'
      ? v
          .split(/\{\{\s*\w+\s*\}\}/)
          .map((s) => s.trim())
          .filter((s) => /[A-Za-z]{3,}\s+[A-Za-z]{2,}\s+[A-Za-z]{2,}/.test(s) && !JAPANESE.test(s))
      : englishSentences(v as object),
  );
}

/** Replies to `mail` and returns the answer that comes back (threaded on the reply). */
export async function reply(service: RunningService, mail: MailboxItem, text: string): Promise<MailboxItem> {
  const id = await sendSmtp(service.smtpPort, replyTo(mail, mail.to, text));
  return waitForMail(service, (m) => m.headers['In-Reply-To'] === id, `answer to ${id}`);
}

/** Each of the two players' mails is wholly in their own language. */
export function expectOwnLanguages(
  mails: { english: MailboxItem[]; japanese: MailboxItem[] },
  opts: { atLeast: number; moreEnglish?: (text: string) => string[] },
): void {
  expect(mails.english.length).toBeGreaterThan(opts.atLeast);
  expect(mails.japanese.length).toBeGreaterThan(opts.atLeast);
  for (const m of mails.english)
    expect({ subject: m.subject, japanese: JAPANESE.test(`${m.subject}\n${m.text}`) }).toEqual({
      subject: m.subject,
      japanese: false,
    });
  const sentences = englishSentences(MESSAGES.en);
  for (const m of mails.japanese) {
    expect(m.subject).toMatch(JAPANESE);
    const leaks = [
      ...sentences.filter((s) => m.text.includes(s)),
      ...(opts.moreEnglish?.(`${m.subject}\n${m.text}`) ?? []),
    ];
    expect({ subject: m.subject, leaks }).toEqual({ subject: m.subject, leaks: [] });
  }
}

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** A page's text a reader sees (no tags, scripts or styles). */
const visible = (html: string) =>
  html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[#\w]+;/g, ' ');

/**
 * A player opens the mail's link, reads the page (`title` and the map's `mapTitle` in their
 * language; a Japanese page carries none of our English sentences) and sends the orders there; the
 * confirmation echoes them in the reader's order words.
 */
export async function ordersByLink(
  service: RunningService,
  mail: MailboxItem,
  orders: string,
  page: { gameType: string; title: RegExp; mapTitle: RegExp },
): Promise<void> {
  const link = /https?:\/\/\S+\/orders\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no orders link in ${mail.subject}`);
  const url = `${service.server.url}${pathOf(link)}`;
  const html = await (await fetch(url)).text();
  expect(html).toMatch(page.title);
  expect(html).toMatch(page.mapTitle);
  const lang = JAPANESE.test(page.title.source) ? 'ja' : 'en';
  const sentences = lang === 'ja' ? englishSentences(MESSAGES.en) : [];
  expect(sentences.filter((s) => visible(html).includes(s))).toEqual([]);
  const sent = await fetch(url, form({ orders, standing: '', formToken: formTokenIn(html) }));
  expect(sent.status).toBeLessThan(400);
  const confirmed = await sent.text();
  expect(sentences.filter((s) => visible(confirmed).includes(s))).toEqual([]);
  for (const line of service.server.services.ordersIn(page.gameType, lang, orders.split('\n')))
    expect(confirmed).toContain(escapeHtml(line));
}
