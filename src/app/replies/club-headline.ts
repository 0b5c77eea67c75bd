// The subject of an answer to club commands says what happened: one command done is named ("Challenge
// accepted"); several, all done, "All done: Challenge made, Standings"; some refused, "Partly done:
// 1 of 2"; none, "Not done".
// A mail with `accept` and a refused `standings` is never headed "Not done" over a game it started.
import type { T } from '../../i18n/index';
import { CLUB_OUTCOMES } from '../clubs/mail-commands';

const CLUB = new Set<string>(CLUB_OUTCOMES);

/** The headline for the club commands among `outcomes`, or null when the mail had none. */
export function clubHeadline(outcomes: readonly string[], t: T): string | null {
  const club = outcomes.filter((o) => CLUB.has(o));
  if (club.length === 0) return null;
  const done = club.filter((o) => o !== 'club-refused');
  if (done.length === 0) return t('club.headline.club-refused');
  if (done.length < club.length) return t('club.headline.someDone', { done: done.length, all: club.length });
  const what = [...new Set(done)].map((o) => t(`club.headline.${o}`));
  return done.length === 1
    ? (what[0] as string)
    : t('club.headline.allDone', { what: what.join(t('common.listSeparator')) });
}
