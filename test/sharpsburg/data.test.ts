import { readFileSync } from 'node:fs';
import { FixedDice } from '../../src/games/core/dice';
import { sharpsburg } from '../../src/games/sharpsburg';
import { standardMapText, standardSetupText } from '../../src/games/sharpsburg/data';
import { loadMap, parseMap } from '../../src/games/sharpsburg/map';
import { parseSetup } from '../../src/games/sharpsburg/setup';
import { position, testMap } from './helpers';

describe('map and setup files', () => {
  test('SH-DATA-1: the standard map loads and validates', () => {
    const map = loadMap(standardMapText());
    expect([map.cols, map.rows]).toEqual([15, 14]);
    expect(map.town.hexes).toHaveLength(2);
    expect(map.bridges.size).toBe(3);
    expect(map.fords.size).toBe(2);
  });

  test('the map checks bridges and fords lie on the creek, roads are chains, the town is two T hexes', () => {
    const bad = testMap({ features: 'bridge 0402/0403 B\nroad R: 0401 0403' }).replace('T', '.');
    expect(parseMap(bad).problems).toEqual([
      'bridge 0402/0403 is not on a creek hexside',
      'road R: 0401 and 0403 are not adjacent',
      'town hex 0708 is not terrain T',
    ]);
    expect(parseMap('size 2 1\nterrain\n. X\ncreek 0101/0301\n').problems).toEqual([
      "map line 3: unknown terrain 'X' (expected . W T)",
      "map line 4: '0101/0301' is not a hexside (two adjacent hexes, e.g. 0912/1012)",
      'terrain missing for 1 hexes (e.g. 0201)',
      'town: Sharpsburg must be exactly two hexes',
    ]);
  });

  test('SH-DATA-3: the setup file places every unit once, on the map', () => {
    const { placements, problems } = parseSetup(standardSetupText(), loadMap(standardMapText()));
    expect(problems).toEqual([]);
    expect(new Set(placements.map((p) => p.unit)).size).toBe(25);
    expect(parseSetup('I 0101\nI 0102\nZZ 0101\nII turn x enter 0101', loadMap(testMap())).problems).toEqual([
      'setup line 2: I is placed twice',
      "setup line 3: unknown unit 'ZZ'",
      "setup line 4: expected 'II HEX' or 'II turn N enter HEX'",
    ]);
  });

  test('SH-DATA-4: reinforcements carry their arrival turn and entry hex into the state', () => {
    const s = sharpsburg.setup({}, new FixedDice([1]));
    expect(s.units.AH).toEqual({ at: 'off-map', enter: { turn: 8, hex: '0714' } });
  });
});

describe('position files', () => {
  test('a position round-trips through write and read', () => {
    const s = position(
      'I 0405 engaged 0406\nA1 0402 limbering-2\nXII off-map enter 0801 turn 5\nHO 0406\nLA eliminated',
      {
        extra: 'control 0708 union',
      },
    );
    expect(s.vp.union).toBe(3); // computed from the eliminated unit when no vp line is given
    const text = sharpsburg.position.write(s);
    expect(sharpsburg.position.read(text)).toEqual(s);
    expect(text).toContain('unit A1 0402 limbering-2');
    expect(text).toContain('unit XII off-map enter 0801 turn 5');
  });

  test('an eliminated battery has no limber state, and round-trips (self-play seed 1.67)', () => {
    const s = position('A2 eliminated\nHO 0406');
    expect(s.units.A2).toEqual({ at: 'eliminated' });
    expect(sharpsburg.position.read(sharpsburg.position.write(s))).toEqual(s);
  });

  test('the standard game writes a short position naming the standard map', () => {
    const s = sharpsburg.setup({}, new FixedDice([4]));
    const text = sharpsburg.position.write(s);
    expect(text.split('\n').slice(0, 4)).toEqual(['game sharpsburg', 'turn 1', 'side union', 'corps-die 4']);
    expect(text).toContain('map standard');
    expect(sharpsburg.position.read(text)).toEqual({ ...s, scenario: 'position' });
  });

  test('the example in POSITION.md reads, and sets up the EN case it describes', () => {
    const doc = readFileSync(new URL('../../src/games/sharpsburg/POSITION.md', import.meta.url), 'utf8');
    const example = doc.split('```').at(-2) as string;
    const s = sharpsburg.position.read(example);
    expect(s.units).toEqual({ I: { at: '0405' }, HO: { at: '0406' } });
    expect(s.corpsDie).toBe(1);
  });

  test('a bad position line says where and what', () => {
    expect(() => sharpsburg.position.read('game sharpsburg\nunit ZZ 0101')).toThrow(
      "position line 2: unknown unit 'ZZ'",
    );
    expect(() => sharpsburg.position.read('game sharpsburg\nunit HO 0101 limbered')).toThrow(
      'position line 2: HO is not Union artillery',
    );
  });
});

describe('invariants', () => {
  test('a legal position has none; each broken rule is named', () => {
    expect(sharpsburg.invariants(position('I 0405\nHO 0406'))).toEqual([]);
    const bad = position('I 0405\nXII 0405\nHO 0405\nLA eliminated', { extra: 'vp union 0 confederate 0' });
    bad.trail = [
      ['0405', '0407'],
      ['0402', '0403'],
    ];
    const creek = position('I 0402', { map: { features: 'creek 0402/0403' } });
    creek.trail = [['0402', '0403']];
    expect(sharpsburg.invariants(bad)).toEqual([
      'stacking limit broken: union@0405',
      'both sides have units in 0405',
      'a move jumped from 0405 to 0407',
      'union VP 0 but eliminations and town give 3',
    ]);
    expect(sharpsburg.invariants(creek)).toEqual([
      'a move crossed the creek at 0402/0403 without a bridge or ford',
    ]);
  });
});
