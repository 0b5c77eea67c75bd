// The languages a player may read (issue #17): game data keeps each name in English (`name`) and
// Japanese (`ja`) side by side, and this picks one.
export type Lang = 'en' | 'ja';
export const LANGS: readonly Lang[] = ['en', 'ja'];

/** A named thing of the data files: its English name and its Japanese one. */
export interface Named {
  name: string;
  ja: string;
}

export function nameIn(lang: Lang, thing: Named): string {
  return lang === 'ja' ? thing.ja : thing.name;
}
