import {
  FixedDice,
  ForcedThenSeededDice,
  SeededDice,
  seedCommitment,
  DiceExhaustedError,
  stepDice,
  stepKey,
} from '../../src/games/core/dice';
import { createHmac } from 'node:crypto';
import { EventLog } from '../../src/games/core/events';

const seed = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';

describe('dice', () => {
  test('seeded dice are reproducible from seed, game and step', () => {
    const a = new SeededDice(seed, 'g1', 3);
    const b = new SeededDice(seed, 'g1', 3);
    const rollsA = Array.from({ length: 50 }, () => a.roll('x'));
    const rollsB = Array.from({ length: 50 }, () => b.roll('x'));
    expect(rollsA).toEqual(rollsB);
    expect(rollsA.every((v) => v >= 1 && v <= 6)).toBe(true);
    const c = new SeededDice(seed, 'g1', 4);
    expect(Array.from({ length: 50 }, () => c.roll('x'))).not.toEqual(rollsA);
  });

  test('seeded dice are close to uniform over many rolls', () => {
    const d = new SeededDice(seed, 'uniform', 1);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 6000; i++) counts[d.roll('u') - 1]!++;
    for (const c of counts) expect(Math.abs(c - 1000)).toBeLessThan(150);
  });

  test('fixed dice return the given values and refuse to run out silently', () => {
    const d = new FixedDice([3, 5]);
    expect(d.roll('a')).toBe(3);
    expect(d.roll('b')).toBe(5);
    expect(() => d.roll('c')).toThrow(DiceExhaustedError);
    expect(d.rolls.map((r) => r.purpose)).toEqual(['a', 'b']);
  });

  test('forced dice fall back to the seeded stream', () => {
    const d = new ForcedThenSeededDice([6], new SeededDice(seed, 'g', 1));
    expect(d.roll('first')).toBe(6);
    expect(d.roll('second')).toBe(new SeededDice(seed, 'g', 1).roll('second'));
  });

  test('every roll through the event log is an event with its purpose', () => {
    const log = new EventLog(new FixedDice([4]));
    expect(log.roll('CRT 3-1 attack on 0912')).toBe(4);
    expect(log.events).toEqual([
      expect.objectContaining({ kind: 'roll', purpose: 'CRT 3-1 attack on 0912', value: 4 }),
    ]);
  });

  test('the commitment is the SHA-256 of the seed bytes', () => {
    expect(seedCommitment('00')).toBe('6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d');
  });
});

describe('issue 45 point 1: dice from the seed and the players’ contributions', () => {
  const seed = 'ab'.repeat(32);
  const rolls = (contributions: string[], scheme = 2) => {
    const d = stepDice(seed, 'g1', 4, scheme, contributions);
    return Array.from({ length: 24 }, () => d.roll('test'));
  };

  test('changing one contribution changes the step’s dice; the order they arrived in does not', () => {
    const base = rolls(['0a1b', 'c0ffee']);
    expect(rolls(['c0ffee', '0a1b'])).toEqual(base);
    expect(rolls(['0a1b', 'c0ffef'])).not.toEqual(base);
    expect(rolls(['0a1b'])).not.toEqual(base);
  });

  test('a scheme-1 game keeps its dice from the seed alone, whatever the contributions', () => {
    const d = new SeededDice(seed, 'g1', 4);
    expect(rolls(['0a1b'], 1)).toEqual(Array.from({ length: 24 }, () => d.roll('test')));
  });

  test('the step key is HMAC-SHA256(seed, "<gameId>/<step>/" + sorted contributions as JSON)', () => {
    const expected = createHmac('sha256', Buffer.from(seed, 'hex')).update('g1/4/["0a","ff"]').digest('hex');
    expect(stepKey(seed, 'g1', 4, ['ff', '0a'])).toBe(expected);
  });
});
