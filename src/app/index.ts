// The Services object: every use-case bound to one context. The web app, the inbound pipeline, the
// CLI and the tests all go through it.
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../config';
import type { Database, OutboxRow } from '../db/schema';
import { listGames } from '../games/index';
import { checkOrders } from './turns/check-orders';
import { createContext, readsIn, type AnyGame, type AppContext, type ReadLane } from './base/context';
import { createGame, previewGame } from './turns/create-game';
import { orderUrl } from './base/links';
import { mailboxService } from './notices/mailbox';
import { exportGame } from './records/record';
import { gameDice, playerDice } from './records/dice-statistics';
import { publicReplayStep, replayStep } from './records/replay';
import { resolveStep } from './turns/resolve-step';
import { setStanding } from './turns/set-standing';
import { getSideView, listReports, type SideViewOptions } from './turns/side-view';
import { seatLanguage, setSeatLanguage } from './language/seat-language';
import type { Lang } from '../i18n/index';
import { submitOrders } from './turns/submit-orders';
import { takeSubmission } from './turns/submissions-at-once';
import { timeCommandFor } from './time/time-commands';
import type { Side } from '../games/core/contract';
import type { TimeCommand } from './time/time-commands';
import type { CheckInput, CreateGameInput, GameTypeInfo, SubmitInput } from './base/types';
import type { GameRecord } from './records/record';
import {
  changeTurnTime,
  endByOrganiser,
  extendDeadline,
  pauseByOrganiser,
  shareReplay,
  resendPrompt,
  resumeByOrganiser,
} from './desk/actions';
import { deskGame, listGames as listDeskGames, type GamesListFilter } from './desk/list-games';
import { sideSeat } from '../db/repos/games';
import { addMember, createClub, membersOf } from './clubs/clubs';
import { clubsOverview } from './clubs/overview';
import { createLadder, ladderInfo, ladderSideAdvantage, standings } from './clubs/ladders';
import { addLadderBot } from './clubs/ladder-bot';
import { acceptChallenge, challenge, declineChallenge } from './clubs/challenges';
import { reliabilityOf } from './clubs/reliability';
import { answerChallengeAs } from './clubs/player-challenges';
import { playerHub } from './hub/player-hub';
import { setPreferences, type PreferencesChange } from './clubs/preferences';
import { postSeek } from './clubs/seeks';
import { newInviteLink } from './invites/invite-link';
import { describeBid, placeBid, type BidResult } from './clubs/bids';
import { gameNamesIn, memberReader, type MemberReader } from './clubs/member-reader';
import { ordersIn } from './notices/reader';
import { moduleOf } from './base/load';
import { confirmJoin, invitation, joinRequest, requestJoin } from './invites/join';
import { publicClub, setClubPublic } from './clubs/public-club';
import { clubWideOfLadder } from './clubs/club-wide/standings';
import { replacePlayer } from './desk/replace-player';
import { createTournament, enterTournament, type NewTournament } from './tournaments/tournaments';
import { startTournament } from './tournaments/rounds';
import { tournamentTable } from './tournaments/table';
import { verifyRecord, verifyStoredGame } from './records/verify-game';
import { composeQueued, composeWaiting } from './turns/report-requests';
import { practiceChoices, startPractice } from './hub/practice';
import { checkHealth, type HealthProbes } from './health/check-health';
import {
  notifyChannelsOf,
  setNotifyChannel,
  switchNotify,
  switchOffNotify,
  type ChannelInput,
} from './notify/channels';
import { publicGame } from './public-game/public-game';
import { tellOrganiserRelayDown } from './notify/relay-outage';
import { tellChannelOff } from './notify/switched-off';
import { setChannelByOrganiser, switchOffByOrganiser } from './desk/notify-channels';
import type { SwitchedOffChannel } from '../mail/notify/deliver';

export type * from './base/types';
export { stopResolutionThread } from './turns/resolution-thread';
export { ServiceError, httpStatus, type ServiceErrorCode } from './base/errors';
export type { GameRecord } from './records/record';
export type { DieKindStats } from './records/dice-stats';
export type { ReplayStep } from './records/replay';
export type { StoredGameVerification, VerifyResult } from './records/verify-game';
export type { GameListEntry, GamesListFilter } from './desk/list-games';
export type { SideViewOptions } from './turns/side-view';
export type { ReadLane } from './base/context';

export interface ServiceDeps {
  db: Kysely<Database>;
  /** The database's lane for pages (OpenDatabase.pageDb); the same as `db` when not given. */
  pageDb?: Kysely<Database>;
  config: Config;
  games?: (id: string) => AnyGame;
  gameList?: () => readonly AnyGame[];
  now?: () => Date;
  /** The running instance that claims work (a server's); none for the CLI and tests. */
  instance?: string;
  /** Resolve steps on a worker thread (a server: its pages never wait for an engine's turn). */
  resolveOffThread?: boolean;
  /** What only the running server knows (the relay, the render workers, the data folder). */
  healthProbes?: HealthProbes;
  /** New work refused while the embedded database's disk is full (health/disk-room.ts). */
  room?: () => Promise<void>;
}

/**
 * Every use-case bound to one context: what the web app, the inbound pipeline and the CLI call. Its
 * type is `Services`, taken from this binding (each use-case's own signature), not written twice.
 */
export function createServices(deps: ServiceDeps) {
  const ctx = createContext(deps.db, deps.config, deps);
  const gameList = deps.gameList ?? listGames;
  return {
    ctx,
    config: deps.config,
    gameTypes: (): GameTypeInfo[] =>
      gameList().map((m) => ({
        id: m.id,
        title: m.title,
        sides: m.sides,
        scenarios: m.scenarios.map((s) => ({ id: s.id, title: s.title })),
        options: m.options,
      })),
    createGame: (input: CreateGameInput) => createGame(ctx, input),
    /** The first mail to each side as creating the game would send it; nothing is stored. */
    previewGame: (input: CreateGameInput) => previewGame(ctx, input),
    submitOrders: (input: SubmitInput) => submitOrders(ctx, input),
    checkOrders: (input: CheckInput) => checkOrders(ctx, input),
    setStanding: (input: { gameId: string; side: Side; text: string }) => setStanding(ctx, input),
    getSideView: (input: { gameId: string; side: Side; step?: number }, opts?: SideViewOptions) =>
      getSideView(ctx, input, opts),
    /** The language the side's player reads: 'en' or 'ja' (or their names). */
    setLanguage: (input: { gameId: string; side: Side; lang: string }) => setSeatLanguage(ctx, input),
    /** Order lines in normal form, echoed in a language's order words. */
    ordersIn: (gameType: string, lang: Lang, lines: readonly string[]) =>
      ordersIn(moduleOf(ctx, gameType), lang, lines),
    /** The language a seat reads (its error pages follow it). */
    seatLang: (gameId: string, side: Side) => seatLanguage(ctx.db, gameId, side),
    listReports: (input: { gameId: string; side: Side }) => listReports(ctx, input),
    resolveStep: (gameId: string) => resolveStep(ctx, gameId),
    /** The sender's composer: the mail of an outbox row a resolution queued as what to compose. */
    composeQueued: (row: OutboxRow) => composeQueued(ctx, row),
    /** Composes every queued request now (of one game when given), as the sender would before sending. */
    composeWaiting: (gameId?: string) => composeWaiting(ctx, gameId),
    /** Resolves once no submission is being taken in this process, or after `maxMs` at most. */
    submissionsQuiet: (maxMs: number) => takeSubmission.quiet(maxMs),
    /** withPlayers: the players' addresses too (the organiser's export through the admin API). */
    exportGame: (id: string, opts?: { withPlayers?: boolean }) =>
      exportGame(ctx, id, { withPlayers: opts?.withPlayers === true }),
    verifyGame: (record: GameRecord) => verifyRecord(record, ctx.games),
    /** Replays a stored game next to its seed; the seed is in the answer only once the game is over. */
    verifyStoredGame: (id: string) => verifyStoredGame(ctx, id),
    /** A finished game's dice per face and kind, tested against a fair die (null while it is played). */
    gameDice: (id: string) => gameDice(ctx, id),
    /** The dice of every finished game an address played. */
    playerDice: (email: string) => playerDice(ctx, email),
    /** One step of the replay as a side sees it (everything once the game is over). */
    replayStep: (input: { gameId: string; side: Side; step?: number }) => replayStep(ctx, input),
    /** One step of a finished game's public replay; not found unless the organiser made it public. */
    publicReplayStep: (input: { token: string; lang: Lang; step?: number }) => publicReplayStep(ctx, input),
    /** The organiser's desk: the games list and the actions on one game (each logged with its reason). */
    desk: {
      listGames: (filter?: GamesListFilter) => listDeskGames(ctx, filter),
      game: (id: string) => deskGame(ctx, id),
      extendDeadline: (input: InputOf<typeof extendDeadline>) => extendDeadline(ctx, input),
      resendPrompt: (input: InputOf<typeof resendPrompt>) => resendPrompt(ctx, input),
      endGame: (input: InputOf<typeof endByOrganiser>) => endByOrganiser(ctx, input),
      /** Stops the clock at once, without the players' agreement; resume starts it again. */
      pause: (input: InputOf<typeof pauseByOrganiser>) => pauseByOrganiser(ctx, input),
      resume: (input: InputOf<typeof resumeByOrganiser>) => resumeByOrganiser(ctx, input),
      /** A new turn time from the next step on. */
      changeTurnTime: (input: InputOf<typeof changeTurnTime>) => changeTurnTime(ctx, input),
      /** Gives a side to another player: the former player's links stop working; all three are told. */
      replacePlayer: (input: InputOf<typeof replacePlayer>) => replacePlayer(ctx, input),
      /** Sets a notice channel for a side's player (logged); the channel in words. */
      setChannel: (input: InputOf<typeof setChannelByOrganiser>) => setChannelByOrganiser(ctx, input),
      /** Switches off a side's player's channels (logged); how many were on. */
      channelsOff: (input: InputOf<typeof switchOffByOrganiser>) => switchOffByOrganiser(ctx, input),
      /** Makes a finished game's replay public (its link in the answer), or private again (logged). */
      shareReplay: (input: InputOf<typeof shareReplay>) => shareReplay(ctx, input),
    },
    /** Clubs and their ladders: members, challenges, games started from them, Glicko-2 standings. */
    clubs: {
      create: (input: InputOf<typeof createClub>) => createClub(ctx, input),
      addMember: (input: InputOf<typeof addMember>) => addMember(ctx, input),
      members: (club: string) => membersOf(ctx, club),
      /** Every club with its members, ladders and tournaments (the organiser's clubs page). */
      overview: () => clubsOverview(ctx),
      createLadder: (input: InputOf<typeof createLadder>) => createLadder(ctx, input),
      /** The bot joins a ladder as a member that accepts every challenge (rated or not). */
      addBot: (input: InputOf<typeof addLadderBot>) => addLadderBot(ctx, input),
      standings: (ladder: number | string) => standings(ctx, ladder),
      ladder: (ladder: number | string) => ladderInfo(ctx, ladder),
      /** The ladder's game's side advantage (the standings page). */
      sideAdvantage: (ladder: number | string) => ladderSideAdvantage(ctx, ladder),
      /** The club-wide ratings of the ladder's game, from all the club's ladders of it. */
      clubWide: (ladder: number | string) => clubWideOfLadder(ctx, ladder),
      challenge: (input: InputOf<typeof challenge>) => challenge(ctx, input),
      /** The game starts (two on a ladder of paired games); refused on a ladder of side bids, where
       *  the players accept (hub, mail) and then bid. */
      accept: (input: { id: number }) => acceptChallenge(ctx, input),
      decline: (input: { id: number }) => declineChallenge(ctx, input),
      /** A player's record in all their games: endings, turns on time, median time to send. */
      reliability: (email: string) => reliabilityOf(ctx, email),
      /** The organiser shows (or hides) the club's public page. */
      setPublic: (input: InputOf<typeof setClubPublic>) => setClubPublic(ctx, input),
      /** The club's public page in `lang` (the browser's); not-found while it is private. */
      publicView: (club: string, lang?: Lang) => publicClub(ctx, club, lang),
      /** A game's title and side names in a language (pages that name a game by its id). */
      gameNames: (gameType: string, lang: Lang) => gameNamesIn(ctx, gameType, lang),
    },
    /** The player's hub, by address (the web checks the signed link): their page and its actions. */
    hub: {
      view: (email: string) => playerHub(ctx, email),
      challenge: (input: { email: string; ladder: number | string; to: string }) =>
        challenge(ctx, { ladder: input.ladder, from: input.email, to: input.to }),
      answer: (input: InputOf<typeof answerChallengeAs>) => answerChallengeAs(ctx, input),
      /** An open seek on a ladder, matched at once to the nearest-rated other seeker if there is one. */
      seek: (input: InputOf<typeof postSeek>) => postSeek(ctx, input),
      /** The member's preferences for club play: what is given changes, the rest stays. */
      preferences: (input: PreferencesChange) => setPreferences(ctx, input),
      /** A side bid on an accepted challenge of a ladder of side bids; the game starts on the second. */
      bid: (input: InputOf<typeof placeBid>) => placeBid(ctx, input),
      /** The member as a reader: their language and time zone. */
      reader: (email: string) => memberReader(ctx.db, email),
      /** What a bid did, in the reader's language. */
      describeBid: (reader: MemberReader, result: BidResult) => describeBid(ctx, reader, result),
      /** Every game, scenario and side a player may practise against the bot, in their words. */
      practiceChoices: (reader: MemberReader) => practiceChoices(reader),
      /** A game against the bot: the player at the side chosen, the bot at the level chosen. */
      practice: (input: InputOf<typeof startPractice>) => startPractice(ctx, input),
    },
    /** Joining a club by its invite link: the organiser's link, the page, the mail, the confirmation. */
    invites: {
      /** A new invite link for the club; every older one stops working. */
      newLink: (club: string) => newInviteLink(ctx, club),
      invitation: (token: string) => invitation(ctx, token),
      /** Mails a confirmation link to the address; nothing changes until it is confirmed. `lang`:
       *  the invite page's language, kept in the link (the mail, the confirmation page and the new
       *  member's language follow it). */
      request: (input: InputOf<typeof requestJoin>) => requestJoin(ctx, input),
      pending: (token: string) => joinRequest(ctx, token),
      confirm: (token: string) => confirmJoin(ctx, token),
    },
    /** A club's tournaments: made, entered, started; the sweeper starts each next round. */
    tournaments: {
      create: (input: NewTournament) => createTournament(ctx, input),
      enter: (input: InputOf<typeof enterTournament>) => enterTournament(ctx, input),
      start: (input: InputOf<typeof startTournament>) => startTournament(ctx, input),
      table: (id: number | string) => tournamentTable(ctx, id),
    },
    /** The embedded mailbox (SMTP_URL unset), newest first, a page at a time (at most 500 a page). */
    mailbox: deps.config.smtpUrl ? null : mailboxService(deps.db),
    /** A game's public page (/g/<token>): what a neutral observer sees, in `lang`; no power in it. */
    publicGame: (token: string, lang: Lang) => publicGame(ctx, token, lang),
    /** What is degraded (database, mail relay, disk, workers) and the oldest waiting work (/healthz). */
    health: () => checkHealth(ctx, deps.healthProbes),
    /** A player's notice channels besides mail: the hub, the desk and the sender use them. */
    notify: {
      /** Adds a channel or switches it on again; a bad kind or address is refused (bad-request). */
      set: (email: string, input: ChannelInput) => setNotifyChannel(ctx, email, input),
      /** Switches off every channel of the player; how many were on. */
      off: (email: string) => switchOffNotify(ctx, email),
      /** Pauses or resumes the player's channels of a kind, or one by id; how many changed. */
      switch: (email: string, on: boolean, which: { kind?: string; id?: number }) =>
        switchNotify(ctx, email, on, which),
      channels: (email: string) => notifyChannelsOf(ctx, email),
      /** The sender's hook: the organiser told on their channels that the mail relay stays down. */
      tellRelayDown: (outage: { downSince: Date; lastError: string }) => tellOrganiserRelayDown(ctx, outage),
      /** The sender's hook: the player told by mail that a channel was switched off. */
      tellChannelOff: (trx: Transaction<Database>, channel: SwitchedOffChannel) =>
        tellChannelOff(ctx, trx, channel),
    },
    /** Time controls for a side (vacation, pause, resume, draws, resign): answered in words. */
    timeCommand: (input: { gameId: string; side: Side; command: TimeCommand }) => timeCommandFor(ctx, input),
    /** The side's seat (raised when the organiser replaces the player); null for no such side. */
    seatOf: (gameId: string, side: Side, lane: ReadLane = 'page') =>
      sideSeat(readsIn(ctx, lane), gameId, side),
    orderLink: (gameId: string, side: Side, step: number) =>
      orderUrl(ctx.config, { gameId, side, step }, ctx.now(), 3 * 86400),
  };
}

/** A use-case's input: its second parameter (the first is the context). */
type InputOf<F> = F extends (ctx: AppContext, input: infer I, ...rest: never[]) => unknown ? I : never;

/** Every use-case bound to one context (createServices), without the context itself. */
export type Services = Omit<ReturnType<typeof createServices>, 'ctx'>;
