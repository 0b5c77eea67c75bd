// `despatch club ...` and `despatch ladder ...`: clubs, their ladders, challenges and standings from
// the command line, on the database or through the running server's admin API (as `game` does).
import { printAnswer, standingsLine, subcommandArgs } from './subcommand';
import { parseDuration } from '../app/base/duration';
import { withBackend } from './backend';
import { cli, printJson } from './io';
import { UsageError } from './usage-error';
import { timeControlsFrom } from './time-flags';
import { isBotLevel } from '../games/bot-levels';

const CLUB_USAGE =
  'despatch club new NAME --organiser EMAIL [--organiser EMAIL] | club add CLUB EMAIL [--as-organiser] | club public CLUB on|off\n| club invite CLUB   (a new invite link; the old one stops working)';
const LADDER_USAGE = [
  'despatch ladder new --club CLUB --name NAME --game GAME [--turn-time 3d] [--answer 7d] [--unrated] [--autopilot N[:LEVEL]]',
  '  [--silence lapse|forfeit] [--max-games N] [--range N] [--sides random|paired|bid] [--max-share 0.5]',
  '  [--min-reliability 0.8] [--resign loss|unrated] [--forfeit loss|unrated] [--agreed-draw draw|unrated]',
  '  [--no-boot-camp]',
  '| ladder standings LADDER [--json] | ladder challenge LADDER --from EMAIL --to EMAIL',
  '| ladder accept CHALLENGE | ladder decline CHALLENGE',
  '| ladder bot LADDER [--level easy|normal|hard] [--rated]   (the bot joins: members challenge it as "bot")',
].join('\n');

export async function clubCommand(argv: string[]): Promise<number> {
  const { sub, values, positionals } = subcommandArgs(argv, {
    organiser: { type: 'string', multiple: true },
    'as-organiser': { type: 'boolean' },
  });
  if (sub === 'new') {
    const name = positionals.join(' ').trim();
    if (!name || !values.organiser?.length) throw new UsageError(CLUB_USAGE);
    return printAnswer((b) => b.clubs.create({ name, organisers: values.organiser ?? [] }));
  }
  if (sub === 'add') {
    const [club, email] = positionals;
    if (!club || !email) throw new UsageError(CLUB_USAGE);
    const role = values['as-organiser'] ? ('organiser' as const) : ('member' as const);
    return printAnswer((b) => b.clubs.addMember({ club, email, role }));
  }
  if (sub === 'public') {
    const [club, state] = positionals;
    if (!club || (state !== 'on' && state !== 'off')) throw new UsageError(CLUB_USAGE);
    return printAnswer((b) => b.clubs.setPublic({ club, public: state === 'on' }));
  }
  if (sub === 'invite') {
    const [club] = positionals;
    if (!club) throw new UsageError(CLUB_USAGE);
    return printAnswer((b) => b.invites.newLink(club));
  }
  throw new UsageError(CLUB_USAGE);
}

export function duration(text: string | undefined, flag: string): number | undefined {
  if (text === undefined) return undefined;
  const seconds = parseDuration(text);
  if (!seconds) throw new UsageError(`${flag} takes a duration such as 3d or 12h`);
  return seconds;
}

/** A share such as 0.5 (or 50%): more than 0, at most 1. */
function share(text: string | undefined, flag: string): number | undefined {
  if (text === undefined) return undefined;
  const value = text.endsWith('%') ? Number(text.slice(0, -1)) / 100 : Number(text);
  if (!(value > 0 && value <= 1)) throw new UsageError(`${flag} takes a share such as 0.5 or 50%`);
  return value;
}

/** How resignations, forfeits and agreed draws count; left out: the ladder's defaults. */
function counting(v: { resign?: string; forfeit?: string; 'agreed-draw'?: string }) {
  const check = (flag: string, value: string | undefined, words: string[]) => {
    if (value !== undefined && !words.includes(value))
      throw new UsageError(`--${flag} is ${words.join(' or ')}`);
    return value;
  };
  const c = {
    resign: check('resign', v.resign, ['loss', 'unrated']),
    forfeit: check('forfeit', v.forfeit, ['loss', 'unrated']),
    agreedDraw: check('agreed-draw', v['agreed-draw'], ['draw', 'unrated']),
  };
  const given = Object.entries(c).filter(([, x]) => x !== undefined);
  return given.length ? Object.fromEntries(given) : undefined;
}

export function count(text: string | undefined, flag: string): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text)) throw new UsageError(`${flag} takes a whole number`);
  return Number(text);
}

/** The flags of what a club runs, a ladder or a tournament: where, its name, its game, its time, and
 *  standings as JSON. */
export const CLUB_PLAY_FLAGS = {
  club: { type: 'string' },
  name: { type: 'string' },
  game: { type: 'string' },
  'turn-time': { type: 'string' },
  autopilot: { type: 'string' },
  json: { type: 'boolean' },
} as const;

export async function ladderCommand(argv: string[]): Promise<number> {
  const { sub, values, positionals } = subcommandArgs(argv, {
    ...CLUB_PLAY_FLAGS,
    answer: { type: 'string' },
    unrated: { type: 'boolean' },
    silence: { type: 'string' },
    'max-games': { type: 'string' },
    range: { type: 'string' },
    sides: { type: 'string' },
    'max-share': { type: 'string' },
    'min-reliability': { type: 'string' },
    resign: { type: 'string' },
    forfeit: { type: 'string' },
    'agreed-draw': { type: 'string' },
    'no-boot-camp': { type: 'boolean' },
    level: { type: 'string' },
    rated: { type: 'boolean' },
    from: { type: 'string' },
    to: { type: 'string' },
  });
  const first = positionals[0];
  if (sub === 'new') {
    if (!values.club || !values.name || !values.game) throw new UsageError(LADDER_USAGE);
    if (values.silence && values.silence !== 'lapse' && values.silence !== 'forfeit')
      throw new UsageError('--silence is lapse or forfeit');
    if (values.sides && !['random', 'paired', 'bid'].includes(values.sides))
      throw new UsageError('--sides is random, paired or bid');
    const settings = Object.fromEntries(
      Object.entries({
        turnTimeSeconds: duration(values['turn-time'], '--turn-time'),
        answerSeconds: duration(values.answer, '--answer'),
        rated: values.unrated ? false : undefined,
        silence: values.silence,
        maxGames: count(values['max-games'], '--max-games'),
        challengeRange: count(values.range, '--range'),
        sides: values.sides,
        maxShareVsOne: share(values['max-share'], '--max-share'),
        minReliability: share(values['min-reliability'], '--min-reliability'),
        bootCamp: values['no-boot-camp'] ? false : undefined,
        counting: counting(values),
        timeControls: timeControlsFrom({ autopilot: values.autopilot }).timeControls,
      }).filter(([, v]) => v !== undefined),
    );
    const input = { club: values.club, name: values.name, game: values.game, settings };
    return printAnswer((b) => b.clubs.createLadder(input));
  }
  if (!first) throw new UsageError(LADDER_USAGE);
  if (sub === 'standings')
    return withBackend(async (b) => {
      const rows = await b.clubs.standings(first);
      if (values.json) printJson(rows);
      else
        for (const r of rows)
          cli().out(
            standingsLine(
              r.place,
              r.email,
              `${String(r.rating).padStart(5)} ±${r.rd}  ${r.wins}-${r.losses}-${r.draws}` +
                (r.provisional ? '  (boot camp)' : ''),
            ),
          );
      return 0;
    });
  if (sub === 'challenge') {
    if (!values.from || !values.to) throw new UsageError(LADDER_USAGE);
    const input = { ladder: first, from: values.from, to: values.to };
    return printAnswer((b) => b.clubs.challenge(input));
  }
  if (sub === 'bot') {
    const level = values.level ?? 'normal';
    if (!isBotLevel(level)) throw new UsageError('--level is easy, normal or hard');
    const input = { ladder: first, level, rated: values.rated === true };
    return printAnswer((b) => b.clubs.addBot(input));
  }
  if (sub === 'accept' || sub === 'decline') {
    const id = count(first, 'CHALLENGE') as number;
    return withBackend(async (b) => {
      printJson(sub === 'accept' ? await b.clubs.accept({ id }) : await b.clubs.decline({ id }));
      return 0;
    });
  }
  throw new UsageError(LADDER_USAGE);
}
