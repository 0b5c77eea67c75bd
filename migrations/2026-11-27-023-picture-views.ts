// A close-up is its map's SVG with another root tag (a smaller viewBox): it is kept as that tag and
// the hash of the map's picture (`base`), not as a second copy of the map's ~95 KB of SVG.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pictures').addColumn('base', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pictures').dropColumn('base').execute();
}
