// STB-3.0 the month as steps: Initial Segment (rolled by the engine), the first and second player
// turns (one submission each: leader moves, Marches, battle plans), then one simultaneous step for
// both sides: Mobilization (advance, levies) and Foraging (by standing order), then End of Turn.
import type { Dice } from '../../core/dice';
import type { GameEvent } from '../../core/events';
import { defaultChoices, type BattlePlan } from './battle';
import type { Order } from '../order-types';
import { currentTurn, logsEveryDie, otherSide, turnHas, turnTrack, type SideId, type State } from '../state';
import { dieEvent } from './die-event';
import { sideName } from './battle/state';
import type { Standing } from '../standing';
import { fightBattles } from './combat';
import { forage } from './forage';
import { rollDie, type EngineHooks } from './hooks';
import { advanceUnit, defaultAdvance, defaultLevyHex, entitlements, raiseLevy } from './levy';
import { liftRestriction } from './loyalty';
import { moveStack } from './march';
import { returnNobles } from './nobles';
import { placeReinforcements } from './reinforcements';
import { returnWallace } from './advanced/wallace-returns';
import { northLevyStandingCheck, watchNorthLevy, writtenNorthLevy } from './advanced/north-levy';
import { finalResult } from './victory';
import { toomTabardResult } from './victory-toom-tabard';
import { isToomTabard } from './scenario';
import { settleStone } from './stone';
import { leaderOf } from './scenario';
import { drawHands, markersOn } from './markers/cup';
import { returnSurrendered } from './markers/lost-cause';
import { markerTurn, mobilisationLevies } from './markers/turn';
import type { LiveAsk } from './live-reactions/ask';
import { choiceAskers } from './live-reactions/choice';
import { placeName } from '../names';

/** STB-3.1: the kinsmen due return (STB-AMB-95), both March dice, the order of play (3.2a). */
export function startTurn(
  state: State,
  standing: Record<SideId, Standing>,
  dice: Dice,
  events: GameEvent[],
  /** Option liveReactions: asks where displaced units go (STB-AMB-73). */
  live?: LiveAsk,
): void {
  const turn = currentTurn(state);
  events.push({
    kind: 'turn',
    text: `${turn.name} begins.${markersOn(state) ? '' : ' Strategy markers are not used in this game.'}`,
  });
  if (!turnHas(state, 'english-restrictions-1297')) liftRestriction(state, 'it is 1298', events); // STB-12.2.1c
  const displace = displaceOf(standing);
  returnNobles(state, displace, events, live && choiceAskers(live, state, null, displace).displace);
  if (state.result) return;
  settleStone(state, dice, events, standing); // a displacement may have put the English in Scone
  returnSurrendered(state, standing.english.markers.returnTo, events); // STB-10.M.lost-cause.f
  drawHands(state, dice, events); // STB-3.1a-b, STB-10.0a-b
  const scots = dice.roll('Scottish Marches (STB-3.1c)');
  const english = dice.roll('English Marches (STB-3.1c)');
  if (logsEveryDie(state))
    events.push(
      dieEvent('Scottish Marches (STB-3.1c)', scots),
      dieEvent('English Marches (STB-3.1c)', english),
    );
  else
    events.push({
      kind: 'roll',
      text: `Marches: Scots ${scots}, English ${english}.`,
      purpose: 'marches',
      scots,
      english,
    });
  state.marchDice = { scots, english };
  state.order = english > scots ? ['english', 'scots'] : ['scots', 'english']; // STB-3.2a: ties to Scotland
  events.push({ kind: 'order', text: `The ${sideName(state.order[0]!)} move first.` });
  state.moves = {};
  state.checked = [];
  state.playerTurn = 0;
  state.step = 'player-turn';
  openPlayerTurn(state, standing, events);
}

function openPlayerTurn(state: State, standing: Record<SideId, Standing>, events: GameEvent[]): void {
  const side = state.order[state.playerTurn]!;
  state.marchesLeft = state.marchDice[side]; // STB-4.0a
  state.riverEntries = [];
  placeReinforcements(state, side, standing[side].reinforce, events); // STB-AMB-38
  if (side === 'scots') returnWallace(state, events); // STB-14.1.2a, STB-AMB-85
}

/** STB-4.2, 8.1, STB-AMB-12/13: every leader check first; failed ones may fall back on a March. */
function movement(
  state: State,
  side: SideId,
  orders: readonly Order[],
  dice: Dice,
  events: GameEvent[],
  hooks: EngineHooks,
  afterMove: () => void,
): void {
  const marches: Extract<Order, { kind: 'march' }>[] = [];
  for (const o of orders) {
    if (o.kind === 'march') marches.push(o);
    if (o.kind !== 'lead') continue;
    const leader = state.leaders.find((l) => l.id === o.leader);
    const data = leaderOf(state, o.leader); // Balliol 2, Comyn 3 in The Toom Tabard (STB-13.1a)
    if (!leader || leader.status !== 'active' || leader.hex !== o.from || state.checked.includes(o.leader)) {
      events.push({
        kind: 'order-void',
        text: `${data.name} cannot make an initiative check from ${placeName(o.from)} now.`,
      });
      continue;
    }
    state.checked.push(o.leader); // STB-4.2d
    const purpose = `initiative check: ${data.name} (${data.initiative} or less moves)`;
    const moves = (v: number) => v <= data.initiative;
    const die = rollDie(dice, hooks, events, purpose, side, 'initiative', moves, logsEveryDie(state));
    const ok = die <= data.initiative;
    events.push({
      kind: 'initiative',
      text: `${data.name} rolls ${die} against initiative ${data.initiative}: ${ok ? 'the stack moves' : 'it fails'}.`,
      leader: o.leader,
      value: die,
      ok,
    });
    const legs = o.legs.map((l) => ({ ...l, ids: l.ids.length ? [...new Set([o.leader, ...l.ids])] : [] }));
    if (ok) {
      report(events, moveStack(state, side, o.from, legs, events, hooks, o.leader));
      afterMove();
    } else if (o.otherwise === 'march') marches.unshift({ kind: 'march', from: o.from, legs }); // STB-8.1c
  }
  for (const m of marches) {
    if (state.marchesLeft <= 0) {
      events.push({ kind: 'order-void', text: `No March is left for the move from ${placeName(m.from)}.` });
      continue;
    }
    state.marchesLeft -= 1; // STB-4.0b
    report(events, moveStack(state, side, m.from, m.legs, events, hooks));
    afterMove();
  }
  state.marchesLeft = 0; // STB-AMB-14: unused Marches are lost
}

function report(events: GameEvent[], problems: string[]): void {
  for (const p of problems) events.push({ kind: 'order-void', text: `Not carried out: ${p}.` });
}

export function playerTurn(
  state: State,
  orders: readonly Order[],
  standing: Record<SideId, Standing>,
  dice: Dice,
  events: GameEvent[],
  hooks: EngineHooks,
  /** Option liveReactions: asks the other side instead of his standing orders. */
  live?: LiveAsk,
): void {
  const side = state.order[state.playerTurn]!;
  const plans = orders.filter((o) => o.kind === 'battle').map((o) => o.plan as BattlePlan);
  const markers = markersOn(state) ? markerTurn(state, side, orders, standing, dice, plans, live) : undefined;
  // STB-14.1.1, STB-DEC-19: the Scots' levy from the north, written in their turn or standing in the English one.
  const north = side === 'english' ? standing.scots.northLevy : undefined;
  const watch = () => northLevyStandingCheck(state, north, events);
  for (const p of writtenNorthLevy(state, side, orders, events))
    events.push({ kind: 'order-void', text: `Not carried out: ${p}.` });
  watch();
  const h = watchNorthLevy(state, north, markers ? { ...hooks, ...markers.hooks } : hooks);
  markers?.start(events);
  const stone = () => settleStone(state, dice, events, standing); // STB-13.7: at once
  movement(state, side, orders, dice, events, h, stone);
  markers?.combat('before', events);
  watch();
  const split = live && choiceAskers(live, state, side, displaceOf(standing)).withdrawalSplit;
  fightBattles(
    state,
    side,
    plans,
    standing[otherSide(side)].battle,
    defaultChoices(),
    dice,
    events,
    h,
    split,
  );
  stone();
  if (!state.result) markers?.combat('after', events);
  if (state.result) return;
  stone();
  watch();
  if (state.playerTurn === 0) {
    state.playerTurn = 1;
    return openPlayerTurn(state, standing, events);
  }
  hooks.beforeMobilisation?.(state);
  state.step = 'mobilisation';
  state.englishLevyDie = currentTurn(state).englishLevies.plusOneOnRoll1
    ? dice.roll('English levy die (STB-9.1.2c)')
    : null;
  if (state.englishLevyDie !== null && logsEveryDie(state))
    events.push(dieEvent('English levy die (STB-9.1.2c)', state.englishLevyDie));
}

function levies(
  state: State,
  side: SideId,
  orders: readonly Order[],
  standing: Record<SideId, Standing>,
  dice: Dice,
  events: GameEvent[],
): void {
  const open = entitlements(state, side);
  const written = orders.filter((o) => o.kind === 'levy');
  for (const o of written) {
    const i = open.findIndex((e) => e.hexes.includes(o.hex));
    if (i < 0) continue;
    const [e] = open.splice(i, 1);
    raiseLevy(state, side, o.unitKind, o.hex, e!.infantryOnly(o.hex), events);
  }
  for (const e of open) {
    const hex = defaultLevyHex(state, side, e);
    if (hex) raiseLevy(state, side, standing[side].levy, hex, e.infantryOnly(hex), events);
    else events.push({ kind: 'levy', text: `${e.why} has nowhere to go and is lost (STB-AMB-33).`, side });
  }
  if (markersOn(state)) mobilisationLevies(state, side, orders, standing, dice, events);
}

/** STB-3.3-3.5: advance (Scots first), levies (Scots first), foraging, then the next month. */
export function mobilisation(
  state: State,
  orders: Partial<Record<SideId, Order[]>>,
  standing: Record<SideId, Standing>,
  dice: Dice,
  events: GameEvent[],
  /** Option liveReactions: asks which units forage away and where displaced units go. */
  live?: LiveAsk,
): void {
  for (const p of writtenNorthLevy(state, 'scots', orders.scots ?? [], events))
    // STB-14.1.1
    events.push({ kind: 'order-void', text: `Not carried out: ${p}.` });
  for (const side of ['scots', 'english'] as const) {
    const written = (orders[side] ?? []).find((o) => o.kind === 'advance');
    const id = written
      ? written.unit === 'none'
        ? undefined
        : written.unit
      : standing[side].advance === 'best'
        ? defaultAdvance(state, side)
        : undefined;
    if (id) advanceUnit(state, id, events);
  }
  for (const side of ['scots', 'english'] as const)
    levies(state, side, orders[side] ?? [], standing, dice, events);
  for (const side of ['scots', 'english'] as const) {
    // STB-6.0c, STB-DEC-17: a written `forage HEX: remove ...` replaces the standing one for that hex.
    const written = (orders[side] ?? []).flatMap((o) =>
      o.kind === 'forage' ? [{ hex: o.hex, ids: o.ids }] : [],
    );
    const kept = standing[side].forageChosen.filter((c) => !written.some((w) => w.hex === c.hex));
    forage(
      state,
      side,
      { cavalryFirst: standing[side].forageCavalryFirst, chosen: [...written, ...kept] },
      events,
      live && choiceAskers(live, state, null, displaceOf(standing)).forage(side),
    );
  }
  state.englishLevyDie = null;
  state.turn += 1; // STB-3.5
  if (state.turn >= turnTrack(state).length)
    return isToomTabard(state) ? toomTabardResult(state, events) : finalResult(state, events); // STB-12.3a, 13.4
  startTurn(state, standing, dice, events, live);
}

const displaceOf = (standing: Record<SideId, Standing>) => ({
  scots: standing.scots.displace,
  english: standing.english.displace,
});
