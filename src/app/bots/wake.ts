// The bot plays within moments of a step opening: a commit that opens a step the bot may owe calls
// ctx.stepOpened, which runs the bots' pass (play-bot-sides.ts) at once instead of at the sweeper's
// next tick. Wakes while a pass runs are folded into one more pass after it, so a burst of
// submissions never runs passes side by side; the sweeper's own pass stays the safety net.
import type { AppContext } from '../base/context';
import { playBotSides } from './play-bot-sides';

export interface BotWaker {
  wake(): void;
  stop(): Promise<void>;
}

export function botWaker(ctx: AppContext, log: (line: string) => void): BotWaker {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = () => {
    running = playBotSides(ctx)
      .then(
        () => undefined,
        (err: unknown) => log(`bots: ${(err as Error).message}`),
      )
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          run();
        }
      });
  };
  return {
    wake() {
      if (stopped) return;
      if (running) again = true;
      else run();
    },
    async stop() {
      stopped = true;
      await running;
    },
  };
}
