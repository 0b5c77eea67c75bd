// A side the bot plays (issue #43): its level, and the step at which its orders were refused even at
// the easiest level (the bot then leaves that step to the deadline's standing defaults rather than
// trying again at every sweep). The sweep asks only for bot sides, through a partial index.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('game_sides').addColumn('bot_level', 'text').execute();
  await db.schema.alterTable('game_sides').addColumn('bot_gave_up_seq', 'integer').execute();
  await sql`create index game_sides_bot on game_sides (game_id) where bot_level is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('game_sides_bot').execute();
  await db.schema.alterTable('game_sides').dropColumn('bot_gave_up_seq').execute();
  await db.schema.alterTable('game_sides').dropColumn('bot_level').execute();
}
