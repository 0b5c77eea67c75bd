// The building blocks of the mails, shared by the prompt, the report and the final mail.
import type { GameEvent } from '../../games/core/events';
import { eventsFor } from '../../games/core/events';
import { replyAddress } from '../../security/tokens';
import { deadlineIn } from '../../i18n/dates';
import { langOf, translator, type T } from '../../i18n/index';
import { formatVp, gameName, reportParts, sideName } from './format';
import type { MailSection } from './render';
import type { ActionContext, MailBase } from './types';

export const MAP_CID = 'map@despatch';

/** The lines a player may mail besides orders (issue 4 §5), in the order the help shows them. */
const COMMANDS = [
  'help',
  'status',
  'clear',
  'standing',
  'resign',
  'draw',
  'pause',
  'vacation',
  'settings',
  'language',
];

export function mapSection(alt: string, heading?: string): MailSection {
  return { ...(heading ? { heading } : {}), image: { cid: MAP_CID, alt } };
}

/** The link, the deadline, how to reply by mail, and the standing orders. */
export function actionSections(t: T, a: ActionContext, mailDomain: string): MailSection[] {
  const due = deadlineIn(langOf(t), a.deadline, {
    ...(a.timeZone ? { timeZone: a.timeZone } : {}),
    ...(a.now ? { now: new Date(a.now) } : {}),
  });
  const standing = a.standing?.trim();
  return [
    {
      heading: t('mail.actions.heading'),
      paragraphs: [due ? t('mail.actions.due', { due }) : t('mail.actions.noDeadline')],
      button: { url: a.orderUrl, label: t('mail.actions.button') },
      note: t('mail.actions.linkNote'),
    },
    {
      heading: t('mail.actions.replyHeading'),
      paragraphs: [t('mail.actions.reply', { address: replyAddress(a.replyToken, mailDomain) })],
      code: a.prompt.examples.length ? a.prompt.examples : ['pass'],
      items: [
        t('mail.actions.kinds', {
          kinds: a.prompt.orderKinds.join(t('common.listSeparator')) || t('common.none'),
        }),
        ...COMMANDS.map((c) => t(`mail.commands.${c}`)),
      ],
      note: t('mail.actions.allOrNothing'),
    },
    standing
      ? { heading: t('mail.actions.standingHeading'), code: standing.split('\n') }
      : { heading: t('mail.actions.standingHeading'), paragraphs: [t('mail.actions.noStanding')] },
  ];
}

export function diceCommitment(t: T, seedHash: string): MailSection {
  return {
    heading: t('mail.dice.heading'),
    paragraphs: [t('mail.dice.intro')],
    code: [seedHash],
    note: t('mail.dice.note'),
  };
}

/** Moves, battles (odds, die, result, effects), other events and VP, as this side may see them. */
export function eventSections(
  t: T,
  ctx: MailBase,
  events: readonly GameEvent[],
  vp?: Record<string, number>,
): MailSection[] {
  const parts = reportParts(eventsFor(events, ctx.side));
  const sections: MailSection[] = [];
  if (parts.moves.length) sections.push({ heading: t('mail.events.moves'), items: parts.moves });
  if (parts.battles.length) sections.push({ heading: t('mail.events.battles'), battles: parts.battles });
  if (parts.other.length) sections.push({ heading: t('mail.events.also'), items: parts.other });
  if (!parts.moves.length && !parts.battles.length && !parts.other.length) {
    sections.push({ paragraphs: [t('mail.events.nothing')] });
  }
  if (vp) sections.push({ heading: t('mail.events.vp'), paragraphs: [formatVp(vp, ctx.sideNames, t)] });
  return sections;
}

export const hubLine = (url: string, t: T = translator('en')) => t('mail.footer.hub', { url });

export function footer(
  t: T,
  ctx: Pick<MailBase, 'gameTitle' | 'gameNumber' | 'side' | 'sideNames' | 'gameUrl' | 'hubUrl' | 'handicap'>,
): string[] {
  return [
    t('mail.footer.side', { game: gameName(t, ctx), who: sideName(ctx.side, ctx.sideNames) }),
    ...(ctx.handicap ? [ctx.handicap] : []),
    t('mail.footer.gamePage', { url: ctx.gameUrl }),
    ...(ctx.hubUrl ? [hubLine(ctx.hubUrl, t)] : []),
    t('common.brand'),
  ];
}
