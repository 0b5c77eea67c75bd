// The bot never sees hidden information: two positions that differ only in what its side cannot see
// (the other side's strategy markers, STB-10.0; an undeployed brigade's make-up, TB-DEC-4) get the
// same orders at every level.
import { getGame } from '../../src/games';
import { BOT_LEVELS, botOrders, botState } from '../../src/games/bot';
import { playMatch } from '../../src/games/bot/match';
import type { BaseState, GameModule, Side } from '../../src/games/core/contract';
import { fullCup } from '../../src/games/scotland/rules/markers/cup';
import type { State as ScotlandState } from '../../src/games/scotland/state';
import type { TbState } from '../../src/games/travel-battle/state';

/** The first state of a random game where `find` gives a twin differing only in hidden information. */
function twins(
  game: GameModule,
  gameOptions: Record<string, unknown>,
  find: (state: BaseState, side: Side) => BaseState | null,
): { state: BaseState; twin: BaseState; side: Side } {
  let found: { state: BaseState; twin: BaseState; side: Side } | undefined;
  for (let i = 0; i < 20 && !found; i++)
    playMatch(game, {
      seed: `hidden-${i}`,
      players: {},
      gameOptions,
      onAnswer: (state, prompt) => {
        const twin = found ? null : find(state, prompt.side);
        if (twin) found = { state, twin, side: prompt.side };
      },
    });
  if (!found) throw new Error('no position with hidden information met');
  return found;
}

function expectSamePlay(game: GameModule, t: { state: BaseState; twin: BaseState; side: Side }) {
  expect(t.twin).not.toEqual(t.state);
  // What the bot works on is the same position, so no level can tell the twins apart.
  expect(botState(game, t.twin, t.side)).toEqual(botState(game, t.state, t.side));
  for (const level of BOT_LEVELS)
    expect(botOrders(game, t.twin, t.side, level, 's')).toBe(botOrders(game, t.state, t.side, level, 's'));
}

test('STB-10.0: the bot plays the same whatever strategy markers the other side holds', () => {
  const game = getGame('scotland');
  const t = twins(game, { markers: true }, (base, side) => {
    const state = base as ScotlandState;
    const other = side === 'scots' ? 'english' : 'scots';
    const hand = state.markers?.hands[other] ?? [];
    if (!hand.length) return null;
    const pool = fullCup(state).sort().reverse();
    for (const id of state.markers!.hands[side as 'scots']) pool.splice(pool.indexOf(id), 1);
    const swapped = pool.slice(0, hand.length);
    if ([...swapped].sort().join() === [...hand].sort().join()) return null;
    return { ...state, markers: { ...state.markers!, hands: { ...state.markers!.hands, [other]: swapped } } };
  });
  expectSamePlay(game, t);
});

test('TB-DEC-4: the bot plays the same whatever the make-up of the other side’s undeployed brigades', () => {
  const game = getGame('travel-battle');
  const t = twins(game, {}, (base, side) => {
    const state = base as TbState;
    if (state.step !== 'deploy' && state.step !== 'turn') return null;
    const hidden = state.units.filter((u) => u.side !== side && u.at === null && !u.removed);
    const brigades = [...new Set(hidden.map((u) => u.brigade!))].sort();
    if (brigades.length < 2) return null;
    // The hidden brigades swap their combat units: same counts, another make-up.
    const swap = (b: number) => brigades[(brigades.indexOf(b) + 1) % brigades.length]!;
    const units = state.units.map((u) =>
      hidden.includes(u) && u.kind !== 'brigadier' ? { ...u, brigade: swap(u.brigade!) } : u,
    );
    return { ...state, units };
  });
  expectSamePlay(game, t);
});
