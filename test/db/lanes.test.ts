// PGlite's one connection is shared by two lanes (pglite-dialect.ts): a page a person is waiting on
// goes before the work queued ahead of it, but never keeps that work waiting for long.
import { Lanes, type Lane } from '../../src/db/pglite-dialect';

/** Queues `lanes` behind a holder, releases the holder, and returns the order they were granted in. */
async function grantOrder(queued: Lane[]): Promise<string[]> {
  const lanes = new Lanes();
  const releaseHolder = await lanes.lock('work');
  const order: string[] = [];
  const all = queued.map((lane, i) =>
    lanes.lock(lane).then((release) => {
      order.push(`${lane}${i}`);
      release();
    }),
  );
  releaseHolder();
  await Promise.all(all);
  return order;
}

describe('the lanes of the PGlite connection', () => {
  test('issue 12: a page queued behind work goes first once the holder releases', async () => {
    expect(await grantOrder(['work', 'work', 'page'])).toEqual(['page2', 'work0', 'work1']);
  });

  test('issue 12: each lane is first come, first served', async () => {
    expect(await grantOrder(['work', 'page', 'work', 'page'])).toEqual(['page1', 'page3', 'work0', 'work2']);
  });

  test('issue 12: at most four pages in a row go before waiting work', async () => {
    const order = await grantOrder(['work', 'page', 'page', 'page', 'page', 'page', 'page']);
    expect(order).toEqual(['page1', 'page2', 'page3', 'page4', 'work0', 'page5', 'page6']);
  });

  test('issue 12: a release given twice frees the connection once', async () => {
    const lanes = new Lanes();
    const release = await lanes.lock('work');
    const second = lanes.lock('work');
    const third = lanes.lock('work');
    let thirdGranted = false;
    void third.then(() => (thirdGranted = true));
    release();
    release();
    await second;
    // Every callback the double release could have queued has run by the next turn of the loop.
    await new Promise((r) => setImmediate(r));
    expect(thirdGranted).toBe(false);
  });
});
