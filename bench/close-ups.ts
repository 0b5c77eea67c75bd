// Close-ups of report mails (issue 42): over every step of seeded self-play games of each game (and
// Scotland's second scenario and advanced options), from each side, what closeUps shows: the
// areas (reportAreas) it leaves without a close-up, how many close-ups a report has, the CPU time of choosing the
// frames; and, for every `BENCH_CLOSE_UP_EVERY`-th report (4), the close-ups drawn by the render pool
// (one worker) as the sender draws them: their PNG bytes and drawing time (wall: the worker is
// another process); and drawn again in this process in truecolour, for the CPU time drawing takes
// (steady where the machine is shared). Prints figures; asserts nothing.
import { performance } from 'node:perf_hooks';
import { eventsFor } from '../src/games/core/events';
import { getGame } from '../src/games/index';
import { playOne } from '../src/games/selfplay';
import { CLOSE_UP_WIDTH } from '../src/mail/compose/assemble';
import { closeUps, readMap, reportAreas } from '../src/mail/compose/close-up';
import { inside } from '../src/mail/compose/close-up-frame';
import { svgToPng } from '../src/render/png';
import { createRenderPool } from '../src/render/pool';

interface Run {
  name: string;
  game: string;
  options?: Record<string, unknown>;
  scenario?: string;
}

const RUNS: Run[] = [
  { name: 'sharpsburg', game: 'sharpsburg' },
  { name: 'travel-battle', game: 'travel-battle' },
  { name: 'scotland', game: 'scotland' },
  { name: 'scotland toom-tabard', game: 'scotland', scenario: 'toom-tabard' },
  {
    name: 'scotland advanced',
    game: 'scotland',
    options: {
      northLevies: true,
      englishNavy: true,
      wallaceReturns: true,
      extraEnglishLevy: true,
      cityGarrisons: true,
    },
  },
];

export interface CloseUpFigures {
  name: string;
  reports: number;
  reportsWithUnshown: number;
  areasUnshown: number;
  closeUpsMax: number;
  closeUpsMean: number;
  /** CPU ms of closeUps per report (frames chosen and cut out). */
  choosingMs: number;
  drawnReports: number;
  /** PNG bytes of a report's close-ups, summed per report. */
  pngBytesMean: number;
  pngBytesMax: number;
  /** Wall ms the render worker took per close-up, and per report. */
  drawMsPerCloseUp: number;
  drawMsPerReport: number;
  /** CPU ms drawing a report's close-ups in this process (truecolour). */
  drawCpuMsPerReport: number;
}

export async function benchCloseUps(
  games = Number(process.env.BENCH_CLOSE_UP_GAMES ?? 2),
  every = Number(process.env.BENCH_CLOSE_UP_EVERY ?? 4),
): Promise<CloseUpFigures[]> {
  const pool = createRenderPool({ size: 1 });
  const out: CloseUpFigures[] = [];
  try {
    for (const run of RUNS) {
      const game = getGame(run.game);
      const f: CloseUpFigures = {
        name: run.name,
        reports: 0,
        reportsWithUnshown: 0,
        areasUnshown: 0,
        closeUpsMax: 0,
        closeUpsMean: 0,
        choosingMs: 0,
        drawnReports: 0,
        pngBytesMean: 0,
        pngBytesMax: 0,
        drawMsPerCloseUp: 0,
        drawMsPerReport: 0,
        drawCpuMsPerReport: 0,
      };
      const toDraw: string[][] = [];
      let shown = 0;
      let cpu = 0;
      for (let i = 0; i < games; i++)
        playOne(
          game,
          `bench-close-ups-${run.name}-${i}`,
          2000,
          ({ state, events }) => {
            for (const side of game.sides) {
              const svg = game.draw(game.view(state, side), events);
              const c0 = process.cpuUsage();
              const mine = eventsFor(events, side);
              const ups = closeUps(svg, mine, side);
              const c = process.cpuUsage(c0);
              cpu += (c.user + c.system) / 1000;
              if (f.reports++ % every === 0) toDraw.push(ups.map((u) => u.svg));
              shown += ups.length;
              f.closeUpsMax = Math.max(f.closeUpsMax, ups.length);
              const map = readMap(svg);
              const unshown = ups.length
                ? reportAreas(map!, mine, side).filter((a) => !ups.some((u) => inside(a.box, u.box)))
                : [];
              f.areasUnshown += unshown.length;
              if (unshown.length) f.reportsWithUnshown++;
            }
          },
          run.options,
          run.scenario,
        );
      f.closeUpsMean = shown / f.reports;
      f.choosingMs = cpu / f.reports;
      await pool.render({ svg: toDraw.flat()[0] ?? '<svg/>', width: CLOSE_UP_WIDTH }); // start the worker
      let bytes = 0;
      let drawn = 0;
      const t0 = performance.now();
      for (const svgs of toDraw) {
        const pngs = await Promise.all(svgs.map((svg) => pool.render({ svg, width: CLOSE_UP_WIDTH })));
        const sum = pngs.reduce((n, p) => n + p.length, 0);
        bytes += sum;
        drawn += svgs.length;
        f.pngBytesMax = Math.max(f.pngBytesMax, sum);
      }
      const ms = performance.now() - t0;
      f.drawnReports = toDraw.length;
      f.pngBytesMean = bytes / toDraw.length;
      f.drawMsPerCloseUp = drawn ? ms / drawn : 0;
      f.drawMsPerReport = ms / toDraw.length;
      const c0 = process.cpuUsage();
      for (const svg of toDraw.flat()) svgToPng(svg, CLOSE_UP_WIDTH);
      const c = process.cpuUsage(c0);
      f.drawCpuMsPerReport = (c.user + c.system) / 1000 / toDraw.length;
      out.push(f);
    }
  } finally {
    await pool.close();
  }
  return out;
}

export function printCloseUpFigures(figures: CloseUpFigures[]): void {
  console.log('\nClose-ups of report mails (closeUps over seeded self-play, each side):');
  for (const f of figures)
    console.log(
      `  ${f.name}: ${f.reports} reports, ${f.reportsWithUnshown} leave an area unshown (${f.areasUnshown} areas); ` +
        `close-ups a report max ${f.closeUpsMax}, mean ${f.closeUpsMean.toFixed(2)}; choosing ${f.choosingMs.toFixed(1)} ms CPU a report; ` +
        `over ${f.drawnReports} reports drawn: close-up PNG bytes a report mean ${(f.pngBytesMean / 1024).toFixed(1)} KiB, ` +
        `max ${(f.pngBytesMax / 1024).toFixed(1)} KiB; drawing ${f.drawMsPerCloseUp.toFixed(1)} ms a close-up, ${f.drawMsPerReport.toFixed(1)} ms a report ` +
        `(in this process ${f.drawCpuMsPerReport.toFixed(0)} ms CPU a report)`,
    );
}
