// Issue 42, labels never hidden: every Scotland the Brave map picture, in English and Japanese, of
// seeded self-play games (both scenarios, and The Rebellion with every advanced option) has no text
// covered by a counter, an arrow, a tag or anything else drawn after it, no two texts overlapping,
// and no text crossing the picture's edge (sweep.ts). Texts checked: city names, hex numbers, sea
// and country names, counter captions and count badges, battle result tags, the title band and the
// key.
import { scotland } from '../../src/games/scotland';
import { viewPicture } from '../../src/games/scotland/draw-view';
import { GAMES, sweep, sweepTimeout } from './sweep';

type ScotlandState = Parameters<typeof scotland.view>[0];

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

test.each(RUNS)(
  `issue 42: no map text hidden or cut in ${GAMES} games of $name`,
  ({ scenario, options }) => {
    const result = sweep(scotland, {
      seed: `map-labels-${scenario ?? 'rebellion'}`,
      options,
      ...(scenario ? { scenario } : {}),
      pictures: (state, events, lang) => [
        viewPicture(scotland.view(state as ScotlandState, 'scots'), events, lang),
      ],
    });
    expect(result.first.slice(0, 30)).toEqual([]);
    expect(result.pictures).toBeGreaterThan(GAMES);
  },
  sweepTimeout(GAMES),
);
