// #44: the notice channel commands in a reply, in English and Japanese; a hook's URL keeps its case.
import { splitCommands } from '../../src/mail/inbound/commands';

const read = (text: string) => splitCommands(text).commands.map(({ line: _line, ...c }) => c);

describe('notify commands in a reply', () => {
  test('#44: notify webhook, discord, slack, telegram: the target as written, private and the notices chosen', () => {
    expect(read('notify discord https://discord.com/api/webhooks/12/AbC-xYz')).toEqual([
      {
        kind: 'notify',
        channel: 'discord',
        target: 'https://discord.com/api/webhooks/12/AbC-xYz',
        private: false,
        notices: [],
        reminders: [],
      },
    ]);
    expect(read('Notify Telegram 123456789 private')).toEqual([
      { kind: 'notify', channel: 'telegram', target: '123456789', private: true, notices: [], reminders: [] },
    ]);
    expect(read('notify slack https://hooks.slack.com/services/T/B/Z turn reminder')).toEqual([
      {
        kind: 'notify',
        channel: 'slack',
        target: 'https://hooks.slack.com/services/T/B/Z',
        private: false,
        notices: ['turn', 'reminder'],
        reminders: [],
      },
    ]);
    expect(read('notify off')).toEqual([{ kind: 'notify-off' }]);
    expect(read('notify')).toEqual([{ kind: 'notify-list' }]);
    // Reminders at the moments named, before a deadline.
    expect(read('notify telegram 42 reminder 12h 1h')[0]).toMatchObject({
      notices: ['reminder'],
      reminders: ['12h', '1h'],
    });
  });

  test('#44: 通知 and its words read as the English ones, full-width characters too', () => {
    expect(read('通知 ディスコード https://discord.com/api/webhooks/1/Ab')).toEqual([
      {
        kind: 'notify',
        channel: 'discord',
        target: 'https://discord.com/api/webhooks/1/Ab',
        private: false,
        notices: [],
        reminders: [],
      },
    ]);
    expect(read('通知 テレグラム １２３４５ 非公開')).toEqual([
      { kind: 'notify', channel: 'telegram', target: '12345', private: true, notices: [], reminders: [] },
    ]);
    expect(read('通知 オフ')).toEqual([{ kind: 'notify-off' }]);
    expect(read('通知停止')).toEqual([{ kind: 'notify-off' }]);
    expect(read('通知')).toEqual([{ kind: 'notify-list' }]);
  });

  test('#44: one kind of channel paused and resumed, in either order, in English and Japanese', () => {
    expect(read('notify off discord')).toEqual([{ kind: 'notify-off', channel: 'discord' }]);
    expect(read('Notify Slack off')).toEqual([{ kind: 'notify-off', channel: 'slack' }]);
    expect(read('notify on telegram')).toEqual([{ kind: 'notify-on', channel: 'telegram' }]);
    expect(read('通知 オフ ディスコード')).toEqual([{ kind: 'notify-off', channel: 'discord' }]);
    expect(read('通知 ディスコード 停止')).toEqual([{ kind: 'notify-off', channel: 'discord' }]);
    expect(read('通知 スラック 再開')).toEqual([{ kind: 'notify-on', channel: 'slack' }]);
    expect(read('通知 オン テレグラム')).toEqual([{ kind: 'notify-on', channel: 'telegram' }]);
  });

  test('#44: beside orders on one line; not a command when it is order text', () => {
    const r = splitCommands('move I to 0401; notify off');
    expect(r.commands.map((c) => c.kind)).toEqual(['notify-off']);
    expect(r.orders).toBe('move I to 0401');
    expect(read('notifying the general')).toEqual([]);
  });
});
