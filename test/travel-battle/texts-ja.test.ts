// Issue #17: every sentence Travel Battle writes in a few seeded self-played games (prompts, help,
// events, order problems, results, the map's words) has its Japanese in data/texts-ja.json: rewording
// an English sentence without its Japanese fails here instead of reaching a Japanese player in English.
import type { Prompt, Result } from '../../src/games/core/contract';
import type { GameEvent } from '../../src/games/core/events';
import { SeededDice } from '../../src/games/core/dice';
import { createRng } from '../../src/games/core/rng';
import { travelBattle as game } from '../../src/games/travel-battle';
import { tbSentence, travelBattleTexts as texts } from '../../src/games/travel-battle/texts';
import type { TbState } from '../../src/games/travel-battle/state';

/** Words a Japanese text may keep in Latin letters: the order words of the grammar. */
const ORDER_WORDS = new Set(
  (
    'board side orient brigade preset deploy move fire square unsquare attack pair pass offer draw ' +
    'reroll pushback flee brigadier stacked to at with if losing by prefer never left right straight first'
  ).split(' '),
);

/** The English left in a Japanese text: words of 3+ Latin letters that are not rule ids, order words,
 *  or what the player wrote (quoted). Empty when the text is wholly Japanese. */
function english(text: string): string[] {
  const rest = text
    .replace(/TB-[A-Z]+-[\d/]+/g, '')
    .replace(/「[^」]*」|'[^']*'/g, '')
    .replace(/<[^>]*>|&\w+;/g, '');
  return (rest.match(/[A-Za-z]{3,}/g) ?? []).filter((w) => !ORDER_WORDS.has(w));
}

/** A few bad submissions for each step: each problem the grammar or the rules give them. */
const BAD: Record<string, string[]> = {
  quick: [
    'board Z',
    'deploy L1 c5',
    'brigade 4: B1',
    'brigade 1: B1 L1\nbrigade 1: B2',
    'orient 9',
    'mvoe L1',
  ],
  board: ['board Z', 'board', 'move L1 c3', 'pass'],
  side: ['side up', 'orient 2'],
  orient: ['orient 7', 'board A'],
  brigades: [
    'brigade 1: L1 L2\nbrigade 2: B1 B2 L3\nbrigade 3: L4',
    'brigade 1: B1 L1',
    'preset 3',
    'brigade 1: X9',
  ],
  deploy: ['deploy L1 c5', 'deploy B1 c1', 'deploy', 'deploy Q1 c1', 'deploy L1 z99', 'board A'],
  turn: [
    'move L1 a1 t10',
    'move L1 to t10',
    'move X1 c3',
    'move L1',
    'fire A1 at t10',
    'fire L1 at c3',
    'attack t10 with L1',
    'attack c3 with',
    'square H1',
    'unsquare L2',
    'reroll sometimes',
    'pushback prefer up',
    'flee prefer nowhere',
    'brigadier B2',
    'stacked first',
    'offer peace',
    'atack c3 with L1',
    'board A',
    'move L1 c3\nmove L1 c4',
    'square L1\nsquare L1',
    ...['L1', 'L2', 'L3', 'L4', 'G1', 'H1', 'C1', 'A1'].flatMap((u) => [
      `move ${u} to e5`,
      `move ${u} f5`,
      `square ${u}`,
      `fire ${u} at f6`,
    ]),
  ],
};

interface Seen {
  sentences: Set<string>;
  texts: { en: string; ja: string }[];
}

function look(seen: Seen, en: string, ja: string): void {
  if (seen.sentences.has(en)) return;
  seen.sentences.add(en);
  seen.texts.push({ en, ja });
}

function problemsOf(seen: Seen, s: TbState, side: string, step: string): void {
  for (const text of BAD[step] ?? []) {
    const parsed = game.parseOrders(s, side, text);
    for (const p of [...parsed.problems, ...game.validate(s, side, parsed.orders)]) {
      look(seen, p.message, tbSentence('ja', p.message));
      if (p.suggestion) look(seen, p.suggestion, tbSentence('ja', p.suggestion));
    }
  }
}

function promptOf(seen: Seen, s: TbState, p: Prompt, steps: Set<string>): void {
  const ja = texts.prompt('ja', s, p);
  look(seen, p.title, ja.title);
  look(seen, p.text, ja.text);
  // The problems of the turn every few turns (units blocked, in melee, in square), and the help,
  // the problems and the picture once per kind of step (the help's examples are costly).
  if (p.step === 'turn' && s.playerTurn % 4 === 0) problemsOf(seen, s, p.side, p.step);
  if (steps.has(p.step)) return;
  steps.add(p.step);
  look(seen, game.help(s, p.side), texts.help('ja', s, p.side));
  pictureOf(seen, s, p.side, []);
  problemsOf(seen, s, p.side, p.step);
}

/** The words of a map picture (its title and every text), in English and in Japanese. */
function pictureOf(seen: Seen, s: TbState, side: string, events: GameEvent[]): void {
  const view = game.view(s, side);
  const words = (svg: string) =>
    [...svg.matchAll(/<(?:text|title)[^>]*>([^<]*)</g)].map((m) => m[1]).join('\n');
  expect(game.draw(view, events, 'en')).toBe(game.draw(view, events));
  look(seen, words(game.draw(view, events)), words(game.draw(view, events, 'ja')));
}

function resultOf(seen: Seen, r: Result): void {
  look(seen, r.level, tbSentence('ja', r.level));
  look(seen, r.summary, tbSentence('ja', r.summary));
}

/** Plays one seeded game with random legal orders, looking at every text on the way. */
function play(seen: Seen, seed: string, quickSetup: boolean): void {
  const rng = createRng(seed);
  const steps = new Set<string>();
  let s = game.setup({ options: { quickSetup } }, new SeededDice('ab'.repeat(32), seed, 0));
  for (let step = 1; step < 2000; step++) {
    const prompts = game.awaiting(s);
    if (prompts.length === 0) break;
    const orders: Record<string, unknown[]> = {};
    for (const p of prompts) {
      promptOf(seen, s, p, steps);
      orders[p.side] = game.legalOrders(s, p.side, rng);
    }
    const res = game.resolve(
      s,
      { orders, standing: {} } as never,
      new SeededDice('cd'.repeat(32), seed, step),
    );
    for (const e of res.events) look(seen, e.text, tbSentence('ja', e.text));
    s = res.state;
  }
  pictureOf(seen, s, 'red', []);
  const result = game.result(s);
  if (result) resultOf(seen, result);
}

describe('Travel Battle in Japanese (issue #17)', () => {
  const seen: Seen = { sentences: new Set(), texts: [] };
  beforeAll(() => {
    for (let i = 0; i < 3; i++) play(seen, `tb-ja-${i}`, false);
    play(seen, 'tb-ja-quick', true);
  });

  test('every prompt, help, event, problem and result of seeded games reads wholly in Japanese', () => {
    expect(seen.texts.length).toBeGreaterThan(300);
    const untranslated = seen.texts
      .filter((t) => english(t.ja).length > 0)
      .map((t) => `${t.en}\n  -> ${t.ja}`);
    expect(untranslated).toEqual([]);
  });

  test('the English reader reads the rules as they wrote them', () => {
    for (const t of seen.texts.slice(0, 50)) expect(tbSentence('en', t.en)).toBe(t.en);
    expect(texts.title('en')).toBe('Travel Battle');
    expect(texts.sideName('ja', 'red')).toBe('赤軍');
  });
});
