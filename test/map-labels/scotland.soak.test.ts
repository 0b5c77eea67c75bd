// Issue 42, labels never hidden: every Scotland the Brave map picture of seeded self-play games (both
// scenarios, and The Rebellion with every advanced option) has no text covered by a counter, an
// arrow, a tag or anything else drawn after it, no two texts overlapping, and no text crossing the
// picture's edge. The boxes come from the drawing model (mapPicture's marks, text measured with the
// font's advance widths), not from pixels.
import { labelFaults } from '../../src/games/core/labels/paint';
import { scotland } from '../../src/games/scotland';
import { viewPicture } from '../../src/games/scotland/draw-view';
import { selfplay } from '../../src/games/selfplay';

type ScotlandState = Parameters<typeof scotland.view>[0];

/** Games per run: every picture of each is checked (a game is about 150 pictures and 6-8 s of
 * self-play). MAP_LABEL_GAMES=50 is the full sweep. */
const GAMES = Number(process.env.MAP_LABEL_GAMES ?? 2);

const RUNS = [
  { name: 'The Rebellion', options: {} },
  { name: 'The Toom Tabard', scenario: 'toom-tabard', options: {} },
  {
    name: 'The Rebellion with every advanced option',
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

test.each(RUNS)(`issue 42: no map text hidden or cut in ${GAMES} games of $name`, ({ scenario, options }) => {
  const faults = new Map<string, string>();
  let pictures = 0;
  selfplay(scotland, {
    games: GAMES,
    seed: `map-labels-${scenario ?? 'rebellion'}`,
    gameOptions: options,
    ...(scenario ? { scenario } : {}),
    onStep: ({ state, events }) => {
      const picture = viewPicture(scotland.view(state as ScotlandState, 'scots'), events);
      pictures++;
      const bounds = { x0: 0, y0: 0, x1: picture.width, y1: picture.height };
      for (const f of labelFaults(picture.marks, bounds))
        if (!faults.has(f)) faults.set(f, String((state as ScotlandState).step));
    },
  });
  expect([...faults.entries()].slice(0, 30).map(([f, step]) => `${f} (step ${step})`)).toEqual([]);
  expect(pictures).toBeGreaterThan(GAMES);
});
