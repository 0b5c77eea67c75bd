// The one door to the message files (issue #17): `translator(lang)` hands a composer or a page the `t`
// of a player's language. Every player-facing sentence lives in messages/<lang>.json, kept as data;
// i18next brings interpolation and the plural rules of each language (Intl.PluralRules).
import i18next, { type i18n } from 'i18next';
import { Kept } from '../games/core/kept';
import type { Lang } from '../games/core/lang';
import type { Message, MessageVars } from '../games/core/message';
import en from './messages/en.json' with { type: 'json' };
import ja from './messages/ja.json' with { type: 'json' };

export type { Lang } from '../games/core/lang';
export { LANGS } from '../games/core/lang';

/** A sentence not yet in a language: its key and values (`count` also picks the plural form), carried
 *  as data until a reader's `t` renders it. Defined in games/core so pure code may carry one too. */
export type { Message, MessageVars } from '../games/core/message';

/** A language's `t`; it knows its language (dates and lists are written by it too). */
export interface T {
  (key: string, vars?: MessageVars): string;
  readonly lang: Lang;
}

export const langOf = (t: T): Lang => t.lang;

export const MESSAGES: Record<Lang, object> = { en, ja };

let instance: i18n | null = null;

function load(): i18n {
  if (instance) return instance;
  const made = i18next.createInstance();
  void made.init({
    // Synchronous: the resources are in memory, so `t` is ready when init returns.
    initAsync: false,
    resources: { en: { translation: en }, ja: { translation: ja } },
    lng: 'en',
    fallbackLng: 'en',
    // Handlebars escapes HTML itself; the plain-text mails must not see entities.
    interpolation: { escapeValue: false },
    returnNull: false,
    // A key that names a group of messages, not one, is a bug like a missing key.
    returnedObjectHandler: (key: string) => {
      throw new Error(`message '${key}' is a group of messages, not a sentence`);
    },
  });
  instance = made;
  return made;
}

const cache = new Map<Lang, T>();

/**
 * Sentences kept once written, per language, by key and values. The message files never change while
 * the process runs, and i18next's lookup, plural rule and interpolation cost tens of microseconds a
 * call: an orders page asks for ~150 sentences, a fifth of its time on the event loop. Bounded: the
 * values (names, numbers, deadlines) vary without end over a service's life.
 */
const SENTENCES_KEPT = 20_000;

/** The `t` of a language. A missing key is a bug: it throws rather than show a key to a player. */
export function translator(lang: Lang = 'en'): T {
  let t = cache.get(lang);
  if (!t) {
    const fixed = load().getFixedT(lang);
    const written = new Kept<string>(SENTENCES_KEPT);
    const fn = (key: string, vars?: MessageVars) => {
      const id = vars && Object.keys(vars).length > 0 ? `${key}\u0000${JSON.stringify(vars)}` : key;
      return written.keep(id, () => {
        if (!load().exists(key, { lng: lang, ...vars })) throw new Error(`no message '${key}' in ${lang}`);
        return fixed(key, vars ?? {});
      });
    };
    t = Object.assign(fn, { lang });
    cache.set(lang, t);
  }
  return t;
}

/** A group of messages (a subtree of the message file) in a language: missing is a bug, as for `t`. */
export function messageGroup(lang: Lang, key: string): Record<string, string> {
  let node: unknown = MESSAGES[lang];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (!node || typeof node !== 'object') throw new Error(`no message group '${key}' in ${lang}`);
  return node as Record<string, string>;
}

/** A message or a sentence already written, in the reader's language. */
export function say(t: T, text: string | Message): string {
  return typeof text === 'string' ? text : t(text.key, text.vars);
}

/** 'ja', 'JA', 'japanese', '日本語' -> 'ja'; null for none we know. */
export function parseLang(word: string | undefined | null): Lang | null {
  const w = (word ?? '').normalize('NFKC').trim().toLowerCase();
  if (['ja', 'jp', 'japanese', '日本語', 'にほんご'].includes(w)) return 'ja';
  if (['en', 'english', '英語', 'えいご'].includes(w)) return 'en';
  return null;
}
