// `despatch tournament ...`: a club's tournaments from the command line, on the database or through
// the running server's admin API (as `ladder` does).
import { printAnswer, standingsLine, subcommandArgs } from './subcommand';
import { withBackend } from './backend';
import { CLUB_PLAY_FLAGS, count, duration } from './clubs';
import { cli, printJson } from './io';
import { pointsText } from '../app/tournaments/points-text';
import { UsageError } from './usage-error';
import { timeControlsFrom } from './time-flags';

const USAGE = [
  'despatch tournament new --club CLUB --name NAME --game GAME --format swiss|round-robin',
  '  [--rounds N] [--ladder LADDER] [--turn-time 3d] [--autopilot N[:LEVEL]]',
  '  [--round-days N | --round-dates ISO,ISO,...] [--late-games organiser|forfeit]',
  '| tournament add TOURNAMENT EMAIL [EMAIL ...] | tournament start TOURNAMENT',
  '| tournament standings TOURNAMENT [--json]',
].join('\n');

export async function tournamentCommand(argv: string[]): Promise<number> {
  const { sub, values, positionals } = subcommandArgs(argv, {
    ...CLUB_PLAY_FLAGS,
    format: { type: 'string' },
    rounds: { type: 'string' },
    ladder: { type: 'string' },
    'round-days': { type: 'string' },
    'round-dates': { type: 'string' },
    'late-games': { type: 'string' },
  });
  if (sub === 'new') {
    if (!values.club || !values.name || !values.game || !values.format) throw new UsageError(USAGE);
    const turnTimeSeconds = duration(values['turn-time'], '--turn-time');
    const input = {
      club: values.club,
      name: values.name,
      game: values.game,
      format: values.format,
      rounds: count(values.rounds, '--rounds'),
      ladder: values.ladder,
      settings: {
        ...(turnTimeSeconds ? { turnTimeSeconds } : {}),
        ...timeControlsFrom({ autopilot: values.autopilot }),
        ...roundSettings(values),
      },
    };
    return printAnswer((b) => b.tournaments.create(input));
  }
  const [tournament, ...emails] = positionals;
  if (!tournament) throw new UsageError(USAGE);
  if (sub === 'add') {
    if (!emails.length) throw new UsageError(USAGE);
    return withBackend(async (b) => {
      const entered = [];
      for (const email of emails) entered.push(await b.tournaments.enter({ tournament, email }));
      printJson(entered);
      return 0;
    });
  }
  if (sub === 'start') return printAnswer((b) => b.tournaments.start({ tournament }));
  if (sub === 'standings')
    return withBackend(async (b) => {
      const table = await b.tournaments.table(tournament);
      if (values.json) printJson(table);
      else {
        const rounds = table.rounds ? ` of ${table.rounds}` : '';
        cli().out(`${table.name}: ${table.status}, round ${table.round}${rounds}\n`);
        for (const r of table.standings)
          cli().out(
            standingsLine(
              r.place,
              r.email,
              `${pointsText(r.points).padStart(4)}  Buchholz ${pointsText(r.buchholz)}` +
                `  S-B ${pointsText(r.sonnebornBerger)}`,
            ),
          );
      }
      return 0;
    });
  throw new UsageError(USAGE);
}

/** Rounds by the calendar, as given (the use-case checks the values and answers precisely). */
function roundSettings(v: { 'round-days'?: string; 'round-dates'?: string; 'late-games'?: string }) {
  return {
    ...(v['round-days'] ? { roundDays: count(v['round-days'], '--round-days') } : {}),
    ...(v['round-dates'] ? { roundDates: v['round-dates'].split(',').map((d) => d.trim()) } : {}),
    ...(v['late-games'] ? { lateGames: v['late-games'] as 'organiser' | 'forfeit' } : {}),
  };
}
