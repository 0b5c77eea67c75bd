// A demo game's players: the newcomer's side goes to a local mailbox (read at /mailbox), every
// other side to the bot, or, without the bot, to local mailboxes too. `despatch demo` and the
// /admin button share it.
export const DEMO_DOMAIN = 'demo.despatch.local';

export function demoPlayers(
  sides: readonly string[],
  bot: { level: string; mine: string } | null,
): Record<string, string> {
  return Object.fromEntries(
    sides.map((side) => [side, bot && side !== bot.mine ? `bot:${bot.level}` : `${side}@${DEMO_DOMAIN}`]),
  );
}
