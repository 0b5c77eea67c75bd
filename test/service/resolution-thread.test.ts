// The server's one resolution thread holds one job at a time; the waiting jobs go resolutions first,
// since a player waits for the answer to the submission that completed a step, and nobody waits to
// the second for a report mail to be composed.
import type { ReportInput } from '../../src/app/turns/compose-reports';
import { computePageParts, type PagePartsInput } from '../../src/app/turns/page-parts';
import { SeededDice } from '../../src/games/core/dice';
import { getGame } from '../../src/games/index';
import type { ResolutionInput } from '../../src/app/turns/compute-resolution';
import {
  composeOnThread,
  computeOnThread,
  pagePartsOnThread,
  resolutionThreadRunning,
  setResolutionThreadIdle,
  stopResolutionThread,
  warmResolutionThread,
} from '../../src/app/turns/resolution-thread';
import { until } from '../support/until';

afterAll(async () => {
  await stopResolutionThread();
});

/** The order in which the thread answers these jobs, all asked at once on a warm thread. Their inputs
 *  are refused at once: only the order of the answers matters. */
async function answerOrder(jobs: [string, () => Promise<unknown>][]): Promise<string[]> {
  await warmResolutionThread();
  const order: string[] = [];
  await Promise.all(
    jobs.map(([name, job]) =>
      job().then(
        () => order.push(name),
        () => order.push(name),
      ),
    ),
  );
  return order;
}

test('issue 12: a resolution waiting for the thread goes before the compositions that waited longer', async () => {
  const order = await answerOrder([
    ['compose 1', () => composeOnThread({} as ReportInput)],
    ['compose 2', () => composeOnThread({} as ReportInput)],
    ['resolve', () => computeOnThread({} as ResolutionInput)],
  ]);
  expect(order).toEqual(['compose 1', 'resolve', 'compose 2']);
});

test('issue 40: a page waiting for the thread goes after a resolution and before the mails', async () => {
  const order = await answerOrder([
    ['compose 1', () => composeOnThread({} as ReportInput)],
    ['compose 2', () => composeOnThread({} as ReportInput)],
    ['page', () => pagePartsOnThread({} as PagePartsInput)],
    ['resolve', () => computeOnThread({} as ResolutionInput)],
  ]);
  expect(order).toEqual(['compose 1', 'resolve', 'page', 'compose 2']);
});

test('issue 40: an orders page made on the thread is the page made inline (map, examples, destinations, help)', async () => {
  const module = getGame('sharpsburg');
  const state = module.setup({}, new SeededDice('00'.repeat(32), 'page-parts', 0));
  const side = module.sides[0] as string;
  const prompt = module.awaiting(state).find((p) => p.side === side) ?? null;
  expect(prompt).not.toBeNull();
  const input: PagePartsInput = {
    gameType: 'sharpsburg',
    state,
    side,
    events: [],
    lang: 'ja',
    prompt: prompt && { ...prompt, examples: [] },
    want: ['svg', 'prompt', 'destinations', 'help'],
  };
  const onThread = await pagePartsOnThread(input);
  expect(onThread).toEqual(computePageParts(getGame, input));
  expect(onThread.svg).toContain('<svg');
  expect(onThread.prompt?.examples.length).toBeGreaterThan(0);
  expect(Object.keys(onThread.destinations ?? {}).length).toBeGreaterThan(0);
});

test('issue 12: a stopped thread fails what it held and what waited, and the next job starts a new one', async () => {
  await warmResolutionThread();
  const held = composeOnThread({} as ReportInput).catch((err: Error) => err.message);
  const waited = computeOnThread({} as ResolutionInput).catch((err: Error) => err.message);
  const page = pagePartsOnThread({} as PagePartsInput).catch((err: Error) => err.message);
  await stopResolutionThread();
  expect(await held).toBe('the resolution thread was stopped');
  expect(await waited).toBe('the resolution thread was stopped');
  expect(await page).toBe('the resolution thread was stopped');
  await expect(computeOnThread({} as ResolutionInput)).rejects.toThrow();
});

test('issue 40: the thread starts at the first job and ends once it has had none for a while', async () => {
  await stopResolutionThread();
  setResolutionThreadIdle(50);
  try {
    expect(resolutionThreadRunning()).toBe(false);
    await expect(computeOnThread({} as ResolutionInput)).rejects.toThrow();
    await until('the idle thread to end', () => (resolutionThreadRunning() ? undefined : true));
    await expect(composeOnThread({} as ReportInput)).rejects.toThrow();
  } finally {
    setResolutionThreadIdle(30_000);
  }
});
