// Inbound mail throughput: parse + reply extraction over the fixture corpus, and SMTP receive
// (a minimal raw SMTP client -> the listener -> parse) on 127.0.0.1. Prints figures; never asserts on time.
// The whole pipeline (stored orders, answer queued, PGlite/Postgres) is in inbound-pipeline.ts.
import { readFileSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseInbound } from '../src/mail/inbound/parse';
import { splitCommands } from '../src/mail/inbound/commands';
import { startSmtpListener } from '../src/mail/inbound/smtp-listener';
import type { InboundAddressing } from '../src/mail/inbound/types';

export interface InboundFigures {
  stage: string;
  mails: number;
  seconds: number;
  perSecond: number;
}

const ADDRESSING: InboundAddressing = {
  mailDomain: 'despatch.example',
  ownAddresses: ['turns@despatch.example'],
};
const FIXTURES = new URL('../test/inbound/fixtures/', import.meta.url);
const TOKEN = 'k7m2q4xwrhbdpz3vna5e';

function corpus(): Buffer[] {
  return readdirSync(FIXTURES)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => readFileSync(new URL(f, FIXTURES)));
}

export function figures(stage: string, mails: number, started: bigint): InboundFigures {
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { stage, mails, seconds, perSecond: mails / seconds };
}

async function benchParse(mails: number): Promise<InboundFigures> {
  const raws = corpus();
  const started = process.hrtime.bigint();
  for (let i = 0; i < mails; i++) {
    const parsed = await parseInbound(raws[i % raws.length] as Buffer, ADDRESSING);
    splitCommands(parsed.text);
  }
  return figures(`parse + extract + commands (${raws.length} fixtures, round robin)`, mails, started);
}

/** One mail for the minimal client: its envelope and its bytes. */
export interface Envelope {
  from: string;
  to: string;
  raw: Buffer;
}

/** A minimal SMTP client on one connection: the figures measure the listener, not a client library. */
export async function smtpSession(port: number, mails: Envelope[]): Promise<void> {
  const socket = connect(port, '127.0.0.1');
  socket.setNoDelay(true);
  let buffer = '';
  let waiting: ((reply: string) => void) | null = null;
  socket.on('data', (chunk) => {
    buffer += chunk.toString('latin1');
    if (waiting && /(?:^|\r\n)\d{3} [^\r\n]*\r\n$/.test(buffer)) {
      const done = waiting;
      waiting = null;
      done(buffer);
      buffer = '';
    }
  });
  const say = (line: string | Buffer, expect: RegExp): Promise<void> =>
    new Promise((resolve, reject) => {
      waiting = (reply) => (expect.test(reply) ? resolve() : reject(new Error(`SMTP: ${reply.trim()}`)));
      if (line.length > 0) socket.write(line);
    });
  await say('', /^220/);
  await say('EHLO bench.example\r\n', /^250/);
  for (const mail of mails) {
    await say(`MAIL FROM:<${mail.from}>\r\n`, /^250/);
    await say(`RCPT TO:<${mail.to}>\r\n`, /^250/);
    await say('DATA\r\n', /^354/);
    const body = mail.raw.toString('latin1').replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..');
    await say(Buffer.from(`${body}${body.endsWith('\r\n') ? '' : '\r\n'}.\r\n`, 'latin1'), /^250/);
  }
  await say('QUIT\r\n', /^221/);
  socket.end();
}

/** Deals `mails` round robin over `connections` sessions and runs them side by side. */
export async function smtpSessions(port: number, mails: Envelope[], connections: number): Promise<void> {
  const batches = Array.from({ length: connections }, (_, c) =>
    mails.filter((_m, i) => i % connections === c),
  );
  await Promise.all(batches.filter((b) => b.length > 0).map((batch) => smtpSession(port, batch)));
}

async function benchSmtp(mails: number, connections: number): Promise<InboundFigures> {
  let parsed = 0;
  const smtp = await startSmtpListener({
    port: 0,
    host: '127.0.0.1',
    addressing: ADDRESSING,
    isKnownToken: (t) => t === TOKEN,
    handler: async (raw, meta) => {
      await parseInbound(raw, ADDRESSING, meta);
      parsed++;
    },
  });
  const raws = corpus();
  const envelopes = Array.from({ length: mails }, (_, i) => ({
    from: 'alice@hooker.example',
    to: `orders+${TOKEN}@despatch.example`,
    raw: raws[i % raws.length] as Buffer,
  }));
  try {
    const started = process.hrtime.bigint();
    await smtpSessions(smtp.port, envelopes, connections);
    if (parsed !== mails) throw new Error(`received ${parsed} of ${mails}`);
    return figures(`SMTP receive + parse (${connections} connections)`, mails, started);
  } finally {
    await smtp.close();
  }
}

/** The longest event-loop stall (ms) while `work` runs, sampled every 10 ms. */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  await work();
  h.disable();
  return h.max / 1e6;
}

/** What a 10 MB mail costs the pages: the event loop's longest stall while it is read, against idle. */
export async function benchBigMail(): Promise<{ idleMs: number; readingMs: number }> {
  const raw = Buffer.from(
    `From: a@example.org\r\nTo: orders+${TOKEN}@despatch.example\r\nSubject: big\r\n\r\n${`${'x'.repeat(76)}\r\n`.repeat(120_000)}`,
  );
  await parseInbound(Buffer.from('Subject: warm-up\r\n\r\nhi'), ADDRESSING); // the worker starts once
  const idleMs = await longestStall(() => new Promise((r) => setTimeout(r, 500)));
  const readingMs = await longestStall(() => parseInbound(raw, ADDRESSING));
  return { idleMs, readingMs };
}

export async function benchInbound(
  opts: { mails?: number; smtpMails?: number; concurrency?: number } = {},
): Promise<InboundFigures[]> {
  return [
    await benchParse(opts.mails ?? 2000),
    await benchSmtp(opts.smtpMails ?? 500, opts.concurrency ?? 4),
  ];
}

export function printInboundFigures(rows: InboundFigures[]): void {
  console.log('inbound mail');
  for (const r of rows) {
    console.log(
      `  ${r.stage}: ${r.mails} mails in ${r.seconds.toFixed(2)} s = ${r.perSecond.toFixed(r.perSecond < 10 ? 1 : 0)} mails/s`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printInboundFigures(await benchInbound({ mails: Number(process.env.BENCH_MAILS ?? 2000) }));
}
