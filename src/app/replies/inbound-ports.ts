// The service side of the inbound pipeline (src/mail/inbound/pipeline.ts, InboundPorts): look up reply
// tokens, record each mail once, run the reply, and queue answers and refusals in the outbox.
import { gameSides } from '../../db/repos/games';
import { emailOfPlayer } from '../../db/repos/players';
import { finishInbound, recordInbound, releaseInbound } from '../../db/repos/inbound';
import { enqueueMails } from '../../db/repos/outbox';
import {
  InboundBusyError,
  isPlayerTarget,
  type InboundOutcome,
  type InboundPorts,
  type PlayerTarget,
  type ReplyTarget,
} from '../../mail/inbound/pipeline';
import { isTokenError, verifyPlayerReplyToken, verifyReplyToken } from '../../security/tokens';
import { answerMail } from '../notices/answer-mail';
import { answerAllowance, capNotice, CAP_NOTICE_KIND } from './answer-cap';
import { memberReader, sideIn } from '../clubs/member-reader';
import type { AppContext } from '../base/context';
import { handleReply } from './handle-reply';
import { handlePlayerReply } from './player-reply';
import { moduleOf } from '../base/load';
import { findGame } from '../../db/repos/games';
import { formerPlayer } from '../../db/repos/desk';

/** A player's own token (club mails): the address it was issued to. */
async function resolvePlayerToken(ctx: AppContext, token: string): Promise<PlayerTarget | null> {
  const claims = verifyPlayerReplyToken(ctx.config.secret, token);
  if (isTokenError(claims)) return null;
  const email = await emailOfPlayer(ctx.db, claims.playerId);
  return email ? { kind: 'player', player: email } : null;
}

async function resolveToken(ctx: AppContext, token: string): Promise<ReplyTarget | PlayerTarget | null> {
  const claims = verifyReplyToken(ctx.config.secret, token);
  if (isTokenError(claims)) return resolvePlayerToken(ctx, token);
  const game = await findGame(ctx.db, String(claims.gameNumber));
  if (!game) return null;
  const side = moduleOf(ctx, game.game_type).sides[claims.sideIndex];
  const player = (await gameSides(ctx.db, game.id)).find((s) => s.side === side);
  if (!side || !player) return null;
  const target = { gameId: game.id, side, step: claims.step, player: player.email };
  const seat = claims.seat ?? 0;
  if (seat === player.seat) return target;
  const former = await formerPlayer(ctx.db, game.id, side, seat);
  return former === null ? null : { ...target, formerPlayer: former };
}

function outcomeDetail(o: InboundOutcome): {
  outcome: string;
  detail: unknown;
  target?: ReplyTarget | PlayerTarget;
} {
  // A player's own token names no game: the record keeps the address in its detail.
  if ('target' in o && isPlayerTarget(o.target)) {
    const { target, kind: _kind, ...rest } = o;
    return { outcome: o.kind, detail: { ...rest, player: target.player } };
  }
  switch (o.kind) {
    case 'automatic':
      return { outcome: o.kind, detail: { why: o.why } };
    case 'no-token':
      return { outcome: o.kind, detail: null };
    case 'bad-token':
      return { outcome: o.kind, detail: { token: o.token } };
    case 'replaced':
      return { outcome: o.kind, detail: null, target: o.target };
    case 'handled':
      return { outcome: o.kind, detail: { result: o.result }, target: o.target };
    default:
      return { outcome: o.kind, detail: { detail: o.detail }, target: o.target };
  }
}

export function createInboundPorts(ctx: AppContext): InboundPorts {
  // The mails this process is handling now. A claim of this instance on any other mail was left by a
  // handling that failed as the database went away (its claim could not be given back then): the
  // sender's next try takes it over at once, rather than being told "busy" until the lease ends.
  const handling = new Set<string>();
  const name = (key: { messageId: string; sender: string }) => `${key.messageId}\u0000${key.sender}`;
  return {
    resolveToken: (token) => resolveToken(ctx, token),
    async record({ key, door, parsed, raw }) {
      if (handling.has(name(key))) throw new InboundBusyError(key.messageId);
      handling.add(name(key));
      try {
        // A full disk: the sender's server is told to try again (451), nothing is half-stored.
        await ctx.room?.();
        const claim = await recordInbound(
          ctx.db,
          { key, door, from: parsed.from?.address ?? null, to: parsed.to.join(', ') || null, raw },
          ctx.now(),
          ctx.instance,
          { ownClaimIsLeft: true },
        );
        if (claim === 'busy') throw new InboundBusyError(key.messageId);
        if (claim !== 'new') handling.delete(name(key));
        return claim === 'new';
      } catch (err) {
        handling.delete(name(key));
        throw err;
      }
    },
    async release(key) {
      try {
        await releaseInbound(ctx.db, key);
      } finally {
        handling.delete(name(key));
      }
    },
    async finish(key, outcome) {
      const d = outcomeDetail(outcome);
      try {
        await finishInbound(
          ctx.db,
          key,
          {
            outcome: d.outcome,
            detail: d.detail,
            ...(d.target && !isPlayerTarget(d.target)
              ? { gameId: d.target.gameId, side: d.target.side, step: d.target.step }
              : {}),
          },
          ctx.now(),
        );
      } finally {
        handling.delete(name(key));
      }
    },
    act: (request) => handleReply(ctx, request),
    actForPlayer: (request) => handlePlayerReply(ctx, request),
    async keepUnreadable({ key, door, raw, why }) {
      const claim = await recordInbound(
        ctx.db,
        { key, door, from: null, to: null, raw },
        ctx.now(),
        ctx.instance,
      );
      if (claim === 'new')
        await finishInbound(ctx.db, key, { outcome: 'unreadable', detail: { why } }, ctx.now());
    },
    async refuse(to, refusal, parsed) {
      // In the player's own language (their hub's choice); the side by its name in it.
      const reader = await memberReader(ctx.db, to);
      const t = reader.t;
      const game = refusal.gameId ? await findGame(ctx.db, refusal.gameId) : undefined;
      const side = game ? sideIn(reader, moduleOf(ctx, game.game_type), refusal.detail) : refusal.detail;
      const paragraphs =
        refusal.reason === 'replaced'
          ? [t('reply.unread.replaced', { side }), t('reply.unread.replacedNext')]
          : refusal.reason === 'wrong-sender'
            ? [t('reply.unread.wrongSender'), t('reply.unread.wrongSenderNext')]
            : [t('reply.unread.notAuthenticated'), `(${refusal.detail})`];
      // A stranger could send refusal after refusal to the player: the same cap as answers.
      const allowance = await answerAllowance(ctx, to, false);
      if (allowance === 'silent') return;
      const capped = allowance === 'notice';
      const mail = answerMail(ctx.config, {
        kind: capped ? CAP_NOTICE_KIND : 'refusal',
        to,
        // Our subject, never the incoming one (it could carry anyone's text).
        subject: `[Despatch] ${t(capped ? 'reply.cap.subject' : 'reply.unread.subject')}`,
        paragraphs: capped ? capNotice(t) : paragraphs,
        inReplyTo: {
          messageId: parsed.messageId ?? `<unknown@${ctx.config.mailDomain}>`,
          references: parsed.references,
        },
      });
      await enqueueMails(ctx.db, null, capped ? CAP_NOTICE_KIND : 'refusal', [mail], ctx.now());
    },
  };
}
