// What the bilingual whole games check (issue #17): each player receives only their own language. No
// Japanese in the English player's mails; in the Japanese player's mails, a Japanese subject and none
// of the English sentences of the message files (nor the game's, where the test says how to find them).
import { expect } from '@jest/globals';
import { MESSAGES } from '../../src/i18n/index';
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
