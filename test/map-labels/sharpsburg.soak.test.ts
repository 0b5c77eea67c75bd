// Issue 42, labels never hidden: every Sharpsburg map picture (each side's view) of seeded self-play
// games, in English and Japanese, has no text covered by a counter, an arrow, a tag or anything
// drawn after it, no two texts overlapping and none crossing the picture's edge (sweep.ts). Texts checked: place names, bridge
// and ford names, hex numbers, counter captions (id, strength-movement) and their artillery and
// engaged tags, odds-and-result tags, the Potomac strip, the title band and the key.
import { sharpsburg } from '../../src/games/sharpsburg';
import { mapPicture } from '../../src/games/sharpsburg/draw';
import { GAMES, sweep, sweepTimeout } from './sweep';

type SharpsburgState = Parameters<typeof sharpsburg.view>[0];

test(
  `issue 42: no map text hidden or cut in ${GAMES} games of Sharpsburg`,
  () => {
    const result = sweep(sharpsburg, {
      seed: 'map-labels-sharpsburg',
      pictures: (state, events, lang) =>
        (['union', 'confederate'] as const).map((side) =>
          mapPicture(sharpsburg.view(state as SharpsburgState, side), events, lang),
        ),
    });
    expect(result.first.slice(0, 30)).toEqual([]);
    expect(result.pictures).toBeGreaterThan(GAMES);
  },
  sweepTimeout(GAMES),
);
