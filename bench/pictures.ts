// Pictures: maps drawn per second in the render pool (child processes, palette PNG) over the pictures
// of a game played in turn, beside the in-process truecolour rendering of its first measured in the
// same run, and the largest palette PNG. Prints figures; asserts nothing.
import { performance } from 'node:perf_hooks';
import { SeededDice } from '../src/games/core/dice';
import { getGame } from '../src/games/index';
import { playOne } from '../src/games/selfplay';
import { createRenderPool } from '../src/render/pool';
import { svgToPng } from '../src/render/png';

export interface PictureFigures {
  game: string;
  inProcessMs: number;
  inProcessBytes: number;
  poolPicturesPerSecond: Record<number, number>;
  paletteBytes: number;
}

/** The pictures of a game played with random legal orders (selfplay), as its players see them. */
function gameSvgs(id: string, n: number): string[] {
  const game = getGame(id);
  const options = id === 'travel-battle' ? { quickSetup: true } : {};
  const start = game.setup({ options }, new SeededDice('00'.repeat(32), 'bench', 0));
  const svgs = [game.draw(game.view(start, game.sides[0] as string), [])];
  playOne(
    game,
    `bench-pictures-${id}`,
    n,
    ({ state, events }) => {
      for (const side of game.sides) svgs.push(game.draw(game.view(state, side), events));
    },
    options,
  );
  return svgs.slice(0, n);
}

export async function benchPictures(n = 40): Promise<PictureFigures[]> {
  const out: PictureFigures[] = [];
  for (const id of ['sharpsburg', 'travel-battle', 'scotland']) {
    // The start, then each side's picture after each step: what a game's reports ask for in turn.
    const svgs = gameSvgs(id, n);
    const svg = svgs[0] as string;
    const t0 = performance.now();
    let inProcessBytes = 0;
    for (let i = 0; i < 5; i++) inProcessBytes = svgToPng(svg, 1000).length;
    const inProcessMs = (performance.now() - t0) / 5;
    const poolPicturesPerSecond: Record<number, number> = {};
    let paletteBytes = 0;
    for (const size of [1, 2]) {
      const pool = createRenderPool({ size });
      await Promise.all(Array.from({ length: size }, () => pool.render({ svg, width: 1000 }))); // start the workers
      const t1 = performance.now();
      const pngs = await Promise.all(svgs.map((s) => pool.render({ svg: s, width: 1000 })));
      poolPicturesPerSecond[size] = svgs.length / ((performance.now() - t1) / 1000);
      paletteBytes = Math.max(...pngs.map((png) => png.length));
      await pool.close();
    }
    out.push({ game: id, inProcessMs, inProcessBytes, poolPicturesPerSecond, paletteBytes });
  }
  return out;
}

export function printPictureFigures(figures: PictureFigures[]): void {
  for (const f of figures) {
    const kb = (b: number) => `${(b / 1024).toFixed(0)} KiB`;
    const rates = Object.entries(f.poolPicturesPerSecond)
      .map(([size, r]) => `${r.toFixed(1)}/s with ${size} worker${size === '1' ? '' : 's'}`)
      .join(', ');
    console.log(
      `pictures, ${f.game}: pool ${rates}; in-process truecolour ${f.inProcessMs.toFixed(0)} ms (${(1000 / f.inProcessMs).toFixed(1)}/s); largest palette PNG ${kb(f.paletteBytes)} (the first in truecolour: ${kb(f.inProcessBytes)})`,
    );
  }
}
