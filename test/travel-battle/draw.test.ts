import { battle, game, play } from './helpers';
import { SeededDice } from '../../src/games/core/dice';

describe('draw', () => {
  test('the field shows both boards, terrain, units with brigade colours, and the step moves, fire and melee', () => {
    const s = battle('red B1 c3\nred L1 c4\nred A1 a2\nblue L1 c5 formed\nblue L2 a6\nblue B1 s9');
    const r = play(s, { red: 'fire A1 at a6' }, [6, 1, 3, 3, 3]); // L1 rolls 2 dice against a square
    const svg = game.draw(game.view(r.state, 'red'), r.events);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toMatch(/Board A \(Red\), edge 1 towards Red/);
    expect(svg).toMatch(/Board B \(Blue\)/);
    expect(svg).toMatch(/rotate\(45/); // the square formation
    expect(svg).toMatch(/<polyline/); // the fire arrow
    expect(svg).toMatch(/>L1</);
    expect(svg).toMatch(/stroke-dasharray/);
  });

  test('view hides brigades not yet deployed from the other side', () => {
    const s = battle('red B1 c3\nred L1 c4');
    const v = game.view(s, 'blue') as unknown as {
      units: { side: string; id: string; brigade: number | null }[];
    };
    expect(v.units.find((u) => u.side === 'red' && u.id === 'L2')?.brigade).toBeNull();
    expect(v.units.find((u) => u.side === 'red' && u.id === 'L1')?.brigade).toBe(1);
  });

  test('the position file reads back to the same state', () => {
    const s = battle(
      'red B1 c3\nred L1 c4 formed reversed@2\nblue L1 a10 halted@2 reversed@2\nblue L2 a1 removed',
    );
    const text = game.position.write(s);
    expect(game.position.read(text)).toEqual(s);
    expect(text).toMatch(/unit red L1 line brigade=1 at=c4 facing=reversed@2 formation=square status=ready/);
  });
});

describe('the set-up boards (TB-SETUP-1, TB-SETUP-2, TB-SETUP-4)', () => {
  const setUp = () => game.setup({}, new SeededDice('0b', 'setup-draw', 0));

  test('TB-SETUP-1: the board step draws every board with its letter, name, numbered edges and a legend; a tap names it', () => {
    const svg = game.draw(game.view(setUp(), 'red'));
    expect(svg).toContain('Board A: Village');
    expect(svg).toContain('Board B: Farm');
    expect(svg).toContain('data-order="board A"');
    expect(svg).toContain('data-order="board B"');
    for (const label of ['open', 'field', 'road', 'building', 'woods', 'hill'])
      expect(svg).toContain(`>${label}<`);
    expect(svg).toMatch(/Send &#39;board A&#39; or &#39;board B&#39;/);
  });

  test('TB-SETUP-2, TB-SETUP-4: the side and orient steps show the two chosen boards; only the orient step taps edges', () => {
    let s = setUp();
    s = game.resolve(
      s,
      {
        orders: { red: [{ kind: 'board', board: 'A' }], blue: [{ kind: 'board', board: 'B' }] },
        standing: {},
      },
      new SeededDice('0b', 'setup-draw', 1),
    ).state;
    const side = game.awaiting(s)[0]!.side;
    const svg = game.draw(game.view(s, side));
    expect(svg).toContain('(your board)');
    expect(svg).toContain('data-order="side left"');
    expect(svg).not.toContain('data-order="orient');
    const orient = game.draw(game.view({ ...s, step: 'orient' }, side));
    expect(orient).toContain('data-order="orient 1"');
    expect(orient).toContain('data-order="orient 4"');
    expect(orient).not.toContain('data-order="board');
  });
});
