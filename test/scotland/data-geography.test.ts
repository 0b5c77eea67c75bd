// The reconstructed map against the geography and the rulings that name its hexes (STB-AMB-86,
// STB-AMB-88) and against what the set-ups need from the counter mix.
import type { HexId } from '../../src/games/core/hex';
import {
  BORDER_SIDES,
  SETUP_REBELLION,
  SETUP_TOOM_TABARD,
  counterLimit,
  forageLimit,
  hexOf,
  isFirthBetween,
  isLand,
  isRiverBetween,
  mapNeighbours,
  tecRow,
  terrainOf,
} from '../../src/games/scotland/data';
import type { Grade, Setup, UnitKind } from '../../src/games/scotland/data';

/** Steps on the shortest land route from a to b that avoids `avoid` and crosses no firth. */
function landSteps(a: HexId, b: HexId, avoid: HexId[] = []): number {
  const dist = new Map<HexId, number>([[a, 0]]);
  const queue = [a];
  for (let i = 0; i < queue.length; i++) {
    const h = queue[i]!;
    if (h === b) return dist.get(h)!;
    for (const n of mapNeighbours(h)) {
      if (dist.has(n) || avoid.includes(n) || !isLand(n) || isFirthBetween(h, n)) continue;
      dist.set(n, dist.get(h)! + 1);
      queue.push(n);
    }
  }
  return Infinity;
}

describe('geography (STB-DATA-1, STB-DATA-9)', () => {
  test('STB-AMB-86: from Linlithgow to Dunfermline across the Firth of Forth, the way is by Stirling Bridge', () => {
    const [linlithgow, dunfermline] = [hexOf('Linlithgow')!, hexOf('Dunfermline')!];
    expect(landSteps(linlithgow, dunfermline)).toBe(3); // 0604 -> 0504 Stirling -> 0503 -> 0603
    expect(landSteps(linlithgow, dunfermline, ['0503'])).toBeGreaterThan(3); // the fords above, or round
    expect(landSteps(hexOf('Edinburgh')!, hexOf('Scone')!)).toBeLessThan(Infinity);
    expect(isRiverBetween('0503', '0504')).toBe(true);
    expect(isFirthBetween(hexOf('Dunfermline')!, hexOf('Linlithgow')!)).toBe(true);
  });

  test('STB-AMB-86: the Clyde is a river down to Dumbarton-Renfrew and sea below', () => {
    expect(isRiverBetween(hexOf('Dumbarton')!, hexOf('Renfrew')!)).toBe(true);
    expect(isRiverBetween(hexOf('Glasgow')!, '0406')).toBe(true);
    expect(terrainOf('0204')).toBe('sea');
  });

  test('STB-2.3b: the border is the 13 hexsides of the proposed grid, Tweed to Solway', () => {
    expect(BORDER_SIDES).toEqual([
      '0609/0710',
      '0709/0710',
      '0709/0809',
      '0807/0908',
      '0808/0809',
      '0808/0908',
      '0808/0909',
      '0906/1006',
      '0907/0908',
      '0907/1006',
      '0907/1007',
      '1005/1006',
      '1005/1106',
    ]);
  });

  test('STB-AMB-88: a city in a wooded hex (Selkirk) costs 1 MP and forages as a city', () => {
    const selkirk = hexOf('Selkirk')!;
    expect(terrainOf(selkirk)).toBe('wooded');
    expect(tecRow(selkirk)?.mp).toBe(1);
    expect(forageLimit(selkirk, 'english', 7)).toBe(8);
  });

  test('STB-4.1c: the Highlands in the north-west are mountain, the Southern Uplands have mountains too', () => {
    expect(['0101', '0201', '0301', '0102'].map(terrainOf)).toEqual([
      'mountain',
      'mountain',
      'mountain',
      'mountain',
    ]);
    expect(terrainOf('0507')).toBe('mountain'); // the Lowther hills
    expect(terrainOf(hexOf('Edinburgh')!)).toBe('clear');
  });
});

function needs(setup: Setup, side: 'scots' | 'english'): Map<string, number> {
  const out = new Map<string, number>();
  for (const step of setup.steps)
    if (step.kind === 'place' && step.side === side)
      for (const u of step.units)
        out.set(`${u.kind} ${u.grade}`, (out.get(`${u.kind} ${u.grade}`) ?? 0) + u.count);
  return out;
}

describe('set-ups against the counter mix (STB-DATA-2, STB-DATA-7)', () => {
  test.each([
    ['STB-12.1', SETUP_REBELLION],
    ['STB-13.2', SETUP_TOOM_TABARD],
  ])('%s: every unit placed exists in the counter mix', (_, setup) => {
    for (const side of ['scots', 'english'] as const)
      for (const [key, n] of needs(setup, side)) {
        const [kind, grade] = key.split(' ') as [UnitKind, Grade];
        expect(`${side} ${key}: ${n} <= ${counterLimit(side, kind, grade)}`).toBe(
          `${side} ${key}: ${n} <= ${Math.max(n, counterLimit(side, kind, grade))}`,
        );
      }
  });

  test.each([
    ['STB-12.1.2, STB-AMB-53', SETUP_REBELLION],
    ['STB-13.2.1a, STB-AMB-58', SETUP_TOOM_TABARD],
  ])('%s: the pool left after the set-aside counters has a unit for every noble', (_, setup) => {
    const step = setup.steps.find((s) => s.kind === 'nobles');
    if (step?.kind !== 'nobles') throw new Error('no nobles step');
    let pool = 0;
    for (const kind of ['infantry', 'cavalry'] as const)
      for (const grade of step.randomUnitGrades) pool += counterLimit('scots', kind, grade);
    const setAside = step.setAside.reduce((n, u) => n + u.count, 0);
    expect(step.randomUnitGrades).not.toContain('levy');
    expect(pool - setAside).toBeGreaterThanOrEqual(step.nobles.length);
  });
});
