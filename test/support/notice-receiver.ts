// A local HTTP server standing in for Discord, Slack, Telegram's Bot API and a generic webhook
// receiver: it keeps every POST (path, headers, body) and answers each with the next status a test
// queued (200 when none is left). A test may also run a hook as a POST arrives (to kill a sender).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPost {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The status it was answered with. */
  status: number;
}

export interface NoticeReceiver {
  url: string;
  posts: ReceivedPost[];
  /** The statuses the next POSTs get, in order. */
  answers: number[];
  /** Runs when a POST has arrived, before it is answered; true leaves it unanswered (its
   *  connection cut), as a receiver that took a POST but whose answer never got back. */
  onPost?: (post: ReceivedPost) => boolean | void;
  /** The JSON bodies of the POSTs answered 2xx, by their Idempotency-Key. */
  delivered(): Map<string, unknown[]>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<NoticeReceiver> {
  const receiver: NoticeReceiver = {
    url: '',
    posts: [],
    answers: [],
    delivered() {
      const byKey = new Map<string, unknown[]>();
      for (const p of receiver.posts.filter((x) => x.status >= 200 && x.status < 300)) {
        const key = String(p.headers['idempotency-key']);
        byKey.set(key, [...(byKey.get(key) ?? []), JSON.parse(p.body)]);
      }
      return byKey;
    },
    close: () => new Promise((r) => server.close(() => r())),
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const status = receiver.answers.shift() ?? 200;
      const post = {
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
        status,
      };
      receiver.posts.push(post);
      if (receiver.onPost?.(post) === true) {
        post.status = 0;
        req.socket.destroy();
        return;
      }
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(status < 300 ? '{"ok":true}' : `{"ok":false,"error":"answered ${status}"}`);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return receiver;
}
