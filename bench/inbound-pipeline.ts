// The whole inbound pipeline, as `despatch serve` runs it: SMTP receive (the real listener, RCPT
// token check) -> parse, loop and sender checks, record the Message-ID -> orders validated and
// stored -> answer queued in the outbox, on PGlite and PostgreSQL. Two workloads:
//   - "stored": Travel Battle's board choice, both sides awaited, so the step stays open (the
//     inbound path alone);
//   - "resolved": Sharpsburg orders that complete the step (resolution, reports and their map PNGs
//     included: what a player's reply costs when it is the last one awaited).
// Game creation is not timed. Prints figures; asserts nothing.
import { tmpdir } from 'node:os';
import { sql } from 'kysely';
import { createInboundPorts } from '../src/app/replies/inbound-ports';
import { createServices } from '../src/app/index';
import { replyToken } from '../src/app/base/links';
import { loadConfig } from '../src/config';
import type { OpenDatabase } from '../src/db/connect';
import { createRng } from '../src/games/core/rng';
import { addressingFrom, openInboundDoors } from '../src/mail/inbound/doors';
import { createInboundPipeline } from '../src/mail/inbound/pipeline';
import { replyAddress } from '../src/security/tokens';
import { legalOrdersText } from '../src/app/turns/autoplay';
import { figures, smtpSessions, type Envelope, type InboundFigures } from './inbound';
import { withDatabase } from './service';

type Workload = 'stored' | 'resolved';
const GAME: Record<Workload, { id: string; side: string; players: Record<string, string> }> = {
  stored: { id: 'travel-battle', side: 'red', players: { red: 'r@bench.test', blue: 'b@bench.test' } },
  resolved: {
    id: 'sharpsburg',
    side: 'union',
    players: { union: 'u@bench.test', confederate: 'c@bench.test' },
  },
};

function mime(from: string, to: string, body: string, id: string): Buffer {
  const head = [`From: ${from}`, `To: ${to}`, 'Subject: Re: orders', `Message-ID: <${id}@bench.test>`];
  return Buffer.from(`${head.join('\r\n')}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${body}\r\n`);
}

async function countRows(d: OpenDatabase, table: 'submissions' | 'outbox', kind?: string): Promise<number> {
  let q = d.db.selectFrom(table).select(sql<string>`count(*)`.as('n'));
  if (kind) q = q.where(sql.ref('kind'), '=', kind);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

async function run(d: OpenDatabase, workload: Workload, mails: number, connections: number) {
  const config = loadConfig({
    SECRET: 'bench-secret-bench-secret-bench-secret-01',
    ADMIN_TOKEN: 'bench-admin-token-000001',
    DATA_DIR: tmpdir(),
    MAIL_DOMAIN: 'bench.test',
  });
  const services = createServices({ db: d.db, config });
  const handler = createInboundPipeline({
    addressing: addressingFrom(config),
    ports: createInboundPorts(services.ctx),
  });
  const doors = await openInboundDoors({ ...config, inboundSmtpPort: 0 }, handler, { host: '127.0.0.1' });
  const g = GAME[workload];
  const rng = createRng(`bench-inbound-${workload}`);
  const envelopes: Envelope[] = [];
  for (let n = 0; n < mails; n++) {
    const { gameId, number } = await services.createGame({ game: g.id, players: g.players });
    const module = services.ctx.games(g.id);
    const to = replyAddress(replyToken(config, number, module.sides.indexOf(g.side), 1), config.mailDomain);
    const from = g.players[g.side] ?? '';
    const body = await legalOrdersText(services.ctx, gameId, g.side, rng);
    envelopes.push({ from, to, raw: mime(from, to, body, `${workload}.${n}`) });
  }
  const before = { subs: await countRows(d, 'submissions'), answers: await countRows(d, 'outbox', 'answer') };
  try {
    const started = process.hrtime.bigint();
    await smtpSessions(doors.smtp?.port ?? 0, envelopes, connections);
    const result = figures(
      `${d.kind}, ${workload === 'stored' ? 'orders stored, step still open' : 'orders complete the step (resolution + report PNGs)'} (${connections} connections)`,
      mails,
      started,
    );
    const stored = (await countRows(d, 'submissions')) - before.subs;
    const answered = (await countRows(d, 'outbox', 'answer')) - before.answers;
    if (stored !== mails || answered !== mails)
      throw new Error(`${workload}: ${stored} stored, ${answered} answers of ${mails} mails`);
    return result;
  } finally {
    await doors.close();
  }
}

export async function benchInboundPipeline(
  opts: { stored?: number; resolved?: number; connections?: number } = {},
): Promise<InboundFigures[]> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const out: InboundFigures[] = [];
  for (const kind of url ? (['pglite', 'postgres'] as const) : (['pglite'] as const)) {
    await withDatabase(kind, url, async (d) => {
      out.push(await run(d, 'stored', opts.stored ?? 100, opts.connections ?? 4));
      out.push(await run(d, 'resolved', opts.resolved ?? 20, opts.connections ?? 4));
    });
  }
  return out;
}
