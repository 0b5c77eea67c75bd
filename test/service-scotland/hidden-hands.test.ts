// #22: with strategy markers, each side's hand is secret through everything the service gives it:
// its mails (text, HTML, subjects), its orders page, its game page and the live check of its orders.
// A Rebellion game with markers, and a Toom Tabard game, are played through the service (Scots by
// links, English by replies); after each step, everything new a side can fetch or receive must not
// name a marker the other side holds (unless it was played, which makes it public), while each side
// is shown its own hand.
import { createRng } from '../../src/games/core/rng';
import { currentState, requireGame } from '../../src/app/base/load';
import { STRATEGY_MARKERS } from '../../src/games/scotland/data';
import type { State } from '../../src/games/scotland/state';
import { getGame } from '../../src/games/index';
import { inbox, latestPrompt, legalText, replyMime } from '../email/support';
import { databases } from '../support/databases';
import { webWorld } from '../email/web-world';
import { form, formTokenIn } from '../web/http';

const players = { scots: 'wallace@example.org', english: 'edward@example.net' };
const STEPS = 14;
const SIDES = ['scots', 'english'] as const;
type SideId = (typeof SIDES)[number];
const other = (s: SideId): SideId => (s === 'scots' ? 'english' : 'scots');

describe.each(databases())('hidden hands through the service on %s', (_name, open) => {
  const t = webWorld(open);

  const stateOf = async (gameId: string) =>
    (await currentState(t.world.db, getGame('scotland'), await requireGame(t.world.db, gameId))) as State;

  /** Everything new the side can see: mails since `sinceId`, its pages, the live check. */
  async function surfaces(gameId: string, side: SideId, sinceId: number): Promise<string> {
    const mails = (await inbox(t.world, players[side], gameId)).filter((m) => m.id > sinceId);
    const parts = mails.map((m) => `${m.mail.subject}\n${m.mail.text}\n${m.mail.html}`);
    const prompt = await latestPrompt(t.world, players[side], gameId);
    const path = /\/orders\/[\w.-]+/.exec(prompt?.mail.text ?? '')?.[0];
    if (path) {
      const page = await (await fetch(`${t.web.base}${path}`)).text();
      parts.push(page);
      const check = await fetch(`${t.web.base}/api${path}/check`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify({ orders: 'pass' }),
      });
      parts.push(await check.text());
      const game = /href="(\/game\/[\w.-]+)"/.exec(page)?.[1];
      if (game) parts.push(await (await fetch(`${t.web.base}${game}`)).text());
    }
    return parts.join('\n');
  }

  // The Rebellion with the markers option (and with liveReactions, whose reaction steps prompt the
  // holder alone: #22 item 3), and The Toom Tabard, where markers are always in play and the first
  // hands are 5 and 2 (STB-13.3a).
  const games = [
    ['The Rebellion with markers', { options: { markers: true } }],
    ['The Rebellion with markers and liveReactions', { options: { markers: true, liveReactions: true } }],
    ['The Toom Tabard (STB-13.3a)', { scenario: 'toom-tabard' }],
  ] as const;

  test.each(games)(
    "#22 STB-10.0: %s: no mail, page or API answer shows a side the other side's hand; each side sees its own",
    async (label, how) => {
      const { gameId } = await t.world.services.createGame({ game: 'scotland', players, ...how });
      const rng = createRng('hidden-hands');
      let seenOwn = 0;
      let reactions = 0;
      const played = new Set<string>();
      // What a side has held itself may appear on its pages for ever (its game page shows its past draws).
      const everMine: Record<SideId, Set<string>> = { scots: new Set(), english: new Set() };
      const since: Record<SideId, number> = { scots: 0, english: 0 };
      for (let i = 0; i < STEPS; i++) {
        const v = await t.world.services.getSideView({ gameId, side: 'scots' });
        if (v.game.status === 'finished') break;
        const before = await stateOf(gameId);
        for (const side of v.step.awaiting as SideId[]) {
          if ((await t.world.services.getSideView({ gameId, side })).prompt?.step === 'reaction') reactions++;
          const orders = await legalText(t.world.services, gameId, side, rng);
          if (side === 'scots') {
            const mail = await latestPrompt(t.world, players.scots, gameId);
            const path = /\/orders\/[\w.-]+/.exec(mail?.mail.text ?? '')?.[0] ?? '';
            const page = await (await fetch(`${t.web.base}${path}`)).text();
            await fetch(`${t.web.base}${path}`, form({ orders, standing: '', formToken: formTokenIn(page) }));
          } else {
            const mail = await latestPrompt(t.world, players.english, gameId);
            await t.world.handle(
              Buffer.from(replyMime({ from: players.english, to: mail?.mail.replyTo ?? '', body: orders })),
              { door: 'smtp' },
            );
          }
        }
        const after = await stateOf(gameId);
        // Once played, a marker is public (the game page shows every past report): every event that
        // names a marker and is shown to both sides (no visibleTo) makes it so.
        for (const p of [...(before.markers?.played ?? []), ...(after.markers?.played ?? [])])
          played.add(p.marker);
        const events = await t.world.db
          .selectFrom('events')
          .select('event')
          .where('game_id', '=', gameId)
          .execute();
        for (const { event } of events) {
          const e = event as { marker?: unknown; visibleTo?: unknown };
          if (typeof e.marker === 'string' && e.visibleTo === undefined) played.add(e.marker);
        }
        for (const side of SIDES) {
          const text = await surfaces(gameId, side, since[side]);
          since[side] = Math.max(0, ...(await inbox(t.world, players[side], gameId)).map((m) => m.id));
          for (const m of [...(before.markers?.hands[side] ?? []), ...(after.markers?.hands[side] ?? [])])
            everMine[side].add(m);
          const mine = everMine[side];
          const secret = [
            ...(before.markers?.hands[other(side)] ?? []),
            ...(after.markers?.hands[other(side)] ?? []),
          ]
            .filter((m) => !mine.has(m) && !played.has(m))
            .map((id) => STRATEGY_MARKERS.find((s) => s.id === id)?.name ?? id);
          for (const name of new Set(secret)) {
            const at = text.indexOf(name);
            expect([side, name, at < 0 ? '' : text.slice(Math.max(0, at - 300), at + 100)]).toEqual([
              side,
              name,
              '',
            ]);
          }
          const own = (after.markers?.hands[side] ?? []).map(
            (id) => STRATEGY_MARKERS.find((s) => s.id === id)?.name,
          );
          if (own.some((n) => n && text.includes(n))) seenOwn++;
        }
      }
      expect(seenOwn).toBeGreaterThan(0); // the hand is shown to its owner
      if (label.includes('liveReactions')) expect(reactions).toBeGreaterThan(0); // a turn did stop
    },
    300_000,
  );
});
