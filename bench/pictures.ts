// Pictures: maps drawn per second in the render pool (child processes, palette PNG), beside the
// in-process truecolour rendering of the same SVG measured in the same run, and the bytes of each
// game's report picture. Prints figures; asserts nothing.
import { performance } from 'node:perf_hooks';
import { SeededDice } from '../src/games/core/dice';
import { getGame } from '../src/games/index';
import { createRenderPool } from '../src/render/pool';
import { svgToPng } from '../src/render/png';

export interface PictureFigures {
  game: string;
  inProcessMs: number;
  inProcessBytes: number;
  poolPicturesPerSecond: Record<number, number>;
  paletteBytes: number;
}

function startSvg(id: string): string {
  const game = getGame(id);
  const options = id === 'travel-battle' ? { quickSetup: true } : {};
  const state = game.setup({ options }, new SeededDice('00'.repeat(32), 'bench', 0));
  return game.draw(game.view(state, game.sides[0] as string), []);
}

export async function benchPictures(n = 20): Promise<PictureFigures[]> {
  const out: PictureFigures[] = [];
  for (const id of ['sharpsburg', 'travel-battle']) {
    const svg = startSvg(id);
    const t0 = performance.now();
    let inProcessBytes = 0;
    for (let i = 0; i < 5; i++) inProcessBytes = svgToPng(svg, 1000).length;
    const inProcessMs = (performance.now() - t0) / 5;
    const poolPicturesPerSecond: Record<number, number> = {};
    let paletteBytes = 0;
    for (const size of [1, 2]) {
      const pool = createRenderPool({ size });
      await pool.render({ svg, width: 1000 }); // start the workers
      const t1 = performance.now();
      const pngs = await Promise.all(Array.from({ length: n }, () => pool.render({ svg, width: 1000 })));
      poolPicturesPerSecond[size] = n / ((performance.now() - t1) / 1000);
      paletteBytes = pngs[0]?.length ?? 0;
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
      `pictures, ${f.game}: pool ${rates}; in-process truecolour ${f.inProcessMs.toFixed(0)} ms (${(1000 / f.inProcessMs).toFixed(1)}/s, ${kb(f.inProcessBytes)}); palette PNG ${kb(f.paletteBytes)} (${((f.paletteBytes / f.inProcessBytes) * 100).toFixed(0)}% of truecolour)`,
    );
  }
}
