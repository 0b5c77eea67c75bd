// issue #17: every message exists in every language, with the same interpolation variables, and the
// plural forms each language's rules ask for.
import { describe, expect, it } from '@jest/globals';
import { LANGS, MESSAGES, translator } from '../../src/i18n/index';

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** key -> its text, flattened ("mail.prompt.intro"). */
function flatten(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v as object, key)) out.set(kk, vv);
  }
  return out;
}

const variables = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] as string))].sort();

/** Base key (plural suffix removed) -> the variables of its forms, `count` aside. */
function byBase(lang: (typeof LANGS)[number]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [key, text] of flatten(MESSAGES[lang])) {
    const base = key.replace(PLURAL, '');
    const vars = variables(text).filter((v) => v !== 'count' || !PLURAL.test(key));
    const seen = out.get(base);
    out.set(base, [...new Set([...(seen ?? []), ...vars])].sort());
  }
  return out;
}

describe('message files', () => {
  const en = byBase('en');

  it.each(LANGS.filter((l) => l !== 'en'))('%s has every English key and no other', (lang) => {
    const other = byBase(lang);
    expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it.each(LANGS.filter((l) => l !== 'en'))(
    '%s uses the same variables as English in every message',
    (lang) => {
      const other = byBase(lang);
      for (const [key, vars] of en) expect({ key, vars: other.get(key) }).toEqual({ key, vars });
    },
  );

  it.each(LANGS)('%s has the plural forms its plural rules ask for', (lang) => {
    const keys = new Set(flatten(MESSAGES[lang]).keys());
    const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    const plurals = new Set([...keys].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')));
    for (const base of plurals) for (const form of forms) expect(keys).toContain(`${base}_${form}`);
  });

  it('picks the plural form of each language', () => {
    expect(translator('en')('time.day', { count: 1 })).toBe('1 day');
    expect(translator('en')('time.day', { count: 3 })).toBe('3 days');
    expect(translator('ja')('time.day', { count: 1 })).toBe('1日');
  });

  it('a missing key is a bug, never a key shown to a player', () => {
    expect(() => translator('ja')('no.such.key')).toThrow(/no message/);
    expect(() => translator('ja')('no.such.key')).toThrow(/no message/); // asked again: still a bug
  });

  it('a key naming a group of messages is a bug too, never its error text shown to a player', () => {
    expect(() => translator('en')('reply.cap')).toThrow(/group of messages/);
    expect(translator('en')('reply.refused')).toBe('Your orders were NOT accepted:');
  });

  it('a sentence kept once written reads the same for the same values, and anew for others', () => {
    const t = translator('en');
    for (let round = 0; round < 2; round++) {
      expect(t('time.day', { count: 1 })).toBe('1 day');
      expect(t('time.day', { count: 2 })).toBe('2 days');
      expect(t('time.left', { duration: '1 hour' })).toBe(t('time.left', { duration: '1 hour' }));
      expect(t('time.left', { duration: '1 hour' })).not.toBe(t('time.left', { duration: '2 hours' }));
      expect(translator('ja')('time.day', { count: 2 })).toBe('2日');
    }
  });
});
