// Position files are checked against the game (issue 39 item 7): the counter mix, known and unique
// ids, hexes and squares on the map, every number in its range. Each refusal names its line and says
// what is wrong (core/position-file.ts, shared by the three readers).
import type { GameModule } from '../../src/games/core/contract';
import { SeededDice } from '../../src/games/core/dice';
import { scotland } from '../../src/games/scotland';
import { sharpsburg } from '../../src/games/sharpsburg';
import { travelBattle } from '../../src/games/travel-battle';

/** The problem a position text is refused with (its line and words), or 'read' when it is read. */
function refusal(game: GameModule, text: string): string {
  try {
    game.position.read(text);
    return 'read';
  } catch (error) {
    return (error as Error).message;
  }
}

/** A game's set-up written out, with `extra` lines after its own: the line numbers are the test's. */
function setupWith(game: GameModule, extra: string[], options: Record<string, unknown> = {}) {
  const base = game.position.write(game.setup({ options }, new SeededDice('00', 'position', 0))).trimEnd();
  const first = base.split('\n').length + 1;
  return { text: [base, ...extra].join('\n') + '\n', first };
}

describe('Sharpsburg position files', () => {
  const head = ['game sharpsburg', 'turn 3', 'side union'];
  const read = (...lines: string[]) => refusal(sharpsburg, [...head, ...lines, 'map standard'].join('\n'));

  test('SH-COMP-2: a unit listed twice is refused on its second line (each of the 25 counters is once)', () => {
    expect(read('unit I 1405', 'unit HO 1507', 'unit I 1406')).toBe(
      "position line 6: unit 'I' is listed twice (first on line 4)",
    );
  });

  test('an unknown unit, a hex off the map and numbers out of range name their line', () => {
    expect(read('unit ZZ 1405')).toBe("position line 4: unknown unit 'ZZ'");
    expect(read('unit I 1405', 'unit HO 9999')).toBe('position line 5: hex 9999 is not on the map (15 x 14)');
    expect(read('corps-die 7')).toBe(
      "position line 4: the corps die must be a whole number from 1 to 6, not '7'",
    );
    expect(read('vp union -3 confederate 0')).toMatch(
      /^position line 4: the Union VP must be a whole number/,
    );
  });

  test('SH-TURN-1: a turn past the tenth, or a huge one, names its line', () => {
    expect(refusal(sharpsburg, 'game sharpsburg\nturn 11\n')).toBe(
      "position line 2: the turn must be a whole number from 1 to 10, not '11'",
    );
    expect(refusal(sharpsburg, 'game sharpsburg\nturn 999999999999999999999\n')).toBe(
      "position line 2: the turn must be a whole number from 1 to 10, not '999999999999999999999'",
    );
  });
});

describe('Travel Battle position files', () => {
  const { text, first } = setupWith(travelBattle, [], { quickSetup: true });
  const unitLine = (id: string, kind: string, at = '-') =>
    `unit red ${id} ${kind} brigade=1 at=${at} facing=normal formation=line status=ready`;
  const without = text.replace(/^unit .*\n/gm, '');
  const firstUnit = without.split('\n').length;
  const read = (...lines: string[]) => refusal(travelBattle, without + lines.join('\n') + '\n');

  test('the set-up reads back', () => {
    expect(first).toBeGreaterThan(1);
    expect(refusal(travelBattle, text)).toBe('read');
  });

  test('a counter listed twice for a side (more than its army, data/army.json, has) names both lines', () => {
    expect(read(unitLine('L1', 'line'), unitLine('L1', 'line'))).toBe(
      `position line ${firstUnit + 1}: unit 'red L1' is listed twice (first on line ${firstUnit})`,
    );
  });

  test('an unknown counter, a kind not its own, a square off the field and a bad brigade name their line', () => {
    expect(read(unitLine('L9', 'line'))).toMatch(
      new RegExp(`^position line ${firstUnit}: unknown counter 'L9'`),
    );
    expect(read(unitLine('L1', 'guard'))).toBe(`position line ${firstUnit}: L1 is line, not 'guard'`);
    expect(read(unitLine('L1', 'line', 'u11'))).toBe(
      `position line ${firstUnit}: 'u11' is not a square of the field (a1 to t10)`,
    );
    expect(read(unitLine('L1', 'line').replace('brigade=1', 'brigade=4'))).toBe(
      `position line ${firstUnit}: the brigade must be a whole number from 1 to 3, not '4'`,
    );
  });

  test('a huge player turn names its line', () => {
    const huge = without.replace(/^player-turn .*$/m, 'player-turn 999999999999999999999');
    const line = huge.split('\n').findIndex((l) => l.startsWith('player-turn')) + 1;
    expect(refusal(travelBattle, huge)).toBe(
      `position line ${line}: the player turn must be a whole number from 0 to 99999, not '999999999999999999999'`,
    );
  });
});

describe('Scotland the Brave position files', () => {
  const { text, first } = setupWith(scotland, []);
  const read = (...lines: string[]) => refusal(scotland, text + lines.join('\n') + '\n');
  const scots = (n: number, grade = 'elite', kind = 'cavalry') => `unit s${n} scots ${grade} ${kind} 0406`;

  test('STB-2.0: more counters of a side, grade and kind than the mix holds are refused', () => {
    // The Scots have one elite cavalry counter; the set-up may already field it.
    const lines = [scots(901), scots(902)];
    expect(read(...lines)).toMatch(
      /^position line \d+: one scots elite cavalry too many: the counter mix has 1$/,
    );
    const many = Array.from({ length: 5000 }, (_, i) => scots(1000 + i, 'levy', 'infantry'));
    expect(read(...many)).toMatch(
      /^position line \d+: one scots levy infantry too many: the counter mix has 10$/,
    );
  });

  test('a unit or leader listed twice, an unknown leader and an id of the other side name their line', () => {
    expect(read(scots(901, 'regular', 'infantry'), scots(901, 'regular', 'infantry'))).toBe(
      `position line ${first + 1}: unit 's901' is listed twice (first on line ${first})`,
    );
    expect(read('leader wallace active 0406')).toMatch(
      new RegExp(`^position line ${first}: leader 'wallace' is listed twice`),
    );
    expect(read('leader arthur active 0406')).toBe(`position line ${first}: unknown leader 'arthur'`);
    expect(read('unit e901 scots regular infantry 0406')).toBe(
      `position line ${first}: a scots unit id is 's' and a number, not 'e901'`,
    );
  });

  test('a hex off the map and numbers out of range name their line', () => {
    expect(read('unit s901 scots regular infantry 4040')).toBe(
      `position line ${first}: hex 4040 is not on the map`,
    );
    expect(read('march-dice scots 7 english 2')).toBe(
      `position line ${first}: a March die must be a whole number from 0 to 6, not '7'`,
    );
  });

  test('STB-3.0: a turn past the turn track, or a huge one, names its line', () => {
    const turnLine = text.split('\n').findIndex((l) => l.startsWith('turn ')) + 1;
    expect(refusal(scotland, text.replace(/^turn .*$/m, 'turn 999999999999999999999'))).toBe(
      `position line ${turnLine}: the turn must be a whole number from 0 to 24, not '999999999999999999999'`,
    );
    expect(refusal(scotland, text.replace(/^turn .*$/m, 'turn 24'))).toBe(
      `position line ${turnLine}: turn 24 is past the end of the rebellion turn track (23)`,
    );
  });
});
