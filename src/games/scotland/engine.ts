// Resolution and validation of each step (STB-3.0 as steps; see SEQUENCE.md).
import { choiceChecks } from './rules/choices/checks';
import type { Problem, Resolution, StepInput } from '../core/contract';
import type { Dice } from '../core/dice';
import type { GameEvent } from '../core/events';
import { CITIES, cityAt, countryOf, isLand } from './data';
import type { Order } from './order-types';
import {
  DEFAULT_GARRISONS,
  DEFAULT_GARRISON_LEADERS,
  DEFAULT_WALLACE_HEX,
  placeGarrisons,
  placeWallace,
} from './setup';
import { parseStandingText, type Standing } from './standing';
import { isNeutralHex, occupiedBy, phasing, type SideId, type State } from './state';
import { NO_HOOKS, type EngineHooks } from './rules/hooks';
import { entitlements } from './rules/levy';
import { moveStack } from './rules/march';
import { NEXT_GRADE, available } from './rules/pool';
import { mobilisation, playerTurn, startTurn } from './rules/turn';
import { hexOf } from './data';
import { simulatePlays } from './rules/markers/check';
import { writtenNorthLevy } from './rules/advanced/north-levy';
import { isToomTabard, leaderName } from './rules/scenario';
import { settleStone } from './rules/stone';
import { DEFAULT_BALLIOL_HEX, balliolHexProblem, balliolSetupText, placeBalliol } from './setup-toom-tabard';
import { liveAskingOn } from './rules/live-reactions/option';
import { liveTurn } from './rules/live-reactions/resume';
import { reactionProblems } from './rules/live-reactions/answer';
import { copyPlain } from '../core/clone';
import { inPlace } from './names';

function standingOf(input: StepInput<Order>): Record<SideId, Standing> {
  return {
    scots: parseStandingText(input.standing.scots ?? '').standing,
    english: parseStandingText(input.standing.english ?? '').standing,
  };
}

function garrisonProblems(state: State, orders: readonly Order[]): Problem[] {
  const problems: Problem[] = [];
  const g = orders.find((o) => o.kind === 'garrison');
  const cities = g?.kind === 'garrison' ? g.cities : DEFAULT_GARRISONS.map((c) => hexOf(c)!);
  if (g?.kind === 'garrison') {
    if (new Set(cities).size !== 5)
      problems.push({ message: 'name 5 different cities for the regular infantry (STB-12.1.3a)' });
    for (const h of cities) {
      const city = cityAt(h);
      if (!city?.loyaltyMarker) problems.push({ message: `${h} is not a Scottish city (STB-12.1.3a)` });
      else if (occupiedBy(state, h, 'scots') || occupiedBy(state, h, 'english') || isNeutralHex(state, h))
        problems.push({ message: `${city.name} is occupied (STB-AMB-54)` });
    }
  }
  const posts = orders.filter((o) => o.kind === 'post');
  for (const p of posts) {
    if (p.leader !== 'cressingham' && p.leader !== 'warenne')
      problems.push({ message: `only Cressingham and Warenne go with the garrisons (STB-12.1.3b)` });
    if (!cities.includes(p.city))
      problems.push({ message: `${p.leader} must be placed with one of the garrisons (STB-12.1.3b)` });
  }
  if (posts.length === 2 && posts[0]!.city === posts[1]!.city)
    problems.push({ message: 'no more than 1 leader in a hex (STB-12.1.3b)' });
  return problems;
}

function startProblems(state: State, hex: string): Problem[] {
  if (!isLand(hex) || countryOf(hex) !== 'scotland' || cityAt(hex))
    return [{ message: `${hex} is not a non-city hex in Scotland (STB-12.1.4)` }];
  if (isNeutralHex(state, hex) || occupiedBy(state, hex, 'english'))
    return [{ message: `${hex} is occupied` }];
  return [];
}

/** A dry run of the moves, every leader check and marker roll taken as passed. */
function turnProblems(state: State, side: SideId, orders: readonly Order[]): Problem[] {
  const s = copyPlain(state);
  const problems: Problem[] = [];
  let marches = 0;
  const events: GameEvent[] = [];
  problems.push(...writtenNorthLevy(s, side, orders, events).map((message) => ({ message })));
  const plays = simulatePlays(s, side, orders);
  const hooks = plays.hooks;
  for (const o of [...orders.filter((x) => x.kind === 'lead'), ...orders.filter((x) => x.kind === 'march')]) {
    if (o.kind === 'lead') {
      if (s.checked.includes(o.leader))
        problems.push({
          message: `${leaderName(s, o.leader)} may make only one initiative check a turn (STB-4.2d)`,
        });
      s.checked.push(o.leader);
      const legs = o.legs.map((l) => ({ ...l, ids: l.ids.length ? [...new Set([o.leader, ...l.ids])] : [] }));
      problems.push(
        ...moveStack(s, side, o.from, legs, events, hooks, o.leader).map((message) => ({ message })),
      );
    } else if (o.kind === 'march') {
      marches += 1;
      problems.push(...moveStack(s, side, o.from, o.legs, events, hooks).map((message) => ({ message })));
    }
  }
  if (marches > s.marchesLeft)
    problems.push({ message: `${marches} Marches written but only ${s.marchesLeft} rolled (STB-4.0a)` });
  return [...problems, ...plays.after(s)];
}

function musterProblems(state: State, side: SideId, orders: readonly Order[]): Problem[] {
  const problems: Problem[] = writtenNorthLevy(copyPlain(state), side, orders, []).map((message) => ({
    message,
  }));
  const advances = orders.filter((o) => o.kind === 'advance');
  if (advances.length > 1)
    problems.push({ message: 'only one unit advances in the Mobilization Phase (STB-11.2.2a)' });
  for (const a of advances) {
    if (a.unit === 'none') continue;
    const u = state.units.find((x) => x.id === a.unit && x.side === side && !x.neutral);
    const next = u && NEXT_GRADE[u.grade];
    if (!u) problems.push({ message: `'${a.unit}' is not one of your units` });
    else if (!next || available(state, side, u.kind, next) <= 0)
      problems.push({
        message: `${u.id} cannot advance: no ${next ?? 'higher'} ${u.kind} counter is free (STB-11.2.2c)`,
      });
  }
  const open = entitlements(state, side);
  for (const l of orders.filter((o) => o.kind === 'levy')) {
    const i = open.findIndex((e) => e.hexes.includes(l.hex));
    if (i < 0) problems.push({ message: `no levy of yours may be placed in ${l.hex} (STB-9.1)` });
    else open.splice(i, 1);
  }
  const checks = choiceChecks(state, side);
  for (const f of orders.filter((o) => o.kind === 'forage')) {
    const bad = checks.forage?.(f.hex, f.ids); // STB-6.0c
    if (bad) problems.push({ message: bad });
  }
  return problems;
}

function scotsStartProblems(state: State, hex: string): Problem[] {
  if (!isToomTabard(state)) return startProblems(state, hex);
  const why = balliolHexProblem(state, hex);
  return why ? [{ message: why }] : [];
}

export function validateOrders(state: State, side: string, orders: Order[]): Problem[] {
  if (state.step === 'setup-english') return garrisonProblems(state, orders);
  if (state.step === 'setup-scots') {
    const start = orders.find((o) => o.kind === 'start');
    return start?.kind === 'start' ? scotsStartProblems(state, start.hex) : [];
  }
  if (state.live) return reactionProblems(state, side, orders);
  if (state.step === 'player-turn')
    return phasing(state) === side
      ? turnProblems(state, side, orders)
      : [{ message: 'it is not your player turn (STB-3.2b)' }];
  if (state.step === 'mobilisation') return musterProblems(state, side as SideId, orders);
  return [{ message: 'the game is over' }];
}

export function resolveStep(
  state: State,
  input: StepInput<Order>,
  dice: Dice,
  hooks: EngineHooks = NO_HOOKS,
): Resolution<State> {
  if ((state.step === 'player-turn' || state.step === 'mobilisation') && liveAskingOn(state))
    return liveTurn(state, input, dice, hooks);
  const s = copyPlain(state);
  const events: GameEvent[] = [];
  const standing = standingOf(input);
  if (s.step === 'setup-english') {
    const orders = input.orders.english ?? [];
    const ok = garrisonProblems(s, orders).length === 0;
    const g = orders.find((o) => o.kind === 'garrison');
    const cities = ok && g?.kind === 'garrison' ? g.cities.map((h) => cityAt(h)!.name) : DEFAULT_GARRISONS;
    const posts: Record<string, string> =
      ok && g ? { cressingham: cities[0]!, warenne: cities[1]! } : { ...DEFAULT_GARRISON_LEADERS };
    if (ok) for (const o of orders) if (o.kind === 'post') posts[o.leader] = cityAt(o.city)!.name;
    placeGarrisons(s, cities, posts);
    events.push({
      kind: 'setup',
      text: `The English garrison ${cities.join(', ')}; Cressingham in ${posts.cressingham}, Warenne in ${posts.warenne} (STB-12.1.3).`,
    });
  } else if (s.step === 'setup-scots') {
    const start = (input.orders.scots ?? []).find((o) => o.kind === 'start');
    const ok = start?.kind === 'start' && scotsStartProblems(s, start.hex).length === 0;
    if (isToomTabard(s)) {
      const hex = ok ? start.hex : DEFAULT_BALLIOL_HEX;
      placeBalliol(s, hex, dice);
      events.push({ kind: 'setup', text: balliolSetupText(s, hex) });
    } else {
      const hex = ok ? start.hex : DEFAULT_WALLACE_HEX;
      placeWallace(s, hex);
      events.push({
        kind: 'setup',
        text: `Wallace rises ${inPlace('in', hex)} with his elite infantry (STB-12.1.4).`,
      });
    }
    startTurn(s, standing, dice, events);
  } else if (s.step === 'player-turn') {
    playerTurn(s, input.orders[phasing(s)!] ?? [], standing, dice, events, hooks);
  } else if (s.step === 'mobilisation') {
    mobilisation(s, input.orders as Partial<Record<SideId, Order[]>>, standing, dice, events);
  }
  settleStone(s, dice, events, standing); // STB-13.7: whatever step took Scone
  return { state: s, events };
}

export const CITY_NAMES = CITIES.map((c) => c.name);
