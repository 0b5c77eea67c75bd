import { SeededDice } from '../../src/games/core/dice';
import * as rngModule from '../../src/games/core/rng';
import { eventsFor } from '../../src/games/core/events';
import { fieldMap } from '../../src/games/travel-battle/field';
import { brigadesFormed, fresh, game, placed, play, problems, unit } from './helpers';

describe('set-up', () => {
  test('TB-SETUP-1: each player chooses a board, both at once', () => {
    const s = fresh();
    expect(game.awaiting(s).map((p) => `${p.side}:${p.step}`)).toEqual(['red:board', 'blue:board']);
    expect(problems(s, 'red', 'board Z')[0]?.message).toMatch(/no board Z/);
    const r = play(s, { red: 'board B', blue: 'board A' }, [5, 2]);
    expect(r.state.boards.red?.board).toBe('B');
    expect(r.state.boards.blue?.board).toBe('A');
  });

  test('TB-SETUP-2 TB-AMB-26: the higher roller chooses left or right; ties are rerolled', () => {
    const r = play(fresh(), { red: 'board A', blue: 'board B' }, [3, 3, 2, 6]);
    expect(r.state.chooser).toBe('blue');
    expect(r.text).toMatch(/Tie for left or right/);
    expect(game.awaiting(r.state).map((p) => `${p.side}:${p.step}`)).toEqual(['blue:side']);
    // both chose the same board: the higher roller keeps it
    const same = play(fresh(), { red: 'board A', blue: 'board A' }, [2, 6]);
    expect(same.state.boards.blue?.board).toBe('A');
    expect(same.state.boards.red?.board).toBe('B');
  });

  test('TB-SETUP-3 TB-AMB-25: the boards lie side by side; left and right as the chooser sees the field', () => {
    const red = placed();
    expect(red.leftOwner).toBe('red');
    expect(fieldMap(red).size).toBe(200);
    const b = play(fresh(), { red: 'board A', blue: 'board B' }, [2, 5]);
    const blueLeft = play(b.state, { blue: 'side left' }, [1, 1]).state;
    expect(blueLeft.leftOwner).toBe('red'); // Blue's left is Red's right: files k-t
  });

  test('TB-SETUP-4: orientation 1-4 from the die; on 5-6 the owner chooses', () => {
    const s = placed([3, 5]);
    expect(s.boards.red?.orient).toBe(3);
    expect(s.boards.blue?.orient).toBeNull();
    expect(game.awaiting(s).map((p) => `${p.side}:${p.step}`)).toEqual(['blue:orient']);
    const r = play(s, { blue: 'orient 2' });
    expect(r.state.boards.blue?.orient).toBe(2);
    expect(r.state.step).toBe('brigades');
    // Red's board A at orientation 3 lies turned half round: its road crossing moves
    expect(fieldMap(placed()).get('e1')?.terrain).toBe('road');
    expect(fieldMap(s).get('e1')?.terrain).toBe('open');
    expect(fieldMap(s).get('f1')?.terrain).toBe('road');
  });

  test('TB-SETUP-5 TB-BRIGADE-1 TB-BRIGADE-2: three brigades each, each with one brigadier, secret until deployed', () => {
    const s = placed();
    expect(game.awaiting(s).map((p) => p.side)).toEqual(['red', 'blue']);
    expect(
      problems(s, 'red', 'brigade 1: B1 L1 L2 L3 L4 L5 L6 G1 G2 A1 A2\nbrigade 2: B2 H1 H2 C1 C2')[0]
        ?.message,
    ).toMatch(/brigade 3/);
    expect(
      problems(
        s,
        'red',
        'brigade 1: B1 B2 L1 L2\nbrigade 2: L3 L4 L5 L6 G1 G2 A1 A2\nbrigade 3: B3 H1 H2 C1 C2',
      )[0]?.message,
    ).toMatch(/exactly one brigadier/);
    const r = play(
      s,
      {
        red: 'brigade 1: B1 L1 L2 L3 L4 A1\nbrigade 2: B2 L5 L6 G1 G2 A2\nbrigade 3: B3 H1 H2 C1 C2',
        blue: 'preset 1',
      },
      [6, 1],
    );
    expect(unit(r.state, 'red', 'L4').brigade).toBe(1);
    const blueView = game.view(r.state, 'blue') as unknown as {
      units: { side: string; brigade: number | null }[];
    };
    expect(blueView.units.filter((u) => u.side === 'red').every((u) => u.brigade === null)).toBe(true);
    expect(eventsFor(r.events, 'blue').some((e) => /Red brigade/.test(e.text))).toBe(false);
    expect(eventsFor(r.events, 'red').some((e) => /Red brigade 1: B1 L1 L2 L3 L4 A1/.test(e.text))).toBe(
      true,
    );
  });

  test('TB-SETUP-6 TB-SETUP-7: the higher roller deploys first; the players then alternate a brigade at a time', () => {
    const s = brigadesFormed();
    expect(s.deployNext).toBe('red');
    const r = play(s, { red: 'deploy B1 j2 L1 i1 L2 j1 L3 k1 G1 i2 A1 k2' });
    expect(r.state.deployNext).toBe('blue');
    const view = game.view(r.state, 'blue') as unknown as {
      units: { side: string; id: string; at: string | null }[];
    };
    expect(view.units.find((u) => u.side === 'red' && u.id === 'L1')?.at).toBe('i1');
    expect(problems(r.state, 'blue', 'deploy B1 j9 L1 i10')[0]?.message).toMatch(/all of brigade 1/);
  });

  test('TB-SETUP-8 TB-BRIGADE-3: a brigade deploys within its first two ranks, linked', () => {
    const s = brigadesFormed();
    expect(problems(s, 'red', 'deploy B1 j3 L1 i1 L2 j1 L3 k1 G1 i2 A1 k2')[0]?.message).toMatch(
      /first two ranks/,
    );
    expect(problems(s, 'red', 'deploy B1 a2 L1 i1 L2 j1 L3 k1 G1 i2 A1 k2')[0]?.message).toMatch(/linked/);
  });

  test('TB-SETUP-9: after deployment the higher roller is the first player', () => {
    let s = brigadesFormed();
    while (s.step === 'deploy') s = play(s, {}, [2, 5]).state;
    expect(s.step).toBe('turn');
    expect(s.first).toBe('blue');
    expect(s.phasing).toBe('blue');
    expect(game.invariants(s)).toEqual([]);
  });

  test('quick set-up: both sides send the whole set-up at once', () => {
    const s = fresh(true);
    expect(game.awaiting(s).map((p) => `${p.side}:${p.step}`)).toEqual(['red:quick', 'blue:quick']);
    const red = 'board A\nside left\norient 2\npreset 2\ndeploy B1 e2 L1 d1 L2 e1 L3 f1 L4 d2 A1 f2';
    const r = play(s, { red, blue: 'board B\npreset 1' }, [6, 1, 1, 1, 4, 3, 6, 2]);
    expect(r.state.step).toBe('turn');
    expect(unit(r.state, 'red', 'L4').at).toBe('d2');
    expect(r.state.first).toBe('red');
    expect(game.invariants(r.state)).toEqual([]);
  });
});

describe('set-up decisions and their defaults', () => {
  test('TB-DEC-1: a side that names no board gets the board not taken', () => {
    const r = play(fresh(), { red: 'board A' }, [5, 2]);
    expect(r.state.boards.blue?.board).toBe('B');
    expect(r.text).toMatch(/Default applied \(Blue, TB-DEC-1 board\): board B/);
  });

  test('TB-DEC-2: the roll winner who says nothing puts his board on the left', () => {
    const b = play(fresh(), { red: 'board A', blue: 'board B' }, [2, 5]);
    const r = play(b.state, {}, [1, 1]);
    expect(r.state.leftOwner).toBe('red'); // Blue's left is files k-t
    expect(r.text).toMatch(/Default applied \(Blue, TB-DEC-2/);
  });

  test('TB-DEC-3: on 5-6 with no choice the board lies as for a roll of 1', () => {
    const r = play(placed([6, 2]), {});
    expect(r.state.boards.red?.orient).toBe(1);
    expect(r.text).toMatch(/TB-DEC-3/);
  });

  test('TB-DEC-4: no brigades given: the first example division', () => {
    const r = play(placed(), { blue: 'preset 2' }, [6, 1]);
    expect(unit(r.state, 'red', 'G1').brigade).toBe(1);
    expect(unit(r.state, 'blue', 'G1').brigade).toBe(2);
    expect(r.text).toMatch(/TB-DEC-4/);
  });

  test('TB-DEC-5: no deployment given: the next brigade, centred on the home edge', () => {
    const r = play(brigadesFormed(), {});
    const placedUnits = r.state.units.filter((u) => u.side === 'red' && u.at !== null);
    expect(placedUnits.map((u) => u.brigade)).toEqual(placedUnits.map(() => 1));
    expect(placedUnits.every((u) => /^[f-o][12]$/.test(u.at as string))).toBe(true);
    expect(r.text).toMatch(/TB-DEC-5/);
  });
});

describe('the default deployment (TB-DEC-5) is always legal', () => {
  test('TB-BRIGADE-3: on every board, side and orientation, the default and the prompt example keep each brigade linked', () => {
    const { createRng } = rngModule;
    let checked = 0;
    for (let seed = 0; seed < 40; seed++) {
      const rng = createRng(`deploy-${seed}`);
      let state = game.setup({}, new SeededDice('ab'.repeat(16), `deploy-${seed}`, 0));
      for (let step = 1; step < 30 && game.awaiting(state).length > 0; step++) {
        const prompts = game.awaiting(state);
        if (prompts[0]!.step === 'play') break;
        const orders: Parameters<typeof game.resolve>[1]['orders'] = {};
        for (const p of prompts) {
          const text =
            p.step === 'deploy'
              ? p.examples.join('\n')
              : game.legalOrders(state, p.side, rng).map(game.formatOrder).join('\n');
          const parsed = game.parseOrders(state, p.side, text);
          expect([...parsed.problems, ...game.validate(state, p.side, parsed.orders)]).toEqual([]);
          if (p.step === 'deploy') checked++;
          orders[p.side] = parsed.orders;
        }
        state = game.resolve(
          state,
          { orders, standing: {} },
          new SeededDice('ab'.repeat(16), `deploy-${seed}`, step),
        ).state;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
