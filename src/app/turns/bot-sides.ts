// Which sides of a new game the bot plays: a side whose player is given as `bot` or `bot:LEVEL`
// (the CLI's `--side confederate=bot:normal`, the admin form and API, the hub's practice game).
import { BOT_LEVELS, isBotLevel, type BotLevel } from '../../games/bot';
import { ServiceError } from '../base/errors';

/** The level a player field names the bot at, or null when it names a person. */
export function botLevelOf(side: string, given: string): BotLevel | null {
  const m = /^bot(?::(.*))?$/i.exec(given.trim());
  if (!m) return null;
  const level = (m[1] ?? 'normal').trim().toLowerCase();
  if (!isBotLevel(level))
    throw new ServiceError(
      'bad-request',
      `the bot for ${side} plays at level ${BOT_LEVELS.join(', ')}; '${level}' is none of them`,
    );
  return level;
}

/** Side -> level for every side the bot plays. */
export function botSidesOf(
  sides: readonly string[],
  players: Record<string, string>,
): Record<string, BotLevel> {
  const out: Record<string, BotLevel> = {};
  for (const side of sides) {
    const level = botLevelOf(side, players[side] ?? '');
    if (level) out[side] = level;
  }
  return out;
}
