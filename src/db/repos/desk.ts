// The organiser's view of the games: one page of the games list in one query (each game with its
// open step and its sides), and the log of the organiser's actions.
import { sql } from 'kysely';
import { json } from '../json';
import type { Db } from './games';

export interface GamesListQuery {
  /** One game, by id. */
  id?: string;
  status?: 'active' | 'late' | 'paused' | 'finished';
  player?: string;
  gameType?: string;
  now: Date;
  limit: number;
  offset: number;
}

export async function listGamesPage(db: Db, q: GamesListQuery) {
  let query = db
    .selectFrom('games')
    .leftJoin('steps', (j) =>
      j.onRef('steps.game_id', '=', 'games.id').onRef('steps.seq', '=', 'games.current_step'),
    )
    .select([
      'games.id',
      'games.number',
      'games.game_type',
      'games.status',
      'games.result',
      'games.created_at',
      'games.finished_at',
      'steps.title as step_title',
      'steps.awaiting',
      'steps.deadline',
      'steps.resolved_at',
      sql<{ side: string; email: string; misses: number }[]>`(
        select coalesce(json_agg(json_build_object('side', gs.side, 'email', p.email, 'misses', gs.misses) order by gs.side), '[]'::json)
        from game_sides gs join players p on p.id = gs.player_id where gs.game_id = games.id)`.as('sides'),
    ]);
  if (q.status === 'late')
    query = query.where('games.status', '=', 'active').where('steps.deadline', '<', q.now);
  else if (q.status) query = query.where('games.status', '=', q.status);
  if (q.id) query = query.where('games.id', '=', q.id);
  if (q.gameType) query = query.where('games.game_type', '=', q.gameType);
  if (q.player)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('game_sides as gs')
          .innerJoin('players as p', 'p.id', 'gs.player_id')
          .select(sql`1`.as('one'))
          .whereRef('gs.game_id', '=', 'games.id')
          .where(sql`lower(p.email)`, '=', (q.player as string).toLowerCase()),
      ),
    );
  return query.orderBy('games.number', 'desc').limit(q.limit).offset(q.offset).execute();
}

export async function logOrganiserAction(
  db: Db,
  a: { gameId: string; action: string; reason: string; detail?: unknown; at: Date },
): Promise<void> {
  await db
    .insertInto('organiser_actions')
    .values({
      game_id: a.gameId,
      action: a.action,
      reason: a.reason,
      detail: a.detail === undefined ? null : json(a.detail),
      at: a.at,
    })
    .execute();
}

export async function organiserActions(db: Db, gameId: string) {
  return db.selectFrom('organiser_actions').selectAll().where('game_id', '=', gameId).orderBy('id').execute();
}

/** A game's mails, newest first, with how their delivery went. */
export async function gameMails(db: Db, gameId: string, limit: number) {
  return db
    .selectFrom('outbox')
    .select([
      'id',
      'kind',
      'to_addr',
      // A report still to compose (report-requests.ts) has no subject yet: its kind stands in.
      // A notice to a player's channel (app/notify) has none either: its kind and channel stand in.
      sql<string>`coalesce(mail->>'subject', 'Notice: ' || (mail->'notice'->>'kind'), '(' || kind || ', being composed)')`.as(
        'subject',
      ),
      'status',
      'attempts',
      'last_error',
      'created_at',
      'sent_at',
    ])
    .where('game_id', '=', gameId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The mails the game's players sent us, newest first, with what came of each. */
export async function gameReplies(db: Db, gameId: string, limit: number) {
  return db
    .selectFrom('inbound_mail')
    .select([
      'id',
      'door',
      'from_addr',
      'side',
      'outcome',
      sql<string | null>`detail->>'result'`.as('result'),
      'received_at',
      'handled_at',
    ])
    .where('game_id', '=', gameId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The address of the player who held `seat` of a side before the organiser replaced them. */
export async function formerPlayer(
  db: Db,
  gameId: string,
  side: string,
  seat: number,
): Promise<string | null> {
  const rows = await db
    .selectFrom('organiser_actions')
    .select('detail')
    .where('game_id', '=', gameId)
    .where('action', '=', 'replace')
    .execute();
  const change = rows
    .map((r) => r.detail as { side?: string; seat?: number; from?: string } | null)
    .find((d) => d?.side === side && d.seat === seat + 1);
  return change?.from ?? null;
}
