// `npm run bench`: every benchmark, printing figures (never asserting on time).
// `npm run bench -- engine` runs one part. The service runs compiled, as deployed: dist/ is built
// first when it is not a build of the sources as they are.
import { execFileSync } from 'node:child_process';
import { benchBigMails, printBigMailFigures } from './big-mail';
import { benchBot, printBotFigures } from './bot';
import { benchBotSearch, printBotSearchFigures } from './bot-search';
import { benchCloseUps, printCloseUpFigures } from './close-ups';
import { benchBurst, printBurstFigures } from './burst';
import { benchEngines, printEngineFigures } from './engine';
import { benchEngineParts, printEnginePartFigures } from './engine-parts';
import { benchEngineUnits, printEngineUnitsFigures } from './engine-units';
import { benchFootprint, printFootprintFigures } from './footprint';
import { benchBigMail, benchInbound, printInboundFigures } from './inbound';
import { benchInboundPipeline } from './inbound-pipeline';
import { benchPictures, printPictureFigures } from './pictures';
import { benchScale, printScaleFigures } from './scale';
import { benchService, printServiceFigures } from './service';

const parts: Record<string, () => Promise<void>> = {
  footprint: async () => printFootprintFigures(await benchFootprint()),
  engine: async () => {
    printEngineFigures(benchEngines(Number(process.env.BENCH_GAMES ?? 50)));
    printEnginePartFigures(benchEngineParts(Number(process.env.BENCH_PART_GAMES ?? 20)));
    printEngineUnitsFigures(benchEngineUnits());
  },
  service: async () => printServiceFigures(await benchService()),
  burst: async () => printBurstFigures(await benchBurst({ games: Number(process.env.BENCH_BURST ?? 50) })),
  scale: async () =>
    printScaleFigures(await benchScale({ games: Number(process.env.BENCH_SCALE ?? 10_000) })),
  pictures: async () => printPictureFigures(await benchPictures()),
  'close-ups': async () => printCloseUpFigures(await benchCloseUps()),
  'big-mail': async () =>
    printBigMailFigures(await benchBigMails({ mails: Number(process.env.BENCH_BIG_MAILS ?? 4) })),
  bot: async () =>
    printBotFigures(
      benchBot(Number(process.env.BENCH_BOT_GAMES ?? 20), {
        game: process.env.BENCH_BOT_GAME,
        side: process.env.BENCH_BOT_SIDE,
        pairing: process.env.BENCH_BOT_PAIRING,
        from: Number(process.env.BENCH_BOT_FROM ?? 0),
      }),
    ),
  'bot-search': async () =>
    printBotSearchFigures(
      benchBotSearch(Number(process.env.BENCH_BOT_GAMES ?? 1), {
        game: process.env.BENCH_BOT_GAME,
        from: Number(process.env.BENCH_BOT_FROM ?? 0),
      }),
    ),
  inbound: async () => {
    printInboundFigures([
      ...(await benchInbound({ mails: Number(process.env.BENCH_MAILS ?? 2000) })),
      ...(await benchInboundPipeline()),
    ]);
    const big = await benchBigMail();
    console.log(
      `  a 10 MB mail read in the worker: longest event-loop stall ${big.readingMs.toFixed(1)} ms (idle: ${big.idleMs.toFixed(1)} ms, ratio ${(big.readingMs / big.idleMs).toFixed(1)})`,
    );
  },
};

execFileSync(process.execPath, [new URL('../scripts/build.mjs', import.meta.url).pathname, '--if-stale'], {
  stdio: 'inherit',
});
const wanted = process.argv.slice(2).filter((a) => a !== '--');
for (const [name, run] of Object.entries(parts)) {
  if (wanted.length === 0 || wanted.includes(name)) await run();
}
