// One POST of a notice: to the address the guard checked, with a short timeout, no redirect followed
// (a 3xx is an answer like any other) and at most a few kilobytes of the answer read.
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkedAddress } from './address-guard';

/** A whole POST, connection to answer, ends in this; well inside the sender's lease. */
export const POST_TIMEOUT_MS = 10_000;
/** Of an answer only this much is read (an error text to show the player). */
export const ANSWER_CAP_BYTES = 4096;

export interface PostAnswer {
  status: number;
  /** The answer's first ANSWER_CAP_BYTES, as text. */
  text: string;
}

export interface PostOptions {
  allowPrivate: boolean;
  timeoutMs?: number;
}

export async function postJson(
  target: string,
  body: string,
  headers: Record<string, string>,
  o: PostOptions,
): Promise<PostAnswer> {
  const url = new URL(target);
  const { address, family } = await checkedAddress(url, o.allowPrivate);
  // Connects to the checked address whatever a second lookup would say; TLS still checks the name.
  const pinned: LookupFunction = (_host, options, done) => {
    if ((options as { all?: boolean }).all)
      (done as (e: null, a: object[]) => void)(null, [{ address, family }]);
    else done(null, address, family);
  };
  const request = url.protocol === 'https:' ? https.request : http.request;
  return new Promise<PostAnswer>((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        lookup: pinned,
        // A connection of its own: a pooled one might lead to an address checked for another send.
        agent: false,
        timeout: o.timeoutMs ?? POST_TIMEOUT_MS,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size < ANSWER_CAP_BYTES) chunks.push(chunk.subarray(0, ANSWER_CAP_BYTES - size));
          size += chunk.length;
          // Enough read: the rest is not waited for.
          if (size >= ANSWER_CAP_BYTES) res.destroy();
        });
        const done = () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
        res.on('end', done);
        res.on('close', done);
        res.on('error', done);
      },
    );
    const deadline = setTimeout(
      () => req.destroy(new Error(`no answer in ${(o.timeoutMs ?? POST_TIMEOUT_MS) / 1000} s`)),
      o.timeoutMs ?? POST_TIMEOUT_MS,
    );
    req.on('timeout', () => req.destroy(new Error('the receiver stopped answering')));
    req.on('error', reject);
    req.on('close', () => clearTimeout(deadline));
    req.end(body);
  });
}
