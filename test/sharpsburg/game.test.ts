import { FixedDice } from '../../src/games/core/dice';
import { sharpsburg } from '../../src/games/sharpsburg';
import { allUnits, unit } from '../../src/games/sharpsburg/units';
import type { State } from '../../src/games/sharpsburg/state';
import { at, play, position, problemsOf } from './helpers';

const start = (): State => sharpsburg.setup({}, new FixedDice([3]));

describe('components', () => {
  test('SH-COMP-1: two players, the Union and the Confederate', () => {
    expect(sharpsburg.sides).toEqual(['union', 'confederate']);
  });

  test('SH-COMP-2: 25 unit counters, 15 Confederate and 10 Union', () => {
    expect(allUnits()).toHaveLength(25);
    expect(allUnits().filter((u) => u.side === 'confederate')).toHaveLength(15);
    expect(allUnits().filter((u) => u.side === 'union')).toHaveLength(10);
    expect(Object.keys(start().units)).toHaveLength(25);
  });

  test('SH-COMP-3: 26 counters: the 25 units and the Game Turn marker (the state turn)', () => {
    const s = start();
    expect(Object.keys(s.units).length + 1).toBe(26);
    expect(s.turn).toBe(1);
  });

  test('SH-COMP-4: every Union infantry unit is a corps, every Confederate one a division; both have small cavalry and artillery', () => {
    for (const u of allUnits().filter((x) => x.type === 'infantry')) {
      expect(u.name).toMatch(u.side === 'union' ? /Corps|Couch/ : /Division|Brigade/);
    }
    for (const side of ['union', 'confederate']) {
      expect(allUnits().some((u) => u.side === side && u.type === 'cavalry')).toBe(true);
      expect(allUnits().some((u) => u.side === side && u.type === 'artillery')).toBe(true);
    }
  });

  test('SH-COMP-5: each counter has a combat strength and a movement allowance, shown strength-MA', () => {
    expect(unit('I')).toMatchObject({ strength: 7, ma: 4 });
    const v = sharpsburg.view(start(), null) as unknown as {
      units: { id: string; strength: number; ma: number }[];
    };
    expect(v.units.find((u) => u.id === 'PL')).toMatchObject({ strength: 3, ma: 6 });
  });

  test('SH-COMP-6: unit type decides the rules: cavalry is free of the corps limit, only artillery bombards', () => {
    const s = position('I 0102\nII 0202\nV 0302\nPL 0402\nHO 0406', { corpsDie: 1 });
    expect(problemsOf(s, 'move I 0103; move II 0203; move V 0303; move PL 0403')).toEqual([]);
    expect(problemsOf(position('I 0404\nHO 0406'), 'bombard 0406 with I')).toEqual([
      'I is not adjacent to 0406',
    ]);
    expect(problemsOf(position('A1 0404\nHO 0406'), 'bombard 0406 with A1')).toEqual([]);
  });
});

describe('setup', () => {
  test('SH-SETUP-1: units start on the hexes of the setup table', () => {
    const s = start();
    expect(at(s, 'I')).toBe('0802');
    expect(at(s, 'HO')).toBe('0706');
    expect(s.side).toBe('union');
  });

  test('SH-SETUP-2: a unit with an arrival turn waits off the map and may not enter before it', () => {
    const s = start();
    expect(s.units.XII).toMatchObject({ at: 'off-map', enter: { turn: 2, hex: '1001' } });
    expect(problemsOf(s, 'move XII to 1001')).toEqual(['XII arrives on turn 2']);
    const t2 = position('XII off-map enter 0801 turn 2', { turn: 2 });
    const r = play(t2, 'move XII 0801 0802');
    expect(at(r.state, 'XII')).toBe('0802');
    expect(r.text).toContain('XII Corps enters the map: near Sharpsburg (0801) → near Sharpsburg (0802).');
  });

  test('SH-SETUP-2: a reinforcement whose entry hex is enemy-held enters at the nearest free edge hex (SH-AMB-20)', () => {
    const s = position('XII off-map enter 0801 turn 2\nHO 0801', { turn: 2 });
    expect(problemsOf(s, 'move XII 0801')).toEqual([
      'a reinforcement enters at 0701, so the path must start there',
    ]);
    expect(problemsOf(s, 'move XII to 0701')).toEqual([]);
    // A map may name each side's entry edge; then the fallback comes from that list.
    const edges = position('XII off-map enter 0801 turn 2\nHO 0801', {
      turn: 2,
      map: { features: 'edge union: 0801 0808 0807' },
    });
    expect(problemsOf(edges, 'move XII 0801')).toEqual([
      'a reinforcement enters at 0807, so the path must start there',
    ]);
  });

  test('SH-SETUP-3: Union reinforcements arrive on turns 2, 5 and 7', () => {
    const turns = Object.entries(start().units)
      .filter(([id, u]) => u.enter && unit(id).side === 'union')
      .map(([, u]) => u.enter!.turn);
    expect([...new Set(turns)].sort()).toEqual([2, 5, 7]);
  });

  test('SH-SETUP-4: Confederate reinforcements arrive on turns 2 and 8', () => {
    const turns = Object.entries(start().units)
      .filter(([id, u]) => u.enter && unit(id).side === 'confederate')
      .map(([, u]) => u.enter!.turn);
    expect([...new Set(turns)].sort()).toEqual([2, 8]);
  });
});

describe('turn sequence', () => {
  test('SH-TURN-1: the game lasts 10 game turns', () => {
    let s = position('I 0102\nHO 0808', { turn: 1 });
    let steps = 0;
    while (s.side) {
      s = play(s, 'pass', [1]).state;
      steps++;
    }
    expect(steps).toBe(20);
    expect(s.turn).toBe(10);
  });

  test('SH-TURN-2: the Union player turn comes first, then the Confederate', () => {
    const s = start();
    expect(sharpsburg.awaiting(s).map((p) => p.side)).toEqual(['union']);
    const next = play(s, 'pass').state;
    expect(sharpsburg.awaiting(next).map((p) => [p.side, p.title])).toEqual([
      ['confederate', 'Turn 1, Confederate to move'],
    ]);
  });

  test('SH-TURN-3: movement comes before combat: an attack uses the position after all moves', () => {
    const s = position('I 0403\nHO 0406');
    const r = play(s, 'attack 0406 with I\nmove I 0404 0405', [1]);
    expect(r.problems).toEqual([]);
    expect(r.events.map((e) => e.kind).indexOf('move')).toBeLessThan(
      r.events.map((e) => e.kind).indexOf('battle'),
    );
  });

  test('SH-TURN-4: after both player turns the Game Turn marker advances', () => {
    const s = position('I 0102\nHO 0808', { turn: 4, side: 'confederate' });
    const r = play(s, 'pass', [5]);
    expect(r.state.turn).toBe(5);
    expect(r.text).toContain('Turn 5 begins.');
  });

  test('SH-TURN-5: the game ends after the Confederate player turn of turn 10, and victory is assessed', () => {
    const s = position('I 0102\nHO 0808', { turn: 10, side: 'confederate' });
    const r = play(s, 'pass');
    expect(r.state.side).toBeNull();
    expect(sharpsburg.awaiting(r.state)).toEqual([]);
    expect(sharpsburg.result(r.state)).toMatchObject({ winner: 'confederate' });
  });
});

describe('victory', () => {
  test('SH-VICTORY-1: at the end of turn 10 the side holding both Sharpsburg hexes scores 10 VP', () => {
    const s = position('I 0708\nII 0808\nHO 0101', {
      turn: 10,
      side: 'union',
      extra: 'control 0708 union\ncontrol 0808 union',
    });
    const r = play(play(s, 'pass').state, 'pass');
    expect(r.state.vp.union).toBe(10);
    expect(r.text).toContain('Union holds both Sharpsburg hexes and scores 10 VP.');
    const split = position('I 0708\nHO 0101', { turn: 10, side: 'confederate', extra: 'control 0708 union' });
    expect(play(split, 'pass').state.vp).toEqual({ union: 0, confederate: 0 });
  });

  test('SH-VICTORY-1: a hex belongs to the last side to have had a unit in it (SH-AMB-23)', () => {
    const s = position('I 0607\nHO 0101');
    const r = play(s, 'move I 0708');
    expect(r.state.control['0708']).toBe('union');
    expect(r.state.control['0808']).toBe('confederate');
  });

  test('SH-VICTORY-2: both Sharpsburg hexes start as Confederate', () => {
    expect(start().control).toEqual({ '0609': 'confederate', '0709': 'confederate' });
  });

  test('SH-VICTORY-3: each side scores 1 VP per strength point of each enemy unit it eliminates', () => {
    const kill = play(position('I 0405\nXII 0506\nEV 0406\nPN 0406'), 'attack 0406 with I XII', [1]); // 13:2 6-1, 1: DE
    expect(kill.state.vp.union).toBe(2);
    const lost = play(position('XII 0405\nDH 0406'), 'attack 0406 with XII', [6]); // 6:4 1-1, 6: AE
    expect(lost.state.vp.confederate).toBe(6);
  });

  test('SH-VICTORY-4: the side with more VP wins; equal VP is a draw (SH-AMB-23)', () => {
    const over = (vp: string) => position('I 0102\nHO 0101', { turn: 10, side: 'confederate', extra: vp });
    expect(sharpsburg.result(play(over('vp union 20 confederate 3'), 'pass').state)).toMatchObject({
      winner: 'union',
      level: 'victory',
    });
    expect(
      sharpsburg.result(play(over('vp union 3 confederate 3\ncontrol 0708 union'), 'pass').state),
    ).toMatchObject({ winner: null, level: 'draw' });
  });
});
