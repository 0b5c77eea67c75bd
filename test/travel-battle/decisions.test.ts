import { battle, game, play, unit } from './helpers';

describe('decisions in the opponent turn: standing orders and defaults', () => {
  test('TB-DEC-6: the defender rerolls by his standing order threshold, else when losing by 1', () => {
    const s = battle('red B1 c3\nred L1 c4\nblue G1 c5\nblue B1 s9');
    const byDefault = play(s, { red: 'pass' }, [4, 3, 6]);
    expect(byDefault.text).toMatch(/Default applied \(Blue, TB-DEC-6 melee reroll\): Blue G1 rerolls/);
    const standing = play(s, { red: 'pass' }, [4, 3], { blue: 'reroll if losing by 2' });
    expect(standing.text).toMatch(
      /Standing order applied \(Blue, TB-DEC-6 melee reroll\): Blue G1 keeps its dice/,
    );
    expect(unit(standing.state, 'blue', 'G1').at).toBe('c6');
    // the attacker's own reroll rule may come with his orders
    const a = battle('red B1 c3\nred G1 c4\nblue L1 c5\nblue B1 s9');
    expect(play(a, { red: 'reroll never' }, [3, 4]).text).toMatch(
      /Order applied \(Red, TB-DEC-6 melee reroll\): Red G1 keeps its dice/,
    );
  });

  test('TB-DEC-7: the pushback square by standing order, else straight back', () => {
    const s = battle('red B1 c3\nred L1 c4\nblue L1 c5\nblue B1 s9');
    expect(unit(play(s, { red: 'pass' }, [4, 3]).state, 'blue', 'L1').at).toBe('c6');
    const left = play(s, { red: 'pass' }, [4, 3], { blue: 'pushback prefer left' });
    expect(unit(left.state, 'blue', 'L1').at).toBe('d6'); // Blue looks down the field: his left is file + 1
    expect(left.text).toMatch(/Standing order applied \(Blue, TB-DEC-7 pushback square\)/);
  });

  test('TB-DEC-8: the flight square among equally near ones by standing order, else nearest the brigadier', () => {
    const s = battle('red B1 c3\nred L1 c4\nblue L1 c5\nblue B1 s9');
    expect(unit(play(s, { red: 'pass' }, [5, 3, 4]).state, 'blue', 'L1').at).toBe('h10');
    const pref = play(s, { red: 'pass' }, [5, 3, 4], { blue: 'flee prefer a10' });
    expect(unit(pref.state, 'blue', 'L1').at).toBe('a10');
    expect(pref.text).toMatch(/Standing order applied \(Blue, TB-DEC-8 flight square\)/);
  });

  test('TB-DEC-9: a displaced brigadier goes where his standing order prefers, else keeps the most units linked', () => {
    const s = battle('red B3 h3\nred H1 h4\nblue B1 h6\nblue L1 j7\nblue L2 j8');
    const byDefault = play(s, { red: 'move B3 h4 h5\nmove H1 h5 h6' });
    const b = unit(byDefault.state, 'blue', 'B1');
    expect(b.at === null ? 99 : Math.abs(b.at.charCodeAt(0) - 'j'.charCodeAt(0))).toBeLessThanOrEqual(1);
    expect(byDefault.text).toMatch(/Default applied \(Blue, TB-DEC-9/);
    const pref = play(s, { red: 'move B3 h4 h5\nmove H1 h5 h6' }, [], { blue: 'brigadier B1 prefer f8' });
    expect(unit(pref.state, 'blue', 'B1').at).toBe('f8');
  });

  test('TB-DEC-10: of two units in one square that must both flee, the standing order says which goes first', () => {
    const s = battle('red A1 a2\nblue L1 a6\nblue L2 a6\nblue B1 s9');
    const byDefault = play(s, { red: 'fire A1 at a6' }, [6, 5, 4, 4]);
    expect(byDefault.text).toMatch(
      /Default applied \(Blue, TB-DEC-10 order of two units in one square\): Blue L1 moves first/,
    );
    const pref = play(s, { red: 'fire A1 at a6' }, [6, 5, 4, 4], { blue: 'stacked first L2' });
    expect(pref.text).toMatch(/Standing order applied .*Blue L2 moves first/);
  });

  test('standing orders are checked and kept in normal form', () => {
    const s = battle('');
    const r = game.parseStanding(
      s,
      'blue',
      'Reroll if losing by 2 or more\npushback prefer right, straight\nmove L1 c4',
    );
    expect(r.normal).toBe('reroll if losing by 2\npushback prefer right straight');
    expect(r.problems[0]?.message).toMatch(/not a standing order/);
  });
});
