import { rallyNeed } from '../../src/games/travel-battle/rules/results';
import { battle, game, play, problems, unit } from './helpers';

describe('sequence of play', () => {
  test('TB-SEQ-1 TB-SEQ-6: after the first player turn the second player moves, fires and fights the same way', () => {
    const s = battle('red B1 c3\nred L1 c3\nred L2 a5\nblue B1 b6\nblue L1 c6\nblue A1 a10', 'red', 1);
    const r = play(s, { red: 'move L1 c4' });
    expect(r.state.phasing).toBe('blue');
    expect(r.state.playerTurn).toBe(2);
    expect(game.awaiting(r.state).map((p) => p.side)).toEqual(['blue']);
    const b = play(r.state, { blue: 'move L1 c5\nfire A1 at a5' }, [6, 1, 3, 3]);
    expect(b.events.map((e) => e.kind).filter((k) => ['move', 'fire', 'melee'].includes(k))).toEqual([
      'move',
      'fire',
      'melee',
    ]);
    expect(b.state.phasing).toBe('red');
  });

  test('TB-SEQ-5 TB-AMB-8: recovery turns back units reversed before this player turn, not those reversed in it', () => {
    const s = battle('red B1 c2\nred L1 c3 reversed@2\nred L2 a3\nblue L1 a4\nblue B1 s9', 'red', 3);
    const r = play(s, { red: 'pass' }, [3, 4]); // red L2 loses by 1 this turn
    expect(unit(r.state, 'red', 'L1').reversedAt).toBeNull();
    expect(unit(r.state, 'red', 'L2').reversedAt).toBe(3);
    expect(r.text).toMatch(/Red L1 turns back/);
  });
});

describe('rally', () => {
  test('TB-RALLY-1 TB-RALLY-2: a fleeing unit rolls: 4-6, Guard 3-6, artillery 5-6', () => {
    const unitOf = (kind: string) => ({ kind }) as Parameters<typeof rallyNeed>[0];
    expect(rallyNeed(unitOf('line'))).toBe(4);
    expect(rallyNeed(unitOf('guard'))).toBe(3);
    expect(rallyNeed(unitOf('artillery'))).toBe(5);
    expect(rallyNeed(unitOf('light'))).toBe(4);
    const g = battle('red B1 c3\nred L1 c4\nblue G1 c5\nblue B1 s9');
    expect(unit(play(g, { red: 'pass' }, [5, 3, 3, 3]).state, 'blue', 'G1').removed).toBe(false); // reroll 3, rally 3 holds
    const l = battle('red B1 c3\nred L1 c4\nblue L1 c5\nblue B1 s9');
    expect(unit(play(l, { red: 'pass' }, [5, 3, 3]).state, 'blue', 'L1').removed).toBe(true);
    const a = battle('red B1 c3\nred L1 c4\nblue A1 c5\nblue B1 s9');
    expect(unit(play(a, { red: 'pass' }, [5, 3, 4]).state, 'blue', 'A1').removed).toBe(true);
  });

  test('TB-RALLY-3: a unit that halts stops on its own board edge', () => {
    const s = battle('red B1 c3\nred L1 c4\nblue L1 c5\nblue B1 s9');
    const r = play(s, { red: 'pass' }, [5, 3, 6]);
    expect(unit(r.state, 'blue', 'L1').at).toMatch(/10$/);
  });

  test('TB-RALLY-4: a unit that fails its rally leaves the battlefield', () => {
    const s = battle('red B1 c3\nred L1 c4\nblue L1 c5\nblue B1 s9');
    const r = play(s, { red: 'pass' }, [5, 3, 1]);
    expect(unit(r.state, 'blue', 'L1').removed).toBe(true);
  });

  test('TB-RALLY-5 TB-AMB-30: a halted unit turns about at the start of its next player turn', () => {
    const s = battle('red B1 c2\nblue L1 a10 reversed@3 halted@3\nblue B1 s9', 'blue', 4);
    const r = play(s, { blue: 'pass' });
    expect(unit(r.state, 'blue', 'L1').reversedAt).toBeNull();
    expect(r.text).toMatch(/turns about/);
  });

  test('TB-RALLY-6 TB-AMB-20: a halted unit moves again only once its brigade reaches it', () => {
    const far = battle('red B1 c2\nblue L1 a10 halted@3\nblue B1 s9', 'blue', 4);
    expect(problems(far, 'blue', 'move L1 a9')[0]?.message).toMatch(/halted/);
    const near = battle('red B1 c2\nblue L1 a10 halted@3\nblue B1 b9', 'blue', 4);
    const r = play(near, { blue: 'move L1 a9' });
    expect(unit(r.state, 'blue', 'L1').at).toBe('a9');
    expect(r.text).toMatch(/linked again/);
  });

  test('TB-AMB-30: orders are checked after the start-of-turn steps: a halted unit its brigadier reached is ordered to move', () => {
    const near = battle('red B1 c2\nblue L1 a10 reversed@3 halted@3\nblue B1 b9', 'blue', 4);
    expect(problems(near, 'blue', 'move L1 a9')).toEqual([]);
    expect(problems(near, 'red', 'pass')[0]?.message).toMatch(/nothing to submit/); // only the side to move
    expect(unit(near, 'blue', 'L1').haltedAt).toBe(3); // the check works on a copy
    // The page and the prompt's map show that position: faced about and rejoined.
    const shown = (game.view(near, 'blue') as unknown as { units: { side: string; id: string }[] }).units;
    expect(shown.find((u) => u.side === 'blue' && u.id === 'L1')).toMatchObject({
      reversedAt: null,
      haltedAt: null,
    });
  });

  test('TB-AMB-30 TB-RALLY-6: played out from a flight: the brigadier reaches the halted unit, which moves in its next turn', () => {
    const s = battle('red B1 c3\nred L1 c4\nblue L1 c5\nblue B1 f8');
    const fled = play(s, { red: 'pass' }, [5, 3, 6]).state; // Blue L1 loses, flees to d10 and halts
    expect(unit(fled, 'blue', 'L1')).toMatchObject({ at: 'd10', haltedAt: 3 });
    expect(problems(fled, 'blue', 'move L1 d9')[0]?.message).toMatch(/waits for its brigadier/);
    const reached = play(fled, { blue: 'move B1 to e9' }).state;
    const redTurn = play(reached, { red: 'pass' }).state;
    expect(problems(redTurn, 'blue', 'move L1 d9')).toEqual([]);
    const r = play(redTurn, { blue: 'move L1 d9' });
    expect(unit(r.state, 'blue', 'L1')).toMatchObject({ at: 'd9', haltedAt: null });
  });
});

describe('square formation', () => {
  test('TB-SQUARE-1: infantry may form square; cavalry may not', () => {
    const s = battle('red B1 c2\nred L1 c3\nred B3 h2\nred H1 h3');
    expect(problems(s, 'red', 'square L1')).toEqual([]);
    expect(problems(s, 'red', 'square H1')[0]?.message).toMatch(/only infantry/);
  });

  test('TB-SQUARE-2 TB-AMB-22: forming square takes the place of moving and counts at once', () => {
    const s = battle('red B1 c2\nred L1 c3');
    expect(problems(s, 'red', 'square L1\nmove L1 c4')[0]?.message).toMatch(/already has an order/);
    expect(unit(play(s, { red: 'square L1' }).state, 'red', 'L1').formed).toBe(true);
    const locked = battle('red B1 c2\nred L1 c3\nblue H1 c4\nblue B1 s9');
    const r = play(locked, { red: 'square L1' }, [3, 3, 3]); // formed before the melee: 2 dice vs cavalry
    expect(r.text).toMatch(/forms square/);
    expect(r.dice.remaining).toBe(0);
  });

  test('TB-SQUARE-3: leaving square takes the unit a whole movement step; a unit in square may not move', () => {
    const s = battle('red B1 c2\nred L1 c3 formed');
    expect(problems(s, 'red', 'move L1 c4')[0]?.message).toMatch(/in square/);
    expect(problems(s, 'red', 'unsquare L1\nmove L1 c4')[0]?.message).toMatch(/already has an order/);
    expect(unit(play(s, { red: 'unsquare L1' }).state, 'red', 'L1').formed).toBe(false);
  });

  test('TB-SQUARE-4: no square in woods, in a building or where another unit stands', () => {
    const s = battle('red B1 c7\nred L1 c8\nred L2 d7\nred L3 b6\nred L4 b6');
    expect(problems(s, 'red', 'square L1')[0]?.message).toMatch(/woods or a building/);
    expect(problems(s, 'red', 'square L2')[0]?.message).toMatch(/woods or a building/);
    expect(problems(s, 'red', 'square L3')[0]?.message).toMatch(/another unit/);
  });

  test('TB-AMB-22: a unit pushed back loses square', () => {
    const s = battle('red B1 c3\nred L1 c4\nblue L1 c5 formed\nblue B1 s9');
    const r = play(s, { red: 'pass' }, [6, 1, 5]);
    expect(unit(r.state, 'blue', 'L1').formed).toBe(false);
  });
});

describe('victory', () => {
  test('TB-VICTORY-1 TB-AMB-24: destroying a second enemy brigade wins at once', () => {
    const gone = ['L2', 'L3', 'G1', 'A1', 'L4', 'L5', 'L6', 'G2', 'A2']
      .map((id) => `blue ${id} a1 removed`)
      .join('\n');
    const s = battle(`red B1 c3\nred L1 c4\nblue L1 c5\nblue B1 s9\nblue B2 t9\n${gone}`);
    s.destroyed.blue = [2];
    const r = play(s, { red: 'pass' }, [6, 2]);
    expect(r.state.winner).toBe('red');
    expect(r.state.step).toBe('over');
    expect(r.state.destroyed.blue).toEqual([2, 1]);
    expect(game.result(r.state)?.winner).toBe('red');
    expect(game.awaiting(r.state)).toEqual([]);
    expect(game.invariants(r.state)).toEqual([]);
  });

  test('TB-VICTORY-1 TB-AMB-24: one artillery hit that ends two brigades at once counts both, before the win', () => {
    const gone = ['L2', 'L3', 'G1', 'A1', 'L5', 'L6', 'G2', 'A2', 'H1', 'H2', 'C1', 'C2']
      .map((id) => `blue ${id} a1 removed`)
      .join('\n');
    const s = battle(`red A1 a2\nblue L1 a6\nblue L4 a6\nblue B1 s9\nblue B2 t9\n${gone}`);
    s.destroyed.blue = [3];
    const r = play(s, { red: 'fire A1 at a6' }, [4, 6]);
    expect(r.state.winner).toBe('red');
    expect([...r.state.destroyed.blue].sort()).toEqual([1, 2, 3]);
    expect(r.text.indexOf('Blue L4 is removed')).toBeLessThan(r.text.indexOf('Red wins'));
    expect(game.invariants(r.state)).toEqual([]);
  });

  test('TB-AMB-24: the players may agree a draw: an offer answered in the next turn', () => {
    const s = battle('red B1 c2\nred L1 c3\nblue B1 d9\nblue L1 d8', 'red', 1);
    const offered = play(s, { red: 'offer draw' });
    expect(offered.state.drawOffer).toBe('red');
    expect(offered.text).toMatch(/Red offers a draw/);
    const lapsed = play(offered.state, { blue: 'pass' });
    expect(lapsed.state.drawOffer).toBeNull();
    const agreed = play(offered.state, { blue: 'offer draw' });
    expect(agreed.state.step).toBe('over');
    expect(game.result(agreed.state)).toMatchObject({ winner: null, level: 'draw' });
    expect(game.awaiting(agreed.state)).toEqual([]);
    expect(game.invariants(agreed.state)).toEqual([]);
  });

  test('TB-AMB-24: a halted unit keeps its brigade alive; the brigadier does not', () => {
    const gone = ['L2', 'L3', 'G1', 'A1'].map((id) => `blue ${id} a1 removed`).join('\n');
    const s = battle(`red B1 c3\nred L1 c4\nblue L1 c5\nblue B1 s9\n${gone}`);
    const halted = play(s, { red: 'pass' }, [5, 3, 5]);
    expect(halted.state.destroyed.blue).toEqual([]);
    const removed = play(s, { red: 'pass' }, [6, 3]);
    expect(removed.state.destroyed.blue).toEqual([1]);
    expect(removed.state.winner).toBeNull();
  });
});
