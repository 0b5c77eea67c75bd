// Helpers for the SMTP door tests: a listener with a recording handler, a raw SMTP dialogue.
import { connect } from 'node:net';
import {
  startSmtpListener,
  type SmtpListenerOptions,
  type SmtpListener,
} from '../../src/mail/inbound/smtp-listener';
import type { InboundMeta } from '../../src/mail/inbound/types';

export const TOKEN = 'k7m2q4xwrhbdpz3vna5e';
export const REPLY = `orders+${TOKEN}@despatch.example`;

export interface Received {
  raw: Buffer;
  meta: InboundMeta;
}

export async function listener(
  over: Partial<SmtpListenerOptions> = {},
): Promise<{ smtp: SmtpListener; received: Received[] }> {
  const received: Received[] = [];
  const smtp = await startSmtpListener({
    port: 0,
    host: '127.0.0.1',
    addressing: { mailDomain: 'despatch.example', ownAddresses: ['turns@despatch.example'] },
    isKnownToken: (t) => t === TOKEN,
    handler: async (raw, meta) => {
      received.push({ raw, meta });
    },
    ...over,
  });
  return { smtp, received };
}

/**
 * Speaks SMTP line by line: sends each command after the previous reply and returns every reply
 * (the greeting first). Bounded: gives up after `timeoutMs`.
 */
export function dialogue(port: number, commands: string[], timeoutMs = 10000): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const replies: string[] = [];
    let buffer = '';
    const queue = [...commands];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`SMTP dialogue timed out; replies so far: ${replies.join(' | ')}`));
    }, timeoutMs);
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      // A reply is complete when its last line has a space after the code ("250 ok", not "250-").
      const match = /(?:^|\r\n)(\d{3}) [^\r\n]*\r\n$/.exec(buffer);
      if (!match) return;
      replies.push(buffer.trimEnd());
      buffer = '';
      const next = queue.shift();
      if (next === undefined) {
        clearTimeout(timer);
        socket.end();
        resolve(replies);
      } else socket.write(next);
    });
    socket.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}
