import {
  allSquares,
  inContact,
  kingDistance,
  parseSquare,
  sightLines,
  squareName,
  squareNeighbours,
  squaresCrossed,
} from '../../src/games/core/square';

describe('square grid', () => {
  test('names read like a chessboard: files left to right, ranks from 1', () => {
    expect(parseSquare('c7')).toEqual({ col: 2, row: 6 });
    expect(parseSquare('T10')).toEqual({ col: 19, row: 9 });
    expect(squareName({ col: 0, row: 0 })).toBe('a1');
    expect(parseSquare('c0')).toBeUndefined();
    expect(parseSquare('7c')).toBeUndefined();
  });

  test('distance is the king-move count: a diagonal step counts 1', () => {
    expect(kingDistance('a1', 'c3')).toBe(2);
    expect(kingDistance('a1', 'f3')).toBe(5);
    expect(kingDistance('b2', 'b2')).toBe(0);
  });

  test('neighbours include the corners and stop at the board edge', () => {
    expect(squareNeighbours('b2', 20, 10).sort()).toEqual(
      ['a1', 'a2', 'a3', 'b1', 'b3', 'c1', 'c2', 'c3'].sort(),
    );
    expect(squareNeighbours('a1', 20, 10).sort()).toEqual(['a2', 'b1', 'b2']);
    expect(inContact('c3', 'd4')).toBe(true);
    expect(inContact('c3', 'c3')).toBe(false);
    expect(allSquares(20, 10)).toHaveLength(200);
  });

  test('a line crosses the inside of squares, not squares it only touches at a corner', () => {
    // a1 centre to c3 centre runs along the diagonal through b2 only
    expect(squaresCrossed({ x: 0.5, y: 0.5 }, { x: 2.5, y: 2.5 }).sort()).toEqual(['a1', 'b2', 'c3']);
    // along a straight file
    expect(squaresCrossed({ x: 0.5, y: 0.5 }, { x: 0.5, y: 3.5 }).sort()).toEqual(['a1', 'a2', 'a3', 'a4']);
  });

  test('five sight lines, each without the end squares', () => {
    const lines = sightLines('a1', 'a4');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toEqual(['a2', 'a3']);
    for (const l of lines) expect(l).not.toContain('a1');
  });
});
