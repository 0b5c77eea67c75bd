import { listGames } from './src/games/index';
import { selfplay } from './src/games/selfplay';
import { writeFileSync } from 'node:fs';
for (const id of ['sharpsburg', 'scotland', 'travel-battle']) {
  const game = listGames().find((g) => g.id === id)!;
  let n = 0;
  selfplay(game, { games: 1, seed: 'x', maxSteps: 12, onStep: ({ state, events }) => {
    if (++n !== 12) return;
    writeFileSync(`/tmp/h42/${id}.svg`, game.draw(game.view(state, game.sides[0]!), events, 'en'));
    writeFileSync(`/tmp/h42/${id}-ja.svg`, game.draw(game.view(state, game.sides[0]!), events, 'ja'));
  } });
}
