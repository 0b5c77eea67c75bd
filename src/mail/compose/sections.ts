// The building blocks of the mails, shared by the prompt, the report and the final mail.
import type { GameEvent } from '../../games/core/events';
import { eventsFor } from '../../games/core/events';
import { replyAddress } from '../../security/tokens';
import { formatVp, reportParts, sideName } from './format';
import { deadlineWords } from './time-words';
import type { MailSection } from './render';
import type { ActionContext, MailBase } from './types';

export const MAP_CID = 'map@despatch';

/** The lines a player may mail besides orders (issue 4 §5). */
const COMMANDS = [
  'help — the order grammar for this step, with examples',
  'status — your orders on file, standing orders and the deadline',
  'clear — withdraw the orders on file',
  'standing <orders> — replace your standing orders',
  'resign — give up the game (asks you to confirm)',
  'offer draw / accept draw — propose a draw, or accept the one your opponent offered',
  'pause / resume — stop the clock of this game (your opponent confirms with the same word)',
  'vacation 3d — stop your clock in all your games for 3 days (from your yearly vacation days)',
  'timezone Europe/Paris, digest on|off — your time zone; one daily mail instead of reminders',
];

export function mapSection(alt: string, heading?: string): MailSection {
  return { ...(heading ? { heading } : {}), image: { cid: MAP_CID, alt } };
}

/** The link, the deadline, how to reply by mail, and the standing orders. */
export function actionSections(a: ActionContext, mailDomain: string): MailSection[] {
  const due = deadlineWords(a.deadline, {
    ...(a.timeZone ? { timeZone: a.timeZone } : {}),
    ...(a.now ? { now: new Date(a.now) } : {}),
  });
  const standing = a.standing?.trim();
  return [
    {
      heading: 'Your orders',
      paragraphs: [due ? `Orders are due by ${due}.` : 'There is no deadline for this step.'],
      button: { url: a.orderUrl, label: 'Write your orders on the map' },
      note: 'The link is yours alone: it acts for your side. Do not forward this mail.',
    },
    {
      heading: 'Or reply to this mail',
      paragraphs: [
        `Reply with your orders, one per line (or separated by ";"). Your reply goes to ${replyAddress(a.replyToken, mailDomain)}; quoted text and signatures are ignored. For example:`,
      ],
      code: a.prompt.examples.length ? a.prompt.examples : ['pass'],
      items: [`Order kinds this step: ${a.prompt.orderKinds.join(', ') || 'none'}.`, ...COMMANDS],
      note: 'A submission is all or nothing: if any line is wrong, nothing changes and the answer says why. You may revise your orders until the step is resolved; the last submission counts.',
    },
    standing
      ? { heading: 'Your standing orders', code: standing.split('\n') }
      : {
          heading: 'Your standing orders',
          paragraphs: ['None: the defaults of the rules apply to decisions in your opponent’s turn.'],
        },
  ];
}

export function diceCommitment(seedHash: string): MailSection {
  return {
    heading: 'Dice you can check',
    paragraphs: ['Every die of this game comes from a secret seed fixed at the start. Its SHA-256 is:'],
    code: [seedHash],
    note: 'The seed is revealed in the last mail of the game, so you can check that no roll was changed.',
  };
}

/** Moves, battles (odds, die, result, effects), other events and VP, as this side may see them. */
export function eventSections(
  ctx: MailBase,
  events: readonly GameEvent[],
  vp?: Record<string, number>,
): MailSection[] {
  const parts = reportParts(eventsFor(events, ctx.side));
  const sections: MailSection[] = [];
  if (parts.moves.length) sections.push({ heading: 'Moves', items: parts.moves });
  if (parts.battles.length) sections.push({ heading: 'Battles', battles: parts.battles });
  if (parts.other.length) sections.push({ heading: 'Also', items: parts.other });
  if (!parts.moves.length && !parts.battles.length && !parts.other.length) {
    sections.push({ paragraphs: ['Nothing you could see happened in this step.'] });
  }
  if (vp) sections.push({ heading: 'Victory points so far', paragraphs: [formatVp(vp, ctx.sideNames)] });
  return sections;
}

export const hubLine = (url: string) => `All your games, clubs, ladders and challenges: ${url}`;

export function footer(
  ctx: Pick<MailBase, 'gameTitle' | 'gameNumber' | 'side' | 'sideNames' | 'gameUrl' | 'hubUrl' | 'handicap'>,
): string[] {
  return [
    `${ctx.gameTitle} #${ctx.gameNumber} — your side: ${sideName(ctx.side, ctx.sideNames)}.`,
    ...(ctx.handicap ? [ctx.handicap] : []),
    `Your game page, with the map and every report: ${ctx.gameUrl}`,
    ...(ctx.hubUrl ? [hubLine(ctx.hubUrl)] : []),
    'Despatch — play-by-email for board wargames.',
  ];
}
