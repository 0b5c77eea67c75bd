// Random legal Toom Tabard games: every invariant holds after every step (STB-13.6 among them), every
// game ends by STB-13.8, and nothing players read names Wallace or Murray: the counters are Balliol
// and Comyn (STB-13.1a), in reports, prompts, help and the map.
import { SeededDice } from '../../../src/games/core/dice';
import { createRng } from '../../../src/games/core/rng';
import { scotland } from '../../../src/games/scotland';
import { sampledOrders } from '../helpers';

const GAMES = Number(process.env.SELFPLAY_GAMES ?? 6);
const SEED = '70a7ab';

test(`STB-13.1a, STB-13.4, STB-13.6, STB-13.8a, STB-13.8b: ${GAMES} random Toom Tabard games keep every invariant, end by points or Edward's death within 8 turns, and never say Wallace or Murray`, () => {
  const ends: string[] = [];
  const said: string[] = [];
  let map = '';
  for (let g = 0; g < GAMES; g++) {
    const rng = createRng(`toom-${g}`);
    let state = scotland.setup({ scenario: 'toom-tabard' }, new SeededDice(SEED, `game-${g}`, 0));
    for (let step = 1; scotland.awaiting(state).length; step++) {
      for (const p of scotland.awaiting(state)) said.push(p.title, p.text, scotland.help(state, p.side));
      const orders = sampledOrders(state, rng, `game ${g} step ${step}`);
      said.push(...Object.values(orders).flatMap((os) => os.map((o) => scotland.formatOrder(o))));
      const res = scotland.resolve(state, { orders, standing: {} }, new SeededDice(SEED, `game-${g}`, step));
      state = res.state;
      said.push(...res.events.map((e) => e.text));
      if (g === 0 && step === 3) map = scotland.draw(scotland.view(state, 'scots'), res.events);
      const violations = scotland.invariants(state);
      if (violations.length) throw new Error(`game ${g} step ${step}: ${violations.join('; ')}`);
      if (step > 40) throw new Error(`game ${g} did not end`);
    }
    expect(state.turn).toBeLessThanOrEqual(8);
    ends.push(state.result!.summary);
  }
  for (const e of ends) expect(e).toMatch(/\(STB-13\.8[abc]\)\.$|\(STB-AMB-63\)\.$/);
  expect(said.filter((t) => /wallace|murray/i.test(t))).toEqual([]);
  // What the map shows in words: its text, not the counters' ids in its attributes.
  const words = [...map.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join(' ');
  expect(words).toMatch(/Balliol/);
  expect(words).not.toMatch(/wallace|murray/i);
});
