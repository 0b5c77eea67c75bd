import { listGames } from './src/games/index';
import { selfplay } from './src/games/selfplay';
import { eventsFor } from './src/games/core/events';
import { closeUps, readMap } from './src/mail/compose/close-up';
const game = listGames().find((g) => g.id === 'scotland')!;
let step = 0; let t = 0; let r = 0; let n = 0;
selfplay(game, { games: 1, seed: 'close-up-frames-scotland', maxSteps: 60, onStep: ({ state, events }) => {
  if (++step % 5) return;
  for (const side of game.sides) {
    const svg = game.draw(game.view(state, side), events);
    let t0 = performance.now(); readMap(svg); r += performance.now() - t0;
    t0 = performance.now();
    closeUps(svg, eventsFor(events, side), side);
    t += performance.now() - t0; n++;
  }
}});
console.log('readMap ms', (r / n).toFixed(1), 'closeUps ms/call', (t / n).toFixed(1));
