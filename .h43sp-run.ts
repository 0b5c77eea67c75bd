import { getGame } from '/work/main/src/games/index';
import { selfplay } from '/work/main/src/games/selfplay';
const [gameId, n, seed] = process.argv.slice(2);
const game = getGame(gameId!);
const c0 = process.cpuUsage();
const t0 = Date.now();
const s = selfplay(game, { games: Number(n), seed: seed ?? '1' });
const c = process.cpuUsage(c0);
console.log(gameId, JSON.stringify(s), 'cpu', ((c.user + c.system) / 1e6).toFixed(1), 'wall', ((Date.now() - t0) / 1000).toFixed(1));
