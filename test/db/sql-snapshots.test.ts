// The SQL each repository function sends, snapshotted (test/db/__snapshots__), so a change of SQL
// shows in review as a diff of statements. Every exported function of src/db/repos is either called
// here or named in NOT_QUERIES (it builds a part of a query, or computes without the database): a new
// function fails this test until it is added. The statements are recorded by a kysely whose driver
// answers every statement with no rows (kysely's DummyDriver; BEGIN and COMMIT are not statements
// there), so a function that needs a row stops at
// its first statement after it: that statement is still recorded.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
} from 'kysely';
import type { Database } from '../../src/db/schema';
import * as Bot from '../../src/db/repos/bot-sides';
import * as C from '../../src/db/repos/clubs';
import * as Claim from '../../src/db/repos/claim';
import * as Bids from '../../src/db/repos/clubs/bids';
import * as Ch from '../../src/db/repos/clubs/challenges';
import * as Week from '../../src/db/repos/clubs/club-week';
import * as GR from '../../src/db/repos/clubs/game-ratings';
import * as LR from '../../src/db/repos/clubs/ladder-results';
import * as Opp from '../../src/db/repos/clubs/opponents';
import * as Ov from '../../src/db/repos/clubs/overview';
import * as Pl from '../../src/db/repos/clubs/player';
import * as Pref from '../../src/db/repos/clubs/preferences';
import * as RH from '../../src/db/repos/clubs/rating-history';
import * as Rel from '../../src/db/repos/clubs/reliability';
import * as Sk from '../../src/db/repos/clubs/seeks';
import * as Desk from '../../src/db/repos/desk';
import * as End from '../../src/db/repos/game-end';
import * as G from '../../src/db/repos/games';
import * as Hub from '../../src/db/repos/hub/games-of-player';
import * as Health from '../../src/db/repos/health';
import * as In from '../../src/db/repos/inbound';
import * as Inst from '../../src/db/repos/instances';
import * as MC from '../../src/db/repos/mail-counts';
import * as Mb from '../../src/db/repos/mailbox';
import * as OS from '../../src/db/repos/open-step';
import * as Ob from '../../src/db/repos/outbox';
import * as NC from '../../src/db/repos/notify-channels';
import { noticeRow } from '../../src/db/notice';
import * as PA from '../../src/db/repos/pending-actions';
import * as Pic from '../../src/db/repos/pictures';
import * as Players from '../../src/db/repos/players';
import * as SR from '../../src/db/repos/side-read';
import * as St from '../../src/db/repos/steps';
import * as Sub from '../../src/db/repos/submissions';
import * as Time from '../../src/db/repos/time';
import * as T from '../../src/db/repos/tournaments';

const REPOS = join(import.meta.dirname, '../../src/db/repos');
const AT = new Date('2026-06-01T12:00:00Z');
const LATER = new Date('2026-06-08T12:00:00Z');
const GAME = '00000000-0000-4000-8000-000000000001';

/** A kysely that records the SQL it is asked to run and answers with no rows. */
function recorder(): { db: Kysely<Database>; sent: CompiledQuery[] } {
  const sent: CompiledQuery[] = [];
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    log: (event) => {
      sent.push(event.query);
    },
  });
  return { db, sent };
}

type Call = (db: never) => unknown;
type Module = Record<string, unknown>;

const submission = {
  gameId: GAME,
  seq: 3,
  side: 'union',
  text: 'orders',
  normal: ['a'],
  orders: [{}],
  standing: null,
  channel: 'web',
  messageId: null,
  contribution: 'c0ffee',
  receivedAt: AT,
};
const mail = {
  to: 'ann@example.org',
  subject: 'Report',
  text: 'text',
  html: '<p>text</p>',
  messageId: '<r@x>',
  attachments: [],
};
const resolved = (with_: boolean) => ({
  gameId: GAME,
  version: 4,
  game: { current_step: 4, version: 5 },
  seq: 3,
  events: with_ ? [{ kind: 'move', text: 'moved' }] : [],
  state: {},
  rolls: [],
  resolvedAt: AT,
  standing: { union: '' },
  next: with_ ? { seq: 4, prompts: [], deadline: LATER } : null,
  reminders: with_ ? [{ game_id: GAME, seq: 4, side: 'union', due_at: LATER }] : [],
  mails: with_ ? [{ game_id: GAME, kind: 'report', mail: '{}', created_at: AT }] : [],
  ...(with_ ? { submission } : {}),
});

/** Each module's calls, by function name (several calls when a function sends SQL of several shapes). */
const CALLS: Record<string, Record<string, Call | Call[]>> = {
  'bot-sides.ts': {
    dueBotSides: (db) => Bot.dueBotSides(db, 10),
    giveUpBotStep: (db) => Bot.giveUpBotStep(db, GAME, 'blue', 3),
    botLevels: (db) => Bot.botLevels(db, GAME),
    giveSidesToBot: (db) => Bot.giveSidesToBot(db, GAME, ['blue'], 'normal'),
    takeSideFromBot: (db) => Bot.takeSideFromBot(db, GAME, 'blue'),
  },
  'claim.ts': {
    claimDue: [
      (db: Kysely<Database>) =>
        Claim.claimDue(db.selectFrom('reminders').select('id'), { id: 'reminders.id', order: ['due_at'] }, 5),
      (db: Kysely<Database>) =>
        Claim.claimDue(
          db
            .selectFrom('digests')
            .innerJoin('players', 'players.id', 'digests.player_id')
            .select('digests.id'),
          { id: 'digests.id', order: ['digests.due_at', 'digests.id'], of: ['digests'] },
          1,
          [7, 9],
        ),
    ],
  },
  'clubs.ts': {
    findClub: [(db) => C.findClub(db, '7'), (db) => C.findClub(db, 'Hexes')],
    insertClub: (db) => C.insertClub(db, 'Hexes', AT),
    addClubMember: (db) => C.addClubMember(db, 7, 3, 'member', AT),
    clubMembers: (db) => C.clubMembers(db, 7),
    membersInJoiningOrder: (db) => C.membersInJoiningOrder(db, 7),
    setClubPublic: (db) => C.setClubPublic(db, 7, true),
    clubName: (db) => C.clubName(db, 7),
    nextInviteGeneration: (db) => C.nextInviteGeneration(db, 7),
    clubInviteGeneration: (db) => C.clubInviteGeneration(db, 7),
    laddersOfClub: (db) => C.laddersOfClub(db, 7),
    addLadderGame: (db) => C.addLadderGame(db, GAME, 2),
    findLadder: (db) => C.findLadder(db, 2),
    setLadderSettings: (db) => C.setLadderSettings(db, 2, { rated: true }),
    insertLadder: (db) =>
      C.insertLadder(db, { clubId: 7, name: 'Main', gameType: 'sharpsburg', settings: {}, at: AT }),
    ladderRatings: (db) => C.ladderRatings(db, 2),
    saveRating: (db) =>
      C.saveRating(db, { ladderId: 2, playerId: 3, rating: 1500, rd: 350, vol: 0.06, score: 1 }),
    openChallengeBetween: (db) => C.openChallengeBetween(db, 2, 3, 4),
    activeLadderGames: (db) => C.activeLadderGames(db, 2, 3),
  },
  'clubs/bids.ts': {
    saveBid: (db) => Bids.saveBid(db, { challengeId: 5, playerId: 3, points: 2, side: 'union', at: AT }),
    bidsOf: (db) => Bids.bidsOf(db, 5),
    moveChallenge: (db) =>
      Bids.moveChallenge(db, 5, 'open', { status: 'accepted', answered_at: AT, game_id: GAME }),
  },
  'clubs/challenges.ts': {
    insertChallenge: (db) => Ch.insertChallenge(db, { ladderId: 2, from: 3, to: 4, at: AT, answerBy: LATER }),
    findChallenge: (db) => Ch.findChallenge(db, 5),
    challengesPastAnswer: (db) => Ch.challengesPastAnswer(db, 'open', AT, 50),
  },
  'clubs/club-week.ts': {
    claimClubDigestDue: (db) => Week.claimClubDigestDue(db, AT),
    setClubDigestDue: (db) => Week.setClubDigestDue(db, 7, LATER),
    ladderGamesRatedBetween: (db) => Week.ladderGamesRatedBetween(db, 2, AT, LATER),
    sidesWithRatingAfter: (db) => Week.sidesWithRatingAfter(db, GAME),
    ladderGamesPastDeadline: (db) => Week.ladderGamesPastDeadline(db, 2, AT),
    emailsOfSides: (db) => Week.emailsOfSides(db, GAME, ['union']),
    openChallengesOfLadder: (db) => Week.openChallengesOfLadder(db, 2),
  },
  'clubs/game-ratings.ts': {
    clubGameRatings: (db) => GR.clubGameRatings(db, 7, 'sharpsburg'),
    clubRatedGames: (db) => GR.clubRatedGames(db, 7),
    saveClubGameRating: (db) =>
      GR.saveClubGameRating(db, {
        clubId: 7,
        gameType: 'sharpsburg',
        playerId: 3,
        rating: 1500,
        rd: 300,
        vol: 0.06,
        score: 1,
        gameId: GAME,
        at: AT,
      } as never),
    clubRatingHistoryOf: (db) => GR.clubRatingHistoryOf(db, 7, 'sharpsburg', 'ann@example.org'),
  },
  'clubs/ladder-results.ts': {
    ladderGameEntry: (db) => LR.ladderGameEntry(db, GAME),
    markLadderGameRated: (db) => LR.markLadderGameRated(db, GAME, AT),
    sidePlayers: (db) => LR.sidePlayers(db, GAME),
    gameTypeAndHandicap: (db) => LR.gameTypeAndHandicap(db, GAME),
    ladderSettingsRow: (db) => LR.ladderSettingsRow(db, 2),
    addRatingHistory: (db) =>
      LR.addRatingHistory(db, { ladderId: 2, playerId: 3, gameId: GAME, at: AT, rating: 1500, rd: 300 }),
    playedOutResults: [
      (db) => LR.playedOutResults(db, 'sharpsburg'),
      (db) => LR.playedOutResults(db, 'sharpsburg', GAME),
    ],
  },
  'clubs/opponents.ts': {
    ladderGamesCount: [(db) => Opp.ladderGamesCount(db, 2, 3), (db) => Opp.ladderGamesCount(db, 2, 3, 4)],
  },
  'clubs/overview.ts': {
    allClubs: (db) => Ov.allClubs(db),
    allLadders: (db) => Ov.allLadders(db),
    allTournamentsWithEntrants: (db) => Ov.allTournamentsWithEntrants(db),
  },
  'clubs/player.ts': {
    clubsOfPlayer: (db) => Pl.clubsOfPlayer(db, 'ann@example.org'),
    laddersOfClubs: (db) => Pl.laddersOfClubs(db, [7]),
    openChallengesOfPlayer: (db) => Pl.openChallengesOfPlayer(db, 'ann@example.org'),
  },
  'clubs/preferences.ts': {
    preferencesOf: (db) => Pref.preferencesOf(db, 3),
    savePreferences: (db) => Pref.savePreferences(db, 3, Pref.NO_PREFERENCES),
    languagesOf: (db) => Pref.languagesOf(db, ['ann@example.org']),
    unfinishedGames: (db) => Pref.unfinishedGames(db, 3),
    hasPreferences: (db) => Pref.hasPreferences(db, 3),
  },
  'clubs/rating-history.ts': {
    ratingHistoryOf: (db) => RH.ratingHistoryOf(db, 2, 'ann@example.org'),
  },
  'clubs/reliability.ts': {
    seatsOf: (db) => Rel.seatsOf(db, 'ann@example.org'),
    askedSteps: (db) => Rel.askedSteps(db, 'ann@example.org'),
  },
  'clubs/seeks.ts': {
    openSeeks: (db) => Sk.openSeeks(db, 2, AT),
    openSeeksOfPlayer: (db) => Sk.openSeeksOfPlayer(db, 'ann@example.org', AT),
    insertSeek: (db) => Sk.insertSeek(db, { ladderId: 2, playerId: 3, at: AT, lapseAt: LATER }),
    takeSeek: (db) => Sk.takeSeek(db, 9),
    reopenSeek: (db) => Sk.reopenSeek(db, 9),
    seeksMatched: (db) => Sk.seeksMatched(db, { ladderId: 2, taken: 9, seeker: 3, gameId: GAME, at: AT }),
    claimLapsedSeek: (db) => Sk.claimLapsedSeek(db, AT),
    markSeekLapsed: (db) => Sk.markSeekLapsed(db, 9, AT),
  },
  'desk.ts': {
    listGamesPage: [
      (db) => Desk.listGamesPage(db, { now: AT, limit: 20, offset: 0 }),
      (db) =>
        Desk.listGamesPage(db, {
          status: 'late',
          player: 'ann@example.org',
          gameType: 'sharpsburg',
          now: AT,
          limit: 20,
          offset: 20,
        }),
    ],
    logOrganiserAction: (db) =>
      Desk.logOrganiserAction(db, { gameId: GAME, action: 'extend', reason: 'ill', at: AT }),
    organiserActions: (db) => Desk.organiserActions(db, GAME),
    gameMails: (db) => Desk.gameMails(db, GAME, 50),
    gameReplies: (db) => Desk.gameReplies(db, GAME, 50),
    formerPlayer: (db) => Desk.formerPlayer(db, GAME, 'union', 2),
  },
  'game-end.ts': {
    closeStepAtEnd: (db) =>
      End.closeStepAtEnd(db, GAME, 3, {
        at: AT,
        standing: { union: '' },
        ending: { kind: 'resign' } as never,
      }),
    finishGame: (db) =>
      End.finishGame(db, GAME, { at: AT, result: { winner: 'union', level: 'resign' } as never, version: 5 }),
  },
  'games.ts': {
    upsertPlayer: (db) => G.upsertPlayer(db, 'ann@example.org'),
    findGame: [(db) => G.findGame(db, GAME), (db) => G.findGame(db, '#12')],
    gameById: (db) => G.gameById(db, GAME),
    insertGame: (db) =>
      G.insertGame(
        db,
        {
          id: GAME,
          number: 12,
          game_type: 'sharpsburg',
          scenario: 'standard',
          options: '{}',
          rules_version: 1,
          seed: 'seed',
          seed_hash: 'hash',
          turn_time_seconds: 86400,
          time_controls: '{}',
          handicap: null,
          current_step: 1,
          created_at: AT,
        },
        [{ side: 'union', email: 'ann@example.org', lang: 'en', botLevel: null }],
      ),
    lockGame: (db) => G.lockGame(db, GAME),
    sideSeat: (db) => G.sideSeat(db, GAME, 'union'),
    gameSides: (db) => G.gameSides(db, GAME),
    gameSidesAt: (db) => G.gameSidesAt(db, GAME, AT),
    sideLang: (db) => G.sideLang(db, GAME, 'union'),
    setSideLang: (db) => G.setSideLang(db, GAME, 'union', 'ja'),
    giveSideTo: (db) => G.giveSideTo(db, GAME, 'union', 3, 2),
    setTurnTime: (db) => G.setTurnTime(db, GAME, 86400),
    setReplayPublic: (db) => G.setReplayPublic(db, GAME, true),
    setStandingText: (db) => G.setStandingText(db, GAME, 'union', 'retreat north'),
    bumpVersion: [(db) => G.bumpVersion(db, GAME), (db) => G.bumpVersion(db, GAME, true)],
    nextGameNumber: (db) => G.nextGameNumber(db),
    nextGameNumberPeek: (db) => G.nextGameNumberPeek(db),
  },
  'health.ts': {
    waitingWork: (db) => Health.waitingWork(db, AT),
  },
  'hub/games-of-player.ts': {
    gamesOfPlayer: (db) => Hub.gamesOfPlayer(db, 'ann@example.org'),
  },
  'inbound.ts': {
    recordInbound: (db) =>
      In.recordInbound(
        db,
        {
          key: In.inboundKey('<m@x>', 'ann@example.org'),
          door: 'smtp',
          from: 'ann@example.org',
          to: null,
          raw: Buffer.from('x'),
        },
        AT,
        'i1',
      ),
    releaseInbound: (db) => In.releaseInbound(db, In.inboundKey('<m@x>', 'ann@example.org')),
    finishInbound: (db) =>
      In.finishInbound(
        db,
        In.inboundKey('<m@x>', 'ann@example.org'),
        { outcome: 'accepted', detail: {} },
        AT,
      ),
  },
  'instances.ts': {
    registerInstance: (db) => Inst.registerInstance(db, 'i1', AT),
    beat: (db) => Inst.beat(db, 'i1', AT),
    retireInstance: (db) => Inst.retireInstance(db, 'i1'),
  },
  'mail-counts.ts': {
    mailsToByKind: (db) => MC.mailsToByKind(db, 'ann@example.org', ['join', 'stranger-cap'], AT),
    wasMailedTo: [
      (db) => MC.wasMailedTo(db, { to: 'ann@example.org', kind: 'game-over', gameId: GAME }),
      (db) => MC.wasMailedTo(db, { to: 'ann@example.org', kind: 'cap', since: AT }),
    ],
    unproductiveRepliesSince: (db) => MC.unproductiveRepliesSince(db, 'ann@example.org', AT),
    lockAddress: (db) => MC.lockAddress(db, 39005, 'ann@example.org'),
  },
  'mailbox.ts': {
    storeInMailbox: (db) => Mb.storeInMailbox(db, 1, mail as never),
    listMailbox: [
      (db) => Mb.listMailbox(db, { limit: 20 }),
      (db) => Mb.listMailbox(db, { before: 9, limit: 20 }),
    ],
    listMailboxFull: (db) => Mb.listMailboxFull(db, { after: 9, limit: 20 }),
    getMailbox: (db) => Mb.getMailbox(db, 9),
  },
  'open-step.ts': {
    readOpenStep: (db) => OS.readOpenStep(db, GAME, 'union', AT),
  },
  'notify-channels.ts': {
    saveChannel: (db) =>
      NC.saveChannel(db, 3, {
        kind: 'discord',
        target: 'https://discord.com/api/webhooks/1/x',
        secret: 's',
        private: false,
        kinds: ['turn'],
        reminders: [3600],
      }),
    switchOffChannels: (db) => NC.switchOffChannels(db, 3),
    switchChannels: (db) => NC.switchChannels(db, 3, false, { kind: 'discord', id: 4 }),
    channelsOfPlayer: (db) => NC.channelsOfPlayer(db, 3),
    channelById: (db) => NC.channelById(db, 11),
    recordDelivered: (db) => NC.recordDelivered(db, 11, AT, '204'),
    recordFailed: (db) => NC.recordFailed(db, 11, AT, { status: '500', error: 'down', final: false }),
    channelFailures: (db) => NC.channelFailures(db, 11),
  },
  'outbox.ts': {
    enqueueMails: (db) => Ob.enqueueMails(db, GAME, 'report', [mail as never], AT),
    storedMail: (db) => Ob.storedMail(db, 9),
    queuedToCompose: [(db) => Ob.queuedToCompose(db), (db) => Ob.queuedToCompose(db, GAME)],
    storeComposed: (db) => Ob.storeComposed(db, [{ ...mail, outboxId: 9 } as never]),
    claimOutboxDue: (db) => Ob.claimOutboxDue(db, AT, 60000, 10, 'i1'),
    endWaitsBeyond: (db) =>
      Ob.endWaitsBeyond(db, AT, {
        latest: new Date(AT.getTime() + 3_660_000),
        uncounted: new Date(AT.getTime() + 660_000),
        untried: new Date(AT.getTime() + 60_000),
      }),
    markSent: (db) => Ob.markSent(db, 9, AT, '<id@x>'),
    markRetry: (db) => Ob.markRetry(db, 9, 'refused', LATER),
    enqueueNotices: (db) =>
      Ob.enqueueNotices(db, [
        noticeRow(
          {
            channelId: 11,
            kind: 'turn',
            key: 'k1',
            lang: 'en',
            game: null,
            side: null,
            step: null,
            awaiting: [],
            deadline: null,
            timeZone: 'UTC',
            publicUrl: 'https://example.org/',
            ordersUrl: null,
            summary: null,
          },
          GAME,
          AT,
        ),
      ]),
  },
  'pending-actions.ts': {
    addPendingAction: (db) =>
      PA.addPendingAction(db, { gameId: GAME, side: 'union', action: 'draw', at: AT, expiresAt: LATER }),
    closeAllPending: (db) => PA.closeAllPending(db, GAME, AT),
    openProposals: (db) => PA.openProposals(db, GAME, 'draw', AT),
    lapseOthersProposals: (db) => PA.lapseOthersProposals(db, GAME, 'draw', AT, 'union'),
    closeProposals: [
      (db) => PA.closeProposals(db, GAME, 'pause', AT),
      (db) => PA.closeProposals(db, GAME, 'pause', AT, ['union']),
    ],
  },
  'pictures.ts': {
    pictureToSend: (db) => Pic.pictureToSend(db, 'abc'),
    storePictures: (db) => Pic.storePictures(db, [{ hash: 'abc', svg: '<svg/>', width: 800 }]),
    pictureSvg: (db) => Pic.pictureSvg(db, { svg: '<g/>', base: 'base1' }),
    storePicturePng: (db) => Pic.storePicturePng(db, 'abc', Buffer.from('png'), AT),
    pictureFailed: (db) => Pic.pictureFailed(db, 'abc', 'bad font'),
  },
  'players.ts': {
    playerByEmail: (db) => Players.playerByEmail(db, 'ann@example.org'),
    emailsOfPlayers: (db) => Players.emailsOfPlayers(db, [3, 4]),
    emailOfPlayer: (db) => Players.emailOfPlayer(db, 3),
    setDisplayName: (db) => Players.setDisplayName(db, 3, 'Ann'),
  },
  'side-read.ts': {
    readSide: [(db) => SR.readSide(db, GAME, 'union'), (db) => SR.readSide(db, '#12', 'union', 3)],
  },
  'steps.ts': {
    openStep: (db) => St.openStep(db, { gameId: GAME, seq: 4, prompts: [], openedAt: AT, deadline: LATER }),
    getStep: (db) => St.getStep(db, GAME, 3),
    listSteps: (db) => St.listSteps(db, GAME),
    saveState: (db) => St.saveState(db, GAME, 3, {}, []),
    allStates: (db) => St.allStates(db, GAME),
    rollsOfGames: (db) => St.rollsOfGames(db, [GAME, '#13']),
    loadState: (db) => St.loadState(db, GAME, 3),
    saveEvents: (db) => St.saveEvents(db, GAME, 3, [{ kind: 'move', text: 'moved' }] as never),
    stepEvents: (db) => St.stepEvents(db, GAME, 3),
    loadEvents: (db) => St.loadEvents(db, GAME),
    saveResolvedStep: [
      (db) => St.saveResolvedStep(db, resolved(true) as never),
      (db) => St.saveResolvedStep(db, resolved(false) as never),
    ],
  },
  'submissions.ts': {
    supersedeCurrent: (db) => Sub.supersedeCurrent(db, GAME, 3, 'union'),
    replaceSubmission: (db) => Sub.replaceSubmission(db, submission),
    storeSubmission: (db) => Sub.storeSubmission(db, submission, { version: 4, ordersIn: true }),
    currentSubmissions: (db) => Sub.currentSubmissions(db, GAME, 3),
    allSubmissions: (db) => Sub.allSubmissions(db, GAME),
    submissionOfMail: (db) => Sub.submissionOfMail(db, GAME, 'union', '<m@x>'),
  },
  'time.ts': {
    vacationAt: (db) => Time.vacationAt(db, 3, AT),
    awaitedSteps: (db) => Time.awaitedSteps(db, 3),
    lockVacationBank: (db) => Time.lockVacationBank(db, 3),
    setVacationBank: (db) => Time.setVacationBank(db, 3, 14, 2026),
    spendVacationDays: (db) => Time.spendVacationDays(db, 3, 2),
    addVacation: (db) => Time.addVacation(db, 3, AT, LATER),
    endVacation: (db) => Time.endVacation(db, 5, AT),
    unfinishedSidesOfPlayer: (db) => Time.unfinishedSidesOfPlayer(db, 3),
    dropPendingReminders: [
      (db) => Time.dropPendingReminders(db, GAME),
      (db) => Time.dropPendingReminders(db, GAME, 3),
    ],
    timeControlsOfGame: (db) => Time.timeControlsOfGame(db, GAME),
    insertReminderRows: (db) =>
      Time.insertReminderRows(db, [
        { game_id: GAME, step_seq: 3, side: 'union', kind: 'before-86400', due_at: AT },
      ]),
    claimDueReminder: [(db) => Time.claimDueReminder(db, AT), (db) => Time.claimDueReminder(db, AT, [7])],
    markReminderDone: (db) => Time.markReminderDone(db, 7, AT),
    claimGamePastDeadline: [
      (db) => Time.claimGamePastDeadline(db, AT, []),
      (db) => Time.claimGamePastDeadline(db, AT, [GAME]),
    ],
    countMisses: (db) => Time.countMisses(db, GAME, ['union']),
    setLateSides: (db) => Time.setLateSides(db, GAME, 3, ['union']),
    markStepExtended: (db) => Time.markStepExtended(db, GAME, 3),
    setStepDeadline: (db) => Time.setStepDeadline(db, GAME, 3, LATER),
    addDigest: (db) => Time.addDigest(db, 3, LATER),
    dropPendingDigest: (db) => Time.dropPendingDigest(db, 3),
    claimDueDigest: (db) => Time.claimDueDigest(db, AT),
    markDigestDone: (db) => Time.markDigestDone(db, 4, AT, 2),
    pauseGame: (db) => Time.pauseGame(db, GAME, AT),
    unpauseGame: (db) => Time.unpauseGame(db, GAME),
    setPlayerTimeSettings: [
      (db) => Time.setPlayerTimeSettings(db, 3, {}),
      (db) => Time.setPlayerTimeSettings(db, 3, { time_zone: 'Asia/Tokyo', digest: true }),
    ],
    gamesWithOrdersIn: (db) => Time.gamesWithOrdersIn(db, 20),
  },
  'tournaments.ts': {
    findTournament: (db) => T.findTournament(db, 6),
    findTournamentByName: (db) => T.findTournamentByName(db, 7, 'Spring'),
    lockTournament: (db) => T.lockTournament(db, 6),
    insertTournament: (db) =>
      T.insertTournament(db, {
        clubId: 7,
        name: 'Spring',
        gameType: 'sharpsburg',
        format: 'swiss',
        settings: {},
        ladderId: null,
        at: AT,
      } as never),
    tournamentEntrants: (db) => T.tournamentEntrants(db, 6),
    addEntrant: (db) => T.addEntrant(db, 6, 3),
    tournamentPairings: (db) => T.tournamentPairings(db, 6),
    insertPairing: (db) =>
      T.insertPairing(db, {
        tournamentId: 6,
        round: 1,
        firstPlayer: 3,
        secondPlayer: 4,
        firstSide: 'union',
        gameId: GAME,
        at: AT,
      } as never),
    tournamentsDueForRound: (db) => T.tournamentsDueForRound(db, AT, 20),
    setRoundStarted: (db) => T.setRoundStarted(db, 6, { round: 2, at: AT, dueAt: LATER }),
    setRoundDue: (db) => T.setRoundDue(db, 6, LATER),
    setTournamentRunning: (db) => T.setTournamentRunning(db, 6, 4),
    finishTournament: (db) => T.finishTournament(db, 6, AT),
    unscoredPairingOfGame: (db) => T.unscoredPairingOfGame(db, GAME),
    scorePairing: (db) => T.scorePairing(db, 8, { first: 1, second: 0, at: AT }),
  },
};

/** Exported functions that send no SQL of their own: parts of queries, and pure computations. */
const NOT_QUERIES: Record<string, string[]> = {
  'clubs.ts': ['ratingUpsert'],
  'game-parts.ts': ['currentStepJson', 'currentSubmissionsOf'],
  'games.ts': ['gameNumberIn', 'gameIs', 'gameNamed', 'sidesQuery', 'sidesAtQuery'],
  'inbound.ts': ['inboundKey'],
  'instances.ts': ['holderStopped'],
  'json-rows.ts': ['stepFromJson', 'submissionFromJson', 'dateOrNull'],
  'outbox.ts': ['toComposeRows'],
  'notify-channels.ts': ['enabledChannelsOf'],
  'pictures.ts': ['pictureRows'],
  'rolls.ts': ['playersOnRoll'],
  'submissions.ts': ['submissionValues', 'submissionStatements'],
};

function repoFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return repoFiles(path, `${prefix}${name}/`);
    return name.endsWith('.ts') ? [`${prefix}${name}`] : [];
  });
}

async function modules(): Promise<Map<string, Module>> {
  const out = new Map<string, Module>();
  for (const file of repoFiles(REPOS)) out.set(file, (await import(join(REPOS, file))) as Module);
  return out;
}

/** The statements one call sends, as text: SQL, then its parameters' count. */
async function sqlOf(call: Call): Promise<string> {
  const { db, sent } = recorder();
  try {
    await call(db as never);
  } catch (e) {
    if (process.env.SQL_DEBUG) console.log(e);
    // No rows: a function that needs one stops here, after its statement was recorded.
  }
  await db.destroy();
  return sent.map((q) => `${q.sql};  -- ${q.parameters.length} parameters`).join('\n');
}

test('every exported function of src/db/repos is snapshotted or named as sending no SQL', async () => {
  const missing: string[] = [];
  for (const [file, mod] of await modules()) {
    for (const [name, value] of Object.entries(mod)) {
      if (typeof value !== 'function') continue;
      if (CALLS[file]?.[name] === undefined && !NOT_QUERIES[file]?.includes(name))
        missing.push(`${file} ${name}`);
    }
  }
  expect(missing).toEqual([]);
});

describe('SQL each repository function sends', () => {
  for (const [file, calls] of Object.entries(CALLS)) {
    for (const [name, call] of Object.entries(calls)) {
      test(`${file} ${name}`, async () => {
        const shapes = Array.isArray(call) ? call : [call];
        const texts = [];
        for (const shape of shapes) texts.push(await sqlOf(shape));
        for (const text of texts) expect(text).not.toBe('');
        expect(texts.join('\n--\n')).toMatchSnapshot();
      });
    }
  }
});
