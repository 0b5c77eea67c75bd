// Self-play of The Rebellion with strategy markers and every advanced rule (STB-14.0): the invariants
// hold after every step, every sampled submission and every example shown is legal; with standing
// orders (the levy from the north among them, STB-DEC-19) each advanced rule acts at least once.
import { SeededDice } from '../../src/games/core/dice';
import { createRng } from '../../src/games/core/rng';
import { scotland } from '../../src/games/scotland';
import { checkStep, illegalExample, selfplay } from '../../src/games/selfplay';
import { sampledOrders } from './helpers';

const GAMES = Number(process.env.SELFPLAY_GAMES ?? 5);
const OPTIONS = {
  markers: true,
  northLevies: true,
  wallaceReturns: true,
  englishNavy: true,
  extraEnglishLevy: true,
  cityGarrisons: true,
};
const STANDING: Record<string, string>[] = [
  { scots: 'north levy: when an English stack is within 3 of Scone with cavalry' },
  { scots: 'north levy: when an English stack is within 4 of Stirling at 0501, 0601' },
];

test(`STB-14.0: ${GAMES} games with markers and every advanced option keep every invariant`, () => {
  for (const o of Object.keys(OPTIONS)) expect(scotland.options.map((x) => x.id)).toContain(o);
  const summary = selfplay(scotland, { games: GAMES, seed: 'advanced-options', gameOptions: OPTIONS });
  expect(summary.violation).toBeUndefined();
  expect(summary.unfinished).toBe(0);
});

test(`STB-14.1.1, STB-DEC-19, STB-14.2.1a, STB-14.3a: ${GAMES} games with standing orders: each advanced rule acts, every invariant holds`, () => {
  const tally = { written: 0, standing: 0, garrisons: 0, navy: 0 };
  for (let g = 0; g < GAMES; g++) {
    const rng = createRng(`advanced-standing-${g}`);
    const standing = STANDING[g % STANDING.length]!;
    let state = scotland.setup({ options: OPTIONS }, new SeededDice('14a0', `game-${g}`, 0));
    for (let step = 1; scotland.awaiting(state).length; step++) {
      for (const p of scotland.awaiting(state)) {
        const bad = illegalExample(scotland, state, p.side, p.examples);
        if (bad) throw new Error(`game ${g} step ${step}: ${bad}`);
      }
      const orders = sampledOrders(state, rng, `game ${g} step ${step}`);
      const res = scotland.resolve(state, { orders, standing }, new SeededDice('14a0', `game-${g}`, step));
      state = res.state;
      for (const e of res.events) {
        if (e.kind === 'north-levy') tally[/as written/.test(e.text) ? 'written' : 'standing'] += 1;
        if (e.kind === 'garrison' && /destroyed|holds/.test(e.text)) tally.garrisons += 1;
        if (e.kind === 'battle-attack' && /English navy/.test(e.text)) tally.navy += 1;
      }
      const broken = checkStep(scotland, state);
      if (broken.length) throw new Error(`game ${g} step ${step}: ${broken.join('; ')}`);
      if (step > 200) throw new Error(`game ${g} did not end`);
    }
  }
  expect(tally.written + tally.standing).toBeGreaterThan(0);
  expect(tally.standing).toBeGreaterThan(0);
  expect(tally.garrisons).toBeGreaterThan(GAMES);
  expect(tally.navy).toBeGreaterThan(0);
});
