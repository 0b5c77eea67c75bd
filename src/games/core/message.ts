// A sentence named by its key in the message files (src/i18n/messages), with the values it puts in
// (issue #17): how the pure code says something to a player without writing it in one language. The
// edges render it in the reader's language; the games keep importing nothing outside src/games.
export type MessageVars = Record<string, string | number>;

export interface Message {
  key: string;
  vars?: MessageVars;
}
