// The language a member reads (issue #17): their club and hub mails and pages, and the seat language
// of every ladder and tournament game they start. English unless chosen otherwise.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('member_preferences')
    .addColumn('lang', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('member_preferences').dropColumn('lang').execute();
}
