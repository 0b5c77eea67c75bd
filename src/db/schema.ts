// The typed Database interface: one place that says what each table holds. jsonb columns are
// written as JSON text (see `json()` in db/json.ts) because node-postgres would turn a JS array
// into a Postgres array; both drivers read jsonb back as parsed values.
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A jsonb column holding T, written as JSON text. */
export type Json<T> = ColumnType<T, string, string>;
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

export interface PlayersTable {
  id: Generated<number>;
  email: string;
  display_name: string | null;
  time_zone: Generated<string>;
  digest: Generated<boolean>;
  vacation_days_left: Generated<number>;
  vacation_year: number | null;
  created_at: Generated<Date>;
}

export type GameStatus = 'active' | 'paused' | 'finished';

export interface GamesTable {
  id: string;
  number: Generated<number>;
  game_type: string;
  scenario: string;
  options: Json<Record<string, unknown>>;
  rules_version: number;
  seed: string;
  seed_hash: string;
  /** 1: a step's dice from the seed alone; 2: from the seed and the step's contributions. */
  dice_scheme: Generated<number>;
  /** The organiser made the finished game's replay public (`/g/<token>/replay`). */
  replay_public: Generated<boolean>;
  status: ColumnType<GameStatus, GameStatus | undefined, GameStatus>;
  turn_time_seconds: number;
  time_controls: ColumnType<Record<string, unknown>, string | undefined, string>;
  current_step: Generated<number>;
  mail_count: Generated<number>;
  version: Generated<number>;
  /** Every awaited side of the open step has orders on file; cleared by its resolution. */
  orders_in: Generated<boolean>;
  result: NullableJson<unknown>;
  /** A ladder's side bid: points given to a side at the end's count (null: none). */
  handicap: NullableJson<{ side: string; points: number }>;
  created_at: Timestamp;
  paused_at: NullableTimestamp;
  finished_at: NullableTimestamp;
}

export interface GameSidesTable {
  game_id: string;
  side: string;
  player_id: number;
  standing: Generated<string>;
  misses: Generated<number>;
  consecutive_misses: Generated<number>;
  draw_offered_at: NullableTimestamp;
  resigned_at: NullableTimestamp;
  /** Raised when the organiser gives the side to another player (links carry it). */
  seat: Generated<number>;
  /** The language the side's player reads: 'en' or 'ja' (issue #17). */
  lang: Generated<string>;
  /** The bot's level when the bot plays this side ('easy', 'normal', 'hard'); null for a person. */
  bot_level: ColumnType<string | null, string | null | undefined, string | null>;
  /** The step whose bot orders were refused even at the easiest level: left to the deadline. */
  bot_gave_up_seq: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface StepsTable {
  game_id: string;
  seq: number;
  title: string;
  awaiting: Json<string[]>;
  prompts: Json<unknown[]>;
  opened_at: Timestamp;
  deadline: NullableTimestamp;
  extended: Generated<boolean>;
  resolved_at: NullableTimestamp;
  standing_used: NullableJson<Record<string, string>>;
  late_sides: NullableJson<string[]>;
  /** Set when the step ended the game without the engine (resign, forfeit, agreed draw). */
  ending: NullableJson<StepEnding>;
  deadline_revision: Generated<number>;
}

export interface StepEnding {
  /** adjudicated: the organiser named the result; abandoned: ended by the organiser without one. */
  kind: 'resign' | 'forfeit' | 'draw' | 'adjudicated' | 'abandoned';
  sides: string[];
  /** adjudicated: the winner named by the organiser (null: a draw). */
  winner?: string | null;
  reason?: string;
}

export interface SubmissionsTable {
  id: Generated<number>;
  game_id: string;
  step_seq: number;
  side: string;
  text: string;
  normal: Json<string[]>;
  orders: Json<unknown[]>;
  standing: string | null;
  channel: string;
  message_id: string | null;
  received_at: Timestamp;
  superseded: Generated<boolean>;
  /** The player's share of the step's dice (games.dice_scheme 2); null for a timeout. */
  contribution: string | null;
}

export interface EventsTable {
  game_id: string;
  step_seq: number;
  idx: number;
  kind: string;
  event: Json<Record<string, unknown>>;
}

export interface StatesTable {
  game_id: string;
  step_seq: number;
  state: Json<unknown>;
  rolls: Json<unknown[]>;
  created_at: Generated<Date>;
}

export type OutboxStatus = 'pending' | 'sent' | 'failed';

export interface OutboxTable {
  id: Generated<number>;
  game_id: string | null;
  kind: string;
  to_addr: string;
  message_id: string;
  mail: Json<unknown>;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  lease_until: NullableTimestamp;
  last_error: string | null;
  sent_at: NullableTimestamp;
  sent_message_id: string | null;
  created_at: Generated<Date>;
  /** The instance (instances.id) delivering the mail now. */
  claimed_by: string | null;
}

/** A running service process, beating while it lives: its claims are void once it stops. */
export interface InstancesTable {
  id: string;
  started_at: Timestamp;
  beat_at: Timestamp;
}

export interface MailboxTable {
  id: Generated<number>;
  outbox_id: number | null;
  message_id: string;
  to_addr: string;
  from_addr: string;
  subject: string;
  mail: Json<unknown>;
  created_at: Generated<Date>;
}

export interface OrganiserActionsTable {
  id: Generated<number>;
  game_id: string;
  at: Generated<Date>;
  action: string;
  reason: string;
  detail: NullableJson<unknown>;
}

export interface PicturesTable {
  hash: string;
  /** The whole SVG; for a view of another picture (`base`), only its root <svg> tag. */
  svg: string;
  /** The picture whose SVG this one shows through another root tag (a close-up of its map). */
  base: ColumnType<string | null, string | null | undefined, string | null>;
  width: number;
  png: Buffer | null;
  attempts: Generated<number>;
  error: string | null;
  created_at: Generated<Date>;
  rendered_at: NullableTimestamp;
}

export interface InboundMailTable {
  id: Generated<number>;
  message_id: string;
  door: string;
  from_addr: string | null;
  to_addr: string | null;
  raw: Buffer | null;
  game_id: string | null;
  side: string | null;
  step_seq: number | null;
  outcome: string | null;
  detail: NullableJson<unknown>;
  received_at: Generated<Date>;
  handled_at: NullableTimestamp;
  /** Set while a delivery is being handled (a lease: a stale claim is taken over). */
  claimed_at: NullableTimestamp;
  /** The sender's address, lower-cased ('' for none): Message-IDs are claimed per sender. */
  sender_key: Generated<string>;
  /** The instance (instances.id) handling the mail now. */
  claimed_by: string | null;
}

export interface RemindersTable {
  id: Generated<number>;
  game_id: string;
  step_seq: number;
  side: string;
  kind: string;
  due_at: Timestamp;
  done_at: NullableTimestamp;
}

export interface VacationsTable {
  id: Generated<number>;
  player_id: number;
  starts_at: Timestamp;
  ends_at: Timestamp;
  ended_at: NullableTimestamp;
}

export interface PendingActionsTable {
  id: Generated<number>;
  game_id: string;
  side: string;
  action: string;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  done_at: NullableTimestamp;
  code: string | null;
  payload: NullableJson<Record<string, unknown>>;
}

export interface DigestsTable {
  id: Generated<number>;
  player_id: number;
  due_at: Timestamp;
  done_at: NullableTimestamp;
  games: number | null;
}

export interface ClubsTable {
  id: Generated<number>;
  name: string;
  created_at: Generated<Date>;
  /** The organisers' weekly digest is next due (null: not yet scheduled). */
  digest_due_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Its ladders and tournaments may be seen by anyone at /clubs/<id> (no addresses shown). */
  public: Generated<boolean>;
  /** The invite links of this generation join the club; 0: none made yet. */
  invite_generation: Generated<number>;
}

export type NotifyChannelKind = 'webhook' | 'discord' | 'slack' | 'telegram';

/** A player's notice channel besides mail (issue #44); its notices are outbox rows of kind 'notice'. */
export interface NotifyChannelsTable {
  id: Generated<number>;
  player_id: number;
  kind: NotifyChannelKind;
  /** A URL, or a Telegram chat id. */
  target: string;
  /** The HMAC key of a generic webhook's signature. */
  secret: string;
  private: Generated<boolean>;
  /** The notices it gets (turn, reminder, report, result, club, digest). */
  kinds: Json<string[]>;
  /** Seconds before a deadline at which a reminder goes. */
  reminders: Json<number[]>;
  enabled: Generated<boolean>;
  /** Failed deliveries in a row: ten switch the channel off. */
  failures: Generated<number>;
  last_delivery_at: NullableTimestamp;
  last_status: string | null;
  last_error: string | null;
  created_at: Generated<Date>;
}

/** A player's preferences for club play (games: game ids, empty for any). */
export interface MemberPreferencesTable {
  player_id: number;
  games: Json<string[]>;
  max_games: number | null;
  turn_time_seconds: number | null;
  /** 'en' | 'ja': the member's language (issue #17). */
  lang: Generated<string>;
}

export interface ClubMembersTable {
  club_id: number;
  player_id: number;
  role: Generated<string>;
  joined_at: Generated<Date>;
}

export interface LaddersTable {
  id: Generated<number>;
  club_id: number;
  name: string;
  game_type: string;
  settings: Json<Record<string, unknown>>;
  created_at: Generated<Date>;
}

/** A player's Glicko-2 rating (rating, deviation, volatility) and record, in a ladder or a club. */
interface RatingColumns {
  rating: number;
  rd: number;
  vol: number;
  wins: Generated<number>;
  losses: Generated<number>;
  draws: Generated<number>;
}

export interface LadderRatingsTable extends RatingColumns {
  ladder_id: number;
  player_id: number;
}

export interface RatingHistoryTable {
  id: Generated<number>;
  ladder_id: number;
  player_id: number;
  game_id: string | null;
  at: Date;
  rating: number;
  rd: number;
}

/** A player's club-wide rating for one game, from every rated ladder of that game in the club. */
export interface ClubGameRatingsTable extends RatingColumns {
  club_id: number;
  game_type: string;
  player_id: number;
}

export interface ClubRatingHistoryTable {
  id: Generated<number>;
  club_id: number;
  game_type: string;
  player_id: number;
  game_id: string | null;
  at: Date;
  rating: number;
  rd: number;
}

export interface ChallengesTable {
  id: Generated<number>;
  ladder_id: number;
  from_player: number;
  to_player: number;
  status: Generated<string>;
  created_at: Date;
  answer_by: Date;
  answered_at: Date | null;
  game_id: string | null;
}

/** A player's bid for a side once their ladder challenge was accepted. */
export interface ChallengeBidsTable {
  challenge_id: number;
  player_id: number;
  points: number;
  side: string;
  at: Date;
}

export interface LadderGamesTable {
  game_id: string;
  ladder_id: number;
  rated_at: Date | null;
}

export interface TournamentsTable {
  id: Generated<number>;
  club_id: number;
  name: string;
  game_type: string;
  format: string;
  rounds: number | null;
  ladder_id: number | null;
  settings: Json<Record<string, unknown>>;
  status: Generated<string>;
  current_round: Generated<number>;
  round_started_at: Date | null;
  /** When the next round is due by the calendar; null when it starts as the current one ends. */
  round_due_at: Date | null;
  created_at: Generated<Date>;
  finished_at: Date | null;
}

export interface TournamentEntrantsTable {
  tournament_id: number;
  player_id: number;
  seed: number;
}

export interface TournamentPairingsTable {
  id: Generated<number>;
  tournament_id: number;
  round: number;
  first_player: number;
  second_player: number | null;
  game_id: string | null;
  first_side: string | null;
  first_score: number | null;
  second_score: number | null;
  ended_at: Date | null;
}

/** An open offer to play on a ladder; open and past lapse_at: lapsed. */
export interface SeeksTable {
  id: Generated<number>;
  ladder_id: number;
  player_id: number;
  status: Generated<string>;
  created_at: Generated<Date>;
  lapse_at: Date;
  game_id: string | null;
  /** When the player was told the seek lapsed unmatched. */
  noticed_at: Generated<Date | null>;
}

export interface Database {
  players: PlayersTable;
  games: GamesTable;
  game_sides: GameSidesTable;
  steps: StepsTable;
  submissions: SubmissionsTable;
  events: EventsTable;
  states: StatesTable;
  outbox: OutboxTable;
  pictures: PicturesTable;
  organiser_actions: OrganiserActionsTable;
  clubs: ClubsTable;
  club_members: ClubMembersTable;
  ladders: LaddersTable;
  ladder_ratings: LadderRatingsTable;
  rating_history: RatingHistoryTable;
  club_game_ratings: ClubGameRatingsTable;
  club_rating_history: ClubRatingHistoryTable;
  challenges: ChallengesTable;
  ladder_games: LadderGamesTable;
  tournaments: TournamentsTable;
  tournament_entrants: TournamentEntrantsTable;
  tournament_pairings: TournamentPairingsTable;
  seeks: SeeksTable;
  member_preferences: MemberPreferencesTable;
  notify_channels: NotifyChannelsTable;
  challenge_bids: ChallengeBidsTable;
  mailbox: MailboxTable;
  inbound_mail: InboundMailTable;
  instances: InstancesTable;
  reminders: RemindersTable;
  vacations: VacationsTable;
  pending_actions: PendingActionsTable;
  digests: DigestsTable;
}

export type GameRow = Selectable<GamesTable>;
export type StepRow = Selectable<StepsTable>;
export type SubmissionRow = Selectable<SubmissionsTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type MailboxRow = Selectable<MailboxTable>;
export type NewOutbox = Insertable<OutboxTable>;
