// Random legal Rebellion games through legalOrders/resolve, checking the invariants after every step
// (units never in two places, counter limits, loyalty consistent with occupation, no battle left
// open) and that every sampled submission parses back and validates.
import { SeededDice } from '../../src/games/core/dice';
import { createRng } from '../../src/games/core/rng';
import { scotland } from '../../src/games/scotland';
import { sampledOrders } from './helpers';

const GAMES = Number(process.env.SELFPLAY_GAMES ?? 20);
const SEED = '5eed5c071a4d';
const STANDING: Record<string, string>[] = [
  {},
  { scots: 'defend: withdraw if outnumbered\nadvance: none', english: 'levy: cavalry\ndisplace: city' },
  { scots: 'forage: cavalry first\nreinforce: 0501', english: 'defend: withdraw never; hits weakest' },
];

test(`${GAMES} random legal Rebellion games keep every invariant and reach a result`, () => {
  const tally = { steps: 0, battles: 0, moves: 0, scots: 0, english: 0, draw: 0 };
  for (let g = 0; g < GAMES; g++) {
    const rng = createRng(`scotland-${g}`);
    const standing = STANDING[g % STANDING.length]!;
    let state = scotland.setup({}, new SeededDice(SEED, `game-${g}`, 0));
    for (let step = 1; scotland.awaiting(state).length; step++) {
      const orders = sampledOrders(state, rng, `game ${g} step ${step}`);
      const res = scotland.resolve(state, { orders, standing }, new SeededDice(SEED, `game-${g}`, step));
      state = res.state;
      tally.steps++;
      tally.battles += res.events.filter((e) => e.kind === 'battle-result').length;
      tally.moves += res.events.filter((e) => e.kind === 'move').length;
      const violations = scotland.invariants(state);
      if (violations.length) throw new Error(`game ${g} step ${step}: ${violations.join('; ')}`);
      if (step > 200) throw new Error(`game ${g} did not end`);
    }
    tally[(scotland.result(state)?.winner ?? 'draw') as 'scots' | 'english' | 'draw']++;
  }
  expect(tally.scots + tally.english + tally.draw).toBe(GAMES);
  expect(tally.battles).toBeGreaterThan(GAMES);
  expect(tally.moves).toBeGreaterThan(GAMES * 20);
});

// Issue 41: with liveReactions (no markers), the owner's choices are asked live and answered at
// random (standing, pass, or a sampled line): every answer validates and every invariant holds.
test(`${Math.ceil(GAMES / 4)} random games with liveReactions ask the owner's choices and stay clean`, () => {
  const asked = { withdraw: 0, displace: 0, forage: 0 };
  const standing = { scots: 'defend: withdraw if outnumbered', english: 'defend: withdraw if losing' };
  for (let g = 0; g < Math.ceil(GAMES / 4); g++) {
    const rng = createRng(`scotland-live-${g}`);
    let state = scotland.setup({ options: { liveReactions: true } }, new SeededDice(SEED, `live-${g}`, 0));
    for (let step = 1; scotland.awaiting(state).length; step++) {
      if (state.live?.ask.choice) asked[state.live.ask.choice.kind]++;
      const orders = sampledOrders(state, rng, `game ${g} step ${step}`);
      state = scotland.resolve(state, { orders, standing }, new SeededDice(SEED, `live-${g}`, step)).state;
      const violations = scotland.invariants(state);
      if (violations.length) throw new Error(`game ${g} step ${step}: ${violations.join('; ')}`);
      if (step > 400) throw new Error(`game ${g} did not end`);
    }
  }
  expect(asked.withdraw).toBeGreaterThan(0);
  expect(asked.forage).toBeGreaterThan(0);
});
