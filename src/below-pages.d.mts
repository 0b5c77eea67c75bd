export function runBelowPages(opts: { thread: boolean }): void;
