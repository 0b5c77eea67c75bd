// Types of prepared.mjs (plain JavaScript, so that the PGlite thread starts without the loader).
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';

export function preparedQueries(
  pg: PGlite,
): <T = Record<string, unknown>>(
  text: string,
  params?: unknown[],
  options?: QueryOptions,
) => Promise<Results<T>>;
