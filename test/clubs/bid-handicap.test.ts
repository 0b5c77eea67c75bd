// #16: a ladder's side bid as a handicap in each game's end (pure): Sharpsburg adds it to the side's
// VP at SH-VICTORY-4; Scotland to the side's cities (The Rebellion) or points (The Toom Tabard),
// and a sudden death keeps its result; equal bids go by a coin seeded by the challenge.
import { challengerWinsCoin, settleBids } from '../../src/app/clubs/bids';
import { SeededDice } from '../../src/games/core/dice';
import { scotland } from '../../src/games/scotland/index';
import { cityCounts, cityVerdict } from '../../src/games/scotland/rules/victory';
import { sharpsburg } from '../../src/games/sharpsburg/index';

describe('side bids as a handicap at the end', () => {
  test('SH-VICTORY-4 with a bid: the VP given decide the winner, and the summary says so', () => {
    const state = sharpsburg.setup({}, new SeededDice('b1d0', 'bid', 0));
    state.side = null; // the game is over
    state.vp = { union: 12, confederate: 10 };
    expect(sharpsburg.result(state)?.winner).toBe('union');
    const r = sharpsburg.handicap?.result(state, { side: 'confederate', points: 3 });
    expect(r).toMatchObject({ winner: 'confederate', score: { union: 12, confederate: 13 } });
    expect(r?.summary).toBe(
      "Confederate victory: Union 12 VP, Confederate 13 VP (Confederate's include a bid of 3).",
    );
    expect(sharpsburg.handicap?.result(state, { side: 'confederate', points: 2 })?.winner).toBeNull();
  });

  test('STB-DESPATCH-BID: cities for The Rebellion; a sudden death keeps its result', () => {
    const state = scotland.setup({}, new SeededDice('b1d0', 'bid', 0));
    const { english } = cityCounts(state);
    state.result = { winner: null, level: 'draw', summary: 'placeholder' };
    // Not the count's verdict: a sudden death; the bid changes nothing.
    expect(scotland.handicap?.result(state, { side: 'scots', points: 30 })).toMatchObject({
      summary: 'placeholder',
    });
    // Ended by the count (the verdict the count gives without a bid is the stored one): the bid
    // counts as that many more cities for the side given it.
    state.result = cityVerdict(state);
    const given = scotland.handicap?.result(state, { side: 'scots', points: 2 * english });
    expect(given?.winner).toBe('scots');
    expect(given?.level).toBe('decisive');
    expect(given?.summary).toContain(`the English ${english} (with a bid of ${2 * english} for the Scots)`);
  });

  test('the higher bid takes its side and gives its points; equal bids go by the seeded coin', () => {
    const sides = ['union', 'confederate'] as const;
    const ann = { playerId: 1, points: 3, side: 'union' };
    const bob = { playerId: 2, points: 2, side: 'union' };
    expect(settleBids(sides, ann, bob, false)).toEqual({
      seats: { union: 1, confederate: 2 },
      handicap: { side: 'confederate', points: 3 },
    });
    const tie = { ...bob, points: 3 };
    expect(settleBids(sides, ann, tie, true).seats).toEqual({ union: 1, confederate: 2 });
    expect(settleBids(sides, ann, tie, false).seats).toEqual({ union: 2, confederate: 1 });
    // A bid not made counts as 0 for either side: the other gets the side not asked for.
    expect(settleBids(sides, { playerId: 1, points: 0, side: null }, bob, true)).toEqual({
      seats: { union: 2, confederate: 1 },
      handicap: { side: 'confederate', points: 2 },
    });
    // The coin is the same every time it is asked, and both faces occur.
    const coins = Array.from({ length: 20 }, (_, i) => challengerWinsCoin('secret', i));
    expect(coins).toEqual(Array.from({ length: 20 }, (_, i) => challengerWinsCoin('secret', i)));
    expect(new Set(coins).size).toBe(2);
  });
});
