import { listGames } from './src/games/index';
import { selfplay } from './src/games/selfplay';
import { eventsFor } from './src/games/core/events';
import { closeUps, readMap } from './src/mail/compose/close-up';
import { cuts, frameSize } from './src/mail/compose/close-up-frame';
const game = listGames().find((g) => g.id === 'scotland')!;
let step = 0; let t = 0; let n = 0;
selfplay(game, { games: 1, seed: 'close-up-frames-scotland', maxSteps: 60, onStep: ({ state, events }) => {
  if (++step % 5) return;
  for (const side of game.sides) {
    const svg = game.draw(game.view(state, side), events);
    const t0 = performance.now();
    const ups = closeUps(svg, eventsFor(events, side), side);
    t += performance.now() - t0; n++;
    const map = readMap(svg)!;
    if (step === 5 && side === 'scots') console.log('frame', frameSize(map.font), map.width, map.height, map.labels.length);
    for (const u of ups) {
      const b = { x0: +u.svg.match(/viewBox="([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)"/)![1]!, ...{} } as any;
      const words = map.labels.filter((l) => cuts(u.box)(l) && l.x1 - l.x0 < u.box.x1 - u.box.x0);
      for (const w of words) {
        const texts = [...svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)"[^>]*>([^<]*)</g)].filter((m) => Math.abs(+m[2]! - (w.y1)) < 20 && +m[1]! > w.x0 && +m[1]! < w.x1).map((m) => m[3]);
        console.log(step, side, JSON.stringify(u.box), JSON.stringify(w), texts.slice(0, 3));
      }
    }
  }
}});
console.log('closeUps ms/call', (t / n).toFixed(1));
