// `despatch tournament ...`: a club's tournaments from the command line, on the database or through
// the running server's admin API (as `ladder` does).
import { parseArgs } from 'node:util';
import { withBackend } from './backend';
import { count, duration } from './clubs';
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
  const [sub, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      club: { type: 'string' },
      name: { type: 'string' },
      game: { type: 'string' },
      format: { type: 'string' },
      rounds: { type: 'string' },
      ladder: { type: 'string' },
      'turn-time': { type: 'string' },
      'round-days': { type: 'string' },
      'round-dates': { type: 'string' },
      'late-games': { type: 'string' },
      autopilot: { type: 'string' },
      json: { type: 'boolean' },
    },
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
    return withBackend(async (b) => {
      printJson(await b.tournaments.create(input));
      return 0;
    });
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
  if (sub === 'start')
    return withBackend(async (b) => {
      printJson(await b.tournaments.start({ tournament }));
      return 0;
    });
  if (sub === 'standings')
    return withBackend(async (b) => {
      const table = await b.tournaments.table(tournament);
      if (values.json) printJson(table);
      else {
        const rounds = table.rounds ? ` of ${table.rounds}` : '';
        cli().out(`${table.name}: ${table.status}, round ${table.round}${rounds}\n`);
        for (const r of table.standings)
          cli().out(
            `${String(r.place).padStart(3)}. ${r.email.padEnd(32)} ${pointsText(r.points).padStart(4)}` +
              `  Buchholz ${pointsText(r.buchholz)}  S-B ${pointsText(r.sonnebornBerger)}\n`,
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
