// Japanese order words read as the grammar's English (issue #17, item 4).
import { tokenize } from '../../src/games/core/order-text';
import { translateTokens, wordTable } from '../../src/games/core/order-words';

const table = wordTable(
  {
    verbs: { 移動: 'move', 引き分け提案: 'offer draw' },
    words: { へ: 'to', から: 'from' },
    postpositions: ['へ', 'から'],
  },
  { スターリング: 'Stirling', 第12軍団: 'XII' },
);
const read = (text: string) => translateTokens(tokenize(text), table).join(' ');

describe('translateTokens', () => {
  test('spaced words, several English words for one, names', () => {
    expect(read('移動 第12軍団 へ 1010')).toBe('move xii to 1010');
    expect(read('引き分け提案')).toBe('offer draw');
  });

  test('words without spaces, full-width input, a colon after a Japanese word', () => {
    expect(read('移動第１２軍団')).toBe('move xii');
    expect(read('移動 スターリング:0406')).toBe('move stirling: 0406');
  });

  test('the Japanese order: particles after their word, the verb last', () => {
    expect(read('第12軍団 1010へ移動')).toBe('move xii to 1010');
    expect(read('0406からスターリングへ移動')).toBe('move from 0406 to stirling');
  });

  test('English and unknown words pass unchanged', () => {
    expect(read('move XII to 1010: now')).toBe('move xii to 1010: now');
    expect(read('前進 XII')).toBe('前進 xii');
    expect(read('移動前進')).toBe('移動前進'); // a token with any unknown Japanese stays whole
  });
});
