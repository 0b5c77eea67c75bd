// Issue 42, labels never hidden: every Travel Battle field picture (each side's view) of seeded
// self-play games, in English and Japanese, with and without the quick set-up, has no text covered
// by a counter, an arrow, a tag or anything drawn after it, no two texts overlapping and none
// crossing the picture's edge (sweep.ts). Texts checked: counter captions (id, kind) and halted tags, brigadiers' ids, melee
// result tags, the column letters and row numbers, the board captions and the title. The set-up's
// board-choice pictures carry no marks and are not checked.
// Brigadiers' discs stand in a row along their square's bottom, the counters moved up and made
// smaller for them (draw-units.ts squareLayout), so no disc covers a counter's words or another disc.
import { travelBattle } from '../../src/games/travel-battle';
import { mapPicture } from '../../src/games/travel-battle/draw';
import type { TbView } from '../../src/games/travel-battle/view';
import { GAMES, sweep, sweepTimeout } from './sweep';

type TbState = Parameters<typeof travelBattle.view>[0];

test.each([
  { name: 'the standard set-up', options: {} },
  { name: 'the quick set-up', options: { quickSetup: true } },
])(
  `issue 42: no map text hidden or cut in ${GAMES} games of Travel Battle with $name`,
  ({ options }) => {
    const result = sweep(travelBattle, {
      seed: `map-labels-travel-battle-${Object.keys(options).join('-') || 'standard'}`,
      options,
      pictures: (state, events, lang) =>
        (['red', 'blue'] as const).map((side) =>
          mapPicture(travelBattle.view(state as TbState, side) as TbView, events, lang),
        ),
    });
    expect(result.first.slice(0, 30)).toEqual([]);
    expect(result.pictures).toBeGreaterThan(GAMES);
  },
  sweepTimeout(GAMES),
);
