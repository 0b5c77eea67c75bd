// A player's notice channels (notify_channels): set and switched off by the player or the organiser,
// read when an event queues its notices, and updated after each delivery.
import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { json } from '../json';
import type { Database, NotifyChannelKind } from '../schema';

// Not games.ts's Db: games.ts reads the channels with the sides (enabledChannelsOf).
type Db = Kysely<Database> | Transaction<Database>;

/** How many failed deliveries in a row switch a channel off. */
export const FAILURES_TO_SWITCH_OFF = 10;

export interface ChannelSetting {
  kind: NotifyChannelKind;
  target: string;
  secret: string;
  private: boolean;
  kinds: string[];
  reminders: number[];
}

/** Adds the channel, or turns it on again with these settings (a player's kind and target are one). */
export async function saveChannel(db: Db, playerId: number, s: ChannelSetting) {
  const values = {
    private: s.private,
    kinds: json(s.kinds),
    reminders: json(s.reminders),
    enabled: true,
    failures: 0,
    last_error: null,
  };
  return db
    .insertInto('notify_channels')
    .values({ player_id: playerId, kind: s.kind, target: s.target, secret: s.secret, ...values })
    .onConflict((oc) => oc.columns(['player_id', 'kind', 'target']).doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Switches off every channel of the player; returns how many were on. */
export async function switchOffChannels(db: Db, playerId: number): Promise<number> {
  const rows = await db
    .updateTable('notify_channels')
    .set({ enabled: false })
    .where('player_id', '=', playerId)
    .where('enabled', '=', true)
    .returning('id')
    .execute();
  return rows.length;
}

/**
 * Pauses (on = false) or resumes one kind of the player's channels, or the one channel `id`, keeping
 * it with its choices; a resumed channel starts its failures in a row again. Returns how many changed.
 */
export async function switchChannels(
  db: Db,
  playerId: number,
  on: boolean,
  which: { kind?: NotifyChannelKind; id?: number },
): Promise<number> {
  let q = db
    .updateTable('notify_channels')
    .set(on ? { enabled: true, failures: 0 } : { enabled: false })
    .where('player_id', '=', playerId)
    .where('enabled', '=', !on);
  if (which.kind) q = q.where('kind', '=', which.kind);
  if (which.id !== undefined) q = q.where('id', '=', which.id);
  return (await q.returning('id').execute()).length;
}

export async function channelsOfPlayer(db: Db, playerId: number) {
  return db
    .selectFrom('notify_channels')
    .selectAll()
    .where('player_id', '=', playerId)
    .orderBy('id')
    .execute();
}

export async function channelById(db: Db, id: number) {
  return db
    .selectFrom('notify_channels')
    .innerJoin('players', 'players.id', 'notify_channels.player_id')
    .selectAll('notify_channels')
    .select('players.email')
    .where('notify_channels.id', '=', id)
    .executeTakeFirst();
}

/** A side's channels that are on, as a JSON column of a query over players (no round trip more). */
export function enabledChannelsOf(eb: ExpressionBuilder<Database, 'players'>) {
  return jsonArrayFrom(
    eb
      .selectFrom('notify_channels')
      .select(['notify_channels.id', 'notify_channels.kinds', 'notify_channels.reminders'])
      .whereRef('notify_channels.player_id', '=', 'players.id')
      .where('notify_channels.enabled', '=', true)
      .orderBy('notify_channels.id'),
  );
}

/** A channel as enabledChannelsOf gives it. */
export interface EnabledChannel {
  id: number;
  kinds: string[];
  reminders: number[];
}

/** A delivery that reached the receiver: the failures in a row start again. */
export async function recordDelivered(db: Db, id: number, at: Date, status: string): Promise<void> {
  await db
    .updateTable('notify_channels')
    .set({ last_delivery_at: at, last_status: status, last_error: null, failures: 0 })
    .where('id', '=', id)
    .execute();
}

/**
 * A failed delivery: counted, and the channel switched off when `final` (the receiver said the
 * address is gone) or at the tenth in a row. Returns true when this failure switched it off.
 */
export async function recordFailed(
  db: Db,
  id: number,
  at: Date,
  f: { status: string; error: string; final: boolean },
): Promise<boolean> {
  const row = await db
    .updateTable('notify_channels')
    .set({
      last_delivery_at: at,
      last_status: f.status,
      last_error: f.error.slice(0, 500),
      failures: sql`failures + 1`,
      enabled: f.final ? false : sql<boolean>`enabled and failures + 1 < ${sql.lit(FAILURES_TO_SWITCH_OFF)}`,
    })
    .where('id', '=', id)
    .where('enabled', '=', true)
    .returning('enabled')
    .executeTakeFirst();
  return row !== undefined && !row.enabled;
}

/** How often a channel failed in a row, and its last error (the switch-off mail says them). */
export async function channelFailures(db: Db, id: number) {
  return db
    .selectFrom('notify_channels')
    .select(['failures', 'last_error'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}
