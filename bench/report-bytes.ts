// Bytes per report mail: a transport that hands every mail on and, for the outbox's report mails,
// notes the size of the MIME message a relay would receive (text, HTML and the PNG pictures).
import MailComposer from 'nodemailer/lib/mail-composer';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { toNodemailer, type Transport } from '../src/mail/outbox/transport';

export function measuringReports(
  db: Kysely<Database>,
  inner: Transport,
): { transport: Transport; bytes: number[] } {
  const bytes: number[] = [];
  const transport: Transport = {
    describe: inner.describe,
    transactional: inner.transactional,
    close: () => inner.close(),
    async deliver(mail, ctx) {
      // Inside the sender's transaction when there is one (PGlite has a single connection).
      const row = await (ctx.trx ?? db)
        .selectFrom('outbox')
        .select('kind')
        .where('id', '=', ctx.outboxId)
        .executeTakeFirst();
      if (row?.kind === 'report') {
        const mime = await new MailComposer(toNodemailer(mail)).compile().build();
        bytes.push(mime.length);
      }
      return inner.deliver(mail, ctx);
    },
  };
  return { transport, bytes };
}
