// Sanity checks of the reconstructed Sharpsburg map and setup (SH-DATA-1, SH-DATA-3, SH-DATA-4):
// the data must be consistent with itself and with the rules before any engine test relies on it.
import { hexsideId, isAdjacent } from '../../src/games/core/hex';
import { allHexes, isEdgeHex, loadMap, mapNeighbours, onMap, parseMap } from '../../src/games/sharpsburg/map';
import type { GameMap } from '../../src/games/sharpsburg/map';
import { readSetup, standardMapText, standardSetupText, unitTable } from './fixture';

interface UnitData {
  id: string;
  side: 'union' | 'confederate';
  type: 'infantry' | 'cavalry' | 'artillery';
}
const units: UnitData[] = unitTable();
const unitById = new Map(units.map((u) => [u.id, u]));

const map: GameMap = loadMap(standardMapText());
const setup = readSetup(standardSetupText());

/** Hexes reachable from `start` without crossing a creek hexside, or only at the given sides. */
function reach(start: string, open: Set<string>): Set<string> {
  const seen = new Set([start]);
  const todo = [start];
  while (todo.length) {
    const h = todo.pop()!;
    for (const n of mapNeighbours(map, h)) {
      const side = hexsideId(h, n);
      if (seen.has(n) || (map.creek.has(side) && !open.has(side))) continue;
      seen.add(n);
      todo.push(n);
    }
  }
  return seen;
}

describe('Sharpsburg map data (SH-DATA-1)', () => {
  test('map.txt parses without problems and covers 15 x 14 hexes', () => {
    expect(parseMap(standardMapText()).problems).toEqual([]);
    expect([map.cols, map.rows]).toEqual([15, 14]);
    expect(allHexes(map).every((h) => map.terrain[h])).toBe(true);
  });

  test('SH-MOVE-5: Antietam Creek cuts the map in two; only bridges and fords cross it', () => {
    const westBank = reach('0101', new Set());
    expect(westBank.has('1501')).toBe(false);
    expect(westBank.size + reach('1501', new Set()).size).toBe(allHexes(map).length);
    for (const side of [...map.bridges.keys(), ...map.fords.keys()]) {
      expect(reach('0101', new Set([side])).has('1501')).toBe(true);
    }
  });

  test('SH-TEC-6/7: the three bridges and two fords lie on creek hexsides', () => {
    expect([...map.bridges.values()].sort()).toEqual(['Lower Bridge', 'Middle Bridge', 'Upper Bridge']);
    expect([...map.fords.values()].sort()).toEqual(["Pry's Ford", "Snavely's Ford"]);
    for (const side of [...map.bridges.keys(), ...map.fords.keys()]) expect(map.creek.has(side)).toBe(true);
  });

  test('SH-TEC-8: roads are chains of adjacent hexes that cross the creek only at bridges', () => {
    for (const road of map.roads) {
      road.hexes.slice(1).forEach((h, i) => {
        const prev = road.hexes[i]!;
        expect(isAdjacent(prev, h)).toBe(true);
        const side = hexsideId(prev, h);
        if (map.creek.has(side)) expect([road.name, map.bridges.has(side)]).toEqual([road.name, true]);
      });
    }
    const names = map.roads.map((r) => r.name);
    for (const n of ['Hagerstown Pike', 'Boonsboro Pike', 'Harpers Ferry Road', 'Smoketown Road']) {
      expect(names).toContain(n);
    }
  });

  test('SH-VICTORY-1: the two Sharpsburg town hexes are adjacent town hexes', () => {
    const [a, b] = map.town.hexes;
    expect(isAdjacent(a!, b!)).toBe(true);
    expect(map.town.hexes.map((h) => map.terrain[h])).toEqual(['town', 'town']);
  });
});

describe('Sharpsburg setup data (SH-DATA-3, SH-DATA-4)', () => {
  test('SH-SETUP-1: every one of the 25 units is placed exactly once, on the map', () => {
    expect(setup.map((s) => s.unit).sort()).toEqual(units.map((u) => u.id).sort());
    for (const s of setup) expect([s.unit, onMap(map, s.hex)]).toEqual([s.unit, true]);
  });

  test('SH-SETUP-3/4: reinforcements arrive on the listed turns at map-edge hexes', () => {
    const arrivals = (side: string) =>
      [
        ...new Set(setup.filter((s) => s.turn && unitById.get(s.unit)?.side === side).map((s) => s.turn)),
      ].sort();
    expect(arrivals('union')).toEqual([2, 5, 7]);
    expect(arrivals('confederate')).toEqual([2, 8]);
    for (const s of setup.filter((x) => x.turn))
      expect([s.unit, isEdgeHex(map, s.hex)]).toEqual([s.unit, true]);
  });

  test('SH-STACK-1/2: the starting position respects the stacking limits', () => {
    const infantry = new Map<string, number>();
    for (const s of setup.filter((x) => !x.turn)) {
      const u = unitById.get(s.unit)!;
      if (u.type === 'infantry')
        infantry.set(`${u.side} ${s.hex}`, (infantry.get(`${u.side} ${s.hex}`) ?? 0) + 1);
    }
    for (const [key, n] of infantry)
      expect([key, n <= (key.startsWith('union') ? 1 : 2)]).toEqual([key, true]);
  });

  test('SH-ZOC-1/5: no unit starts in an enemy ZOC (adjacent, not across a creek without a bridge)', () => {
    const start = setup.filter((x) => !x.turn);
    for (const a of start.filter((s) => unitById.get(s.unit)!.side === 'union')) {
      for (const b of start.filter((s) => unitById.get(s.unit)!.side === 'confederate')) {
        if (a.hex === b.hex || !isAdjacent(a.hex, b.hex)) continue;
        const side = hexsideId(a.hex, b.hex);
        const blocked = map.creek.has(side) && !map.bridges.has(side);
        expect([a.unit, b.unit, blocked]).toEqual([a.unit, b.unit, true]);
      }
    }
  });
});
