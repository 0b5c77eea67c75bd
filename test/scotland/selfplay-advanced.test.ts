// Self-play of The Rebellion with strategy markers and every advanced rule built so far (STB-14.0):
// the invariants hold after every step, every sampled submission and every example shown is legal.
import { scotland } from '../../src/games/scotland';
import { selfplay } from '../../src/games/selfplay';

const GAMES = Number(process.env.SELFPLAY_GAMES ?? 6);

test(`STB-14.0: ${GAMES} games with markers, Wallace returning, the English navy and the extra levy keep every invariant`, () => {
  const options = {
    markers: true,
    northLevies: true,
    wallaceReturns: true,
    englishNavy: true,
    extraEnglishLevy: true,
    cityGarrisons: true,
  };
  for (const o of Object.keys(options)) expect(scotland.options.map((x) => x.id)).toContain(o);
  const summary = selfplay(scotland, { games: GAMES, seed: 'advanced-options', gameOptions: options });
  expect(summary.violation).toBeUndefined();
  expect(summary.unfinished).toBe(0);
});
