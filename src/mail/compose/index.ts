// Compose: pure functions from what the service knows to an OutgoingMail (plain JSON for the outbox).
// Mail kinds: the prompt (a side must act), the start mail (a side that waits), the report after each
// resolution (carrying the prompt when the reader acts next) and the final mail (result, seed).
import { eventsFor } from '../../games/core/events';
import { assemble, CLOSE_UP_WIDTH, type ExtraPicture } from './assemble';
import { closeUpOfSide, closeUps, type CloseUp } from './close-up';
import { listNames, sideName } from './format';
import type { MailModel, MailSection } from './render';
import { actionSections, diceCommitment, eventSections, footer, mapSection } from './sections';
import { subjectFor } from './thread';
import type { FinalContext, OutgoingMail, PromptContext, ReportContext, StartContext } from './types';

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
  const who = sideName(ctx.side, ctx.sideNames);
  // Where the reader's own units are, large enough to read on a phone.
  const close = closeUpSections(
    'svg' in ctx.map ? closeUpOfSide(ctx.map.svg, ctx.side) : [],
    'Your units, close up',
  );
  const model: MailModel = {
    title: ctx.prompt.title,
    preheader: `${ctx.gameTitle} #${ctx.gameNumber}: ${who}, your orders please.`,
    sections: [
      { paragraphs: [`${who}, it is your move in ${ctx.gameTitle} #${ctx.gameNumber}.`] },
      { heading: 'The situation', paragraphs: paragraphs(ctx.prompt.text, ctx.situation) },
      mapSection(`The map of ${ctx.gameTitle} #${ctx.gameNumber} as the ${who} sees it`),
      ...close.sections,
      ...actionSections(ctx, ctx.mailDomain),
      ...(ctx.seedHash ? [diceCommitment(ctx.seedHash)] : []),
    ],
    footer: footer(ctx),
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
  const who = sideName(ctx.side, ctx.sideNames);
  const waiting = listNames(ctx.waitingFor, ctx.sideNames);
  const title = `A new game: you play ${who}`;
  const model: MailModel = {
    title,
    preheader: `${ctx.gameTitle} #${ctx.gameNumber} has begun. ${waiting} moves first.`,
    sections: [
      {
        paragraphs: [
          `${ctx.gameTitle} #${ctx.gameNumber} has begun and you play ${who}.`,
          `${waiting} moves first; you will get a report, and your orders prompt, as soon as it has.`,
        ],
      },
      mapSection(`The opening position of ${ctx.gameTitle} #${ctx.gameNumber}`),
      diceCommitment(ctx.seedHash),
    ],
    footer: footer(ctx),
  };
  return assemble(ctx, subjectFor(ctx.gameTitle, ctx.gameNumber, title), model);
}

/** The report's close-ups (close-up.ts): their sections, and the pictures they name. */
function closeUpParts(ctx: ReportContext): { sections: MailSection[]; pictures: ExtraPicture[] } {
  return closeUpSections(
    'svg' in ctx.map ? closeUps(ctx.map.svg, eventsFor(ctx.events, ctx.side)) : [],
    'Close-up',
  );
}

function closeUpSections(
  ups: CloseUp[],
  heading: string,
): { sections: MailSection[]; pictures: ExtraPicture[] } {
  return {
    sections: ups.map((u, i) => ({
      ...(i === 0 ? { heading } : {}),
      image: { cid: `closeup-${i + 1}@despatch`, alt: `Close-up of ${u.places.join(', ')}` },
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
  const waiting = ctx.waitingFor?.length ? listNames(ctx.waitingFor, ctx.sideNames) : null;
  const close = closeUpParts(ctx);
  const model: MailModel = {
    title: `Report: ${ctx.stepTitle}`,
    preheader: ctx.next ? `Resolved. ${ctx.next.prompt.title}.` : `${ctx.stepTitle}: resolved.`,
    sections: [
      ...eventSections(ctx, ctx.events, ctx.vp),
      mapSection('The new position, with this step’s moves and battles drawn', 'The new position'),
      ...close.sections,
      ...(ctx.next
        ? [{ heading: ctx.next.prompt.title, paragraphs: paragraphs(ctx.next.prompt.text) }]
        : waiting
          ? [{ paragraphs: [`Now ${waiting} must act. You will hear from us when they have.`] }]
          : []),
      ...(ctx.next ? actionSections(ctx.next, ctx.mailDomain) : []),
    ],
    footer: footer(ctx),
  };
  const what = ctx.next ? ctx.next.prompt.title : `Report: ${ctx.stepTitle}`;
  return assemble(ctx, subjectFor(ctx.gameTitle, ctx.gameNumber, what), model, ctx.next, close.pictures);
}

export function composeFinal(ctx: FinalContext): OutgoingMail {
  const { result } = ctx;
  const headline = result.winner
    ? `${sideName(result.winner, ctx.sideNames)} wins (${result.level})`
    : `A draw (${result.level})`;
  const score = Object.entries(result.score).map(([s, n]) => `${sideName(s, ctx.sideNames)}: ${n}`);
  const model: MailModel = {
    title: `Game over: ${headline}`,
    preheader: `${ctx.gameTitle} #${ctx.gameNumber} is over. ${headline}.`,
    sections: [
      { paragraphs: [result.summary] },
      { heading: 'Score', items: score },
      ...(ctx.events
        ? [{ heading: ctx.stepTitle ?? 'The last step' }, ...eventSections(ctx, ctx.events)]
        : []),
      mapSection('The final position', 'The final position'),
      verifySection(ctx),
    ],
    footer: footer(ctx),
  };
  return assemble(ctx, subjectFor(ctx.gameTitle, ctx.gameNumber, `Game over: ${headline}`), model);
}

function verifySection(ctx: FinalContext): MailModel['sections'][number] {
  return {
    heading: 'Check the dice',
    paragraphs: [`The seed of this game's dice was:`],
    code: [ctx.seed],
    items: [
      `Its SHA-256, sent in the first mail, was ${ctx.seedHash}. Check it on any Unix machine: printf %s ${ctx.seed} | xxd -r -p | sha256sum`,
      `Replay the whole game, every roll and every position, from the record: despatch verify ${ctx.gameId}`,
    ],
    button: { url: ctx.recordUrl, label: 'The full record of the game' },
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
