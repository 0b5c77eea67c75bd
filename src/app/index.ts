// The Services object: every use-case bound to one context. The web app, the inbound pipeline, the
// CLI and the tests all go through it.
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database, OutboxRow } from '../db/schema';
import { listGames } from '../games/index';
import { checkOrders } from './turns/check-orders';
import { createContext, readsIn, type AnyGame, type AppContext, type ReadLane } from './base/context';
import { createGame, previewGame } from './turns/create-game';
import { practiceChoices, startPractice, type PracticeChoice } from './hub/practice';
import { orderUrl } from './base/links';
import { mailboxService } from './notices/mailbox';
import { exportGame } from './records/record';
import { resolveStep } from './turns/resolve-step';
import { setStanding } from './turns/set-standing';
import { getSideView, listReports, type SideViewOptions } from './turns/side-view';
import { seatLanguage, setSeatLanguage } from './language/seat-language';
import type { Lang } from '../i18n/index';
import { submitOrders } from './turns/submit-orders';
import { takeSubmission } from './turns/submissions-at-once';
import { timeCommandFor } from './time/time-commands';
import type { Problem, Result, Side } from '../games/core/contract';
import type { OutgoingMail } from '../mail/compose/types';
import type { TimeAnswer, TimeCommand } from './time/time-commands';
import type {
  CheckInput,
  CheckResult,
  CreateGameInput,
  CreateGameResult,
  GameTypeInfo,
  MailboxEntry,
  MailboxMessage,
  MailboxPage,
  Report,
  SideView,
  SubmitInput,
  SubmitResult,
} from './base/types';
import type { GameRecord } from './records/record';
import type { VerifyResult } from './records/verify-game';
import {
  changeTurnTime,
  endByOrganiser,
  extendDeadline,
  pauseByOrganiser,
  resendPrompt,
  resumeByOrganiser,
} from './desk/actions';
import {
  deskGame,
  listGames as listDeskGames,
  type GameListEntry,
  type GamesListFilter,
} from './desk/list-games';
import { sideSeat } from '../db/repos/games';
import { addMember, createClub, membersOf } from './clubs/clubs';
import { clubsOverview, type ClubOverview } from './clubs/overview';
import { createLadder, ladderInfo, ladderSideAdvantage, standings, type StandingsRow } from './clubs/ladders';
import { acceptChallenge, challenge, declineChallenge, type StartedGame } from './clubs/challenges';
import type { LadderSettings } from './clubs/ladder-settings';
import { reliabilityOf, type Reliability } from './clubs/reliability';
import { answerChallengeAs, type ChallengeAnswer } from './clubs/player-challenges';
import { playerHub, type PlayerHub } from './hub/player-hub';
import { setPreferences, type Preferences, type PreferencesChange } from './clubs/preferences';
import { postSeek, type SeekResult } from './clubs/seeks';
import { newInviteLink } from './invites/invite-link';
import { describeBid, placeBid, type BidResult } from './clubs/bids';
import { gameNamesIn, memberReader, type MemberReader } from './clubs/member-reader';
import { ordersIn } from './notices/reader';
import { moduleOf } from './base/load';
import { confirmJoin, invitation, joinRequest, requestJoin } from './invites/join';
import type { SideAdvantage } from './clubs/side-advantage';
import { publicClub, setClubPublic, type PublicClub } from './clubs/public-club';
import { clubWideOfLadder, type ClubWideTable } from './clubs/club-wide/standings';
import { replacePlayer } from './desk/replace-player';
import { createTournament, enterTournament, type NewTournament } from './tournaments/tournaments';
import { startTournament } from './tournaments/rounds';
import { tournamentTable, type TournamentTable } from './tournaments/table';
import type { TournamentSettings } from './tournaments/tournament-settings';
import { verifyRecord, verifyStoredGame, type StoredGameVerification } from './records/verify-game';
import { composeQueued, composeWaiting } from './turns/report-requests';

export type * from './base/types';
export { stopResolutionThread } from './turns/resolution-thread';
export { ServiceError, httpStatus, type ServiceErrorCode } from './base/errors';
export type { GameRecord } from './records/record';
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
}

export function createServices(deps: ServiceDeps): Services & { ctx: AppContext } {
  const ctx = createContext(deps.db, deps.config, deps);
  const gameList = deps.gameList ?? listGames;
  return {
    ctx,
    config: deps.config,
    gameTypes: () =>
      gameList().map((m) => ({
        id: m.id,
        title: m.title,
        sides: m.sides,
        scenarios: m.scenarios.map((s) => ({ id: s.id, title: s.title })),
        options: m.options,
      })),
    createGame: (input) => createGame(ctx, input),
    previewGame: (input) => previewGame(ctx, input),
    submitOrders: (input) => submitOrders(ctx, input),
    checkOrders: (input) => checkOrders(ctx, input),
    setStanding: (input) => setStanding(ctx, input),
    getSideView: (input, opts) => getSideView(ctx, input, opts),
    setLanguage: (input) => setSeatLanguage(ctx, input),
    ordersIn: (gameType, lang, lines) => ordersIn(moduleOf(ctx, gameType), lang, lines),
    seatLang: (gameId, side) => seatLanguage(ctx.db, gameId, side),
    listReports: (input) => listReports(ctx, input),
    resolveStep: (gameId) => resolveStep(ctx, gameId),
    composeQueued: (row) => composeQueued(ctx, row),
    composeWaiting: (gameId) => composeWaiting(ctx, gameId),
    submissionsQuiet: (maxMs) => takeSubmission.quiet(maxMs),
    exportGame: (id, opts) => exportGame(ctx, id, { withPlayers: opts?.withPlayers === true }),
    verifyGame: (record) => verifyRecord(record, ctx.games),
    verifyStoredGame: (id) => verifyStoredGame(ctx, id),
    desk: {
      listGames: (filter) => listDeskGames(ctx, filter),
      game: (id) => deskGame(ctx, id),
      extendDeadline: (input) => extendDeadline(ctx, input),
      resendPrompt: (input) => resendPrompt(ctx, input),
      endGame: (input) => endByOrganiser(ctx, input),
      pause: (input) => pauseByOrganiser(ctx, input),
      resume: (input) => resumeByOrganiser(ctx, input),
      changeTurnTime: (input) => changeTurnTime(ctx, input),
      replacePlayer: (input) => replacePlayer(ctx, input),
    },
    clubs: {
      create: (input) => createClub(ctx, input),
      addMember: (input) => addMember(ctx, input),
      members: (club) => membersOf(ctx, club),
      overview: () => clubsOverview(ctx),
      createLadder: (input) => createLadder(ctx, input),
      standings: (ladder) => standings(ctx, ladder),
      ladder: (ladder) => ladderInfo(ctx, ladder),
      sideAdvantage: (ladder) => ladderSideAdvantage(ctx, ladder),
      clubWide: (ladder) => clubWideOfLadder(ctx, ladder),
      challenge: (input) => challenge(ctx, input),
      accept: (input) => acceptChallenge(ctx, input),
      decline: (input) => declineChallenge(ctx, input),
      reliability: (email) => reliabilityOf(ctx, email),
      setPublic: (input) => setClubPublic(ctx, input),
      publicView: (club, lang) => publicClub(ctx, club, lang),
      gameNames: (gameType, lang) => gameNamesIn(ctx, gameType, lang),
    },
    hub: {
      view: (email) => playerHub(ctx, email),
      challenge: (input) => challenge(ctx, { ladder: input.ladder, from: input.email, to: input.to }),
      answer: (input) => answerChallengeAs(ctx, input),
      seek: (input) => postSeek(ctx, input),
      preferences: (input) => setPreferences(ctx, input),
      bid: (input) => placeBid(ctx, input),
      reader: (email) => memberReader(ctx.db, email),
      describeBid: (reader, result) => describeBid(ctx, reader, result),
      practiceChoices: (reader) => practiceChoices(reader),
      practice: (input) => startPractice(ctx, input),
    },
    invites: {
      newLink: (club) => newInviteLink(ctx, club),
      invitation: (token) => invitation(ctx, token),
      request: (input) => requestJoin(ctx, input),
      pending: (token) => joinRequest(ctx, token),
      confirm: (token) => confirmJoin(ctx, token),
    },
    tournaments: {
      create: (input) => createTournament(ctx, input),
      enter: (input) => enterTournament(ctx, input),
      start: (input) => startTournament(ctx, input),
      table: (id) => tournamentTable(ctx, id),
    },
    mailbox: deps.config.smtpUrl ? null : mailboxService(deps.db),
    timeCommand: (input) => timeCommandFor(ctx, input),
    seatOf: (gameId, side, lane = 'page') => sideSeat(readsIn(ctx, lane), gameId, side),
    orderLink: (gameId, side, step) => orderUrl(ctx.config, { gameId, side, step }, ctx.now(), 3 * 86400),
  };
}

/** Every use-case bound to one context: what the web app, the inbound pipeline and the CLI call. */
export interface Services {
  config: Config;
  gameTypes(): GameTypeInfo[];
  createGame(input: CreateGameInput): Promise<CreateGameResult>;
  /** The first mail to each side as creating the game would send it; nothing is stored. */
  previewGame(input: CreateGameInput): Promise<OutgoingMail[]>;
  submitOrders(input: SubmitInput): Promise<SubmitResult>;
  checkOrders(input: CheckInput): Promise<CheckResult>;
  setStanding(input: {
    gameId: string;
    side: Side;
    text: string;
  }): Promise<{ ok: true; normal: string } | { ok: false; problems: Problem[] }>;
  getSideView(
    input: { gameId: string; side: Side; step?: number },
    opts?: SideViewOptions,
  ): Promise<SideView>;
  /** The language the side's player reads (issue #17): 'en' or 'ja' (or their names). */
  setLanguage(input: { gameId: string; side: Side; lang: string }): Promise<Lang>;
  /** Order lines in normal form, echoed in a language's order words (issue #17). */
  ordersIn(gameType: string, lang: Lang, lines: readonly string[]): string[];
  /** The language a seat reads (its error pages follow it). */
  seatLang(gameId: string, side: Side): Promise<Lang>;
  listReports(input: { gameId: string; side: Side }): Promise<Report[]>;
  resolveStep(gameId: string): Promise<{ resolved: boolean; seq?: number }>;
  /** The sender's composer: the mail of an outbox row a resolution queued as what to compose. */
  composeQueued(row: OutboxRow): Promise<OutgoingMail>;
  /** Composes every queued request now (of one game when given), as the sender would before sending. */
  composeWaiting(gameId?: string): Promise<number>;
  /** Resolves once no submission is being taken in this process, or after `maxMs` at most. */
  submissionsQuiet(maxMs: number): Promise<void>;
  /** withPlayers: the players' addresses too (the organiser's export through the admin API). */
  exportGame(gameIdOrNumber: string, opts?: { withPlayers?: boolean }): Promise<GameRecord>;
  verifyGame(record: GameRecord): VerifyResult;
  /** The organiser's desk: the games list and the actions on one game (each logged with its reason). */
  desk: {
    listGames(filter?: GamesListFilter): Promise<GameListEntry[]>;
    game(idOrNumber: string): Promise<
      GameListEntry & {
        sides: readonly Side[];
        /** The map as both sides may see it. */
        svg: string;
        /** Each awaited side of the open step: when and how its orders came (never what), or null. */
        submissions: { side: Side; at: string | null; channel: string | null }[];
        /** The game's steps, newest first, with the sides that missed each. */
        timeline: {
          seq: number;
          title: string;
          openedAt: string;
          resolvedAt: string | null;
          late: string[];
        }[];
        actions: { at: string; action: string; reason: string }[];
        /** The latest mails of the game, with their delivery state. */
        mails: {
          kind: string;
          to: string;
          subject: string;
          status: string;
          attempts: number;
          error: string | null;
          at: string;
        }[];
        /** The latest mails its players sent us, and what came of each. */
        replies: { from: string | null; side: string | null; door: string; outcome: string; at: string }[];
      }
    >;
    extendDeadline(input: { gameId: string; seconds: number; reason: string }): Promise<{ deadline: string }>;
    resendPrompt(input: { gameId: string; side: Side; reason: string }): Promise<{ queued: boolean }>;
    endGame(input: { gameId: string; outcome: string; reason: string }): Promise<Result>;
    /** Stops the clock at once, without the players' agreement; resume starts it again. */
    pause(input: { gameId: string; reason: string }): Promise<{ status: 'paused' }>;
    resume(input: { gameId: string; reason: string }): Promise<{ status: 'active' }>;
    /** A new turn time from the next step on. */
    changeTurnTime(input: {
      gameId: string;
      seconds: number;
      reason: string;
    }): Promise<{ turnTimeSeconds: number }>;
    /** Gives a side to another player: the former player's links stop working; all three are told. */
    replacePlayer(input: {
      gameId: string;
      side: string;
      email: string;
      reason: string;
      /** The new player may be the one who plays the other side (explicitly). */
      oneForBothSides?: boolean;
    }): Promise<{ side: string; seat: number; player: string }>;
  };
  /** Replays a stored game next to its seed; the seed is in the answer only once the game is over. */
  verifyStoredGame(gameIdOrNumber: string): Promise<StoredGameVerification>;
  /** The embedded mailbox (SMTP_URL unset), newest first, a page at a time (at most 500 a page). */
  mailbox: {
    list(q?: MailboxPage): Promise<MailboxEntry[]>;
    page(q?: MailboxPage): Promise<MailboxMessage[]>;
    get(id: number): Promise<MailboxMessage | null>;
  } | null;
  orderLink(gameId: string, side: Side, step: number): string;
  /** Time controls for a side (vacation, pause, resume, draws, resign): answered in words. */
  timeCommand(input: { gameId: string; side: Side; command: TimeCommand }): Promise<TimeAnswer>;
  /** Clubs and their ladders: members, challenges, games started from them, Glicko-2 standings. */
  clubs: {
    create(input: { name: string; organisers: string[] }): Promise<{ id: number; name: string }>;
    addMember(input: {
      club: string;
      email: string;
      role?: 'member' | 'organiser';
    }): Promise<{ club: string; email: string; role: string }>;
    members(club: string): Promise<{ playerId: number; email: string; role: string }[]>;
    /** Every club with its members, ladders and tournaments (the organiser's clubs page). */
    overview(): Promise<ClubOverview[]>;
    /** The organiser shows (or hides) the club's public page. */
    setPublic(input: { club: string; public: boolean }): Promise<{ club: string; public: boolean }>;
    /** The club's public page; not-found while it is private. */
    /** In `lang` (the browser's): game titles and unnamed members. */
    publicView(club: string, lang?: Lang): Promise<PublicClub>;
    /** A game's title and side names in a language (pages that name a game by its id). */
    gameNames(gameType: string, lang: Lang): { title: string; sideNames: Record<string, string> };
    createLadder(input: {
      club: string;
      name: string;
      game: string;
      settings?: Partial<LadderSettings>;
    }): Promise<{ id: number; name: string; game: string; settings: LadderSettings }>;
    standings(ladder: number | string): Promise<StandingsRow[]>;
    ladder(ladder: number | string): Promise<{
      id: number;
      name: string;
      game: string;
      gameType: string;
      club: string;
      settings: LadderSettings;
    }>;
    /** The ladder's game's side advantage (the standings page). */
    sideAdvantage(ladder: number | string): Promise<SideAdvantage & { sideName: string }>;
    /** The club-wide ratings of the ladder's game, from all the club's ladders of it. */
    clubWide(ladder: number | string): Promise<ClubWideTable>;
    challenge(input: {
      ladder: number | string;
      from: string;
      to: string;
    }): Promise<{ id: number; answerBy: string }>;
    /** The game starts (two on a ladder of paired games); refused on a ladder of side bids, where the
     *  players accept (hub, mail) and then bid. */
    accept(input: { id: number }): Promise<StartedGame & { pair?: StartedGame }>;
    decline(input: { id: number }): Promise<{ status: 'declined' }>;
    /** A player's record in all their games: endings, turns on time, median time to send. */
    reliability(email: string): Promise<Reliability>;
  };
  /** The player's hub, by address (the web checks the signed link): their page and its actions. */
  hub: {
    view(email: string): Promise<PlayerHub>;
    /** Every game, scenario and side a player may practise against the bot, in their words. */
    practiceChoices(reader: MemberReader): PracticeChoice[];
    /** A game against the bot: the player at the side chosen, the bot at the level chosen. */
    practice(input: {
      email: string;
      choice: string;
      level: string;
      lang: string;
    }): Promise<CreateGameResult & { title: string }>;
    challenge(input: {
      email: string;
      ladder: number | string;
      to: string;
    }): Promise<{ id: number; answerBy: string }>;
    answer(input: { email: string; id: number; answer: 'accept' | 'decline' }): Promise<ChallengeAnswer>;
    /** An open seek on a ladder, matched at once to the nearest-rated other seeker if there is one. */
    seek(input: { email: string; ladder: number | string }): Promise<SeekResult>;
    /** The member's preferences for club play: what is given changes, the rest stays. */
    preferences(input: PreferencesChange): Promise<Preferences>;
    /** A side bid on an accepted challenge of a ladder of side bids; the game starts on the second. */
    bid(input: { email: string; id: number; points: number; side: string }): Promise<BidResult>;
    /** The member as a reader: their language and time zone (issue #17). */
    reader(email: string): Promise<MemberReader>;
    /** What a bid did, in the reader's language. */
    describeBid(reader: MemberReader, result: BidResult): Promise<string>;
  };
  /** Joining a club by its invite link: the organiser's link, the page, the mail, the confirmation. */
  invites: {
    /** A new invite link for the club; every older one stops working. */
    newLink(club: string): Promise<{ club: string; url: string }>;
    invitation(token: string): Promise<{ club: string }>;
    /** Mails a confirmation link to the address; nothing changes until it is confirmed. */
    /** `lang`: the invite page's language, kept in the link: the mail, the confirmation page and
     *  the new member's language follow it. */
    request(input: {
      token: string;
      email: string;
      name: string;
      lang?: Lang;
    }): Promise<{ club: string; email: string }>;
    pending(token: string): Promise<{ club: string; email: string; name: string; lang: Lang }>;
    confirm(
      token: string,
    ): Promise<{ club: string; email: string; already: boolean; hub: string; lang: Lang }>;
  };
  /** A club's tournaments: made, entered, started; the sweeper starts each next round. */
  tournaments: {
    create(input: NewTournament): Promise<{
      id: number;
      name: string;
      game: string;
      format: string;
      rounds: number | null;
      ladder: number | null;
      settings: TournamentSettings;
    }>;
    enter(input: {
      tournament: number | string;
      email: string;
    }): Promise<{ tournament: number; email: string }>;
    start(input: {
      tournament: number | string;
    }): Promise<{ tournament: number; rounds: number; round: number }>;
    table(id: number | string): Promise<TournamentTable>;
  };
  /** The side's seat (raised when the organiser replaces the player); null for no such side. */
  seatOf(gameId: string, side: Side, lane?: ReadLane): Promise<number | null>;
}
