// Issue 41: Wallace's or Edward's death ends the game at once (STB-8.5.3b, STB-12.3a, STB-12.3.4a,
// STB-13.8c): nothing after the kill happens in that turn, through the whole engine.
import type { State } from '../../src/games/scotland/state';
import { defaultChoices } from '../../src/games/scotland/rules/battle';
import { battleInput } from '../../src/games/scotland/rules/combat';
import { board, lead, play, put } from './helpers';
import { ttBoard } from './toom-tabard/helpers';

/** Two Scottish regulars in wooded 0606 (no first strike) march on an English levy with Edward in 0605,
 *  and a second battle waits in 0707. Both Scottish dice hit, the levy misses, Edward rolls 1. */
function edwardFalls(s: State) {
  put(s, 'scots', '0606');
  put(s, 'scots', '0606');
  put(s, 'english', '0605', 'levy');
  lead(s, 'edward', '0605');
  return play(s, 'scots', 'march 0606 to 0605', [1, 1, 6, 1]);
}

const after = (r: ReturnType<typeof play>, kind: string) =>
  r.events.slice(r.events.findIndex((e) => e.kind === 'leader-dead')).filter((e) => e.kind === kind);

test('STB-8.5.3b, STB-12.3.4a, STB-12.3.4b: Edward killed: the game ends at the kill, with no advancement after the battle', () => {
  const r = edwardFalls(board(12, 1));
  expect(r.state.result).toMatchObject({ winner: 'scots', level: 'limited' });
  expect(r.events.filter((e) => e.kind === 'battle-advance')).toHaveLength(0);
  expect(r.state.units.filter((u) => u.side === 'scots').map((u) => u.grade)).toEqual(['regular', 'regular']);
  expect(after(r, 'battle-recovery')).toHaveLength(0);
  expect(r.state.step).toBe('over');
});

test('STB-13.8c, STB-AMB-57: in The Toom Tabard Edward’s death ends the game at once too', () => {
  const s = ttBoard(3);
  s.options = {};
  const r = edwardFalls(s);
  expect(r.state.result).toMatchObject({ winner: 'scots' });
  expect(r.events.filter((e) => e.kind === 'battle-advance')).toHaveLength(0);
  expect(r.state.units.filter((u) => u.side === 'scots').map((u) => u.grade)).toEqual(['regular', 'regular']);
});

test('STB-14.1.2a, STB-AMB-57: a battle stops at a death only where that death ends the game', () => {
  const wallace = (s: State) =>
    battleInput(s, '0605', 'scots', defaultChoices(), defaultChoices()).leaders.find(
      (l) => l.id === 'wallace',
    );
  const s = board(12, 1);
  put(s, 'scots', '0605');
  lead(s, 'wallace', '0605');
  expect(wallace(s)?.endsGame).toBe(true);
  s.options = { wallaceReturns: true };
  expect(wallace(s)?.endsGame).toBe(false);
  const tt = ttBoard(3); // the Wallace counter is Balliol
  put(tt, 'scots', '0605');
  lead(tt, 'wallace', '0605');
  expect(wallace(tt)?.endsGame).toBeUndefined();
});
