// Compose: pure functions from what the service knows to an OutgoingMail (plain JSON for the outbox).
// Mail kinds: the prompt (a side must act), the start mail (a side that waits), the report after each
// resolution (carrying the prompt when the reader acts next) and the final mail (result, seed).
import { eventsFor } from '../../games/core/events';
import { assemble, CLOSE_UP_WIDTH, type ExtraPicture } from './assemble';
import { closeUpOfSide, closeUps, type CloseUp } from './close-up';
import { translator, say, type T } from '../../i18n/index';
import { gameName, listNames, sideName } from './format';
import type { MailModel, MailSection } from './render';
import { actionSections, diceCommitment, eventSections, footer, mapSection } from './sections';
import { subjectFor } from './thread';
import type {
  FinalContext,
  MailBase,
  OutgoingMail,
  PromptContext,
  ReportContext,
  StartContext,
} from './types';

export type * from './types';
export { threadIds, messageIdFor, subjectFor, THREAD_ROOT_KEY } from './thread';
export { composeClubDigest, type ClubDigestContext, type ClubDigestLadder } from './club-digest';
export {
  composeNotice,
  composeDigest,
  type NoticeContext,
  type DigestContext,
  type DigestGame,
} from './time';

export function composePrompt(ctx: PromptContext): OutgoingMail {
  const t = translator(ctx.lang);
  const who = sideName(ctx.side, ctx.sideNames);
  const game = gameName(t, ctx);
  // Where the reader's own units are, large enough to read on a phone.
  const close = closeUpSections(
    t,
    ctx,
    'svg' in ctx.map ? closeUpOfSide(ctx.map.svg, ctx.side) : [],
    t('mail.prompt.closeUps'),
  );
  const model: MailModel = {
    lang: ctx.lang ?? 'en',
    title: ctx.prompt.title,
    preheader: t('mail.prompt.preheader', { game, who }),
    sections: [
      { paragraphs: [t('mail.prompt.intro', { game, who })] },
      {
        heading: t('mail.prompt.situation'),
        paragraphs: paragraphs(ctx.prompt.text, ctx.situation && say(t, ctx.situation)),
      },
      mapSection(t('mail.prompt.mapAlt', { game, who })),
      ...close.sections,
      ...actionSections(t, ctx, ctx.mailDomain),
      ...(ctx.seedHash ? [diceCommitment(t, ctx.seedHash)] : []),
    ],
    footer: footer(t, ctx),
    ...(ctx.rulesUrl ? { rulesUrl: ctx.rulesUrl } : {}),
  };
  return assemble(
    ctx,
    subjectFor(ctx.gameTitle, ctx.gameNumber, ctx.prompt.title),
    model,
    ctx,
    close.pictures,
  );
}

export function composeStart(ctx: StartContext): OutgoingMail {
  const t = translator(ctx.lang);
  const who = sideName(ctx.side, ctx.sideNames);
  const waiting = listNames(ctx.waitingFor, ctx.sideNames, t);
  const game = gameName(t, ctx);
  const title = t('mail.start.title', { who });
  const model: MailModel = {
    lang: ctx.lang ?? 'en',
    title,
    preheader: t('mail.start.preheader', { game, waiting }),
    sections: [
      { paragraphs: [t('mail.start.begun', { game, who }), t('mail.start.waiting', { waiting })] },
      mapSection(t('mail.start.mapAlt', { game })),
      diceCommitment(t, ctx.seedHash),
    ],
    footer: footer(t, ctx),
    ...(ctx.rulesUrl ? { rulesUrl: ctx.rulesUrl } : {}),
  };
  return assemble(ctx, subjectFor(ctx.gameTitle, ctx.gameNumber, title), model);
}

/** The report's close-ups (close-up.ts), every area the reader needs in one of them: their
 * sections, and the pictures they name; then the game page's map, to zoom in on. */
function closeUpParts(t: T, ctx: ReportContext): { sections: MailSection[]; pictures: ExtraPicture[] } {
  const ups = 'svg' in ctx.map ? closeUps(ctx.map.svg, eventsFor(ctx.events, ctx.side), ctx.side) : [];
  const parts = closeUpSections(t, ctx, ups, t('mail.report.closeUp'));
  if (!ups.length) return parts;
  const whole = { url: `${ctx.gameUrl}#map`, label: t('mail.report.wholeMap') };
  return { ...parts, sections: [...parts.sections, { link: whole }] };
}

function closeUpSections(
  t: T,
  ctx: MailBase,
  ups: CloseUp[],
  heading: string,
): { sections: MailSection[]; pictures: ExtraPicture[] } {
  return {
    sections: ups.map((u, i) => ({
      ...(i === 0 ? { heading } : {}),
      image: {
        cid: `closeup-${i + 1}@despatch`,
        alt: t('mail.report.closeUpAlt', {
          places: u.places.map(ctx.placeName ?? String).join(t('common.listSeparator')),
        }),
      },
    })),
    pictures: ups.map((u, i) => ({
      cid: `closeup-${i + 1}@despatch`,
      filename: `closeup-${i + 1}.png`,
      svg: u.svg,
      width: CLOSE_UP_WIDTH,
    })),
  };
}

export function composeReport(ctx: ReportContext): OutgoingMail {
  const t = translator(ctx.lang);
  const waiting = ctx.waitingFor?.length ? listNames(ctx.waitingFor, ctx.sideNames, t) : null;
  const close = closeUpParts(t, ctx);
  const step = ctx.stepTitle;
  const model: MailModel = {
    lang: ctx.lang ?? 'en',
    title: t('mail.report.title', { step }),
    preheader: ctx.next
      ? t('mail.report.preheaderNext', { next: ctx.next.prompt.title })
      : t('mail.report.preheaderDone', { step }),
    sections: [
      ...eventSections(t, ctx, ctx.events, ctx.vp),
      mapSection(t('mail.report.mapAlt'), t('mail.report.mapHeading')),
      ...close.sections,
      ...(ctx.next
        ? [{ heading: ctx.next.prompt.title, paragraphs: paragraphs(ctx.next.prompt.text) }]
        : waiting
          ? [{ paragraphs: [t('mail.report.waiting', { waiting })] }]
          : []),
      ...(ctx.next ? actionSections(t, ctx.next, ctx.mailDomain) : []),
    ],
    footer: footer(t, ctx),
    ...(ctx.rulesUrl ? { rulesUrl: ctx.rulesUrl } : {}),
  };
  const what = ctx.next ? ctx.next.prompt.title : t('mail.report.title', { step });
  return assemble(ctx, subjectFor(ctx.gameTitle, ctx.gameNumber, what), model, ctx.next, close.pictures);
}

export function composeFinal(ctx: FinalContext): OutgoingMail {
  const t = translator(ctx.lang);
  const { result } = ctx;
  const game = gameName(t, ctx);
  const headline = result.winner
    ? t('mail.final.wins', { who: sideName(result.winner, ctx.sideNames), level: result.level })
    : t('mail.final.draw', { level: result.level });
  const score = Object.entries(result.score).map(([s, n]) => `${sideName(s, ctx.sideNames)}: ${n}`);
  const title = t('mail.final.title', { headline });
  const model: MailModel = {
    lang: ctx.lang ?? 'en',
    title,
    preheader: t('mail.final.preheader', { game, headline }),
    sections: [
      { paragraphs: [result.summary || t('mail.final.over')] },
      { heading: t('mail.final.score'), items: score },
      ...(ctx.events
        ? [{ heading: ctx.stepTitle ?? t('mail.final.lastStep') }, ...eventSections(t, ctx, ctx.events)]
        : []),
      mapSection(t('mail.final.mapAlt'), t('mail.final.mapAlt')),
      verifySection(t, ctx),
    ],
    footer: footer(t, ctx),
    ...(ctx.rulesUrl ? { rulesUrl: ctx.rulesUrl } : {}),
  };
  return assemble(ctx, subjectFor(ctx.gameTitle, ctx.gameNumber, title), model);
}

function verifySection(t: T, ctx: FinalContext): MailModel['sections'][number] {
  return {
    heading: t('mail.final.verifyHeading'),
    paragraphs: [t('mail.final.seedWas')],
    code: [ctx.seed],
    items: [
      t('mail.final.seedCheck', { hash: ctx.seedHash, seed: ctx.seed }),
      t('mail.final.replay', { gameId: ctx.gameId }),
      t('mail.final.diceStats', { url: `${ctx.gameUrl}#dice-stats` }),
    ],
    button: { url: ctx.recordUrl, label: t('mail.final.record') },
  };
}

function paragraphs(...texts: (string | undefined)[]): string[] {
  return texts.flatMap((t) =>
    t
      ? t
          .split(/\n\s*\n|\n/)
          .map((p) => p.trim())
          .filter(Boolean)
      : [],
  );
}
