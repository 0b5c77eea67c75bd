// Every game's static data (maps, boards, counter mixes, tables) is a JSON file in its `data/` folder,
// imported with `with { type: 'json' }` and checked here once, at import: no game reads a file while
// it resolves, and a bad edit stops start-up with the file's name and the place that is wrong.
import { z } from 'zod';

/** A text table kept as JSON: one line per string (grids and lists stay readable and editable). */
export const textDataSchema = z.object({
  about: z.array(z.string()).default([]),
  lines: z.array(z.string()),
});
export type TextData = z.infer<typeof textDataSchema>;

export function checkData<T>(file: string, schema: z.ZodType<T>, raw: unknown): T {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  const where = first?.path.length ? ` at ${first.path.join('.')}` : '';
  throw new Error(`game data ${file}${where}: ${first?.message ?? 'invalid'}`);
}

/** The text of a text table, as the game's own parser reads it. */
export function textData(file: string, raw: unknown): string {
  return checkData(file, textDataSchema, raw).lines.join('\n') + '\n';
}
