import { battle, play, problems, unit } from './helpers';

// Field (DATA.md): road on file e and rank 6 of board A; woods b8 c8 b9 c9; buildings d7 f7 f5.
describe('movement', () => {
  test('TB-SEQ-2 TB-MOVE-1: infantry and artillery move one square; two is too far', () => {
    const s = battle('red B1 b2\nred L1 b3\nred A1 c2');
    expect(problems(s, 'red', 'move L1 b4\nmove A1 c3')).toEqual([]);
    expect(problems(s, 'red', 'move L1 b4 b5')[0]?.message).toMatch(/at most 1 square/);
    const r = play(s, { red: 'move L1 b4\nmove A1 c3' });
    expect(unit(r.state, 'red', 'L1').at).toBe('b4');
    expect(r.text).toMatch(/Red L1 moves b3 → b4/);
  });

  test('TB-MOVE-2: cavalry and brigadiers move two squares, not three', () => {
    const s = battle('red B3 h1\nred H1 h2');
    expect(problems(s, 'red', 'move H1 h3 h4\nmove B3 h2 h3')).toEqual([]);
    expect(problems(s, 'red', 'move H1 h3 h4 h5')[0]?.message).toMatch(/at most 2/);
  });

  test('TB-MOVE-3 TB-AMB-16: one extra square when the whole path follows the road', () => {
    const s = battle('red B1 d2\nred L1 e2\nred L2 d3');
    expect(problems(s, 'red', 'move L1 e3 e4\nmove B1 d3 d4')).toEqual([]);
    // leaving the road loses the bonus
    expect(problems(s, 'red', 'move L1 e3 f4')[0]?.message).toMatch(/at most 1/);
    const c = battle('red B3 e1\nred H1 e2');
    expect(problems(c, 'red', 'move B3 e2 e3 e4\nmove H1 e3 e4 e5')).toEqual([]);
  });

  test('TB-MOVE-4: a unit may move diagonally to any of the 8 neighbours', () => {
    const s = battle('red B1 c3\nred L1 c3');
    for (const to of ['b4', 'c4', 'd4', 'b3', 'd3', 'b2', 'd2']) {
      expect(problems(s, 'red', `move L1 ${to}`)).toEqual([]);
    }
    expect(problems(s, 'red', 'move L1 e5')[0]?.message).toMatch(/at most 1|not next/);
  });

  test('TB-MOVE-5 TB-AMB-21: only infantry enter woods and buildings; brigadiers neither', () => {
    const s = battle('red B1 c7\nred L1 c7\nred B3 a7\nred H1 a7\nred L2 d6');
    expect(problems(s, 'red', 'move L1 c8')).toEqual([]);
    expect(problems(s, 'red', 'move H1 b8')[0]?.message).toMatch(/only infantry/);
    expect(problems(s, 'red', 'move H1 b8 b7')[0]?.message).toMatch(/only infantry/); // nor pass through
    expect(problems(s, 'red', 'move L2 d7')).toEqual([]);
    expect(problems(s, 'red', 'move B1 d7')[0]?.message).toMatch(/only infantry/);
  });

  test('TB-MOVE-6 TB-AMB-17: one combat unit a square; a brigadier shares freely', () => {
    const s = battle('red B3 h2\nred H1 h3\nred H2 h4\nred B1 a2\nred L1 a3');
    expect(problems(s, 'red', 'move H1 h4')[0]?.message).toMatch(/too many units/);
    expect(problems(s, 'red', 'move B3 h3')).toEqual([]);
  });

  test('TB-MOVE-7: two infantry may share an open square, but not a building or woods', () => {
    const s = battle('red B1 c5\nred L1 c6\nred L2 c4\nred L3 e7\nred L4 d6');
    expect(problems(s, 'red', 'move L2 c5\nmove L1 c5')).toEqual([]);
    const b = battle('red B1 e6\nred L1 d7\nred L2 d6');
    expect(problems(b, 'red', 'move L2 d7')[0]?.message).toMatch(/too many units/);
  });

  test('TB-MOVE-8 TB-AMB-29: two infantry in one square move together and each fights its own duel', () => {
    const s = battle('red B1 c4\nred L1 c5\nred L2 c5\nblue L1 c6\nblue B1 d8');
    // each red unit in contact is paired: two duels, 1 die each side
    const r = play(s, { red: 'pass' }, [4, 4, 4, 4]);
    expect(r.events.filter((e) => e.kind === 'melee')).toHaveLength(2);
    expect(r.dice.remaining).toBe(0);
  });

  test('TB-AMB-18: a unit passes through friends but not through enemies', () => {
    const s = battle('red B3 h1\nred H1 h2\nred L1 h3\nblue L1 i4\nblue B1 r9');
    expect(problems(s, 'red', 'move H1 h3 h4\nmove B3 h2 h3')).toEqual([]);
    const e = battle('red B3 h1\nred H1 h1\nblue L1 h3\nblue B1 r9');
    expect(problems(e, 'red', 'move H1 h2 h3')[0]?.message).toMatch(/held by the enemy/);
    expect(problems(e, 'red', 'move H1 h3 h4')[0]?.message).toMatch(/not next|held by the enemy/);
  });

  test('TB-BRIGADE-3 TB-AMB-19: a move that breaks the brigade link is illegal; corners count', () => {
    const s = battle('red B1 c2\nred L1 d3\nred L2 e4');
    expect(problems(s, 'red', 'move L1 c3')[0]?.message).toMatch(/must stay linked/);
    expect(problems(s, 'red', 'move L2 e3')).toEqual([]);
    expect(problems(s, 'red', 'move L2 f5')[0]?.message).toMatch(/must stay linked/);
  });

  test('TB-BRIGADE-4: a unit not linked to its brigadier at the start may not move', () => {
    const s = battle('red B1 a1\nred L1 d4');
    expect(problems(s, 'red', 'move L1 d5')[0]?.message).toMatch(/not linked/);
  });

  test('TB-BRIGADE-7 TB-AMB-17: an enemy entering a lone brigadier square makes him step aside', () => {
    const s = battle('red B3 h3\nred H1 h4\nblue B1 h6\nblue L1 s9');
    const r = play(s, { red: 'move B3 h4 h5\nmove H1 h5 h6' });
    const b = unit(r.state, 'blue', 'B1');
    expect(unit(r.state, 'red', 'H1').at).toBe('h6');
    expect(b.at).not.toBe('h6');
    expect(b.removed).toBe(false);
    expect(r.text).toMatch(/Blue B1 steps aside h6 →/);
  });

  test('TB-AMB-7: a unit in contact with the enemy at the start of its move may not move; a brigadier may', () => {
    const s = battle('red B1 c3\nred L1 c4\nblue L1 c5\nblue B1 s9');
    expect(problems(s, 'red', 'move L1 b4')[0]?.message).toMatch(/in melee/);
    expect(problems(s, 'red', 'move B1 b3')).toEqual([]);
  });

  test('TB-AMB-8 TB-AMB-27: a unit with reversed facing may not move', () => {
    const s = battle('red B1 c3\nred L1 c4 reversed@2');
    expect(problems(s, 'red', 'move L1 c5')[0]?.message).toMatch(/reversed/);
  });

  test('move to: the shortest legal path is found', () => {
    const s = battle('red B3 h3\nred H1 h2');
    const r = play(s, { red: 'move H1 to h4' });
    expect(unit(r.state, 'red', 'H1').at).toBe('h4');
  });
});
