// The organiser's clubs page (/admin/clubs): every club with its members, ladders and tournaments,
// and the forms that make them: a club, members, a ladder with its settings, a tournament, its
// entrants and its start. The same use-cases as the CLI and the admin API; a refused value comes
// back on its form with the reason, and everything typed stays filled in.
import express, { Router, type Request, type Response } from 'express';
import { parseDuration } from '../../app/base/duration';
import { ServiceError, type Services } from '../../app/index';
import type { ClubOverview } from '../../app/clubs/overview';
import { sentence } from '../errors';
import { checkFormToken, formToken, limiter, sameOrigin } from '../security';
import { renderPage } from '../views';
import { signedIn, type DeskAccess } from './desk';

type Body = Record<string, string | undefined>;

/** What a form shows: its defaults, or what was sent when it was refused. */
const LADDER_DEFAULTS = {
  name: '',
  game: '',
  rated: 'true',
  turnTime: '3d',
  answer: '7d',
  silence: 'lapse',
  maxGames: '3',
  range: '',
  sides: 'random',
  maxShare: '',
  minReliability: '',
  resign: 'loss',
  forfeit: 'loss',
  agreedDraw: 'draw',
  bootCamp: 'true',
};
const SIDES = [
  { id: 'random', title: 'drawn at random, one game' },
  { id: 'paired', title: 'paired: two games, each side once' },
  { id: 'bid', title: 'bid for (Sharpsburg, Scotland): the higher bid gives its points' },
];
const AS_LOSS = [
  { id: 'loss', title: 'a loss' },
  { id: 'unrated', title: 'not counted' },
];
const AS_DRAW = [
  { id: 'draw', title: 'a draw' },
  { id: 'unrated', title: 'not counted' },
];
const TOURNAMENT_DEFAULTS = {
  name: '',
  game: '',
  format: 'swiss',
  rounds: '',
  ladder: '',
  turnTime: '3d',
  roundDays: '',
  lateGames: 'organiser',
};

/** A refused form: which one (its action, and its club or tournament), why, and what was sent. */
interface Refused {
  kind: string;
  club?: string;
  tournament?: string;
  message: string;
  body: Body;
}

/** A value the form could not read: the message shown on the form. */
class FormProblem extends Error {}

function emailsIn(text: string | undefined): string[] {
  return (text ?? '').split(/[\s,;]+/).filter(Boolean);
}

function seconds(text: string | undefined, what: string): number {
  const s = parseDuration(text ?? '');
  if (!s) throw new FormProblem(`${what}: write e.g. 3d, 12h or 1d12h.`);
  return s;
}

/** A percentage typed as "50" or "50%": the share 0.5; empty: none. */
function percent(text: string | undefined, what: string): number | null {
  const t = (text ?? '').trim().replace(/%$/, '');
  if (!t) return null;
  const n = Number(t);
  if (!/^\d+(\.\d+)?$/.test(t) || n > 100)
    throw new FormProblem(`${what}: write a percentage from 0 to 100.`);
  return n / 100;
}

function wholeNumber(text: string | undefined, what: string): number | undefined {
  const t = (text ?? '').trim();
  if (!t) return undefined;
  if (!/^\d+$/.test(t)) throw new FormProblem(`${what}: write a whole number.`);
  return Number(t);
}

const choices = (list: { id: string; title: string }[], chosen: string) =>
  list.map((o) => ({ ...o, selected: o.id === chosen }));

export function clubsAdminRouter(services: Services, access: DeskAccess): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: '16kb' });
  const games = () => services.gameTypes().map((g) => ({ id: g.id, title: g.title }));

  /** The forms of one club, filled with the refused values where the refused form is this club's. */
  function clubForms(club: ClubOverview, refused: Refused | null) {
    const mine = (kind: string) =>
      refused && refused.kind === kind && refused.club === club.name ? refused : null;
    const sent = mine('ladder')?.body;
    // An unticked box sends nothing: on a refused form it stays unticked, not the default.
    const boxes = sent ? { rated: sent.rated ?? '', bootCamp: sent.bootCamp ?? '' } : {};
    const ladder = { ...LADDER_DEFAULTS, game: games()[0]?.id ?? '', ...(sent ?? {}), ...boxes };
    const tournament = {
      ...TOURNAMENT_DEFAULTS,
      game: games()[0]?.id ?? '',
      ...(mine('tournament')?.body ?? {}),
    };
    return {
      members: { emails: mine('members')?.body.emails ?? '', error: mine('members')?.message },
      ladder: {
        ...ladder,
        rated: ladder.rated === 'true',
        games: choices(games(), ladder.game),
        bootCamp: ladder.bootCamp === 'true',
        silences: choices(
          [
            { id: 'lapse', title: 'lapses' },
            { id: 'forfeit', title: 'is a loss for the silent player' },
          ],
          ladder.silence,
        ),
        sideChoices: choices(SIDES, ladder.sides),
        resigns: choices(AS_LOSS, ladder.resign),
        forfeits: choices(AS_LOSS, ladder.forfeit),
        agreedDraws: choices(AS_DRAW, ladder.agreedDraw),
        error: mine('ladder')?.message,
      },
      tournament: {
        ...tournament,
        games: choices(games(), tournament.game),
        formats: choices(
          [
            { id: 'swiss', title: 'Swiss' },
            { id: 'round-robin', title: 'Round robin' },
          ],
          tournament.format,
        ),
        ladders: choices(
          [
            { id: '', title: 'none' },
            ...club.ladders.map((l) => ({ id: String(l.id), title: `${l.name} (${l.game})` })),
          ],
          tournament.ladder,
        ),
        lateChoices: choices(
          [
            { id: 'organiser', title: 'wait for the organiser to adjudicate' },
            { id: 'forfeit', title: 'are lost by the side whose orders are overdue' },
          ],
          tournament.lateGames,
        ),
        error: mine('tournament')?.message,
      },
      entrants: (id: number) => ({
        emails: refused?.kind === 'entrants' && refused.tournament === String(id) ? refused.body.emails : '',
        error:
          (refused?.kind === 'entrants' || refused?.kind === 'start') && refused.tournament === String(id)
            ? refused.message
            : undefined,
      }),
    };
  }

  async function page(
    req: Request,
    res: Response,
    status = 200,
    notice?: string,
    refused: Refused | null = null,
  ) {
    const session = signedIn(access, req);
    const clubs = (await services.clubs.overview()).map((c) => {
      const forms = clubForms(c, refused);
      return {
        ...c,
        forms,
        tournaments: c.tournaments.map((t) => ({
          ...t,
          open: t.status === 'entry',
          entry: forms.entrants(t.id),
        })),
      };
    });
    res.status(status).send(
      renderPage('admin-clubs', {
        title: 'Clubs',
        clubs,
        notice,
        newClub: refused?.kind === 'club' ? { ...refused.body, error: refused.message } : {},
        formToken: formToken(access.secret, 'clubs', session),
      }),
    );
  }

  router.get('/admin/clubs', async (req, res) => page(req, res));

  router.post('/admin/clubs/:action', limiter(60), sameOrigin(access.baseUrl), form, async (req, res) => {
    const session = signedIn(access, req);
    checkFormToken(access.secret, 'clubs', session, req.body?.formToken);
    const body = req.body as Body;
    const club = body.club ?? '';
    const tournament = body.tournament ?? '';
    const action = String(req.params.action);
    try {
      switch (action) {
        case 'club': {
          const made = await services.clubs.create({
            name: body.name ?? '',
            organisers: emailsIn(body.organisers),
          });
          return await page(req, res, 201, `The club ${made.name} is made.`);
        }
        case 'invite': {
          const made = await services.invites.newLink(club);
          return await page(
            req,
            res,
            200,
            `A new invite link for ${made.club}: the old one no longer works.`,
          );
        }
        case 'members': {
          const emails = emailsIn(body.emails);
          if (!emails.length) throw new FormProblem('Write one address or more.');
          const role = body.asOrganiser === 'true' ? ('organiser' as const) : ('member' as const);
          for (const email of emails) await services.clubs.addMember({ club, email, role });
          return await page(req, res, 200, `${emails.length} added to ${club}.`);
        }
        case 'ladder': {
          const range = wholeNumber(body.range, 'Places above');
          const settings = {
            rated: body.rated === 'true',
            turnTimeSeconds: seconds(body.turnTime, 'Time per turn'),
            answerSeconds: seconds(body.answer, 'Time to answer a challenge'),
            silence: body.silence as 'lapse' | 'forfeit',
            maxGames: wholeNumber(body.maxGames, 'Most games at once') ?? 3,
            challengeRange: range ?? null,
            sides: body.sides as 'random' | 'paired' | 'bid',
            maxShareVsOne: percent(body.maxShare, 'Most share against one opponent'),
            minReliability: percent(body.minReliability, 'Least share of turns on time'),
            counting: {
              resign: body.resign as 'loss' | 'unrated',
              forfeit: body.forfeit as 'loss' | 'unrated',
              agreedDraw: body.agreedDraw as 'draw' | 'unrated',
            },
            bootCamp: body.bootCamp === 'true',
          };
          const made = await services.clubs.createLadder({
            club,
            name: body.name ?? '',
            game: body.game ?? '',
            settings,
          });
          return await page(req, res, 201, `The ladder ${made.name} is made.`);
        }
        case 'tournament': {
          const made = await services.tournaments.create({
            club,
            name: body.name ?? '',
            game: body.game ?? '',
            format: body.format ?? '',
            rounds: wholeNumber(body.rounds, 'Rounds'),
            ladder: body.ladder || undefined,
            settings: {
              turnTimeSeconds: seconds(body.turnTime, 'Time per turn'),
              ...(body.roundDays?.trim() ? { roundDays: wholeNumber(body.roundDays, 'Days per round') } : {}),
              ...(body.lateGames === 'forfeit' ? { lateGames: 'forfeit' } : {}),
            },
          });
          return await page(
            req,
            res,
            201,
            `The tournament ${made.name} is made: enter its players, then start it.`,
          );
        }
        case 'entrants': {
          const emails = emailsIn(body.emails);
          if (!emails.length) throw new FormProblem('Write one address or more.');
          for (const email of emails) await services.tournaments.enter({ tournament, email });
          return await page(req, res, 200, `${emails.length} entered.`);
        }
        case 'start': {
          const started = await services.tournaments.start({ tournament });
          return await page(
            req,
            res,
            200,
            `Round 1 of ${started.rounds} has started; the players have their first mails.`,
          );
        }
        default:
          return await page(req, res, 404, 'There is no such form.');
      }
    } catch (err) {
      const known =
        err instanceof FormProblem ||
        (err instanceof ServiceError && (err.code === 'bad-request' || err.code === 'not-found'));
      if (!known) throw err;
      const message = err instanceof FormProblem ? err.message : sentence(err.message);
      return page(req, res, 400, undefined, { kind: action, club, tournament, message, body });
    }
  });

  return router;
}
