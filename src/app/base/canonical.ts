// jsonb stores object keys in its own order. Engines may iterate keys, so the state and orders are
// put in one canonical key order before every engine call, live and in replay alike: the same input
// then gives the same dice and the same result whichever database stored it.
export function canonical<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => canonical(v)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const v = (value as Record<string, unknown>)[key];
      if (v !== undefined) out[key] = canonical(v);
    }
    return out as T;
  }
  return value;
}

/** JSON text in canonical order: two values are the same record iff these strings are equal. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(canonical(JSON.parse(JSON.stringify(value ?? null))));
}
