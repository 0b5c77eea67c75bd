// `despatch game new|export` and `despatch demo`.
import { demoPlayers } from '../app/base/demo-players';
import { parseArgs } from 'node:util';
import { parseDuration } from '../app/base/duration';
import { loadConfig } from '../config';
import { getGame, listGames } from '../games/index';
import { withBackend } from './backend';
import { cli, printJson, writeOutput } from './io';
import { UsageError } from './usage-error';
import { TIME_FLAGS, timeControlsFrom } from './time-flags';

/** `--side union=a@x` or `--lang union=ja`, repeated: side -> value. */
function sidesOf(values: string[], flag = '--side', what = 'email'): Record<string, string> {
  const players: Record<string, string> = {};
  for (const v of values) {
    const m = /^([^=]+)=(.+)$/.exec(v);
    if (!m) throw new UsageError(`${flag} takes side=${what}, got '${v}'`);
    players[(m[1] as string).trim()] = (m[2] as string).trim();
  }
  return players;
}

function optionsOf(values: string[]): Record<string, unknown> {
  return Object.fromEntries(
    values.map((v) => {
      const [k, ...rest] = v.split('=');
      const text = rest.join('=');
      return [
        k,
        /^-?\d+(\.\d+)?$/.test(text)
          ? Number(text)
          : text === 'true'
            ? true
            : text === 'false'
              ? false
              : text,
      ];
    }),
  );
}

async function newGame(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      game: { type: 'string' },
      scenario: { type: 'string' },
      side: { type: 'string', multiple: true, default: [] },
      lang: { type: 'string', multiple: true, default: [] },
      option: { type: 'string', multiple: true, default: [] },
      'turn-time': { type: 'string' },
      'both-sides': { type: 'boolean', default: false },
      ...TIME_FLAGS,
    },
  });
  if (!values.game)
    throw new UsageError(
      '--game is required (one of: ' +
        listGames()
          .map((g) => g.id)
          .join(', ') +
        ')',
    );
  const turnTime = values['turn-time'] === undefined ? undefined : parseDuration(values['turn-time']);
  if (turnTime === null) throw new UsageError(`--turn-time takes a duration such as 3d, 12h or 90m`);
  return withBackend(async (backend) => {
    const created = await backend.createGame({
      game: values.game as string,
      ...(values.scenario ? { scenario: values.scenario } : {}),
      options: optionsOf(values.option),
      players: sidesOf(values.side),
      ...(values.lang.length ? { langs: sidesOf(values.lang, '--lang', 'en|ja') } : {}),
      ...(turnTime !== undefined ? { turnTimeSeconds: turnTime } : {}),
      ...(values['both-sides'] ? { oneForBothSides: true } : {}),
      ...timeControlsFrom(values),
    });
    printJson(created);
    return 0;
  });
}

async function exportCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { out: { type: 'string', short: 'o', default: '-' } },
  });
  const id = positionals[0];
  if (!id) throw new UsageError('usage: despatch game export GAME [--out FILE]');
  return withBackend(async (backend) => {
    writeOutput(values.out, `${JSON.stringify(await backend.exportGame(id), null, 2)}\n`);
    return 0;
  });
}

export async function gameCommand(argv: string[]): Promise<number> {
  const [sub, ...rest] = argv;
  if (sub === 'new') return newGame(rest);
  if (sub === 'export') return exportCommand(rest);
  const desk = await import('./desk');
  if (sub === 'list') return desk.listCommand(rest);
  if (sub === 'extend') return desk.extendCommand(rest);
  if (sub === 'resend') return desk.resendCommand(rest);
  if (sub === 'end') return desk.endCommand(rest);
  if (sub === 'replace') return desk.replaceCommand(rest);
  if (sub === 'pause') return desk.pauseCommand(rest);
  if (sub === 'resume') return desk.pauseCommand(rest, true);
  if (sub === 'turn-time') return desk.turnTimeCommand(rest);
  if (sub === 'share') return desk.shareCommand(rest);
  if (sub === 'unshare') return desk.shareCommand(rest, true);
  throw new UsageError(
    'usage: despatch game new|export|list|extend|resend|replace|end|pause|resume|turn-time|share|unshare ...',
  );
}

/**
 * A game between two local mailboxes, so a newcomer sees the whole flow in /mailbox at once; with
 * `--bot`, a game against the bot (`--level`, `--side` for the newcomer's side), its link printed.
 */
export async function demoCommand(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      game: { type: 'string' },
      bot: { type: 'boolean', default: false },
      level: { type: 'string', default: 'normal' },
      side: { type: 'string' },
    },
  });
  const module = values.game ? getGame(values.game) : listGames()[0];
  if (!module) throw new UsageError('no game is registered');
  const mine = values.side ?? module.sides[0];
  if (values.bot && !module.sides.includes(mine as string))
    throw new UsageError(`--side takes one of ${module.sides.join(', ')}`);
  const players = demoPlayers(
    module.sides,
    values.bot ? { level: values.level, mine: mine as string } : null,
  );
  const config = loadConfig(cli().env);
  return withBackend(async (backend) => {
    const created = await backend.createGame({ game: module.id, players });
    printJson(created);
    const people = Object.values(players).filter((p) => !p.startsWith('bot'));
    cli().err(
      (values.bot
        ? `A ${module.title} game #${created.number}: you play ${mine}, the bot (${values.level}) the rest.\n` +
          `Your orders: ${created.links[mine as string]}\n`
        : `A ${module.title} game #${created.number} between ${people.join(' and ')}.\n`) +
        (config.smtpUrl
          ? 'Its mails go to the SMTP relay.\n'
          : backend.serverUrl
            ? `Read its mails at ${backend.serverUrl}/mailbox\n`
            : `Read its mails at ${config.baseUrl}/mailbox once the server runs (npm start).\n`),
    );
    return 0;
  });
}
