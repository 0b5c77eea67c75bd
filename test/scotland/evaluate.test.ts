// The bot's judgement of a Scotland position (docs/bots.md, src/games/scotland/evaluate.ts) and the
// luck the search takes off its imagined dice (leader-luck.ts).
import type { GameEvent } from '../../src/games/core/events';
import { distance } from '../../src/games/core/hex';
import { CITIES, MAP } from '../../src/games/scotland/data';
import { evaluate } from '../../src/games/scotland/evaluate';
import { leaderLuck } from '../../src/games/scotland/leader-luck';
import { board, put } from './helpers';

describe('Scotland bot: evaluation', () => {
  it('STB-11.1c: a unit two hexes from a city the enemy holds counts more than one as far as can be from all', () => {
    const city = CITIES.find((c) => c.loyaltyMarker)!;
    const land = [...MAP.keys()].filter((h) => MAP.get(h)!.terrain !== 'sea');
    const nearest = (h: string) => Math.min(...CITIES.map((c) => distance(h, c.hex)));
    const near = land.find((h) => distance(h, city.hex) === 2)!;
    const far = land.reduce((a, h) => (nearest(h) > nearest(a) ? h : a));
    const at = (hex: string) => {
      const s = board();
      put(s, 'scots', hex);
      return evaluate(s, 'scots');
    };
    expect(at(near)).toBeGreaterThan(at(far));
  });
});

describe('Scotland bot: the luck of a casualty check that ends the game', () => {
  const check = (kind: 'battle-leader-withdraws' | 'battle-leader-killed', leader: string): GameEvent => ({
    kind,
    text: `${leader} rolled`,
    leader,
  });

  it('STB-8.5.3a: Wallace living through a check killed on a 1 is a sixth of the game lucky for the Scots', () => {
    const s = board();
    expect(leaderLuck(s, [check('battle-leader-withdraws', 'wallace')], 'scots')).toBeCloseTo(1000 / 6);
    expect(leaderLuck(s, [check('battle-leader-withdraws', 'wallace')], 'english')).toBeCloseTo(-1000 / 6);
    // Killed, the trial's lost game less this luck leaves the check's odds: -1000 + 5/6 of 1000.
    expect(leaderLuck(s, [check('battle-leader-killed', 'wallace')], 'scots')).toBeCloseTo((-1000 * 5) / 6);
    expect(leaderLuck(s, [check('battle-leader-killed', 'edward')], 'scots')).toBeCloseTo((1000 * 5) / 6);
  });

  it('STB-AMB-26: Wallace lost for want of a hex to withdraw into is no luck: the die did not decide it', () => {
    const s = board();
    const trapped = { ...check('battle-leader-killed', 'wallace'), trapped: true };
    expect(leaderLuck(s, [trapped], 'scots')).toBe(0);
  });

  it('STB-12.3.4: only the checks of a leader whose death ends the game count', () => {
    const s = board();
    expect(leaderLuck(s, [check('battle-leader-killed', 'murray')], 'scots')).toBe(0);
    // STB-14.1.2a: under "Wallace returns" his death decides nothing.
    s.options = { wallaceReturns: true };
    expect(leaderLuck(s, [check('battle-leader-killed', 'wallace')], 'scots')).toBe(0);
  });
});
