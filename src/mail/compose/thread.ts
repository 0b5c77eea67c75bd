// Every mail of a game to one player is one thread: stable Message-IDs derived from the game, the side
// and a per-mail key, all later mails pointing at the side's first mail ('start').
export const THREAD_ROOT_KEY = 'start';

export interface ThreadIds {
  messageId: string;
  inReplyTo?: string;
  references?: string[];
}

const clean = (s: string): string => s.replace(/[^A-Za-z0-9_-]/g, '-');

export function messageIdFor(gameId: string, side: string, key: string, mailDomain: string): string {
  return `<despatch.${clean(gameId)}.${clean(side)}.${clean(key)}@${mailDomain}>`;
}

export function threadIds(gameId: string, side: string, key: string, mailDomain: string): ThreadIds {
  const messageId = messageIdFor(gameId, side, key, mailDomain);
  if (key === THREAD_ROOT_KEY) return { messageId };
  const root = messageIdFor(gameId, side, THREAD_ROOT_KEY, mailDomain);
  return { messageId, inReplyTo: root, references: [root] };
}

export function subjectFor(gameTitle: string, gameNumber: number, what: string): string {
  return `[Despatch] ${gameTitle} #${gameNumber} — ${what}`;
}
