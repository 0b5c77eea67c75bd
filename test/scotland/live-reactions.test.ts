// #22 item 3, option liveReactions: the turn stops where the other side could play a marker, he is
// asked in a reaction step, and the turn goes on from exactly there (rules/live-reactions).
import { SeededDice, type Dice } from '../../src/games/core/dice';
import { createRng } from '../../src/games/core/rng';
import { eventsFor, type GameEvent } from '../../src/games/core/events';
import { scotland } from '../../src/games/scotland';
import type { SideId, State } from '../../src/games/scotland/state';
import {
  diceStream as stream,
  englishTurn,
  lead,
  markerBoard,
  put,
  sampledOrders,
  seen,
  texts,
} from './helpers';

const DICE = [2, 5, 3, 6, 1, 4, 4, 2, 6, 3, 5, 1];
const ORDERS = 'lead Percy: 0407 to 0406 else stay\nmarch 0505 to Stirling';
const STANDING = 'vacillate: march into Stirling';

/** July 1297, the English move first: Percy's check, then a March into Stirling; the Scots hold Vacillate. */
function position(live: boolean): State {
  const s = englishTurn(markerBoard({ scots: ['vacillate'] }, 6, 3));
  s.restricted = false;
  if (live) s.options.liveReactions = true;
  put(s, 'english', '0505');
  put(s, 'english', '0407');
  lead(s, 'percy', '0407');
  put(s, 'scots', '0406');
  return s;
}

function step(s: State, side: SideId, text: string, dice: Dice, standing = STANDING) {
  const parsed = scotland.parseOrders(s, side, text);
  const problems = [...parsed.problems, ...scotland.validate(s, side, parsed.orders)];
  if (problems.length) throw new Error(problems.map((p) => p.message).join('; '));
  return scotland.resolve(s, { orders: { [side]: parsed.orders }, standing: { scots: standing } }, dice);
}

/** The English turn with the option on, the Scots answering `answer`. */
function liveGame(answer: string) {
  const dice = stream(DICE);
  const first = step(position(true), 'english', ORDERS, dice());
  const second = step(first.state, 'scots', answer, dice());
  return { first, second, events: turnOnly([...first.events, ...second.events]) };
}

/** The turn's own events, without the notice that it stopped for an answer. */
const turnOnly = (events: readonly GameEvent[]) => events.filter((e) => e.kind !== 'reaction-pause');
const without = (s: State) => ({ ...s, options: {} });
const english = (s: State, hex: string) => s.units.filter((u) => u.side === 'english' && u.hex === hex);

test('#22: with liveReactions the turn stops before the March into Stirling and asks the Scots', () => {
  const { first } = liveGame('pass');
  const [prompt, ...others] = scotland.awaiting(first.state);
  expect(others).toEqual([]);
  expect(prompt).toMatchObject({ side: 'scots', step: 'reaction' });
  expect(prompt!.title).toMatch(
    /Scottish reaction: the English March from Bothwell \(0505\) to Stirling \(0504\)$/,
  );
  expect(prompt!.title).not.toMatch(/Vacillate/); // the title is public: both reports carry it
  expect(prompt!.text).toMatch(/You may play Vacillate: answer 'play Vacillate' or 'pass'/);
  expect(prompt!.text).toMatch(/here they would: play Vacillate/);
  expect(prompt!.text).toMatch(/Percy rolls 2/); // what happened so far
  expect(texts(first.events)).toMatch(/Percy rolls 2/);
  expect(english(first.state, '0505')).toHaveLength(1); // the March has not been made
  expect(scotland.invariants(first.state)).toEqual([]);
  // Only the Scots answer, and only with what they may play here.
  expect(scotland.validate(first.state, 'english', [{ kind: 'pass' }])[0]?.message).toMatch(
    /waits for the Scots/,
  );
  const wrong = scotland.parseOrders(first.state, 'scots', 'play Cancel');
  expect(scotland.validate(first.state, 'scots', wrong.orders)[0]?.message).toMatch(/cannot be played here/);
});

test('#22: `play Vacillate` stops the March; the turn goes on with its battle and its events are not repeated', () => {
  const { second, events } = liveGame('play Vacillate');
  expect(second.state.live).toBeUndefined();
  expect(english(second.state, '0505')).toHaveLength(1);
  expect(second.state.markers!.hands.scots).toEqual([]);
  expect(texts(second.events)).toContain(
    'The Scots play Vacillate against the March from Bothwell (0505) (answered live).',
  );
  expect(texts(second.events)).not.toMatch(/Percy rolls/);
  expect(texts(events).match(/Percy rolls/g)).toHaveLength(1);
  expect(texts(second.events)).toMatch(/0406/); // the battle is fought after the answer
  expect(second.state.playerTurn).toBe(1); // and the Scottish player turn opens
});

test('#22: `pass` lets the March go, as if the Scots held nothing', () => {
  const { second } = liveGame('pass');
  expect(english(second.state, '0504')).toHaveLength(1);
  expect(second.state.markers!.hands.scots).toEqual(['vacillate']);
  const off = step(position(false), 'english', ORDERS, stream(DICE)(), '');
  expect(without(second.state)).toEqual(without(off.state));
});

test('#22: a miss (an empty answer) leaves it to the standing order: the same turn, dice and report as without the option', () => {
  const live = liveGame('');
  const offDice = stream(DICE)();
  const off = step(position(false), 'english', ORDERS, offDice);
  expect(english(live.second.state, '0505')).toHaveLength(1); // `vacillate: march into Stirling`
  expect(without(live.second.state)).toEqual(without(off.state));
  expect(texts(live.events)).toEqual(texts(off.events));
  const liveRolls = [...live.first.events, ...live.second.events].filter((e: GameEvent) => e.kind === 'roll');
  expect(liveRolls).toEqual(off.events.filter((e) => e.kind === 'roll'));
});

test('#22: `play Vacillate` ends in the same state as the standing order would', () => {
  const live = liveGame('play Vacillate');
  const off = step(position(false), 'english', ORDERS, stream(DICE)());
  expect(without(live.second.state)).toEqual(without(off.state));
});

test('#22: the other side reads no hand in the pause: events shown to the English name no Scottish marker held', () => {
  const { first } = liveGame('pass');
  expect(seen(first.events, 'english')).not.toMatch(/Vacillate/);
  expect(seen(first.events, 'english')).toMatch(
    /The turn stops here for the Scots' answer \(the English March from Bothwell \(0505\) to Stirling \(0504\)\)\.$/,
  );
  expect(JSON.stringify(scotland.view(first.state, 'english'))).not.toMatch(/vacillate/i);
});

test('#22: without the option, or without a marker to play, nothing stops', () => {
  const off = step(position(false), 'english', ORDERS, stream(DICE)());
  expect(off.state.live).toBeUndefined();
  const empty = position(true);
  empty.markers!.hands.scots = [];
  expect(step(empty, 'english', ORDERS, stream(DICE)()).state.live).toBeUndefined();
});

/** The reaction step's answer: a miss, or the answer the standing orders would give (an owner's
 *  choice: `pass`, which leaves that one choice to them; issue 41). */
const ANSWERS = {
  missed: () => '',
  'as the standing orders': (s: State) => (s.live!.ask.choice ? 'pass' : s.live!.ask.standing),
};
/** The words that say who decided a play, the only difference a live answer makes. */
const who = (t: string) => t.replace(/ \((answered live|standing order[^)]*|default[^)]*)\)/g, '');

test.each(Object.keys(ANSWERS) as (keyof typeof ANSWERS)[])(
  '#22: random games where every reaction is answered %s are the very games played without the option',
  (mode) => {
    const STANDING = {
      scots:
        'cancel: Lost Cause\nvacillate: first march\nreroll: enemy withdrawal\nafter battles: Conversion on any',
      english:
        'vacillate: stack of 2\non defence: Effective Archers, Combat Advantage\nbefore battles: Influence Noble on any',
    };
    let asked = 0;
    for (let g = 0; g < 3; g++) {
      const rng = { off: createRng(`live-${g}`), on: createRng(`live-${g}`) };
      const dice = { off: stream([]), on: stream([]) };
      const setup = (liveReactions: boolean) =>
        scotland.setup({ options: { markers: true, liveReactions } }, new SeededDice('11fe', `g${g}`, 0));
      let off = setup(false);
      let on = setup(true);
      while (scotland.awaiting(off).length) {
        const orders = sampledOrders(off, rng.off, `game ${g}`);
        expect(sampledOrders(on, rng.on, `game ${g}`)).toEqual(orders);
        const a = scotland.resolve(off, { orders, standing: STANDING }, dice.off());
        let b = scotland.resolve(on, { orders, standing: STANDING }, dice.on());
        const events = turnOnly(b.events);
        while (b.state.live) {
          asked++;
          const side = b.state.live.ask.side;
          const text = ANSWERS[mode](b.state);
          const answer = scotland.parseOrders(b.state, side, text);
          const problems = [...answer.problems, ...scotland.validate(b.state, side, answer.orders)];
          expect([text, problems]).toEqual([text, []]);
          b = scotland.resolve(b.state, { orders: { [side]: answer.orders }, standing: STANDING }, dice.on());
          events.push(...turnOnly(b.events));
        }
        // A standing play that cannot be made is told to its holder alone; an answer never names one.
        const shown = (e: readonly GameEvent[]) => who(texts(eventsFor(e, null)));
        expect(shown(events)).toEqual(shown(a.events));
        if (mode === 'missed') expect(texts(events)).toEqual(texts(a.events));
        expect(without(b.state)).toEqual(without(a.state));
        [off, on] = [a.state, b.state];
      }
    }
    expect(asked).toBeGreaterThan(3);
  },
  120_000,
);

test('#22: help in the reaction step: the answers to the holder, nothing due to the other side', () => {
  const { first } = liveGame('pass');
  expect(scotland.help(first.state, 'scots')).toMatch(/play Vacillate\n {2}pass\n {2}standing/);
  expect(scotland.help(first.state, 'english')).toMatch(
    /stopped for the Scots' answer .*: nothing is due from you now\.$/,
  );
  expect(scotland.help(first.state, 'english')).not.toMatch(/Vacillate/);
});
