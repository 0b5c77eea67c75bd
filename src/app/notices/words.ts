// A sentence waiting for its reader (issue #17): a use-case knows what to say (a pause is proposed,
// a vacation moved a deadline), the seat it goes to knows the language. `Said` is written when the
// notice or answer is composed for that seat, with its words: the messages, the side names and the
// dates of the reader's language. A plain string is said as it is.
import { momentIn } from '../../i18n/dates';
import { translator, type Message, type MessageVars, type T } from '../../i18n/index';
import { listNames, sideName } from '../../mail/compose/format';
import type { GameFacts } from '../base/facts';
import { readerOf } from './reader';

export interface Words {
  t: T;
  /** A side's name ("Union" / "北軍"). */
  side(side: string): string;
  /** Sides' names as a list ("Union and Confederate"). */
  sides(sides: readonly string[]): string;
  /** A moment as the time-control answers show it, in UTC ("Tue 24 Nov 2026 18:00 UTC"). */
  when(at: Date): string;
  /** A sentence of the game's rules (a step title) in the language. */
  sentence(text: string): string;
}

export type Said = string | ((w: Words) => string);

export function wordsFor(g: Pick<GameFacts, 'module' | 'langs'>, side: string): Words {
  const reader = readerOf(g, side);
  const t = translator(reader.lang);
  return {
    t,
    side: (s) => sideName(s, reader.sideNames),
    sides: (s) => listNames(s, reader.sideNames, t),
    when: (at) => momentIn(reader.lang, at.toISOString()),
    sentence: reader.sentence,
  };
}

export const sayTo = (w: Words, said: Said): string => (typeof said === 'string' ? said : said(w));

/**
 * A notice every side of a resolution reads (whose orders did not arrive): a message whose side
 * names are the reader's, kept as data so that it crosses to the resolution thread. `sides` are
 * lists of sides named as one ("Union and Confederate"); `each` are lists written item by item, each
 * item a message with its side's name in `side`.
 */
export interface Notice extends Message {
  sides?: Record<string, string[]>;
  each?: Record<string, { side: string; key: string; vars?: MessageVars }[]>;
}

export function sayNotice(w: Words, notice: string | Notice): string {
  if (typeof notice === 'string') return notice;
  const vars: MessageVars = { ...notice.vars };
  for (const [name, sides] of Object.entries(notice.sides ?? {})) vars[name] = w.sides(sides);
  for (const [name, items] of Object.entries(notice.each ?? {}))
    vars[name] = items
      .map((i) => w.t(i.key, { ...i.vars, side: w.side(i.side) }))
      .join(w.t('common.listSeparator'));
  return w.t(notice.key, vars);
}

/** Which side the bot plays, at what level: every report and first mail of a game with the bot says so. */
export const playedByBot = (side: string, level: string): Notice => ({
  key: 'mail.notices.playedByBot',
  vars: { level },
  sides: { side: [side] },
});
