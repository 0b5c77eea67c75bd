// Issue 42: report sentences read in a player's words. Every event sentence of seeded self-play games
// (all three games; Scotland's two scenarios and its advanced options), in English and Japanese,
// against the forms a player should never read: raw step ids, lower-case side or leader ids,
// "0 rounds", "A infantry ...", battles named by a bare hex number.
import type { BaseState, GameModule } from '../../src/games/core/contract';
import { getGame } from '../../src/games/index';
import { selfplay } from '../../src/games/selfplay';
import { LEADERS } from '../../src/games/scotland/data';

const GAMES = Number(process.env.WORDS_GAMES ?? 2);

interface Run {
  name: string;
  game: string;
  scenario?: string;
  options?: Record<string, unknown>;
}
const RUNS: Run[] = [
  { name: 'Sharpsburg', game: 'sharpsburg' },
  { name: 'Travel Battle', game: 'travel-battle' },
  { name: 'The Rebellion with markers', game: 'scotland', options: { markers: true } },
  { name: 'The Toom Tabard', game: 'scotland', scenario: 'toom-tabard' },
  {
    name: 'The Rebellion with every advanced option',
    game: 'scotland',
    options: {
      markers: true,
      northLevies: true,
      wallaceReturns: true,
      englishNavy: true,
      extraEnglishLevy: true,
      cityGarrisons: true,
    },
  },
];

/** What is not the sentence's own words: clause ids (STB-10.M.loyal-scots.b) and quoted order text. */
const notWords = (text: string) =>
  text
    .replace(/\b[A-Z]{2,4}-[\w.-]*\w/g, '')
    .replace(/'[^']*'/g, '')
    .replace(/「[^」]*」/g, '');

function forbidden(game: GameModule<BaseState, unknown>, steps: ReadonlySet<string>): RegExp[] {
  const ids = [...game.sides, ...(game.id === 'scotland' ? LEADERS.map((l) => l.id) : [])];
  return [
    ...[...steps].filter((s) => /[-_]/.test(s)).map((s) => new RegExp(`\\b${s}\\b`)),
    new RegExp(`\\b(?:${ids.join('|')})\\b`),
    /\b0 rounds?\b/,
    // A battle named by its bare hex ("Battle of 0504", "the die for battle 0504"), not its place
    // ("Battle in 0912" is a hex with no city within two hexes).
    /\b[Bb]attle (?:of |at )?\d{4}\b/,
    /(?<![(（\d])\d{4}の戦[闘い]/,
    /\bAn? (?:infantry|cavalry|artillery)\b/,
    /(?<!\d)0ラウンド/,
  ];
}

test.each(RUNS)(
  'issue 42: every report sentence of $name self-play reads in a player’s words',
  ({ game: id, scenario, options }) => {
    const game = getGame(id);
    const steps = new Set<string>();
    const texts = new Set<string>();
    selfplay(game, {
      games: GAMES,
      seed: `words-${id}`,
      ...(scenario ? { scenario } : {}),
      ...(options ? { gameOptions: options } : {}),
      onStep: ({ before, events }) => {
        steps.add(String((before as { step?: unknown }).step ?? ''));
        for (const e of events) texts.add(e.text);
      },
    });
    const rules = forbidden(game, steps);
    const bad: string[] = [];
    for (const en of texts)
      for (const text of [en, game.texts?.sentence('ja', en) ?? en])
        for (const rule of rules) if (rule.test(notWords(text))) bad.push(`${String(rule)}: ${text}`);
    expect(bad.slice(0, 20)).toEqual([]);
    expect(texts.size).toBeGreaterThan(20);
  },
);
