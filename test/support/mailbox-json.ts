// The whole of /mailbox.json, page after page (the feed is paged, newest first; the next page's
// address is in the Link header), oldest first.
export async function allMailboxJson<T extends { id: number }>(
  base: string,
  get: (url: string) => Promise<Response> = getWithOneRetry,
): Promise<T[]> {
  const all: T[] = [];
  let next: string | null = '/mailbox.json?limit=500';
  while (next) {
    const res: Response = await get(`${base}${next}`);
    if (!res.ok) throw new Error(`${next}: ${res.status}`);
    all.push(...((await res.json()) as T[]));
    next = /<([^>]+)>;\s*rel="next"/.exec(res.headers.get('link') ?? '')?.[1] ?? null;
  }
  return all.sort((a, b) => a.id - b.id);
}

/** A GET sent again once if its pooled connection was reset: a test that composed mail for a minute
 *  before reading the mailbox may reuse a keep-alive connection just as the server closes it (seen
 *  once in CI on a loaded machine). A GET is safe to repeat, and a server that is down fails twice. */
async function getWithOneRetry(url: string): Promise<Response> {
  try {
    return await fetch(url);
  } catch (err) {
    if (!(err instanceof TypeError)) throw err;
    return fetch(url);
  }
}
