// `npm run bench`: every benchmark, printing figures (never asserting on time).
// `npm run bench -- engine` runs one part.
import { benchBot, printBotFigures } from './bot';
import { benchBurst, printBurstFigures } from './burst';
import { benchEngines, printEngineFigures } from './engine';
import { benchBigMail, benchInbound, printInboundFigures } from './inbound';
import { benchInboundPipeline } from './inbound-pipeline';
import { benchPictures, printPictureFigures } from './pictures';
import { benchScale, printScaleFigures } from './scale';
import { benchService, printServiceFigures } from './service';

const parts: Record<string, () => Promise<void>> = {
  engine: async () => printEngineFigures(benchEngines(Number(process.env.BENCH_GAMES ?? 50))),
  service: async () => printServiceFigures(await benchService()),
  burst: async () => printBurstFigures(await benchBurst({ games: Number(process.env.BENCH_BURST ?? 50) })),
  scale: async () =>
    printScaleFigures(await benchScale({ games: Number(process.env.BENCH_SCALE ?? 10_000) })),
  pictures: async () => printPictureFigures(await benchPictures()),
  bot: async () =>
    printBotFigures(benchBot(Number(process.env.BENCH_BOT_GAMES ?? 20), process.env.BENCH_BOT_GAME)),
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

const wanted = process.argv.slice(2).filter((a) => a !== '--');
for (const [name, run] of Object.entries(parts)) {
  if (wanted.length === 0 || wanted.includes(name)) await run();
}
