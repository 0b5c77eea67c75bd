// Inbound mail throughput: parse + reply extraction over the fixture corpus, and SMTP receive
// (nodemailer -> the listener -> parse) on 127.0.0.1. Prints figures; never asserts on time.
// The whole pipeline (stored orders, answer queued, PGlite/Postgres) is measured once the
// service layer is wired in (issue 4 §8).
import { readFileSync, readdirSync } from 'node:fs';
import nodemailer from 'nodemailer';
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

function figures(stage: string, mails: number, started: bigint): InboundFigures {
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

async function benchSmtp(mails: number, concurrency: number): Promise<InboundFigures> {
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
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: smtp.port,
    pool: true,
    maxConnections: concurrency,
    maxMessages: Infinity,
  });
  const raws = corpus();
  try {
    const started = process.hrtime.bigint();
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < mails) {
        const i = next++;
        await transport.sendMail({
          envelope: { from: 'alice@hooker.example', to: `orders+${TOKEN}@despatch.example` },
          raw: raws[i % raws.length] as Buffer,
        });
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    if (parsed !== mails) throw new Error(`received ${parsed} of ${mails}`);
    return figures(`SMTP receive + parse (${concurrency} connections)`, mails, started);
  } finally {
    transport.close();
    await smtp.close();
  }
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
      `  ${r.stage}: ${r.mails} mails in ${r.seconds.toFixed(2)} s = ${r.perSecond.toFixed(0)} mails/s`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printInboundFigures(await benchInbound({ mails: Number(process.env.BENCH_MAILS ?? 2000) }));
}
