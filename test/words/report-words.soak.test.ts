// Issue 42: a game's words read as a player's. Every event sentence, every prompt (its title and its
// text: what the side knows, the question a turn stopped for and its answers) of seeded self-play games
// (all three games; Scotland's two scenarios and its advanced options), in English and Japanese,
// against the forms a player should never read: raw step ids, lower-case side or leader ids,
// "0 rounds", "A infantry ...", battles named by a bare hex number, and, in Scotland, a hex without
// its place where a sentence names a place ("raised in 0305", "Foraging in 0305", "plan for 0504").
import type { BaseState, GameModule } from '../../src/games/core/contract';
import { getGame } from '../../src/games/index';
import { selfplay } from '../../src/games/selfplay';
import { LEADERS, MAP } from '../../src/games/scotland/data';

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

/** Scotland names a place by its city or the nearest one, the hex in brackets: a hex alone after
 * the words that name a place ("raised in 0305", "Foraging in 0305", "plan for 0504", "0305で徴発")
 * is a place the player cannot find by name. */
const HEXES = [...MAP.keys()].join('|');
const scotlandPlaces = [
  new RegExp(`\\b(?:[Ii]n|for|before) (?:${HEXES})\\b(?! ?[)）])`),
  new RegExp(`(?<![(（\\d])(?:${HEXES})(?:で|に|から|での)`),
];

function forbidden(game: GameModule<BaseState, unknown>, steps: ReadonlySet<string>): RegExp[] {
  const ids = [...game.sides, ...(game.id === 'scotland' ? LEADERS.map((l) => l.id) : [])];
  return [
    ...[...steps].filter((s) => /[-_]/.test(s)).map((s) => new RegExp(`\\b${s}\\b`)),
    new RegExp(`\\b(?:${ids.join('|')})\\b`),
    /\b0 rounds?\b/,
    // A battle named by its bare hex ("Battle of 0504", "the die for battle 0504"), not its place.
    /\b[Bb]attle (?:of |at |in |for )?\d{4}\b/,
    /(?<![(（\d])\d{4}(?:の|で)(?:の)?戦[闘い]/,
    ...(game.id === 'scotland' ? scotlandPlaces : []),
    /\bAn? (?:infantry|cavalry|artillery)\b/,
    /(?<!\d)0ラウンド/,
  ];
}

test.each(RUNS)(
  'issue 42: every report sentence and prompt of $name self-play reads in a player’s words',
  ({ game: id, scenario, options }) => {
    const game = getGame(id);
    const steps = new Set<string>();
    const texts = new Set<string>();
    const promptLines = new Set<string>();
    selfplay(game, {
      games: GAMES,
      seed: `words-${id}`,
      ...(scenario ? { scenario } : {}),
      ...(options ? { gameOptions: options } : {}),
      onStep: ({ before, prompts, events }) => {
        steps.add(String((before as { step?: unknown }).step ?? ''));
        for (const e of events) texts.add(e.text);
        // A prompt as each reader reads it (the Japanese one made from the state, as the mail does);
        // its examples are order text, the grammar's words in every language.
        for (const p of prompts) {
          for (const shown of [p, game.texts?.prompt('ja', before, p)])
            if (shown) for (const line of [shown.title, ...shown.text.split('\n')]) promptLines.add(line);
        }
      },
    });
    const rules = forbidden(game, steps);
    const bad: string[] = [];
    const check = (text: string) => {
      for (const rule of rules) if (rule.test(notWords(text))) bad.push(`${String(rule)}: ${text}`);
    };
    for (const en of texts) for (const text of [en, game.texts?.sentence('ja', en) ?? en]) check(text);
    for (const line of promptLines) check(line);
    expect(bad.slice(0, 20)).toEqual([]);
    expect(texts.size).toBeGreaterThan(20);
    expect(promptLines.size).toBeGreaterThan(10);
  },
);
