// jsonb values are written as JSON text: node-postgres would send a JS array as a Postgres array.
export function json(value: unknown): string {
  return JSON.stringify(value);
}
