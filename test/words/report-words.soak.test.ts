// Issue 42: a game's words read as a player's. Every event sentence, every prompt (its title and its
// text: what the side knows, the question a turn stopped for and its answers) of seeded self-play games
// (all three games; Scotland's two scenarios and its advanced options), in English and Japanese,
// against the forms a player should never read: raw step ids, lower-case side or leader ids,
// "0 rounds", "A infantry ...", battles named by a bare hex number, a Japanese place with its hex before
// 付近 ("コッカーマス(0913)付近"), and, in the games whose maps name places (Scotland, Sharpsburg), a
// hex without its place where a sentence names a place ("raised in 0305", "plan for 0504") or in a line
// that marches, attacks, retreats or deploys ("Wallace and 2 units: 0505 → 0504", "attacks 0912").
import type { BaseState, GameModule } from '../../src/games/core/contract';
import { getGame } from '../../src/games/index';
import { selfplay } from '../../src/games/selfplay';
import { LEADERS, MAP } from '../../src/games/scotland/data';
import { standardMapText } from '../../src/games/sharpsburg/data';
import { allHexes, loadMap } from '../../src/games/sharpsburg/map';

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

/** What is not the sentence's own words: clause ids (STB-10.M.loyal-scots.b) and quoted order text
 * (not the apostrophes of "Snavely's Ford"). */
const notWords = (text: string) =>
  text
    .replace(/\b[A-Z]{2,4}-[\w.-]*\w/g, '')
    .replace(/(?<!\w)'[^']*'(?!\w)/g, '')
    .replace(/「[^」]*」/g, '');

/** Scotland names a place by its city or the nearest one, the hex in brackets: a hex alone after
 * the words that name a place ("raised in 0305", "Foraging in 0305", "plan for 0504", "0305で徴発")
 * is a place the player cannot find by name. */
const HEXES = [...MAP.keys()].join('|');
const scotlandPlaces = [
  new RegExp(`\\b(?:[Ii]n|for|before) (?:${HEXES})\\b(?! ?[)）])`),
  new RegExp(`(?<![(（\\d])(?:${HEXES})(?:で|に|から|での)`),
];

/** The hexes of the maps that name places, each game's own. */
const NAMED_MAP_HEXES: Record<string, readonly string[]> = {
  scotland: [...MAP.keys()],
  sharpsburg: allHexes(loadMap(standardMapText())),
};

/** A line that moves, attacks, retreats or deploys units, in either language. */
const ACTION_LINE =
  /→|\battacks?\b|\bMarch\b|\bdeployed\b|limber|\bretreat|\beliminated\b|\benters\b|Reinforcements|Displaced|攻撃|マーチ|移動|後退|展開|牽引|除去|登場|押し出/;

/** A hex of the map with no place before it: not in the brackets after a place's name. */
const bareHex = (hexes: readonly string[]) => new RegExp(`(?<![(（\\d])(?:${hexes.join('|')})(?![)）\\d])`);

/** A problem quoted in an attack line names the hexes as the order wrote them ("... drops out of the
 * attack near Sharpsburg (0406): I is not adjacent to 0406"): the line's own words end before it. */
const ownWords = (line: string) =>
  line
    .replace(/^(.* drops out of the attack [^:]*):.*$/, '$1')
    .replace(/^(.*は.*への攻撃から外れました):.*$/, '$1');

/** The march, attack and deployment lines naming a hex without its place. */
function barePlaces(gameId: string, lines: Iterable<string>): string[] {
  const hexes = NAMED_MAP_HEXES[gameId];
  if (!hexes) return [];
  const bare = bareHex(hexes);
  return [...lines].filter((l) => ACTION_LINE.test(l) && bare.test(ownWords(notWords(l))));
}

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
    // The hex follows the whole place phrase: コッカーマス付近(0913), not コッカーマス(0913)付近.
    /\(\d{4}\)付近/,
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
    const read = [...texts].flatMap((en) => [en, game.texts?.sentence('ja', en) ?? en]);
    for (const text of read) check(text);
    for (const line of promptLines) check(line);
    expect(bad.slice(0, 20)).toEqual([]);
    expect(barePlaces(id, [...read, ...promptLines]).slice(0, 20)).toEqual([]);
    expect(texts.size).toBeGreaterThan(20);
    expect(promptLines.size).toBeGreaterThan(10);
  },
);

test('issue 42: the bare-place check finds a march or an attack line naming a hex without its place', () => {
  expect(barePlaces('scotland', ['Wallace and 2 units: 0505 → Stirling (0504).'])).toHaveLength(1);
  expect(barePlaces('scotland', ['ウォレスと2ユニットが移動: ボスウェル(0505) → 0504。'])).toHaveLength(1);
  expect(
    barePlaces('sharpsburg', ['I Corps attacks 0912 (Walker (WK)): 6 to 3, 2-1; die 4: DR.']),
  ).toHaveLength(1);
  expect(barePlaces('sharpsburg', ['Artillery: A1 deployed at 1208.'])).toHaveLength(1);
  expect(
    barePlaces('scotland', [
      'Wallace and 2 units: Bothwell (0505) → near Stirling (0504).',
      'ウォレスと2ユニットが移動: ボスウェル(0505) → スターリング付近(0504)。',
      'Battle of Stirling (0504): the Scots attack the English.',
    ]),
  ).toEqual([]);
  expect(
    barePlaces('sharpsburg', [
      "I Corps attacks near Snavely's Ford (0912) (Walker (WK)): 6 to 3, 2-1; die 4: DR.",
      'I Corps drops out of the attack near Sharpsburg (0406): I is not adjacent to 0406.',
    ]),
  ).toEqual([]);
  expect(barePlaces('travel-battle', ['A1 moves 0505 → 0504.'])).toEqual([]);
});
