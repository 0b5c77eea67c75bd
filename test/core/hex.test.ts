import {
  distance,
  formatHex,
  hexCenter,
  hexCorners,
  hexesOnLine,
  hexsideId,
  isAdjacent,
  neighbours,
  parseHex,
  parseHexside,
} from '../../src/games/core/hex';

describe('hex ids and neighbours (CCRR, flat-top, even columns lower)', () => {
  test('parses and formats 4-digit ids', () => {
    expect(parseHex('0912')).toEqual({ col: 9, row: 12 });
    expect(parseHex('912')).toBeUndefined();
    expect(parseHex('ab12')).toBeUndefined();
    expect(formatHex(9, 2)).toBe('0902');
  });

  test('odd column neighbours', () => {
    expect([...neighbours('0505')].sort()).toEqual(['0404', '0405', '0504', '0506', '0604', '0605'].sort());
  });

  test('even column neighbours', () => {
    expect([...neighbours('0605')].sort()).toEqual(['0505', '0506', '0604', '0606', '0705', '0706'].sort());
  });

  test('neighbour relation is symmetric and agrees with distance 1', () => {
    for (let c = 2; c <= 10; c++) {
      for (let r = 2; r <= 10; r++) {
        const h = formatHex(c, r);
        for (const n of neighbours(h)) {
          expect(neighbours(n)).toContain(h);
          expect(distance(h, n)).toBe(1);
          expect(isAdjacent(h, n)).toBe(true);
        }
      }
    }
  });

  test('distance equals breadth-first steps', () => {
    const from = '0606';
    const seen = new Map<string, number>([[from, 0]]);
    let frontier = [from];
    for (let d = 1; d <= 5; d++) {
      const next: string[] = [];
      for (const h of frontier)
        for (const n of neighbours(h))
          if (!seen.has(n)) {
            seen.set(n, d);
            next.push(n);
          }
      frontier = next;
    }
    for (const [h, d] of seen) expect(distance(from, h)).toBe(d);
  });

  test('a hexside is named by both hexes, lower id first', () => {
    expect(hexsideId('1012', '0912')).toBe('0912/1012');
    expect(parseHexside('1012/0912')).toBe('0912/1012');
    expect(parseHexside('0912/1112')).toBeUndefined();
  });
});

describe('pixel geometry', () => {
  test('even columns sit half a hex lower', () => {
    const s = 10;
    expect(hexCenter('0101', s)).toEqual({ x: 0, y: 0 });
    expect(hexCenter('0201', s).y).toBeCloseTo((Math.sqrt(3) * s) / 2);
    expect(hexCenter('0201', s).x).toBeCloseTo(15);
  });

  test('adjacent hexes share two corners', () => {
    const a = hexCorners('0505', 10);
    const b = hexCorners('0605', 10);
    const shared = a.filter((p) => b.some((q) => Math.hypot(p.x - q.x, p.y - q.y) < 1e-9));
    expect(shared).toHaveLength(2);
  });
});

describe('hexesOnLine', () => {
  test('a straight column line passes through every hex between', () => {
    expect(hexesOnLine('0502', '0505')).toEqual(['0502', '0503', '0504', '0505'].map((hex) => ({ hex })));
  });

  test('a line along a hexside reports the two hexes beside it', () => {
    // 0505 to 0705 runs along the hexside between 0604 and 0605 (a "spine" direction).
    const line = hexesOnLine('0505', '0705');
    expect(line[0]).toEqual({ hex: '0505' });
    expect(line[1]).toEqual({ along: ['0604', '0605'] });
    expect(line[2]).toEqual({ hex: '0705' });
  });

  test('consecutive hexes on a line are adjacent', () => {
    const line = hexesOnLine('0101', '0907');
    const hexes = line.map((s) => ('hex' in s ? s.hex : null));
    expect(hexes.every((h) => h !== null)).toBe(true);
    for (let i = 1; i < hexes.length; i++) expect(isAdjacent(hexes[i - 1]!, hexes[i]!)).toBe(true);
  });
});
