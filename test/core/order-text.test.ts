import { splitOrderLines, suggest, formatProblem, lineProblem } from '../../src/games/core/order-text';

describe('order text', () => {
  test('splits lines and semicolons, drops comments, blank lines and the signature', () => {
    const lines = splitOrderLines('move XII 1208 1109 # go\n\n  attack 1011 with I; pass\n-- \nBob');
    expect(lines.map((l) => [l.line, l.text])).toEqual([
      [1, 'move XII 1208 1109'],
      [3, 'attack 1011 with I'],
      [3, 'pass'],
    ]);
    expect(lines[0]!.tokens).toEqual(['move', 'xii', '1208', '1109']);
  });

  test('phone arrows and commas become separators', () => {
    expect(splitOrderLines('Move XII 1208→1109, 1010')[0]!.tokens).toEqual([
      'move',
      'xii',
      '1208',
      '1109',
      '1010',
    ]);
  });

  test('near misses get a suggestion, far ones do not', () => {
    expect(suggest('XI', ['I', 'XII', 'V'])).toBe('I');
    expect(suggest('atack', ['attack', 'move'])).toBe('attack');
    expect(suggest('banana', ['attack', 'move'])).toBeUndefined();
  });

  test('a problem names the line and what was expected', () => {
    const [line] = splitOrderLines('\n\nmove XIII to 1010');
    const p = lineProblem(line!, "'XIII' is not one of your units: I, XII", {
      word: 'XIII',
      candidates: ['I', 'XII'],
    });
    expect(formatProblem(p)).toBe("line 3: 'XIII' is not one of your units: I, XII (did you mean 'XII'?)");
  });
});
