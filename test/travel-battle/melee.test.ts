import { battle, play, problems, unit } from './helpers';
import type { Played } from './helpers';

const duel = (r: Played) => r.events.filter((e) => e.kind === 'melee');

describe('melee', () => {
  test('TB-SEQ-4 TB-MELEE-1 TB-BRIGADE-6: every combat unit in contact fights; brigadiers never do', () => {
    const s = battle('red B1 b4\nred L1 c4\nblue L1 c5\nblue B1 d6');
    const r = play(s, { red: 'pass' }, [3, 3]);
    expect(duel(r)).toHaveLength(1);
    expect(r.dice.remaining).toBe(0);
  });

  test('TB-MELEE-2: units touching only at a corner are in contact', () => {
    const s = battle('red B1 c3\nred L1 c4\nblue L1 d5\nblue B1 s9');
    expect(duel(play(s, { red: 'pass' }, [3, 3]))).toHaveLength(1);
  });

  test('TB-MELEE-3 TB-AMB-4: the attacker pairs; unpaired enemies in contact are fought as well', () => {
    const s = battle('red B1 c3\nred L1 c4\nblue L1 c5\nblue L2 d5\nblue B1 s9');
    const r = play(s, { red: 'attack d5 with L1' }, [3, 3, 3, 3]);
    const d = duel(r);
    expect(d).toHaveLength(2);
    expect(d[0]?.['to']).toBe('d5');
    expect(d[1]?.['to']).toBe('c5');
    expect(problems(s, 'red', 'attack e6 with L1')[0]?.message).toMatch(/not in contact/);
  });

  test('TB-MELEE-4 TB-AMB-7: a drawn melee changes nothing now and locks both units next turn', () => {
    const s = battle('red B1 c3\nred L1 c4\nblue L1 c5\nblue B1 c6');
    const r = play(s, { red: 'pass' }, [4, 4]);
    expect(r.text).toMatch(/Drawn/);
    expect(unit(r.state, 'blue', 'L1').at).toBe('c5');
    expect(problems(r.state, 'blue', 'move L1 b6')[0]?.message).toMatch(/in melee/);
  });

  test('TB-MELEE-5 TB-AMB-9: losing by 1 pushes the unit one square back and reverses it', () => {
    const s = battle('red B1 c3\nred L1 c4\nblue L1 c5\nblue B1 s9');
    const r = play(s, { red: 'pass' }, [4, 3]);
    expect(unit(r.state, 'blue', 'L1').at).toBe('c6');
    expect(unit(r.state, 'blue', 'L1').reversedAt).toBe(3);
    // no legal square behind: the result counts as a loss by 2 (flee and rally)
    const blocked = battle(
      'red B1 c3\nred L1 c4\nblue L1 c5\nblue C1 b6\nblue H1 c6\nblue H2 d6\nblue B1 s9',
    );
    const b = play(blocked, { red: 'pass' }, [4, 3, 4, 3, 3, 3, 5]);
    expect(b.text).toMatch(/cannot be pushed back/);
  });

  test('TB-MELEE-6 TB-AMB-10 TB-AMB-11: losing by 2 flees to the home edge and rallies, unless the brigadier is there', () => {
    const s = battle('red B1 c3\nred L1 c4\nblue L1 c5\nblue B1 s9');
    const r = play(s, { red: 'pass' }, [5, 3, 4]);
    // every square of files a-h on rank 10 is 5 away: the tie goes nearest the brigadier (TB-DEC-8)
    expect(unit(r.state, 'blue', 'L1').at).toBe('h10');
    expect(unit(r.state, 'blue', 'L1').haltedAt).toBe(3);
    const withChief = battle('red B1 c3\nred L1 c4\nblue L1 c5\nblue B1 d6');
    const w = play(withChief, { red: 'pass' }, [5, 3]);
    expect(w.dice.remaining).toBe(0);
    expect(w.text).toMatch(/halts without a roll/);
  });

  test('TB-MELEE-7: losing by 3 or more removes the unit', () => {
    const s = battle('red B1 c3\nred L1 c4\nblue L1 c5\nblue B1 s9');
    expect(unit(play(s, { red: 'pass' }, [6, 3]).state, 'blue', 'L1').removed).toBe(true);
    expect(unit(play(s, { red: 'pass' }, [1, 6]).state, 'red', 'L1').removed).toBe(true);
  });

  test('TB-MELEE-8 TB-AMB-3: Guard infantry and heavy cavalry may reroll one die, and keep the new roll', () => {
    const s = battle('red B1 c3\nred L1 c4\nblue G1 c5\nblue B1 s9');
    const r = play(s, { red: 'pass' }, [5, 3, 6]);
    expect(r.text).toMatch(/reroll by Blue G1/);
    expect(unit(r.state, 'red', 'L1').at).toBe('c3'); // 5 vs 6: Red pushed back
    const worse = play(s, { red: 'pass' }, [5, 4, 1]);
    expect(unit(worse.state, 'blue', 'G1').removed).toBe(true); // the new 1 is kept: lost by 4
    const h = battle('red B3 c3\nred H1 c4\nblue L1 c5\nblue B1 s9');
    expect(play(h, { red: 'pass' }, [3, 2, 5, 6]).text).toMatch(/reroll by Red H1/);
  });

  test('TB-MELEE-9: when both may reroll, the defender decides first and the attacker sees it', () => {
    const s = battle('red B1 c3\nred G1 c4\nblue G1 c5\nblue B1 s9');
    const r = play(s, { red: 'pass' }, [5, 3, 6, 6]);
    const rerolls = r.events.filter((e) => e.kind === 'roll' && String(e.purpose).includes('reroll'));
    expect(rerolls.map((e) => e.purpose)).toEqual([
      expect.stringMatching(/reroll by Blue G1/),
      expect.stringMatching(/reroll by Red G1/),
    ]);
    expect(r.text).toMatch(/6 to 6/);
  });

  test('TB-MELEE-10 TB-AMB-1 TB-AMB-2: infantry in a building rolls an extra die when defending, keeping the best', () => {
    const s = battle('red B1 e6\nred L1 f6\nblue L1 f7\nblue B1 s9');
    const r = play(s, { red: 'pass' }, [4, 2, 5]);
    expect(r.text).toMatch(/4 to 5/);
    // the phasing player's infantry in a building gets no extra die
    const own = battle('red B1 e6\nred L1 f7\nblue L1 f8\nblue B1 s9');
    expect(play(own, { red: 'pass' }, [4, 4]).dice.remaining).toBe(0);
  });

  test('TB-MELEE-11 TB-AMB-6: cavalry fighting only infantry not in square rolls an extra die', () => {
    const s = battle('red B3 c3\nred C1 c4\nblue L1 c5\nblue B1 s9');
    const r = play(s, { red: 'pass' }, [2, 6, 5]);
    expect(r.text).toMatch(/6 to 5/);
    expect(unit(r.state, 'blue', 'L1').at).toBe('c6'); // highest die, not the sum
    // paired also with cavalry: no bonus
    const mixed = battle('red B3 c3\nred C1 c4\nblue L1 c5\nblue C1 b5\nblue B1 s9');
    const m = play(mixed, { red: 'attack c5 with C1\nattack b5 with C1' }, [3, 3, 3, 3]);
    expect(m.dice.remaining).toBe(0);
  });

  test('TB-MELEE-12: infantry in square fighting only cavalry rolls an extra die', () => {
    const s = battle('red B3 c3\nred C1 c4\nblue L1 c5 formed\nblue B1 s9');
    const r = play(s, { red: 'pass' }, [5, 1, 6]);
    expect(r.text).toMatch(/5 to 6/);
  });

  test('TB-MELEE-13: infantry not in square fighting only infantry in square rolls an extra die', () => {
    const s = battle('red B1 c3\nred L1 c4\nblue L1 c5 formed\nblue B1 s9');
    const r = play(s, { red: 'pass' }, [1, 5, 4]);
    expect(r.text).toMatch(/5 to 4/);
  });

  test('TB-AMB-28 TB-ART-4 TB-BRIGADE-5: unlinked units and guns in contact fight too', () => {
    const s = battle('red A1 c4\nred L1 h4\nblue L1 c5\nblue L2 h5\nblue B1 s9');
    const r = play(s, { red: 'pass' }, [3, 3, 3, 3]);
    expect(duel(r)).toHaveLength(2);
  });
});
