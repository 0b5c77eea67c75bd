// A bounded map of values that never change once written (a step's state, its events, the drawing
// made from them, a sentence in a language): the most recently used are kept, the oldest dropped.
// Per process; any instance that reads the same row keeps the same value, so nothing needs telling
// when another one writes. And oncePer, a value made once for each object (a map's terrain drawing).
// Pure, with no game in it: kept here so that every layer may use it.
export class Kept<T> {
  private readonly values = new Map<string, T>();

  constructor(private readonly max: number) {}

  get(key: string): T | undefined {
    const value = this.values.get(key);
    if (value !== undefined) {
      // Most recently used last: a Map keeps insertion order.
      this.values.delete(key);
      this.values.set(key, value);
    }
    return value;
  }

  set(key: string, value: T): T {
    this.values.delete(key);
    if (this.values.size >= this.max) this.values.delete(this.values.keys().next().value as string);
    this.values.set(key, value);
    return value;
  }

  /** `compute()`'s value for `key`, computed once while it is kept. */
  keep(key: string, compute: () => T): T {
    return this.get(key) ?? this.set(key, compute());
  }
}

/** `make(key)` made once for each key object and kept while that object lives (a map's drawing). */
export function oncePer<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const values = new WeakMap<K, V>();
  return (key) => {
    let value = values.get(key);
    if (value === undefined) {
      value = make(key);
      values.set(key, value);
    }
    return value;
  };
}
