import { clearLines } from '../../src/games/travel-battle/rules/artillery';
import { battle, play, problems, unit } from './helpers';

// Red guns fire without a brigadier: TB-BRIGADE-5 (an unlinked gun may still fire).
describe('artillery', () => {
  test('TB-SEQ-3 TB-BRIGADE-5: an unlinked gun fires in the fire step; the target takes the result', () => {
    const s = battle('red A1 a2\nblue L1 a6\nblue B1 s9');
    expect(problems(s, 'red', 'fire A1 at a6')).toEqual([]);
    const r = play(s, { red: 'fire A1 at a6' }, [4, 6]);
    expect(unit(r.state, 'blue', 'L1').removed).toBe(true);
    expect(r.text).toMatch(/Red A1 fires at a6/);
  });

  test('TB-ART-1: a gun that moved may not fire', () => {
    const s = battle('red B1 a2\nred A1 a2\nblue L1 a7');
    expect(problems(s, 'red', 'move A1 a3\nfire A1 at a7')[0]?.message).toMatch(/moved this turn/);
  });

  test('TB-ART-2 TB-AMB-15: range 2 to 6 squares, counted king-style', () => {
    const s = battle('red A1 a1\nblue L1 a8\nblue L2 f6\nblue L3 a7');
    expect(problems(s, 'red', 'fire A1 at a8')[0]?.message).toMatch(/range 7/);
    expect(problems(s, 'red', 'fire A1 at f6')).toEqual([]); // 5 files, 5 ranks: range 5
    expect(problems(s, 'red', 'fire A1 at a7')).toEqual([]);
  });

  test('TB-ART-3 TB-AMB-13: the hit roll must equal or beat the range', () => {
    const s = battle('red A1 a2\nblue L1 a6\nblue B1 s9');
    expect(play(s, { red: 'fire A1 at a6' }, [3]).text).toMatch(/Miss/);
    const hit = play(s, { red: 'fire A1 at a6' }, [4, 1]);
    expect(hit.text).toMatch(/No effect/);
    expect(hit.dice.remaining).toBe(0);
  });

  test('TB-ART-4 TB-ART-7: a gun in contact with the enemy may not fire; in melee it rolls one die', () => {
    const s = battle('red A1 c2\nblue L1 c3\nblue L2 c6\nblue B1 s9');
    expect(problems(s, 'red', 'fire A1 at c6')[0]?.message).toMatch(/in melee/);
    const r = play(s, { red: 'pass' }, [5, 5]);
    expect(r.events.filter((e) => e.kind === 'roll')).toHaveLength(2);
  });

  test('TB-ART-5 TB-AMB-14: units and buildings in the way block the view; woods do not', () => {
    const s = battle('red A1 a1\nred L2 a3\nblue L1 a5');
    expect(problems(s, 'red', 'fire A1 at a5')[0]?.message).toMatch(/cannot see/);
    const b = battle('red A1 d5\nblue L1 d9');
    expect(problems(b, 'red', 'fire A1 at d9')[0]?.message).toMatch(/cannot see/); // building d7
    const w = battle('red A1 b3\nblue L1 b9');
    expect(problems(w, 'red', 'fire A1 at b9')).toEqual([]); // through the wood b8
    // a unit off the line's centre blocks fewer than three of the five lines: still visible
    const half = battle('red A1 a1\nred L2 b3\nblue L1 a5');
    expect(clearLines(half, 'a1', 'a5')).toBeGreaterThanOrEqual(3);
  });

  test('TB-ART-6: from a hill a gun fires over units, but a higher hill still blocks', () => {
    const s = battle('red A1 h3\nred L1 h5\nblue L1 h7');
    expect(problems(s, 'red', 'fire A1 at h7')).toEqual([]);
    const flat = battle('red A1 b2\nred L1 b4\nblue L1 b6');
    expect(problems(flat, 'red', 'fire A1 at b6')[0]?.message).toMatch(/cannot see/);
    // s6 (flat) to s10 (height 1) crosses s8 and s9 (height 2)
    expect(clearLines(battle(''), 's6', 's10')).toBe(0);
  });

  test('TB-ART-7 TB-AMB-12: brigadiers and units in melee are no target', () => {
    const s = battle('red A1 a2\nblue B1 a6\nred L1 c6\nblue L2 c7');
    expect(problems(s, 'red', 'fire A1 at a6')[0]?.message).toMatch(/no enemy combat unit/);
    expect(problems(s, 'red', 'fire A1 at c7')[0]?.message).toMatch(/in melee/);
  });

  test('TB-ART-8: +1 to the hit roll against a square or a square of two units', () => {
    const formed = battle('red A1 a2\nblue L1 a6 formed\nblue B1 s9');
    expect(play(formed, { red: 'fire A1 at a6' }, [3, 1]).text).toMatch(/No effect/);
    const two = battle('red A1 a2\nblue L1 a6\nblue L2 a6\nblue B1 s9');
    expect(play(two, { red: 'fire A1 at a6' }, [3, 1]).text).toMatch(/No effect/);
  });

  test('TB-ART-9: -1 to the effect roll when the target is in woods or a building', () => {
    const s = battle('red A1 l1\nblue L1 l4\nblue B1 s9');
    const r = play(s, { red: 'fire A1 at l4' }, [3, 5]);
    expect(unit(r.state, 'blue', 'L1').at).toBe('l4'); // 5 - 1 = 4: faces about, does not flee
    expect(unit(r.state, 'blue', 'L1').reversedAt).toBe(3);
  });

  test('TB-ART-10: effect 1-3 has no effect', () => {
    const s = battle('red A1 a2\nblue L1 a6\nblue B1 s9');
    for (const e of [1, 2, 3]) {
      const r = play(s, { red: 'fire A1 at a6' }, [6, e]);
      expect(unit(r.state, 'blue', 'L1')).toEqual(unit(s, 'blue', 'L1'));
    }
  });

  test('TB-ART-11 TB-AMB-27: effect 4 reverses the target, which may not move in its next turn', () => {
    const s = battle('red A1 a2\nblue L1 a6\nblue B1 a7');
    const r = play(s, { red: 'fire A1 at a6' }, [6, 4]);
    expect(unit(r.state, 'blue', 'L1').reversedAt).toBe(3);
    expect(r.state.phasing).toBe('blue');
    expect(problems(r.state, 'blue', 'move L1 a5')[0]?.message).toMatch(/reversed/);
  });

  test('TB-ART-12 TB-RALLY-4: effect 5 sends the target to its home edge; a failed rally removes it', () => {
    const s = battle('red A1 a2\nblue L1 a6\nblue B1 a9');
    const ok = play(s, { red: 'fire A1 at a6' }, [6, 5, 4]);
    expect(unit(ok.state, 'blue', 'L1').at).toBe('a10');
    expect(unit(ok.state, 'blue', 'L1').haltedAt).toBe(3);
    const fail = play(s, { red: 'fire A1 at a6' }, [6, 5, 3]);
    expect(unit(fail.state, 'blue', 'L1').removed).toBe(true);
    expect(fail.text).toMatch(/failed to rally/);
  });

  test('TB-ART-13: effect 6 removes the target', () => {
    const s = battle('red A1 a2\nblue L1 a6\nblue B1 s9');
    expect(unit(play(s, { red: 'fire A1 at a6' }, [6, 6]).state, 'blue', 'L1').removed).toBe(true);
  });

  test('TB-ART-14 TB-MOVE-9: one hit roll and one effect roll apply to both units of a square', () => {
    const s = battle('red A1 a2\nblue L1 a6\nblue L2 a6\nblue B1 s9');
    const r = play(s, { red: 'fire A1 at a6' }, [6, 6]);
    expect(unit(r.state, 'blue', 'L1').removed).toBe(true);
    expect(unit(r.state, 'blue', 'L2').removed).toBe(true);
    expect(r.dice.remaining).toBe(0);
  });
});
