// #17: the orders we read are echoed in the player's language, and the echo is itself an order a
// player may copy: every legal order of seeded self-play, written in Japanese by `orderLineIn`,
// reads back as the same order in each game; so do the examples the prompts show.
import { orderLineIn, type WordTable } from '../../src/games/core/order-words';
import type { GameModule } from '../../src/games/core/contract';
import { createRng } from '../../src/games/core/rng';
import { scotland } from '../../src/games/scotland/index';
import { japaneseOrderWords as scotlandWords } from '../../src/games/scotland/japanese';
import { gameSeed, playOne } from '../../src/games/selfplay';
import { sharpsburg } from '../../src/games/sharpsburg/index';
import { japaneseOrderWords as sharpsburgWords } from '../../src/games/sharpsburg/japanese';
import { travelBattle } from '../../src/games/travel-battle/index';
import { japaneseOrderWords as travelBattleWords } from '../../src/games/travel-battle/japanese';

/** Each order of `games` seeded self-play games: its English, its Japanese, and what that reads as. */
function echoes(
  game: GameModule,
  table: WordTable,
  opts: { games: number; scenario?: string; options?: object },
) {
  const rng = createRng(`echo-${game.id}`);
  const out: { en: string; ja: string; back: string[] }[] = [];
  for (let i = 0; i < opts.games; i++)
    playOne(
      game,
      gameSeed(`echo-${game.id}-${opts.scenario ?? ''}`, i),
      400,
      ({ before, prompts }) => {
        const read = (side: string, text: string) => {
          const parsed = game.parseOrders(before, side, text);
          return [...parsed.orders.map((o) => game.formatOrder(o)), ...parsed.problems.map((x) => x.message)];
        };
        // Every legal order in normal form, and the examples the prompts show (as they are written).
        for (const p of prompts)
          for (const text of [
            ...game.legalOrders(before, p.side, rng).map((o) => game.formatOrder(o)),
            ...p.examples,
          ]) {
            const ja = orderLineIn(text, table);
            out.push({ en: read(p.side, text).join(' / '), ja, back: [read(p.side, ja).join(' / ')] });
          }
      },
      opts.options as Record<string, unknown>,
      opts.scenario,
    );
  return out;
}

describe.each([
  ['Sharpsburg', sharpsburg, sharpsburgWords, { games: 1 }],
  ['Travel Battle', travelBattle, travelBattleWords, { games: 1 }],
  [
    'Travel Battle, quick set-up',
    travelBattle,
    travelBattleWords,
    { games: 1, options: { quickSetup: true } },
  ],
  ['Scotland, the Rebellion', scotland, scotlandWords, { games: 1 }],
  ['Scotland, the Toom Tabard', scotland, scotlandWords, { games: 1, scenario: 'toom-tabard' }],
] as const)('%s', (_name, game, words, opts) => {
  test('#17: every legal order, echoed in Japanese, reads back as the same order', () => {
    const all = echoes(game as GameModule, words(), opts);
    expect(all.length).toBeGreaterThan(20);
    const wrong = all.filter((e) => e.back[0] !== e.en);
    expect(wrong.slice(0, 10)).toEqual([]);
    console.log(
      [...new Map(all.map((e) => [e.en.replace(/\d+/g, 'N'), `${e.en}  =>  ${e.ja}`])).values()].join('\n'),
    );
    // Japanese indeed: most lines carry a Japanese word (a verb at least).
    expect(all.filter((e) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(e.ja)).length).toBeGreaterThan(
      all.length / 2,
    );
  });
});
