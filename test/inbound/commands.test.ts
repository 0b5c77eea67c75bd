// The command parser: which parts of a reply are commands and which are order text.
import { splitCommands } from '../../src/mail/inbound/commands';

describe('splitCommands', () => {
  test('IN-CMD-1: a bare command word is a command, case and punctuation ignored', () => {
    expect(splitCommands('Help')).toEqual({ commands: [{ kind: 'help', line: 1 }], orders: '' });
    expect(splitCommands('STATUS.')).toEqual({ commands: [{ kind: 'status', line: 1 }], orders: '' });
    expect(splitCommands('clear orders')).toEqual({ commands: [{ kind: 'clear', line: 1 }], orders: '' });
    expect(splitCommands('?').commands).toEqual([{ kind: 'help', line: 1 }]);
  });

  test('IN-CMD-2: orders around commands keep their line numbers', () => {
    const r = splitCommands('status\nmove 1/I/1 0912 1013\nmove 2/I/1 0811 0912');
    expect(r.commands).toEqual([{ kind: 'status', line: 1 }]);
    expect(r.orders).toBe('\nmove 1/I/1 0912 1013\nmove 2/I/1 0811 0912');
  });

  test('IN-CMD-3: a one-line phone reply: commands are `;` segments, the rest stays order text', () => {
    const r = splitCommands('clear; move 1/I/1 0912 1013; move 2/I/1 0811 0912');
    expect(r.commands).toEqual([{ kind: 'clear', line: 1 }]);
    expect(r.orders).toBe('move 1/I/1 0912 1013; move 2/I/1 0811 0912');
  });

  test('IN-CMD-4: standing orders on one line, as a block, and cleared', () => {
    expect(splitCommands('standing: retreat toward 0101').commands).toEqual([
      { kind: 'standing', text: 'retreat toward 0101', line: 1 },
    ]);
    const block = splitCommands('move a\nstanding\nretreat north\nlosses from cavalry first\n\nmove b');
    expect(block.commands).toEqual([
      { kind: 'standing', text: 'retreat north\nlosses from cavalry first', line: 2 },
    ]);
    expect(block.orders).toBe('move a\n\n\n\n\nmove b');
    expect(splitCommands('standing none').commands).toEqual([{ kind: 'standing', text: '', line: 1 }]);
  });

  test('IN-CMD-5: resign, and resign with the confirmation code', () => {
    expect(splitCommands('resign').commands).toEqual([{ kind: 'resign', confirmation: null, line: 1 }]);
    expect(splitCommands('Resign X7K2').commands).toEqual([
      { kind: 'resign', confirmation: 'x7k2', line: 1 },
    ]);
  });

  test('IN-CMD-6: order lines that merely contain a command word stay orders', () => {
    const text = 'move 1/I/1 0912 1013 # clear the ford\nhelp 2/I/1 with 3/I/1\nstatusquo';
    expect(splitCommands(text)).toEqual({ commands: [], orders: text });
  });

  test('IN-CMD-7: an empty reply has neither', () => {
    expect(splitCommands('')).toEqual({ commands: [], orders: '' });
  });

  test('#17: the reply commands in Japanese, full-width too, read as the English ones', () => {
    const read = (text: string) => splitCommands(text).commands.map(({ line: _line, ...c }) => c);
    expect(read('ヘルプ\n状況\n取り消し')).toEqual([{ kind: 'help' }, { kind: 'status' }, { kind: 'clear' }]);
    expect(read('投了')).toEqual([{ kind: 'resign', confirmation: null }]);
    expect(read('投了　X7K2')).toEqual([{ kind: 'resign', confirmation: 'x7k2' }]);
    expect(read('休暇 3d')).toEqual([{ kind: 'vacation', duration: '3d' }]);
    expect(read('一時停止。\n再開')).toEqual([{ kind: 'pause' }, { kind: 'resume' }]);
    expect(read('タイムゾーン Asia/Tokyo')).toEqual([{ kind: 'timezone', zone: 'asia/tokyo' }]);
    expect(read('ダイジェスト オフ')).toEqual([{ kind: 'digest', on: false }]);
    expect(read('常備命令: retreat prefer 0805')).toEqual([
      { kind: 'standing', text: 'retreat prefer 0805' },
    ]);
    expect(read('ｈｅｌｐ')).toEqual([{ kind: 'help' }]);
    // An order that starts with a command's word is still an order.
    expect(splitCommands('休暇中の第1軍団 1010へ移動').commands).toEqual([]);
  });
});
