// Splits the new text of a reply into commands (help, status, clear, standing, resign, the time
// controls: vacation, pause, resume, offer/accept draw, timezone, digest, and the club commands:
// challenge, accept, decline, standings, seek, the preferences, bid; and notify, the notice channels) and the
// order text that goes to the game's grammar. A command is a whole line, or a whole `;` segment of
// a one-line phone reply; anything else is order text. Command lines are blanked rather than
// removed, so the line numbers the grammar reports still match the player's mail.

export type InboundCommand =
  | { kind: 'help'; line: number }
  | { kind: 'status'; line: number }
  | { kind: 'clear'; line: number }
  /** Replace the side's standing orders with `text` ('' clears them). */
  | { kind: 'standing'; text: string; line: number }
  /** First `resign` asks for confirmation; the second reply carries the code the answer gave. */
  | { kind: 'resign'; confirmation: string | null; line: number }
  | (TimeCommandText & { line: number })
  | (ClubCommandText & { line: number })
  | (NotifyCommandText & { line: number });

/** The notice channel commands (issue #44), carried out by src/app/notify/mail-commands.ts. */
export type NotifyCommandText =
  /** `notify discord https://… [private] [turn reminder …]`: the channel's kind and target as written
   *  (the URL keeps its case), private or not, the notices it gets (none named: the default). */
  | {
      kind: 'notify';
      channel: string;
      target: string;
      private: boolean;
      notices: string[];
      /** When to be reminded before a deadline, as written (`24h`, `1h`); none: the default. */
      reminders: string[];
    }
  /** `notify off` (every channel), `notify off discord` (the Discord ones, kept to resume later). */
  | { kind: 'notify-off'; channel?: string }
  /** `notify on discord`: the paused channels of that kind resume. */
  | { kind: 'notify-on'; channel: string }
  /** `notify` alone: the channels and their last delivery. */
  | { kind: 'notify-list' };

const NOTIFY_KINDS = new Set(['notify', 'notify-off', 'notify-on', 'notify-list']);

export function isNotifyCommand(c: InboundCommand): c is NotifyCommandText & { line: number } {
  return NOTIFY_KINDS.has(c.kind);
}

/** The notify words in Japanese, each beside the English it stands for. */
const JA_NOTIFY_WORDS: [RegExp, string][] = [
  [/^通知(?:停止|オフ)$/, 'notify off'],
  [/^通知(?=\s|$)/, 'notify'],
  [/(?<=^notify\s)(?:オフ|停止)(?=\s|$)/, 'off'],
  [/(?<=^notify\s)(?:オン|再開)(?=\s|$)/, 'on'],
  [/(?<=^notify\s(?:o(?:n|ff)\s)?)(?:ウェブフック)(?=\s|$)/, 'webhook'],
  [/(?<=^notify\s(?:o(?:n|ff)\s)?)(?:ディスコード)(?=\s|$)/, 'discord'],
  [/(?<=^notify\s(?:o(?:n|ff)\s)?)(?:スラック)(?=\s|$)/, 'slack'],
  [/(?<=^notify\s(?:o(?:n|ff)\s)?)(?:テレグラム)(?=\s|$)/, 'telegram'],
  // `通知 ディスコード オフ`: the kind first, as Japanese says it.
  [/(?<=^notify\s[a-z]+\s)(?:オフ|停止)$/, 'off'],
  [/(?<=^notify\s[a-z]+\s)(?:オン|再開)$/, 'on'],
  [/(?<=\s)(?:非公開|個人用)(?=\s|$)/, 'private'],
];

const NOTICE_WORDS = new Set(['turn', 'reminder', 'report', 'result', 'club', 'digest']);

/** `notify discord URL`, `notify telegram 12345 private`, `notify off`, `通知 オフ` ... or null. */
function readNotifyCommand(segment: string): NotifyCommandText | null {
  // The target keeps its case: a hook's URL is case-sensitive.
  let text = segment
    .normalize('NFKC')
    .trim()
    .replace(/[.!。]+$/, '')
    .replace(/\s+/g, ' ');
  for (const [ja, english] of JA_NOTIFY_WORDS) text = text.replace(ja, english);
  if (/^notify(?:\s+(?:list|status))?$/i.test(text)) return { kind: 'notify-list' };
  if (/^notify\s+off$/i.test(text)) return { kind: 'notify-off' };
  // One kind paused or resumed: `notify off discord` or `notify discord off`.
  const onOff = /^notify\s+(?:(on|off)\s+([a-z]+)|([a-z]+)\s+(on|off))$/i.exec(text);
  if (onOff) {
    const channel = (onOff[2] ?? onOff[3] ?? '').toLowerCase();
    return (onOff[1] ?? onOff[4] ?? '').toLowerCase() === 'on'
      ? { kind: 'notify-on', channel }
      : { kind: 'notify-off', channel };
  }
  const set = /^notify\s+([a-z]+)\s+(\S+)((?:\s+[a-z0-9]+)*)$/i.exec(text);
  if (!set) return null;
  const words = (set[3] ?? '').trim().toLowerCase().split(' ').filter(Boolean);
  return {
    kind: 'notify',
    channel: (set[1] as string).toLowerCase(),
    target: set[2] as string,
    private: words.includes('private'),
    notices: words.filter((w) => NOTICE_WORDS.has(w)),
    reminders: words.filter((w) => /^\d{1,3}[dhm]$/.test(w)),
  };
}

/** The club commands (issue 16), carried out by src/app/clubs/mail-commands.ts for the sender. */
export type ClubCommandText =
  /** `challenge bob@example.org [LADDER]`: the ladder as written ('' when left out). */
  | { kind: 'challenge'; to: string; ladder: string }
  /** `accept [N]`, `decline [N]`: the challenge's number, null when left out. */
  | { kind: 'accept-challenge' | 'decline-challenge'; id: number | null }
  | { kind: 'standings'; ladder: string }
  /** `seek [LADDER]`: an open offer to play anyone on the ladder. */
  | { kind: 'seek'; ladder: string }
  /** `preferences` (shown), `prefer sharpsburg, scotland` (`prefer any`), `max games 3` (`any`),
   *  `turn time 3d` (`any`): values as written, what is left out unchanged. */
  | { kind: 'preferences'; games?: string[]; maxGames?: string; turnTime?: string }
  /** `bid 3 union [N]`: a side bid on an accepted challenge (its number, null when left out). */
  | { kind: 'bid'; points: number; side: string; id: number | null };

/** The time-control commands (issue 5), carried out by src/app/time-commands.ts. */
export type TimeCommandText =
  /** `vacation 3d`: the duration as written ('' when missing). */
  | { kind: 'vacation'; duration: string }
  | { kind: 'pause' | 'resume' | 'offer-draw' | 'accept-draw' }
  | { kind: 'timezone'; zone: string }
  | { kind: 'digest'; on: boolean }
  /** `language ja`, `言語 日本語`: the language as written (issue #17). */
  | { kind: 'language'; lang: string };

const TIME_WORDS = new Map<string, 'pause' | 'resume' | 'offer-draw' | 'accept-draw'>([
  ['pause', 'pause'],
  ['resume', 'resume'],
  ['offer draw', 'offer-draw'],
  ['propose draw', 'offer-draw'],
  ['draw offer', 'offer-draw'],
  ['accept draw', 'accept-draw'],
  ['accept the draw', 'accept-draw'],
]);

/** `vacation 3d`, `timezone Europe/Paris`, `digest on`, `pause`, `offer draw` ... or null. */
function readTimeCommand(word: string): TimeCommandText | null {
  const simple = TIME_WORDS.get(word);
  if (simple) return { kind: simple };
  const vacation = /^vacation(?:\s+(.+))?$/.exec(word);
  if (vacation) return { kind: 'vacation', duration: vacation[1] ?? '' };
  const zone = /^(?:timezone|time zone|tz)\s*:?\s+(\S+)$/.exec(word);
  if (zone) return { kind: 'timezone', zone: zone[1] as string };
  const language = /^(?:language|lang|言語)\s*[:：]?\s*(\S+)$/.exec(word);
  if (language) return { kind: 'language', lang: language[1] as string };
  const digest = /^digest\s+(on|off)$/.exec(word);
  if (digest) return { kind: 'digest', on: digest[1] === 'on' };
  return null;
}

const CLUB_KINDS = new Set<string>([
  'challenge',
  'accept-challenge',
  'decline-challenge',
  'standings',
  'seek',
  'preferences',
  'bid',
]);

export function isClubCommand(c: InboundCommand): c is ClubCommandText & { line: number } {
  return CLUB_KINDS.has(c.kind);
}

/** The club command words in Japanese (issue #17), each beside the English it stands for. */
const JA_CLUB_WORDS: [RegExp, string][] = [
  [/^挑戦(?=\s)/, 'challenge'],
  [/^(?:受諾|承諾)(?=\s|$)/, 'accept'],
  [/^辞退(?=\s|$)/, 'decline'],
  [/^入札(?=\s)/, 'bid'],
  [/^順位表?(?=\s|$)/, 'standings'],
  [/^募集(?=\s|$)/, 'seek'],
  [/^設定$/, 'preferences'],
];

/** `challenge bob@example.org sharpsburg`, `accept 3`, `decline`, `standings` ... or null; the
 *  Japanese words (受諾 3, 入札 3 北軍 ...) and full-width characters read the same. */
function readClubCommand(segment: string): ClubCommandText | null {
  // Ladder names keep their case and spaces as written; only the command word is folded.
  let text = segment
    .normalize('NFKC')
    .replace(/#.*$/, '')
    .trim()
    .replace(/[.!。]+$/, '')
    .replace(/\s+/g, ' ');
  for (const [word, english] of JA_CLUB_WORDS) text = text.replace(word, english);
  const challenge = /^challenge\s+(\S+@\S+)(?:\s+(.+))?$/i.exec(text);
  if (challenge) return { kind: 'challenge', to: challenge[1] as string, ladder: challenge[2] ?? '' };
  const answer = /^(accept|decline)(?:\s+(?:challenge\s+)?(\d{1,9}))?$/i.exec(text);
  if (answer)
    return {
      kind: (answer[1] as string).toLowerCase() === 'accept' ? 'accept-challenge' : 'decline-challenge',
      id: answer[2] ? Number(answer[2]) : null,
    };
  // A side by its English name or its Japanese one (北軍).
  const bid =
    /^bid\s+(\d{1,3})\s+(?:for\s+)?([a-z\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}][a-z' \p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}ー-]*?)(?:\s+(?:challenge\s+|#)?(\d{1,9}))?$/iu.exec(
      text,
    );
  if (bid)
    return {
      kind: 'bid',
      points: Number(bid[1]),
      side: bid[2] as string,
      id: bid[3] ? Number(bid[3]) : null,
    };
  const preference = readPreference(text);
  if (preference) return preference;
  const listed = /^(standings|seek)(?:\s+(.+))?$/i.exec(text);
  if (listed)
    return { kind: (listed[1] as string).toLowerCase() as 'standings' | 'seek', ladder: listed[2] ?? '' };
  return null;
}

/** `preferences`, `prefer GAME, GAME`, `max games N`, `turn time 3d` ... or null. */
function readPreference(text: string): ClubCommandText | null {
  if (/^(preferences|prefer)$/i.test(text)) return { kind: 'preferences' };
  const prefer = /^prefer\s+(.+)$/i.exec(text);
  if (prefer) {
    const list = prefer[1] as string;
    const games = /^any( game)?$/i.test(list) ? [] : list.split(list.includes(',') ? ',' : ' ');
    return { kind: 'preferences', games: games.map((g) => g.trim()).filter(Boolean) };
  }
  const most = /^max(?:imum)?\s+games(?:\s+at\s+once)?\s+(\S+)$/i.exec(text);
  if (most) return { kind: 'preferences', maxGames: most[1] as string };
  const turn = /^turn\s*time\s+(.+)$/i.exec(text);
  return turn ? { kind: 'preferences', turnTime: turn[1] as string } : null;
}

export interface SplitReply {
  commands: InboundCommand[];
  /** The order text, line numbers preserved (command lines left blank). '' when there is none. */
  orders: string;
}

const SIMPLE = new Map<string, 'help' | 'status' | 'clear'>([
  ['help', 'help'],
  ['?', 'help'],
  ['status', 'status'],
  ['clear', 'clear'],
  ['clear orders', 'clear'],
]);

/** The game's reply commands in Japanese (issue #17), each beside the English it stands for. The
 *  draw has none: Travel Battle's 引き分け提案 is an order of the game itself. */
const JA_COMMAND_WORDS: [RegExp, string][] = [
  [/^(?:ヘルプ|help|使い方)$/, 'help'],
  [/^(?:状況|現状)$/, 'status'],
  [/^(?:命令取消|命令取り消し|取消|取り消し)$/, 'clear'],
  [/^常備命令(?=\s|:|$)/, 'standing'],
  [/^投了(?=\s|$)/, 'resign'],
  [/^休暇(?=\s|$)/, 'vacation'],
  [/^(?:一時停止|中断)$/, 'pause'],
  [/^再開$/, 'resume'],
  [/^(?:タイムゾーン|時間帯)(?=\s)/, 'timezone'],
  [/^ダイジェスト\s+(?:オン|on)$/, 'digest on'],
  [/^ダイジェスト\s+(?:オフ|off)$/, 'digest off'],
];

/** A segment as its command reads it: no comment, no closing stop, one space, lower case; Japanese
 *  command words and full-width characters read as the English. */
function normalise(segment: string): string {
  let word = segment
    .normalize('NFKC')
    .replace(/#.*$/, '')
    .trim()
    .replace(/[.!。]+$/, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();
  for (const [ja, english] of JA_COMMAND_WORDS) word = word.replace(ja, english);
  return word;
}

/** Reads one `;` segment as a command, or null when it is order text. */
function readCommand(segment: string, line: number): InboundCommand | 'standing-block' | null {
  const word = normalise(segment);
  const simple = SIMPLE.get(word);
  if (simple) return { kind: simple, line };
  if (word === 'standing' || word === 'standing:') return 'standing-block';
  const standing = /^(?:standing|常備命令)\s*[:：]?\s+(.*)$/i.exec(
    segment.normalize('NFKC').replace(/#.*$/, '').trim(),
  );
  if (standing) {
    const text = (standing[1] ?? '').trim();
    return { kind: 'standing', text: /^(none|clear)$/i.test(text) ? '' : text, line };
  }
  const resign = /^resign(?:\s+(\S+))?$/.exec(word);
  if (resign) return { kind: 'resign', confirmation: resign[1] ?? null, line };
  const time = readTimeCommand(word);
  if (time) return { ...time, line };
  const notify = readNotifyCommand(segment);
  if (notify) return { ...notify, line };
  const club = readClubCommand(segment);
  return club ? { ...club, line } : null;
}

export function splitCommands(text: string): SplitReply {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const commands: InboundCommand[] = [];
  const orders: string[] = [];
  // `standing` alone on a line: the following lines, up to a blank line, are the standing orders.
  let block: { line: number; lines: string[] } | null = null;
  const closeBlock = (): void => {
    if (block) commands.push({ kind: 'standing', text: block.lines.join('\n'), line: block.line });
    block = null;
  };
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (block) {
      if (raw.trim() !== '') {
        block.lines.push(raw.trim());
        orders.push('');
        return;
      }
      closeBlock();
    }
    const kept: string[] = [];
    for (const segment of raw.split(';')) {
      const command = segment.trim() === '' ? null : readCommand(segment, line);
      if (command === 'standing-block') block = { line, lines: [] };
      else if (command) commands.push(command);
      else kept.push(segment);
    }
    orders.push(
      kept.length === raw.split(';').length
        ? raw
        : kept
            .map((s) => s.trim())
            .filter(Boolean)
            .join('; '),
    );
  });
  closeBlock();
  const joined = orders.join('\n');
  return { commands, orders: joined.trim() === '' ? '' : joined.replace(/\s+$/, '') };
}
