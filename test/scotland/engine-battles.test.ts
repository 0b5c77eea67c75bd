// How the turn hands battles to the resolver (STB-3.2c, STB-7.0, STB-7.5) and the engine's hook
// points for part 2's markers.
import { FixedDice } from '../../src/games/core/dice';
import { scotland } from '../../src/games/scotland';
import { resolveStep } from '../../src/games/scotland/engine';
import { defaultChoices } from '../../src/games/scotland/rules/battle';
import { battleHexes, battleInput, withdrawalHexes } from '../../src/games/scotland/rules/combat';
import { board, lead, play, put, texts } from './helpers';

test('STB-3.2c, STB-7.5: after the moves a battle is fought in every hex holding both sides, in the order of the plans', () => {
  const s = board(12, 2);
  put(s, 'scots', '0406', 'elite');
  put(s, 'scots', '0606', 'elite');
  put(s, 'english', '0306', 'levy');
  put(s, 'english', '0605', 'levy');
  const r = play(s, 'scots', 'march 0406 to Irvine\nmarch 0606 to 0605\nbattle 0605: hits weakest');
  const fought = r.events.filter((e) => e.kind === 'battle-result').map((e) => e.hex);
  expect(fought).toEqual(['0605', '0306']);
  expect(battleHexes(r.state, 'scots')).toEqual([]);
});

test('STB-AMB-10: combat units entering a hex of enemy leaders alone: the leaders take the 8.5 check', () => {
  const s = board(12, 1);
  put(s, 'scots', '0406', 'elite');
  lead(s, 'percy', '0306');
  const r = play(s, 'scots', 'march 0406 to Irvine', [6]);
  expect(texts(r.events)).toMatch(/Percy/);
  expect(r.state.leaders.find((l) => l.id === 'percy')!.hex).not.toBe('0306');
});

test('STB-AMB-21: the river advantage needs every attacking unit to have crossed a river into the battle hex', () => {
  const s = board(12, 2);
  put(s, 'scots', '0406');
  put(s, 'english', '0506', 'elite');
  s.riverEntries = [s.units[0]!.id];
  s.units[0]!.hex = '0506';
  expect(
    battleInput(s, '0506', 'scots', defaultChoices(), defaultChoices()).terrain.riverCrossedByAllAttackers,
  ).toBe(true);
  put(s, 'scots', '0506');
  expect(
    battleInput(s, '0506', 'scots', defaultChoices(), defaultChoices()).terrain.riverCrossedByAllAttackers,
  ).toBe(false);
});

test('STB-7.2, STB-AMB-25, STB-AMB-56: withdrawal hexes hold no enemy unit and, during the ban, are not in England', () => {
  const s = board(1);
  put(s, 'english', '0407');
  const hexes = withdrawalHexes(s, '0406', 'scots').map((w) => w.hex);
  expect(hexes).not.toContain('0407');
  expect(hexes).toContain('0306');
  expect(withdrawalHexes(board(1), '0808', 'scots').map((w) => w.hex)).not.toContain('0809');
  expect(withdrawalHexes(board(3), '0808', 'scots').map((w) => w.hex)).toContain('0809');
});

test('issue 21: named hook points before and after a March and before the mobilisation', () => {
  const s = board(12, 2);
  put(s, 'scots', '0406');
  const orders = scotland.parseOrders(s, 'scots', 'march 0406 to 0306').orders;
  const seen: string[] = [];
  const r = resolveStep(s, { orders: { scots: orders }, standing: {} }, new FixedDice([]), {
    beforeMarch: (_s, m) => {
      seen.push(`before ${m.from}`);
      return { cancel: true };
    },
    afterMarch: () => seen.push('after'),
  });
  expect(seen).toEqual(['before 0406']);
  expect(r.state.units[0]!.hex).toBe('0406');
  const e = { ...s, playerTurn: 1 };
  const m = resolveStep(e, { orders: { english: [] }, standing: {} }, new FixedDice([4]), {
    beforeMobilisation: () => seen.push('mobilisation'),
  });
  expect(m.state.step).toBe('mobilisation');
  expect(seen).toContain('mobilisation');
});
