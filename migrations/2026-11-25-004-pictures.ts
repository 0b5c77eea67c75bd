// Pictures of mails, drawn after the resolution has committed: a mail names its picture by the hash
// of the SVG (and width), the SVG is kept here, and the sender draws the PNG once (in the render
// pool) before the first mail that needs it goes out. The same picture for both sides is drawn once.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pictures')
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('svg', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('png', 'bytea')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('rendered_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pictures').execute();
}
