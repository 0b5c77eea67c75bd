import { battle, game } from './helpers';

describe('order grammar', () => {
  const s = battle('red B1 c2\nred L1 c3');
  const parse = (text: string) => game.parseOrders(s, 'red', text);

  test('every order kind parses and formats back to itself', () => {
    const text = [
      'move L3 c4 d5',
      'move H1 to f6',
      'fire A1 at f7',
      'square L2',
      'unsquare L2',
      'attack f6 with L3',
      'attack f6 L2 with L3',
      'pass',
      'reroll if losing by 2',
      'pushback prefer left straight',
      'flee prefer c1',
      'brigadier B2 prefer e3',
      'stacked first L3',
    ];
    const r = parse(text.join('\n'));
    expect(r.problems).toEqual([]);
    expect(r.orders.map(game.formatOrder)).toEqual(text);
  });

  test('forgiving: case, names, synonyms, arrows, ";" and comments', () => {
    const r = parse('MOVE 3rd Line C4 -> D5; Form Square L2 # keep safe\npair L3 f6\nshoot A1 f7');
    expect(r.problems).toEqual([]);
    expect(r.orders.map(game.formatOrder)).toEqual([
      'move L3 c4 d5',
      'square L2',
      'attack f6 with L3',
      'fire A1 at f7',
    ]);
  });

  test('problems per line with a suggestion', () => {
    const r = parse('mve L1 c4\nmove L9 c4\nfire A1 at z9\nboard A');
    expect(r.problems.map((p) => p.line)).toEqual([1, 2, 3, 4]);
    expect(r.problems[0]?.suggestion).toMatch(/move/);
    expect(r.problems[1]?.message).toMatch(/not a unit/);
    expect(r.problems[2]?.message).toMatch(/not a square/);
    expect(r.problems[3]?.message).toMatch(/not given in this step/);
  });

  test('set-up orders parse in their steps', () => {
    const q = game.setup({ options: { quickSetup: true } }, { roll: () => 1, rolls: [] });
    const r = game.parseOrders(
      q,
      'red',
      'board a\nside right\norient 3\nbrigade 1: B1 L1 L2\npreset 2\ndeploy B1 c2 L1 at c1',
    );
    expect(r.problems).toEqual([]);
    expect(r.orders.map(game.formatOrder)).toEqual([
      'board A',
      'side right',
      'orient 3',
      'brigade 1: B1 L1 L2',
      'preset 2',
      'deploy B1 c2 L1 c1',
    ]);
  });

  test('help names the field convention and this step', () => {
    const h = game.help(s, 'red');
    expect(h).toMatch(/rank 1/);
    expect(h).toMatch(/move <unit> <square>/);
  });
});

describe('prompts', () => {
  test('the turn prompt says which units may not move and why', () => {
    const s = battle('red B1 c3\nred L1 c4\nred L2 a1\nblue L1 c5\nblue B1 s9');
    const [p] = game.awaiting(s);
    expect(p?.side).toBe('red');
    expect(p?.text).toMatch(/L1 on c4: it is in melee/);
    expect(p?.text).toMatch(/L2 on a1: it is not linked/);
    expect(p?.orderKinds).toContain('move');
  });
});

describe('robustness', () => {
  test('no text makes the parser throw; every problem names its line', () => {
    const s = battle('red B1 c2\nred L1 c3');
    const words = [
      'move',
      'L1',
      'c4',
      'to',
      'fire',
      'at',
      'x',
      '',
      '->',
      'attack',
      'with',
      'brigade',
      '1:',
      'reroll',
      'if',
      '99',
      'z0',
      ';',
      '#',
    ];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < 300; i++) {
      const lines = Array.from({ length: 3 }, () =>
        Array.from(
          { length: 1 + Math.floor(next() * 5) },
          () => words[Math.floor(next() * words.length)],
        ).join(' '),
      );
      const r = game.parseOrders(s, 'red', lines.join('\n'));
      for (const p of r.problems) expect(p.line).toBeGreaterThanOrEqual(1);
      expect(() => game.validate(s, 'red', r.orders)).not.toThrow();
    }
  });

  test('a side that is not awaited is told so', () => {
    const s = battle('red B1 c2\nred L1 c3');
    expect(game.validate(s, 'blue', [{ kind: 'pass' }])[0]?.message).toMatch(/nothing to submit/);
  });

  test('invariants catch an illegal position', () => {
    const s = battle('red B3 h1\nred H1 h2\nred H2 h2\nred L1 b8');
    s.units.find((u) => u.side === 'red' && u.id === 'L1')!.formed = true;
    const v = game.invariants(s);
    expect(v.some((m) => /H[12] may not stand on h2/.test(m))).toBe(true);
    s.winner = 'red';
    expect(game.invariants(s)).toContain('winner disagrees with destroyed brigades');
  });
});
