// The whole of /mailbox.json, page after page (the feed is paged, newest first; the next page's
// address is in the Link header), oldest first.
export async function allMailboxJson<T extends { id: number }>(
  base: string,
  get: (url: string) => Promise<Response> = (url) => fetch(url),
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
