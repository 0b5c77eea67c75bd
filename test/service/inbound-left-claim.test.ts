// Issue #47: a reply whose handling failed as the database went away (a restart, a failover) leaves its
// claim, since giving the claim back needs the database too. The sending server's next try must be
// handled then, not told "busy, try later" until the claim's lease runs out (five minutes, or hours
// after the clock went back): the fault soak's players waited minutes for their answers so. A claim of
// this instance on a mail it is not handling now is such a left claim, and is taken over at once.
import { inboundKey, recordInbound } from '../../src/db/repos/inbound';
import { gameByAdminApi, promptReplyTo, relayedServer, smtpClient } from '../support/relayed';
import { until } from '../support/until';

describe('a claim left by a failed handling', () => {
  const s = relayedServer();

  test('#47: the sender retry of a reply whose claim a failed handling left is handled at once, not told to wait', async () => {
    const { number } = await gameByAdminApi(s);
    const replyTo = await promptReplyTo(s, 'u@example.com');
    const { ctx } = s.server.services;
    const messageId = '<left-claim.1@example.com>';
    const key = inboundKey(messageId, 'u@example.com');
    // What a handling cut off by the database leaves: the mail recorded and claimed by this instance,
    // never finished, the claim not given back.
    const left = await recordInbound(
      ctx.db,
      { key, door: 'smtp', from: 'u@example.com', to: replyTo ?? null, raw: Buffer.from('cut off') },
      ctx.now(),
      ctx.instance,
    );
    expect(left).toBe('new');

    const mailer = smtpClient(s);
    // The sender's retry: accepted (250), not a 451 "busy" until the lease ends.
    await expect(
      mailer.sendMail({
        from: 'u@example.com',
        to: replyTo,
        subject: 'Re: orders',
        text: 'pass\n',
        messageId,
      }),
    ).resolves.toMatchObject({ accepted: [replyTo] });
    mailer.close();
    const row = await until('the reply handled', async () => {
      const r = await ctx.db
        .selectFrom('inbound_mail')
        .select(['handled_at', 'outcome', 'claimed_by'])
        .where('message_id', '=', messageId)
        .executeTakeFirst();
      return r?.handled_at ? r : undefined;
    });
    expect(row).toMatchObject({ outcome: 'handled', claimed_by: null });
    // Its orders were taken: the union's step 1 resolved.
    await until('step 1 resolved', async () => {
      const step = await ctx.db
        .selectFrom('steps')
        .innerJoin('games', 'games.id', 'steps.game_id')
        .select('steps.resolved_at')
        .where('games.number', '=', number)
        .where('steps.seq', '=', 1)
        .executeTakeFirst();
      return step?.resolved_at ? true : undefined;
    });
  }, 180_000);
});
