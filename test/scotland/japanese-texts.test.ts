// Issue #17: every sentence Scotland writes in a few seeded self-played games (both scenarios, with
// strategy markers, standing orders and live reactions: events, prompts, help, results, and the
// problems of a set of bad orders) has its Japanese in data/texts-ja.json, with no English left but
// order text, clause ids and unit ids. Rewording an English sentence cannot fall back to English
// unseen.
import { SeededDice } from '../../src/games/core/dice';
import { createRng } from '../../src/games/core/rng';
import { scotland } from '../../src/games/scotland';
import { scotlandJapanese, untranslated } from '../../src/games/scotland/texts';
import type { State } from '../../src/games/scotland/state';
import type { Order } from '../../src/games/scotland/order-types';
import type { GameEvent } from '../../src/games/core/events';

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;
import { cityVerdict, suddenDeath } from '../../src/games/scotland/rules/victory';
import { edwardDead, toomTabardVerdict } from '../../src/games/scotland/rules/victory-toom-tabard';
import { SIDES } from '../../src/games/scotland/state';

const GAMES: {
  scenario: string;
  options: Record<string, boolean>;
  standing: Record<string, string>;
  steps: number;
}[] = [
  {
    scenario: 'rebellion',
    options: {
      northLevies: true,
      wallaceReturns: true,
      englishNavy: true,
      extraEnglishLevy: true,
      cityGarrisons: true,
    },
    standing: {},
    steps: 30,
  },
  {
    scenario: 'rebellion',
    options: { markers: true },
    steps: 50,
    standing: {
      scots:
        'cancel: Lost Cause, Influence Noble if it succeeds\nvacillate: first march\nreroll: enemy hits, failed withdrawal\non defence: Combat Advantage, Lost Cause, Highland Ferocity\nafter battles: Conversion on any\nbefore battles: Levy',
      english:
        'cancel: Conversion, Cancel, Initiative\nvacillate: stack of 2\nreroll: leader casualty checks, enemy withdrawal, marker rolls\non defence: Effective Archers, Combat Advantage, Lost Cause\nafter battles: Subversion on any\nbefore battles: Influence Noble on any',
    },
  },
  { scenario: 'toom-tabard', options: { liveReactions: true }, standing: {}, steps: 100 },
];

/** Orders a player might get wrong in each kind of step, for their problems. */
const BAD: Record<string, string[]> = {
  'setup-english': [
    'garrison Stirling, Edinburgh',
    'garrison Stirling, Edinburgh, Lanark, Ayr, Carlisle',
    'Cressingham at Sterling',
    'Wallace at Stirling',
    'frobnicate',
  ],
  'setup-scots': ['Wallace at Stirling', 'Wallace at 9999', 'Balliol at Lochmaben', 'march 0406 to 0407'],
  mobilisation: ['advance s99', 'advance s1\nadvance s2', 'levy infantry at 1208', 'play Levy at 0101'],
  'player-turn': [
    'march 0101 to 0102',
    `march 0406 to 0407\n`.repeat(7),
    'battle 0101: lineup strongest',
    'battle 0101: sideways',
    'play Treachery',
    'marhc 0406 to 0407',
    'march 0406 too 0407',
    'play Initiative on 0406',
    'play Frobnicate',
  ],
};
const BAD_STANDING = ['defend: sideways', 'displace: nowhere', 'cancel: Frobnicate'];

/** What is left of a Japanese text once order text, clause ids, unit ids and hexes are taken out. */
const english = (ja: string) =>
  ja
    .replace(/「[^」]*」/g, '')
    .replace(/STB-[\w.-]+|BATTLES\.md|\b[se]\d+\b|\b(?:VP|MP|CCRR)\b/g, '')
    .match(/[A-Za-z]{2,}/g) ?? [];

interface Seen {
  sentences: Set<string>;
  help: Set<string>;
}

function play(game: (typeof GAMES)[number], index: number, seen: Seen): void {
  const rng = createRng(`japanese-texts-${index}`);
  const asked = new Set<string>();
  let state: State = scotland.setup(game, new SeededDice('5eed', `ja-${index}`, 0));
  // The Rebellion's games stop half-way (CI time): their sentences repeat; the verdict is asked of
  // the position reached.
  for (let step = 1; step <= game.steps; step++) {
    const prompts = scotland.awaiting(state);
    if (prompts.length === 0) break;
    const orders: Record<string, Order[]> = {};
    for (const p of prompts) {
      seen.sentences.add(p.title).add(p.text);
      const kind = `${state.step}/${p.step}/${p.side}`;
      if (!asked.has(kind)) {
        asked.add(kind);
        // The help's lines down to "Legal now" are the grammar and the hand (the live answers and the
        // examples after them are order text).
        const help = scotland.help(state, p.side).split('\n');
        const legal = help.findIndex((l) => l.startsWith('Legal now'));
        for (const line of legal < 0 ? help : help.slice(0, legal + 1))
          if (!/^ {2}(?:play|pass)\b/.test(line)) seen.help.add(line.trim());
        for (const text of BAD[state.step] ?? []) {
          const parsed = scotland.parseOrders(state, p.side, text);
          for (const problem of [...parsed.problems, ...scotland.validate(state, p.side, parsed.orders)])
            seen.sentences.add(problem.message);
        }
        for (const text of BAD_STANDING)
          for (const problem of scotland.parseStanding!(state, p.side, text).problems)
            seen.sentences.add(problem.message);
      }
      const text = scotland.legalOrders(state, p.side, rng).map(scotland.formatOrder).join('\n');
      orders[p.side] = scotland.parseOrders(state, p.side, text).orders;
    }
    const dice = new SeededDice('5eed', `ja-${index}`, step);
    const res = scotland.resolve(state, { orders, standing: game.standing }, dice);
    for (const e of res.events) seen.sentences.add(e.text);
    state = res.state;
  }
  const result = scotland.result(state) ?? cityVerdict(state);
  seen.sentences.add(result.level).add(result.summary);
  for (const verdict of verdicts(state)) seen.sentences.add(verdict.level).add(verdict.summary);
}

/** Every shape of verdict the position could end in: by cities or points, with side bids either
 *  way, and the sudden deaths (STB-12.3, STB-13.8). */
function verdicts(state: State): { level: string; summary: string }[] {
  const bids = [null, ...SIDES.flatMap((side) => [1, 40].map((points) => ({ side, points })))];
  const deaths = (['edward', 'wallace'] as const).flatMap((dead) =>
    (['active', 'neutral'] as const).map((bruce) => {
      const s = structuredClone(state);
      s.result = null;
      s.leaders.find((l) => l.id === 'bruce')!.status = bruce;
      suddenDeath(s, dead, []);
      return s.result!;
    }),
  );
  const edward = structuredClone(state);
  edward.result = null;
  edwardDead(edward, []);
  return [
    ...bids.flatMap((h) => [cityVerdict(state, h), toomTabardVerdict(state, h)]),
    ...deaths,
    edward.result!,
  ];
}

test('every sentence of a few seeded games, their help and the problems of bad orders have their Japanese', () => {
  const seen: Seen = { sentences: new Set(), help: new Set() };
  GAMES.forEach((game, i) => play(game, i, seen));
  expect(seen.sentences.size).toBeGreaterThan(500);
  const missing = new Set<string>();
  const leaks = new Set<string>();
  for (const text of seen.sentences) {
    const ja = scotlandJapanese(text);
    if (ja === undefined) for (const sentence of untranslated(text)) missing.add(sentence);
    else if (english(ja).length) leaks.add(`${english(ja).join(' ')} :: ${ja}`);
    // Clause ids stay whole (STB-10.M.initiative is no sentence of ours).
    else if ((text.match(/STB-[\w.-]*\w/g) ?? []).some((id) => !ja.includes(id)))
      leaks.add(`clause id :: ${ja}`);
  }
  for (const line of seen.help) if (scotlandJapanese(line) === undefined) missing.add(line);
  expect([...missing]).toEqual([]);
  expect([...leaks]).toEqual([]);
});

test("the texts of the English reader are the rules' own", () => {
  const state = scotland.setup({ scenario: 'toom-tabard' }, new SeededDice('5eed', 'en', 0));
  const [prompt] = scotland.awaiting(state);
  const texts = scotland.texts!;
  expect(texts.prompt('en', state, prompt!)).toEqual(prompt);
  expect(texts.help('en', state, 'scots')).toBe(scotland.help(state, 'scots'));
  expect(texts.sentence('en', prompt!.text)).toBe(prompt!.text);
  expect(texts.title('ja')).toBe('スコットランド・ザ・ブレイブ');
  expect(texts.sideName('ja', 'scots')).toBe('スコットランド軍');
  expect(texts.prompt('ja', state, prompt!).title).toBe('セットアップ: ベイリャルの軍勢');
});

test('the map picture prints its own words in Japanese for a Japanese reader, and the English as before', () => {
  const state = scotland.setup({ scenario: 'rebellion' }, new SeededDice('5eed', 'map', 0));
  const rng = createRng('map');
  let s = state;
  let events: GameEvent[] = [];
  for (let step = 1; step < 12; step++) {
    const orders: Record<string, Order[]> = {};
    for (const p of scotland.awaiting(s))
      orders[p.side] = scotland.parseOrders(
        s,
        p.side,
        scotland.legalOrders(s, p.side, rng).map(scotland.formatOrder).join('\n'),
      ).orders;
    ({ state: s, events } = scotland.resolve(
      s,
      { orders, standing: {} },
      new SeededDice('5eed', 'map', step),
    ));
  }
  const view = scotland.view(s, 'scots');
  expect(scotland.draw(view, events, 'en')).toBe(scotland.draw(view, events));
  const ja = scotland.draw(view, events, 'ja');
  const texts = [...ja.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!);
  expect(texts).toEqual(
    expect.arrayContaining(['スクーン', 'スターリング', '北海', '平地', 'スコットランド']),
  );
  expect(texts).toContain('スコットランド・ザ・ブレイブ');
  expect(texts.find((t) => /プレイヤー・ターン、1297年/.test(t))).toBeDefined();
  // Nothing else but hexes, unit codes (E3 elite, value 3) and counts stays in Latin letters.
  expect(texts.filter((t) => !JAPANESE.test(t) && !/^(?:\d{4}|[ERL]\d|\d+)$/.test(t))).toEqual([]);
});
