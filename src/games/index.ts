// The registry: game id -> module. The service, the CLI and self-play find games only here.
import type { BaseState, GameModule } from './core/contract';
import { scotland } from './scotland';
import { sharpsburg } from './sharpsburg';
import { travelBattle } from './travel-battle';

type AnyGame = GameModule<BaseState, unknown>;

// One line per game: import its module above and list it here.
const modules: AnyGame[] = [
  sharpsburg as unknown as AnyGame,
  travelBattle as unknown as AnyGame,
  scotland as unknown as AnyGame,
];

export function listGames(): readonly AnyGame[] {
  return modules;
}

export function getGame(id: string): AnyGame {
  const found = modules.find((m) => m.id === id);
  if (!found) {
    const known = modules.map((m) => m.id).join(', ') || 'none';
    throw new Error(`unknown game '${id}' (known: ${known})`);
  }
  return found;
}
