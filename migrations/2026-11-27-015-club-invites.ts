// Joining a club by its invite link: the link names the club and this generation of its links, so
// the organiser revokes every link given out so far by making a new one (the generation goes up).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('clubs')
    // 0: no invite link made yet.
    .addColumn('invite_generation', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('clubs').dropColumn('invite_generation').execute();
}
