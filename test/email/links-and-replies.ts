// Playing a game as its players do through a running service: one side from the orders page its
// mails link to (the form posted as the browser sends it, with the page's contribution to the
// dice), the other by replying to its mails.
import { expect } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import type { Rng } from '../../src/games/core/rng';
import { form, formTokenIn, type Running } from '../web/http';
import { inbox, latestPrompt, legalText, replyMime, type EmailWorld } from './support';

export interface Table {
  world: EmailWorld;
  web: Running;
  /** Each side's player's address. */
  players: Record<string, string>;
  /** The side that plays from the orders page; the others reply. */
  bylink: string;
}

/** Orders from the link in the side's latest mail; returns the contribution the page sent. */
export async function byLink(t: Table, gameId: string, orders: string): Promise<string> {
  const mail = await latestPrompt(t.world, t.players[t.bylink]!, gameId);
  const path = /\/orders\/[\w.-]+/.exec(mail?.mail.text ?? '')?.[0];
  if (!path) throw new Error(`no orders link in the latest mail of ${t.bylink}: ${mail?.mail.subject}`);
  const page = await (await fetch(`${t.web.base}${path}`)).text();
  expect(page).toContain('id="orders-form"');
  expect(page).toContain('name="contribution"');
  // What orders.js puts in the field: 16 bytes from crypto.getRandomValues, as hex.
  const contribution = randomBytes(16).toString('hex');
  const res = await fetch(
    `${t.web.base}${path}`,
    form({ orders, standing: '', formToken: formTokenIn(page), contribution }),
  );
  expect([res.status, /<h1>Orders accepted<\/h1>/.test(await res.text())]).toEqual([200, true]);
  return contribution;
}

/** Orders by a reply to the side's latest mail, answered "Orders accepted". */
export async function byReply(t: Table, gameId: string, side: string, orders: string): Promise<void> {
  const to = t.players[side]!;
  const mail = await latestPrompt(t.world, to, gameId);
  if (!mail?.mail.replyTo) throw new Error(`no reply address in the latest prompt to ${side}`);
  await t.world.handle(Buffer.from(replyMime({ from: to, to: mail.mail.replyTo, body: orders })), {
    door: 'smtp',
  });
  const answer = (await inbox(t.world, to, gameId)).filter((m) => m.kind === 'answer').at(-1);
  expect(answer?.mail.text).toContain('Orders accepted');
}

/** Up to `steps` steps, each awaited side sending random legal orders by its way. */
export async function playSteps(t: Table, gameId: string, steps: number, rng: Rng): Promise<void> {
  for (let i = 0; i < steps; i++) {
    const v = await t.world.services.getSideView({ gameId, side: t.bylink });
    if (v.game.status === 'finished') break;
    for (const side of v.step.awaiting) {
      const orders = await legalText(t.world.services, gameId, side, rng);
      if (side === t.bylink) await byLink(t, gameId, orders);
      else await byReply(t, gameId, side, orders);
    }
  }
}
