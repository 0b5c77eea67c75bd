// The organiser's weekly mail about a club: what finished, what is overdue, which challenges wait,
// and the top of each ladder. Sent only when there is something to tell. In the organiser's language:
// the lines come written in it; the frame is written here.
import { translator, type Lang } from '../../i18n/index';
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
  /** The organiser's language; English when absent. */
  lang?: Lang;
  club: string;
  clubId: number;
  /** The week's last day, YYYY-MM-DD (also the Message-ID's: one digest a club a week). */
  weekTo: string;
  ladders: ClubDigestLadder[];
  standingsUrl: (ladderName: string) => string | undefined;
}

export function composeClubDigest(ctx: ClubDigestContext): OutgoingMail {
  const t = translator(ctx.lang);
  const title = t('club.digest.title', { club: ctx.club, weekTo: ctx.weekTo });
  const results = ctx.ladders.reduce((n, l) => n + l.results.length, 0);
  const overdue = ctx.ladders.reduce((n, l) => n + l.overdue.length, 0);
  const waiting = ctx.ladders.reduce((n, l) => n + l.challenges.length, 0);
  const sections: MailSection[] = [
    {
      paragraphs: [
        t('club.digest.counts', {
          results: t('club.digest.results', { count: results }),
          overdue: t('club.digest.overdueGames', { count: overdue }),
          waiting: t('club.digest.openChallenges', { count: waiting }),
        }),
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
      items.length
        ? [
            {
              heading: t('club.digest.heading', { ladder: l.name, game: l.gameTitle, what: t(heading) }),
              items,
            },
          ]
        : [];
    sections.push(
      ...part('club.digest.part.results', l.results),
      ...part('club.digest.part.overdue', l.overdue),
      ...part('club.digest.part.challenges', l.challenges),
      ...part('club.digest.part.standings', l.top),
      ...(chart ? [{ image: { cid: chart.attachment.cid as string, alt: chart.alt } }] : []),
      ...(url ? [{ button: { url, label: t('club.digest.allStandings', { ladder: l.name }) } }] : []),
    );
  }
  const model: MailModel = {
    lang: ctx.lang ?? 'en',
    title,
    preheader: sections[0]?.paragraphs?.[0] ?? title,
    sections,
    footer: [t('club.digest.why', { club: ctx.club }), t('common.brand')],
  };
  const safe = ctx.to.replace(/[^a-z0-9.]/gi, '_');
  const mail = standaloneMail(ctx, title, model, `despatch.club-digest.${ctx.clubId}.${ctx.weekTo}.${safe}`);
  if (!charts.length) return mail;
  // The outbox draws the charts off the event loop and holds the mail until they are drawn.
  return { ...mail, attachments: charts.map((c) => c.attachment), pictures: charts.map((c) => c.picture) };
}
