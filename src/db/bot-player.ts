// The bot's player row: every side the bot plays belongs to it. Its address is under `.invalid`
// (RFC 2606: never delivered), and the outbox queues nothing to it, so the bot gets no mail.
export const BOT_ADDRESS = 'bot@despatch.invalid';

export function isBotAddress(address: string): boolean {
  return address.trim().toLowerCase() === BOT_ADDRESS;
}
