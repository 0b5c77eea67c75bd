// A statement that kysely would build the same way every time but for its values: built and compiled
// once, then sent with each call's values. Building a select of several JSON subqueries (a page's one
// read) cost the event loop more than its answer did: kysely's builders, freezes and visitors, ~0.4 ms
// a page, the largest single part of the web process's time while fifty submissions came in at once.
import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type { Database } from './schema';

/** What kysely's builders give: a statement that compiles, and runs. */
type Statement<R> = Compilable<R> & { execute(): Promise<R[]> };

/** Stands for the i-th value while the statement is built: kysely passes it through as a parameter. */
class Slot {
  constructor(readonly index: number) {}
}

/**
 * `build(db, ...values)` must put each value into the statement as a parameter, and build the same
 * statement whatever the values are (no branch on them: a statement of another shape is another kept
 * statement). It is called once, with stand-ins for the values; through a kysely with plugins, at
 * every call with the values themselves.
 */
export function keptStatement<V extends unknown[], R>(
  build: (db: Kysely<Database>, ...values: V) => Statement<R>,
): (db: Kysely<Database>, ...values: V) => Promise<R[]> {
  let kept: { sql: string; parameters: readonly unknown[] } | null = null;
  return async (db, ...values) => {
    // A kysely with plugins (a test's statement counter) sees each statement built, as it would be.
    if (db.getExecutor().plugins.length > 0) return build(db, ...values).execute();
    kept ??= compiled(db, build, values.length);
    const parameters = kept.parameters.map((p) => (p instanceof Slot ? values[p.index] : p));
    const { rows } = await db.executeQuery<R>(CompiledQuery.raw(kept.sql, parameters));
    return rows;
  };
}

function compiled<V extends unknown[], R>(
  db: Kysely<Database>,
  build: (db: Kysely<Database>, ...values: V) => Statement<R>,
  count: number,
): { sql: string; parameters: readonly unknown[] } {
  const slots = Array.from({ length: count }, (_, i) => new Slot(i)) as V;
  const { sql, parameters } = build(db.withoutPlugins(), ...slots).compile();
  const used = new Set(parameters.filter((p) => p instanceof Slot).map((p) => (p as Slot).index));
  // A value the statement never took (read by the builder instead) would be silently ignored.
  if (used.size !== count) throw new Error(`a kept statement takes ${count} values but puts ${used.size} in`);
  return { sql, parameters };
}

/**
 * `keptStatement` with its values by name: `build(db, values)` puts each of `names` into the
 * statement. One kept statement per list of names (a statement of another shape has other names).
 */
export function keptWithNames<V extends Record<string, unknown>, R>(
  names: readonly (keyof V & string)[],
  build: (db: Kysely<Database>, values: V) => Statement<R>,
): (db: Kysely<Database>, values: V) => Promise<R[]> {
  const byName = (list: unknown[]) => Object.fromEntries(names.map((n, i) => [n, list[i]])) as V;
  const kept = keptStatement((db, ...list: unknown[]) => build(db, byName(list)));
  return (db, values) => kept(db, ...names.map((n) => values[n]));
}
