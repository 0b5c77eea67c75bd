// Tests wait for conditions, never for time: `until` polls `fn` until it gives a value, within a
// generous bound (a busy machine is slow, not wrong).
export async function until<T>(
  what: string,
  fn: () => T | undefined | Promise<T | undefined>,
  ms = 60_000,
): Promise<T> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const v = await fn();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}
