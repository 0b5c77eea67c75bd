// Side bids on a ladder: once a challenge is accepted each player bids points for the side they want;
// the higher bid takes it and gives the bid to the other side as a handicap, kept on the game and
// added at the end's count.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // {"side": "union", "points": 3}: points given to that side at the end; null: none.
  await db.schema.alterTable('games').addColumn('handicap', 'jsonb').execute();
  await db.schema
    .createTable('challenge_bids')
    .addColumn('challenge_id', 'integer', (c) => c.notNull().references('challenges.id').onDelete('cascade'))
    .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id'))
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('challenge_bids_pk', ['challenge_id', 'player_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('challenge_bids').execute();
  await db.schema.alterTable('games').dropColumn('handicap').execute();
}
