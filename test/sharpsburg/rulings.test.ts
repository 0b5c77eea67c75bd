// Cases for rulings of RULINGS.md not already covered by the clause tests.
import { at, play, position, problemsOf } from './helpers';

describe('rulings', () => {
  test('SH-AMB-20: a reinforcement may attack in the turn it arrives', () => {
    const s = position('XII off-map enter 0801 turn 3\nHO 0803');
    const r = play(s, 'move XII 0801 0802\nattack 0803 with XII', [1]); // 6:2 3-1, 1: DR
    expect(r.problems).toEqual([]);
    expect(at(r.state, 'HO')).not.toBe('0803');
  });

  test('SH-AMB-20: a reinforcement need not enter on its arrival turn, and may enter later', () => {
    const s = position('XII off-map enter 0801 turn 2\nHO 0101', { turn: 4 });
    expect(problemsOf(s, 'pass')).toEqual([]);
    expect(problemsOf(s, 'move XII to 0802')).toEqual([]);
  });

  test('SH-AMB-19: a reinforcement may enter into woods, which is then its whole move', () => {
    const s = position('XII off-map enter 0801 turn 3\nHO 0101', { map: { terrain: { '0801': 'W' } } });
    expect(problemsOf(s, 'move XII 0801')).toEqual([]);
    expect(problemsOf(s, 'move XII 0801 0802')).toEqual([
      'must stop at 0801 (it entered an enemy ZOC or woods)',
    ]);
  });

  test('SH-AMB-23: passing through a Sharpsburg hex does not take it; ending a move there does', () => {
    const s = position('PL 0607\nHO 0101');
    const through = play(s, 'move PL 0708 0709');
    expect(through.state.control['0708']).toBe('confederate');
    const stop = play(s, 'move PL 0708');
    expect(stop.state.control['0708']).toBe('union');
  });

  test('SH-AMB-1: an engaged unit pushed out of contact drops out of the repeated attack', () => {
    const s = position('I 0405 engaged 0406\nHO 0406', { corpsDie: 1 });
    const moved = position('I 0403 engaged 0406\nHO 0406', { corpsDie: 1 });
    expect(problemsOf(moved, 'move I 0402')).toEqual(['I is engaged at 0406 and may not move this turn']);
    const r = play(moved, 'pass');
    expect(r.text).toContain(
      'I Corps drops out of the attack near Sharpsburg (0406): I is not adjacent to 0406.',
    );
    expect(r.events.filter((e) => e.kind === 'battle')).toEqual([]);
    expect(play(s, 'pass', [1]).events.filter((e) => e.kind === 'battle')).toHaveLength(1);
  });

  test('SH-AMB-8: a Union battery arriving as a reinforcement enters limbered', () => {
    const s = position('A2 off-map enter 0801 turn 3\nHO 0101');
    expect(s.units.A2?.art).toBe('limbered');
    expect(problemsOf(s, 'move A2 0801 0802')).toEqual([]);
  });
});
