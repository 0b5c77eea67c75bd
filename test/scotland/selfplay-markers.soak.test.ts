// Random legal Rebellion games with strategy markers (legal.ts plays some of each hand), with marker
// standing orders on both sides: every invariant holds, every submission validates, and nothing a
// side is shown (its view, its events, its prompt, its help) names a marker the other side holds
// unless it has been played (STB-10.0: hands are secret, a played marker is public).
import { SeededDice } from '../../src/games/core/dice';
import { eventsFor } from '../../src/games/core/events';
import { createRng } from '../../src/games/core/rng';
import { scotland } from '../../src/games/scotland';
import { checkStep } from '../../src/games/selfplay';
import { STRATEGY_MARKERS } from '../../src/games/scotland/data';
import { sampledOrders } from './helpers';
import { SIDES, otherSide, type SideId, type State } from '../../src/games/scotland/state';

const GAMES = Number(process.env.SELFPLAY_GAMES ?? 6);
const SEED = '5eed5c071a4e';
const STANDING: Record<string, string>[] = [
  {},
  {
    scots:
      'cancel: Lost Cause, Influence Noble if it succeeds\nvacillate: first march\nreroll: enemy hits, failed withdrawal\non defence: Combat Advantage, Lost Cause, Highland Ferocity, Knights Charge\nzero: led\nnoble lost: strongest\nsurrender: weakest\nafter battles: Conversion on any\nbefore battles: Levy',
    english:
      'cancel: Conversion, Cancel, Initiative\nvacillate: stack of 2\nreroll: leader casualty checks, enemy withdrawal, marker rolls\non defence: Effective Archers, Combat Advantage, Lost Cause\nreturn: Cockermouth\nafter battles: Subversion on any\nbefore battles: Influence Noble on any',
  },
  {
    scots: 'cancel: none\nreroll: none\non defence: none',
    english: 'on defence at Stirling: Knights Charge\nafter battles: Loyal Scots',
  },
];
const NAMES = STRATEGY_MARKERS.map((m) => ({ id: m.id, name: m.name }));

/** Everything `side` is shown after a step. */
function shown(state: State, side: SideId, events: Parameters<typeof eventsFor>[0]): string {
  const prompts = scotland.awaiting(state).filter((p) => p.side === side);
  return [
    JSON.stringify(scotland.view(state, side)),
    ...eventsFor(events, side).map((e) => JSON.stringify(e)),
    ...prompts.map((p) => `${p.title}\n${p.text}\n${p.examples.join('\n')}`),
    scotland.awaiting(state).length ? scotland.help(state, side) : '',
  ].join('\n');
}

// #22 item 3: with liveReactions, the turns stop for the other side's answers (random here) as well.
test.each([
  [GAMES, false],
  [Math.ceil(GAMES / 5), true],
])(
  "%i random Rebellion games with markers (liveReactions %s) keep every invariant and never show a side the other's hand",
  (games, liveReactions) => {
    const tally = { played: 0, reactions: 0, steps: 0, asked: 0, live: 0 };
    for (let g = 0; g < games; g++) {
      const rng = createRng(`scotland-markers-${g}`);
      const standing = STANDING[g % STANDING.length]!;
      let state = scotland.setup(
        { options: { markers: true, liveReactions } },
        new SeededDice(SEED, `game-${g}`, 0),
      );
      for (let step = 1; scotland.awaiting(state).length; step++) {
        const orders = sampledOrders(state, rng, `game ${g} step ${step}`);
        const before = state;
        const res = scotland.resolve(state, { orders, standing }, new SeededDice(SEED, `game-${g}`, step));
        state = res.state;
        tally.steps++;
        if (scotland.awaiting(state)[0]?.step === 'reaction') tally.asked++;
        const plays = res.events.filter((e) => e.kind === 'marker-played');
        tally.played += plays.length;
        tally.reactions += plays.filter((e) => /standing order|default/.test(e.text)).length;
        tally.live += plays.filter((e) => /answered live/.test(e.text)).length;
        const violations = checkStep(scotland, state);
        if (violations.length) throw new Error(`game ${g} step ${step}: ${violations.join('; ')}`);
        const publicly = new Set([
          ...plays.map((e) => String(e.marker)),
          ...(state.markers?.played ?? []).map((p) => p.marker),
        ]);
        for (const side of SIDES) {
          const other = otherSide(side);
          const mine = new Set([
            ...(before.markers?.hands[side] ?? []),
            ...(state.markers?.hands[side] ?? []),
          ]);
          const secret = [
            ...(before.markers?.hands[other] ?? []),
            ...(state.markers?.hands[other] ?? []),
          ].filter((m) => !mine.has(m) && !publicly.has(m));
          const seen = shown(state, side, res.events);
          const tagged = eventsFor(res.events, side).flatMap((e) => (e.marker ? [String(e.marker)] : []));
          for (const m of NAMES.filter((n) => secret.includes(n.id)))
            if (seen.includes(m.name) || tagged.includes(m.id))
              throw new Error(
                `game ${g} step ${step}: the ${side} are shown ${m.name}, held by the ${other}`,
              );
        }
        if (step > (liveReactions ? 600 : 200)) throw new Error(`game ${g} did not end`);
      }
    }
    expect(tally.played).toBeGreaterThan(games * 10);
    expect(tally.reactions).toBeGreaterThan(games);
    if (liveReactions) {
      expect(tally.asked).toBeGreaterThan(games);
      expect(tally.live).toBeGreaterThan(0);
    }
  },
);
