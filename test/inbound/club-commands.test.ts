// #16: the club commands in a reply: challenge (an address, a ladder as written), accept and decline
// (a challenge number or none), standings, seek; "accept draw" stays the draw command.
import { splitCommands } from '../../src/mail/inbound/commands';

describe('club commands in a reply', () => {
  test('#16: challenge with and without a ladder, the ladder kept as written', () => {
    expect(splitCommands('challenge bob@example.org').commands).toEqual([
      { kind: 'challenge', to: 'bob@example.org', ladder: '', line: 1 },
    ]);
    expect(splitCommands('Challenge Bob@Example.org  Kent  Sharpsburg.').commands).toEqual([
      { kind: 'challenge', to: 'Bob@Example.org', ladder: 'Kent Sharpsburg', line: 1 },
    ]);
    // Without an address it is no command: the game's grammar reads (and refuses) it.
    expect(splitCommands('challenge bob').commands).toEqual([]);
  });

  test('#16: accept and decline, with a number or none; accept draw is the draw', () => {
    expect(splitCommands('accept').commands).toEqual([{ kind: 'accept-challenge', id: null, line: 1 }]);
    expect(splitCommands('Accept 12!').commands).toEqual([{ kind: 'accept-challenge', id: 12, line: 1 }]);
    expect(splitCommands('decline challenge 7').commands).toEqual([
      { kind: 'decline-challenge', id: 7, line: 1 },
    ]);
    expect(splitCommands('accept draw').commands).toEqual([{ kind: 'accept-draw', line: 1 }]);
    expect(splitCommands('accept 3 cavalry').commands).toEqual([]);
  });

  test('#16: standings, of a named ladder or the default; in a one-line reply beside orders', () => {
    expect(splitCommands('standings').commands).toEqual([{ kind: 'standings', ladder: '', line: 1 }]);
    expect(splitCommands('standings TB').commands).toEqual([{ kind: 'standings', ladder: 'TB', line: 1 }]);
    const r = splitCommands('move I to 0401; standings');
    expect(r.commands).toEqual([{ kind: 'standings', ladder: '', line: 1 }]);
    expect(r.orders).toBe('move I to 0401');
  });

  test('#16: seek, on a named ladder or the default', () => {
    expect(splitCommands('seek').commands).toEqual([{ kind: 'seek', ladder: '', line: 1 }]);
    expect(splitCommands('Seek sharpsburg').commands).toEqual([
      { kind: 'seek', ladder: 'sharpsburg', line: 1 },
    ]);
  });
});

describe('preference commands in a reply', () => {
  test('#16: prefer a list of games (commas or spaces, or any), max games, turn time, preferences', () => {
    const one = (text: string) => splitCommands(text).commands;
    expect(one('prefer sharpsburg, Travel Battle')).toEqual([
      { kind: 'preferences', games: ['sharpsburg', 'Travel Battle'], line: 1 },
    ]);
    expect(one('prefer sharpsburg scotland')).toEqual([
      { kind: 'preferences', games: ['sharpsburg', 'scotland'], line: 1 },
    ]);
    expect(one('prefer any')).toEqual([{ kind: 'preferences', games: [], line: 1 }]);
    expect(one('Max games 3')).toEqual([{ kind: 'preferences', maxGames: '3', line: 1 }]);
    expect(one('max games at once any')).toEqual([{ kind: 'preferences', maxGames: 'any', line: 1 }]);
    expect(one('turn time 3d')).toEqual([{ kind: 'preferences', turnTime: '3d', line: 1 }]);
    expect(one('preferences')).toEqual([{ kind: 'preferences', line: 1 }]);
  });
});

describe('club commands in Japanese', () => {
  test('#17: 挑戦, 受諾, 辞退, 順位表, 募集, 入札 and 設定 read as the English words, full-width too', () => {
    const read = (text: string) => splitCommands(text).commands.map(({ line: _line, ...c }) => c);
    expect(read('挑戦 bob@example.org Antietam')).toEqual([
      { kind: 'challenge', to: 'bob@example.org', ladder: 'Antietam' },
    ]);
    expect(read('受諾')).toEqual([{ kind: 'accept-challenge', id: null }]);
    expect(read('受諾 １２。')).toEqual([{ kind: 'accept-challenge', id: 12 }]);
    expect(read('辞退 7')).toEqual([{ kind: 'decline-challenge', id: 7 }]);
    expect(read('順位表')).toEqual([{ kind: 'standings', ladder: '' }]);
    expect(read('募集 Antietam')).toEqual([{ kind: 'seek', ladder: 'Antietam' }]);
    expect(read('入札 3 北軍')).toEqual([{ kind: 'bid', points: 3, side: '北軍', id: null }]);
    expect(read('bid 2 union 4')).toEqual([{ kind: 'bid', points: 2, side: 'union', id: 4 }]);
    expect(read('設定')).toEqual([{ kind: 'preferences' }]);
  });
});
