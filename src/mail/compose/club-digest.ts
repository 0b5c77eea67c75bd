// The organiser's weekly mail about a club: what finished, what is overdue, which challenges wait,
// and the top of each ladder. Sent only when there is something to tell.
import type { MailModel, MailSection } from './render';
import { svgAttachment } from './assemble';
import { standaloneMail } from './time';
import type { OutgoingMail } from './types';

export interface ClubDigestLadder {
  name: string;
  gameTitle: string;
  /** "ann@x beat bob@x (#12, resignation): 1662, 1338". */
  results: string[];
  /** "#14: waiting for bob@x since 2026-11-20 18:00 UTC". */
  overdue: string[];
  /** "ann@x challenged bob@x: answer by 2026-11-28 12:00 UTC". */
  challenges: string[];
  /** "1. ann@x 1662 ±210". */
  top: string[];
  /** The leader's rating history (render/rating-chart.ts), sent as an inline PNG. */
  chart?: { svg: string; alt: string };
}

/** Rating charts are drawn 720 px wide: twice their CSS width, sharp on a phone. */
export const CHART_WIDTH = 720;

export interface ClubDigestContext {
  to: string;
  from?: string;
  mailDomain: string;
  club: string;
  clubId: number;
  /** The week's last day, YYYY-MM-DD (also the Message-ID's: one digest a club a week). */
  weekTo: string;
  ladders: ClubDigestLadder[];
  standingsUrl: (ladderName: string) => string | undefined;
}

export function composeClubDigest(ctx: ClubDigestContext): OutgoingMail {
  const title = `${ctx.club}: the week to ${ctx.weekTo}`;
  const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  const results = ctx.ladders.reduce((n, l) => n + l.results.length, 0);
  const overdue = ctx.ladders.reduce((n, l) => n + l.overdue.length, 0);
  const waiting = ctx.ladders.reduce((n, l) => n + l.challenges.length, 0);
  const sections: MailSection[] = [
    {
      paragraphs: [
        `${count(results, 'result')}, ${count(overdue, 'overdue game')}, ${count(waiting, 'open challenge')}.`,
      ],
    },
  ];
  const charts = ctx.ladders.flatMap((l, i) =>
    l.chart
      ? [
          {
            ladder: l.name,
            alt: l.chart.alt,
            ...svgAttachment(`chart-${i + 1}`, `rating-${i + 1}.png`, l.chart.svg, CHART_WIDTH),
          },
        ]
      : [],
  );
  for (const l of ctx.ladders) {
    const url = ctx.standingsUrl(l.name);
    const chart = charts.find((c) => c.ladder === l.name);
    const part = (heading: string, items: string[]): MailSection[] =>
      items.length ? [{ heading: `${l.name} (${l.gameTitle}): ${heading}`, items }] : [];
    sections.push(
      ...part('results', l.results),
      ...part('overdue', l.overdue),
      ...part('open challenges', l.challenges),
      ...part('standings', l.top),
      ...(chart ? [{ image: { cid: chart.attachment.cid as string, alt: chart.alt } }] : []),
      ...(url ? [{ button: { url, label: `${l.name}: all standings` } }] : []),
    );
  }
  const model: MailModel = {
    title,
    preheader: sections[0]?.paragraphs?.[0] ?? title,
    sections,
    footer: [
      `You get this weekly mail as an organiser of ${ctx.club}.`,
      'Despatch — play-by-email for board wargames.',
    ],
  };
  const safe = ctx.to.replace(/[^a-z0-9.]/gi, '_');
  const mail = standaloneMail(ctx, title, model, `despatch.club-digest.${ctx.clubId}.${ctx.weekTo}.${safe}`);
  if (!charts.length) return mail;
  // The outbox draws the charts off the event loop and holds the mail until they are drawn.
  return { ...mail, attachments: charts.map((c) => c.attachment), pictures: charts.map((c) => c.picture) };
}
