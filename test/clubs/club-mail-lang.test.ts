// issue #17: the club mails in the member's language — a challenge, a side-bid request and a lapsed
// seek as a Japanese reader gets them (golden text), and the English challenge beside it. Pure
// composers: no database. UPDATE_GOLDEN=1 rewrites the files on purpose.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readerIn, momentOf, gameTitleIn, sideIn } from '../../src/app/clubs/member-reader';
import { sharpsburg } from '../../src/games/sharpsburg/index';
import type { Lang } from '../../src/i18n/index';
import { composeBidRequest, composeChallengeNotice } from '../../src/mail/compose/club';
import { composeSeekLapsed } from '../../src/mail/compose/seek-lapsed';
import type { OutgoingMail } from '../../src/mail/compose/types';

const GOLDEN = path.join(path.dirname(fileURLToPath(import.meta.url)), 'golden');

function golden(name: string, mail: OutgoingMail): void {
  const actual = `Subject: ${mail.subject}\n\n${mail.text}`;
  const file = path.join(GOLDEN, name);
  if (process.env.UPDATE_GOLDEN === '1') writeFileSync(file, actual);
  if (!existsSync(file)) throw new Error(`golden file ${name} is missing: run with UPDATE_GOLDEN=1`);
  expect(actual).toBe(readFileSync(file, 'utf8'));
}

const base = (lang: Lang) => ({
  to: 'hana@example.jp',
  mailDomain: 'despatch.example',
  lang,
  replyTo: 'orders+p1@despatch.example',
  hubUrl: 'https://despatch.example/hub/TOKEN',
});

function challenge(lang: Lang): OutgoingMail {
  const reader = readerIn(lang, 'Asia/Tokyo');
  return composeChallengeNotice({
    ...base(lang),
    challengeId: 7,
    challenger: 'ann@example.org',
    ladder: 'Antietam',
    club: 'Hastings',
    game: gameTitleIn(reader, sharpsburg as never),
    answerBy: momentOf(reader, '2026-12-02T10:49:00Z'),
    silence: 'forfeit',
  });
}

describe('club mails in the member language', () => {
  it('#17: a challenge to a Japanese member is wholly Japanese, dates in their locale and zone', () => {
    const mail = challenge('ja');
    golden('challenge-ja.txt', mail);
    expect(mail.subject).toBe('[Despatch] ann@example.org から Antietam で挑戦が届きました');
    expect(mail.text).toContain('2026年12月2日(水) 10:49 UTC (2026年12月2日(水) 19:49 Asia/Tokyo)');
    expect(mail.html).toContain('<html lang="ja">');
    expect(mail.html).toContain('マイページで返答する');
    // The reply words in Japanese (the English ones work too).
    expect(mail.text).toMatch(/^ +受諾$/m);
  });

  it('#17: the same challenge to an English member keeps the English mail', () => {
    const mail = challenge('en');
    expect(mail.subject).toBe('[Despatch] ann@example.org challenges you on Antietam');
    expect(mail.text).toContain('Please answer by Wed 2 Dec 2026, 10:49 UTC');
    expect(mail.text).not.toMatch(/[\u3040-\u30ff]/);
  });

  it('#17: a side-bid request names the sides in Japanese and keeps the command words', () => {
    const reader = readerIn('ja');
    const mail = composeBidRequest({
      ...base('ja'),
      challengeId: 7,
      opponent: 'ann@example.org',
      ladder: 'Antietam',
      club: 'Hastings',
      game: gameTitleIn(reader, sharpsburg as never),
      sides: sharpsburg.sides.map((s) => ({ id: s, name: sideIn(reader, sharpsburg as never, s) })),
      unit: 'VP',
      bidBy: momentOf(reader, '2026-12-02T10:49:00Z'),
    });
    golden('bid-request-ja.txt', mail);
    expect(mail.text).toContain('北軍と南軍');
    expect(mail.text).toContain('入札 3 北軍');
  });

  it('#17: a lapsed seek in Japanese', () => {
    const mail = composeSeekLapsed({
      ...base('ja'),
      seekId: 4,
      ladder: 'Antietam',
      club: 'Hastings',
      game: gameTitleIn(readerIn('ja'), sharpsburg as never),
    });
    golden('seek-lapsed-ja.txt', mail);
    expect(mail.subject).toBe('[Despatch] Antietam での対戦相手の募集が期限切れになりました');
  });
});
