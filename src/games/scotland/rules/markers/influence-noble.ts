// STB-10.M.influence-noble, STB-11.3g-h, STB-AMB-44/45/46, STB-DEC-3: winning a neutral noble over,
// or turning a pro-Scottish one neutral. `influenceNoble` (roll and effect) and `nobleGoesNeutral`
// are also for The Toom Tabard's Stone of Scone (STB-13.7: the English effect on every noble).
import type { Dice } from '../../../core/dice';
import type { GameEvent } from '../../../core/events';
import type { HexId } from '../../../core/hex';
import { homeCityOf, leaderById, unitType } from '../../data';
import { combatUnitsAt, leaderState, type SideId, type State, type UnitState } from '../../state';
import { nobleJoins } from '../join';
import { DEFAULT_DISPLACE, displace, type DisplaceChoice } from '../nobles';
import { canBePlaced, landNeighbours } from '../terrain';
import type { MarkerEffect } from './context';
import { isBalliolOrComyn, leaderName } from '../scenario';
import type { MarkerStanding } from './standing';

/** Bruce is turned neutral on 1-4 rather than 1-2 (STB-10.M.influence-noble.c). */
const EASILY_SWAYED: Record<string, number> = { bruce: 4 };

export interface InfluenceChoices {
  /** STB-11.3h: the Scots keep the home city pro-English (and the noble goes beside it). */
  keepEnglish?: boolean;
  to?: HexId;
  /** STB-DEC-3: which units go home with a noble turned neutral. */
  nobleLost?: MarkerStanding['nobleLost'];
  /** STB-DEC-4: where units in his home city are displaced to. */
  displace?: Record<SideId, DisplaceChoice>;
}

/** STB-10.M.influence-noble.a, STB-AMB-45: a noble (never Wallace or Murray), neutral for the Scots,
 *  pro-Scottish for the English. The reason he may not be targeted, or undefined. */
export function influenceProblem(state: State, by: SideId, noble: string | undefined): string | undefined {
  if (!noble || noble === 'any')
    return "Influence Noble needs a noble, e.g. 'play Influence Noble on Douglas'";
  const data = leaderById(noble);
  if (!data || data.side !== 'scots')
    return `Influence Noble cannot target ${data ? leaderName(state, noble) : noble}: only Scottish nobles can be influenced (STB-10.M.influence-noble.a)`;
  if (data.role !== 'noble')
    return isBalliolOrComyn(state, noble)
      ? `Influence Noble cannot target ${leaderName(state, noble)}: Balliol and Comyn are not affected by it (STB-13.1b)`
      : `Influence Noble cannot target ${data.name}: he is not a noble who can be swayed (STB-10.M.influence-noble.a)`;
  const status = leaderState(state, noble).status;
  const now = status === 'out' ? 'not on the map' : status === 'neutral' ? 'neutral' : 'pro-Scottish';
  if (by === 'scots' && status !== 'neutral')
    return `Influence Noble on ${data.name}: the Scots may target only a neutral noble, and he is ${now} (STB-AMB-45)`;
  if (by === 'english' && status !== 'active')
    return `Influence Noble on ${data.name}: the English may target only a pro-Scottish noble, and he is ${now} (STB-AMB-45)`;
  return undefined;
}

/** STB-10.M.influence-noble.b-d, STB-AMB-44: Scots 1-3; English 1-2 (Bruce 1-4), 1 off the roll if
 *  his home city is loyal to England. */
export function influenceWorks(state: State, noble: string, by: SideId, die: number): boolean {
  if (by === 'scots') return die <= 3;
  const home = homeCityOf(noble);
  const modifier = home && state.loyalty[home.name] === 'english' ? 1 : 0;
  return die - modifier <= (EASILY_SWAYED[noble] ?? 2);
}

const value = (u: UnitState) => unitType(u.kind, u.grade).full;

/** STB-DEC-3: the units that go home (the weakest by default; units listed under `spare` last). */
function unitsGoing(units: readonly UnitState[], n: number, rule: MarkerStanding['nobleLost']): UnitState[] {
  const spare = (u: UnitState) => (rule.spare.includes(u.id) ? 1 : 0);
  const sign = rule.rank === 'weakest' ? 1 : -1;
  return [...units].sort((a, b) => spare(a) - spare(b) || sign * (value(a) - value(b))).slice(0, n);
}

/** STB-10.M.influence-noble.e, STB-11.3b/f: the noble and the units with him go home neutral;
 *  whoever is in his home city is displaced beside it (STB-DEC-4). */
export function goHomeNeutral(
  state: State,
  noble: string,
  units: readonly UnitState[],
  rules: Record<SideId, DisplaceChoice>,
  events: GameEvent[],
): void {
  const home = homeCityOf(noble)!;
  const l = leaderState(state, noble);
  l.status = 'neutral';
  l.hex = home.hex;
  for (const u of units) Object.assign(u, { neutral: true, hex: home.hex });
  displace(state, home.hex, rules, events);
  events.push({
    kind: 'noble-neutral',
    text: `${leaderById(noble)!.name} becomes neutral and goes home to ${home.name}${units.length ? ` with ${units.map((u) => u.id).join(', ')}` : ''}.`,
    leader: noble,
  });
}

/** STB-10.M.influence-noble.e-h, STB-AMB-46, STB-DEC-3: half a die (rounded up) of the Scottish units
 *  in his hex go home with him; one stays with him in his home city, the rest are removed; his home
 *  city turns pro-English. */
export function nobleGoesNeutral(
  state: State,
  noble: string,
  dice: Dice,
  events: GameEvent[],
  choices: InfluenceChoices = {},
): void {
  const l = leaderState(state, noble);
  const name = leaderById(noble)!.name;
  const units = l.hex ? combatUnitsAt(state, l.hex, 'scots') : [];
  const purpose = `units going home with ${name} (half the roll, rounded up)`;
  const die = dice.roll(purpose);
  events.push({ kind: 'roll', text: `Die for ${purpose}: ${die}.`, purpose, sides: 6, value: die });
  const rule = choices.nobleLost ?? { rank: 'weakest' as const, spare: [] };
  const going = unitsGoing(units, Math.ceil(die / 2), rule); // STB-AMB-30
  const stays = [...going].sort((a, b) => value(b) - value(a))[0];
  const removed = going.filter((u) => u !== stays);
  state.units = state.units.filter((u) => !removed.includes(u));
  const how = choices.nobleLost ? 'standing order' : 'default: the weakest go, the strongest of them stays';
  events.push({
    kind: 'noble-units',
    text: `${going.length} unit${going.length === 1 ? '' : 's'} go home with ${name} (${how}, STB-DEC-3)${stays ? `: ${stays.id} stays with him` : ''}${removed.length ? `, ${removed.map((u) => u.id).join(', ')} removed` : ''}.`,
    leader: noble,
  });
  goHomeNeutral(
    state,
    noble,
    stays ? [stays] : [],
    choices.displace ?? { scots: DEFAULT_DISPLACE, english: DEFAULT_DISPLACE },
    events,
  );
  const home = homeCityOf(noble)!;
  if (state.loyalty[home.name] !== 'english') {
    state.loyalty[home.name] = 'english'; // STB-10.M.influence-noble.h
    events.push({
      kind: 'loyalty',
      text: `${home.name} turns pro-English.`,
      city: home.name,
      side: 'english',
    });
  }
}

/** The effect once the roll has worked: the noble joins the Scots, or turns neutral. */
export function applyInfluence(
  state: State,
  noble: string,
  by: SideId,
  dice: Dice,
  events: GameEvent[],
  choices: InfluenceChoices = {},
): void {
  if (by === 'scots') nobleJoins(state, noble, choices.keepEnglish ?? false, events, choices.to);
  else nobleGoesNeutral(state, noble, dice, events, choices);
}

/** Roll and effect in one, with no marker played (The Toom Tabard's Stone of Scone). True if it worked. */
export function influenceNoble(
  state: State,
  noble: string,
  by: SideId,
  dice: Dice,
  events: GameEvent[],
  choices: InfluenceChoices = {},
): boolean {
  const purpose = `Influence Noble on ${leaderById(noble)!.name}`;
  const die = dice.roll(purpose);
  events.push({ kind: 'roll', text: `Die for ${purpose}: ${die}.`, purpose, sides: 6, value: die });
  const works = influenceWorks(state, noble, by, die);
  if (works) applyInfluence(state, noble, by, dice, events, choices);
  return works;
}

/** STB-11.3h: where a noble kept off his pro-English home city may go. */
function besideHome(state: State, noble: string): HexId[] {
  const home = homeCityOf(noble);
  return home ? landNeighbours(home.hex).filter((h) => canBePlaced(state, 'scots', h)) : [];
}

export const INFLUENCE_NOBLE: MarkerEffect = {
  problem(state, side, play) {
    const why = influenceProblem(state, side, play.target);
    if (why) return why;
    if (side === 'english' && (play.keepEnglish || play.to))
      return 'Influence Noble: only the Scots choose where a noble who joins them goes (STB-11.3h)';
    if (play.to && !besideHome(state, play.target!).includes(play.to))
      return `Influence Noble on ${leaderById(play.target!)!.name}: ${play.to} is not a free hex beside his home city (STB-11.3h)`;
    return undefined;
  },
  describe: (p) => `on ${leaderById(p.target!)?.name ?? p.target}`,
  candidates: (state, side) =>
    state.leaders
      .filter((l) => !influenceProblem(state, side, l.id))
      .map((l) => ({ marker: 'influence-noble', target: l.id })),
  roll: {
    purpose: (p) => `Influence Noble on ${leaderById(p.target!)!.name}`,
    works: (state, side, p, die) => influenceWorks(state, p.target!, side, die),
  },
  apply(ctx, side, play, emit) {
    const events: GameEvent[] = [];
    const mine = ctx.standing.scots.markers;
    applyInfluence(ctx.state, play.target!, side, ctx.dice, events, {
      ...(play.keepEnglish ? { keepEnglish: true } : {}),
      ...(play.to ? { to: play.to } : {}),
      ...(mine.nobleLost.rank !== 'weakest' || mine.nobleLost.spare.length
        ? { nobleLost: mine.nobleLost }
        : {}),
      displace: { scots: ctx.standing.scots.displace, english: ctx.standing.english.displace },
    });
    events.forEach(emit);
  },
  simulate(state, side, play) {
    if (side === 'scots') nobleJoins(state, play.target!, play.keepEnglish ?? false, [], play.to);
  },
};
