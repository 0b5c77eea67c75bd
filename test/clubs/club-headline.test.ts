// #39: the subject of an answer to club commands says what happened, in English and Japanese.
import { translator } from '../../src/i18n/index';
import { answerHeadline } from '../../src/app/replies/handle-reply';
import { clubHeadline } from '../../src/app/replies/club-headline';

describe('club answers are headed by what happened', () => {
  const en = translator('en');
  const ja = translator('ja');

  test('CLUB-HEAD-1: accept done and standings refused is "Partly done", never "Not done"', () => {
    expect(answerHeadline(['accept-challenge', 'club-refused'], en)).toBe('Partly done: 1 of 2');
    expect(answerHeadline(['accept-challenge', 'club-refused'])).toBe('Partly done: 1 of 2');
    expect(answerHeadline(['accept-challenge', 'club-refused'], ja)).toBe('一部のみ実行: 2件中1件');
  });

  test('CLUB-HEAD-2: one command done is named; several all done, each named; none done', () => {
    expect(clubHeadline(['accept-challenge'], en)).toBe('Challenge accepted');
    expect(clubHeadline(['accept-challenge', 'standings'], en)).toBe(
      'All done: Challenge accepted, Standings',
    );
    expect(clubHeadline(['accept-challenge', 'standings'], ja)).toBe('すべて実行: 挑戦を受諾、順位表');
    expect(clubHeadline(['club-refused', 'club-refused'], en)).toBe('Not done');
    expect(clubHeadline(['club-refused'], ja)).toBe('実行されませんでした');
    expect(clubHeadline(['language', 'help'], en)).toBeNull();
  });
});
