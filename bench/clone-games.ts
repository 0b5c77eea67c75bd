// Many real games fast: copies of the games already in a PostgreSQL schema, made by the database in
// a few statements (every row of every table that belongs to a game, with a new game id, new players
// and new Message-IDs), instead of thousands of engine set-ups. Each copy is a valid game: the same
// rows the use-cases wrote, only renamed.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/db/schema';

/** Rows that are a game's history the pages and sweeps never read; left out of the copies. */
const NOT_COPIED = new Set(['inbound_mail', 'organiser_actions', 'games', 'game_sides']);

async function copyableColumns(db: Kysely<Database>, table: string): Promise<string[]> {
  const { rows } = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}
      and is_identity = 'NO' and is_generated = 'NEVER'
      and coalesce(column_default, '') not like 'nextval%'
    order by ordinal_position`.execute(db);
  return rows.map((r) => r.column_name);
}

/** insert into `table` a copy of each row `from` finds (alias t, with clone_map m), `set` overriding columns. */
async function copyRows(
  db: Kysely<Database>,
  table: string,
  from: string,
  set: Record<string, string>,
): Promise<void> {
  const cols = await copyableColumns(db, table);
  const values = cols.map((c) => set[c] ?? `t.${c}`);
  await sql
    .raw(`insert into ${table} (${cols.join(', ')}) select ${values.join(', ')} from ${from}`)
    .execute(db);
}

/** `copies` copies of every game in the schema; returns how many games there are then. */
export async function cloneGames(db: Kysely<Database>, copies: number): Promise<number> {
  await sql`create table clone_map as
    select g.id as src, g.id || '-' || n as dst, n from games g cross join generate_series(1, ${copies}::int) n`.execute(
    db,
  );
  // Games take their numbers from the highest one (create-game.ts), not from the column's sequence.
  await sql`select setval(pg_get_serial_sequence('games', 'number'), (select max(number) from games))`.execute(
    db,
  );
  const renamed = `'c' || m.n || '.' || t.email`;
  await copyRows(db, 'games', 'games t join clone_map m on m.src = t.id', { id: 'm.dst' });
  await copyRows(
    db,
    'players',
    'players t join game_sides s on s.player_id = t.id join clone_map m on m.src = s.game_id',
    { email: renamed },
  );
  await copyRows(
    db,
    'game_sides',
    'game_sides t join clone_map m on m.src = t.game_id join players o on o.id = t.player_id',
    {
      game_id: 'm.dst',
      player_id: `(select p.id from players p where p.email = 'c' || m.n || '.' || o.email)`,
    },
  );
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.columns
    where table_schema = current_schema() and column_name = 'game_id' order by table_name`.execute(db);
  for (const { table_name: table } of rows) {
    if (NOT_COPIED.has(table)) continue;
    const cols = await copyableColumns(db, table);
    await copyRows(db, table, `${table} t join clone_map m on m.src = t.game_id`, {
      game_id: 'm.dst',
      ...(cols.includes('message_id') ? { message_id: `m.n || '.' || t.message_id` } : {}),
    });
  }
  await sql`drop table clone_map`.execute(db);
  await sql`analyze`.execute(db);
  const n = await db
    .selectFrom('games')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n.n);
}
