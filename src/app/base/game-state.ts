// The one place where a value read from storage becomes a game's state: it is checked against the
// game's own `stateSchema` (each game's State type is inferred from it), so every use-case after it
// hands the engine a typed state and no cast sits between the app and the games.
import type { BaseState } from '../../games/core/contract';
import type { AnyGame } from './context';

export function checkedState(module: AnyGame, raw: unknown): BaseState {
  const parsed = module.stateSchema.safeParse(raw);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new Error(
      `a stored ${module.id} state does not fit its schema: ${first?.path.join('.')} ${first?.message}`,
    );
  }
  // The checked value itself, not the parser's copy: it keeps the canonical key order states are
  // stored and compared in (a copy would order keys as the schema does).
  return raw as BaseState;
}
