// STB-10.M.lost-cause, STB-AMB-69, STB-DEC-14, STB-DEC-18: played before a battle, it makes a side
// with half the other's combat units or fewer surrender, unless Wallace or Edward is with it. Scottish
// nobles go home neutral with one unit each, Murray checks and withdraws, English leaders are removed
// on 1-4 or come back in two turns at Carlisle or Cockermouth; the rest surrender; the other side wins.
import type { GameEvent } from '../../../core/events';
import { distance, type HexId } from '../../../core/hex';
import { CITIES, cityAt, cityNamed, countryOf, leaderById, unitType } from '../../data';
import {
  combatUnitsAt,
  leadersAt,
  occupiedBy,
  otherSide,
  type SideId,
  type State,
  type UnitState,
} from '../../state';
import type { BattleChoices } from '../battle';
import { advance } from '../battle/advancement';
import { startBattle } from '../battle/state';
import { leaderWithdrawalHex } from '../battle/withdrawal';
import { battleInput } from '../combat';
import { killLeader } from '../leaders';
import { unitEntered } from '../loyalty';
import type { Emit, MarkerCtx } from './context';
import { markerRoll } from './fortunes';
import { goHomeNeutral } from './influence-noble';
import type { MarkerStanding } from './standing';
import { garrisonCount } from '../advanced/garrisons';
import { isBalliolOrComyn, leaderName } from '../scenario';

/** STB-10.M.lost-cause.c: these leaders never let their stack surrender. */
export const LOST_CAUSE_IMMUNE = ['wallace', 'edward'];
/** STB-10.M.lost-cause.d: Murray is no noble; he checks and withdraws (STB-AMB-69.5). */
const CHECKS_AND_WITHDRAWS = ['murray'];
const RETURN_DELAY = 2; // STB-10.M.lost-cause.f

/** STB-10.M.lost-cause.b-c, STB-AMB-69.2-3: the side that would surrender in this hex, or null. */
export function lostCauseLoser(state: State, hex: HexId): SideId | null {
  const count = (side: SideId) => combatUnitsAt(state, hex, side).length + garrisonCount(state, hex, side);
  const n = { scots: count('scots'), english: count('english') }; // STB-AMB-69.2: garrisons count
  const loser: SideId | null =
    n.scots > 0 && n.english >= 2 * n.scots
      ? 'scots'
      : n.english > 0 && n.scots >= 2 * n.english
        ? 'english'
        : null;
  if (!loser) return null;
  const heroes = leadersAt(state, hex, loser).filter(
    (l) => l.status === 'active' && LOST_CAUSE_IMMUNE.includes(l.id) && !isBalliolOrComyn(state, l.id),
  ); // STB-AMB-79: Wallace's immunity does not pass to Balliol on his counter
  return heroes.length ? null : loser;
}

const value = (u: UnitState) => unitType(u.kind, u.grade).full;

/** STB-DEC-14: the unit that goes home with a surrendering noble. */
function unitHome(units: readonly UnitState[], rule: MarkerStanding['surrender']): UnitState | undefined {
  const named = rule.prefer.map((id) => units.find((u) => u.id === id)).find(Boolean);
  const sign = rule.rank === 'strongest' ? -1 : 1;
  return named ?? [...units].sort((a, b) => sign * (value(a) - value(b)))[0];
}

/** STB-DEC-14, STB-AMB-25: Murray's hex by the Scots' withdrawal choices (`withdraw to ...`, a split
 *  naming him): their battle plan for that hex when they attack, else their standing `defend:` ones,
 *  as a surviving leader's in a battle (STB-8.5c). */
function murrayHex(ctx: MarkerCtx, hex: HexId, id: string): HexId | undefined {
  // The Scots attacking: their battle plan for this hex says where they withdraw, not `defend:`.
  const plan = ctx.phasing === 'scots' ? ctx.plans?.find((p) => p.hex === hex) : undefined;
  const choices = plan ?? ctx.standing.scots.battle;
  const b = startBattle(battleInput(ctx.state, hex, 'english', choices, choices), ctx.dice, {});
  const murray = b.leaders.get(id);
  return murray ? leaderWithdrawalHex(b, murray) : undefined;
}

/** STB-AMB-69.5: Murray takes the 8.5 check; if he lives he withdraws beside the hex (STB-7.2). */
function murray(ctx: MarkerCtx, id: string, hex: HexId, events: GameEvent[], emit: Emit): void {
  const name = leaderById(id)!.name;
  const killedOn = leaderById(id)!.killedOn;
  const die = markerRoll(
    ctx,
    'scots',
    `Lost Cause: casualty check for ${name} (killed on 1-${killedOn})`,
    'casualty',
    (v) => v <= killedOn,
    emit,
  );
  const to = die > killedOn ? murrayHex(ctx, hex, id) : undefined;
  if (!to) return killLeader(ctx.state, id, events);
  ctx.state.leaders.find((l) => l.id === id)!.hex = to;
  emit({ kind: 'battle-leader-withdraws', text: `${name} survives and withdraws to ${to}.`, leader: id, to });
}

/** STB-13.1c, STB-AMB-61: Balliol or Comyn is captured and removed from play for good. */
function captured(state: State, id: string, emit: Emit): void {
  Object.assign(
    state.leaders.find((l) => l.id === id)!,
    { status: 'out', hex: null, captured: true },
  );
  emit({
    kind: 'leader-captured',
    text: `${leaderName(state, id)} is captured and removed from play (STB-13.1c).`,
    leader: id,
  });
}

/** STB-10.M.lost-cause.e-f, STB-DEC-18: removed on 1-4, else back in two turns. */
function englishLeader(ctx: MarkerCtx, id: string, emit: Emit): void {
  const name = leaderById(id)!.name;
  const l = ctx.state.leaders.find((x) => x.id === id)!;
  const die = markerRoll(
    ctx,
    'english',
    `Lost Cause: ${name} removed from play on 1-4`,
    'casualty',
    (v) => v <= 4,
    emit,
  );
  Object.assign(l, { status: 'out', hex: null });
  if (die <= 4) {
    l.dead = true; // STB-8.5.2: an English leader removed from play never returns
    emit({ kind: 'leader-dead', text: `${name} is removed from play.`, leader: id });
    return;
  }
  Object.assign(l, { returnTurn: ctx.state.turn + RETURN_DELAY, surrendered: true });
  emit({ kind: 'leader-captured', text: `${name} is taken and will be back in two turns.`, leader: id });
}

/** The surrender itself; then the other side holds the hex and may advance a unit (STB-7.4, AMB-69.7). */
export function surrender(
  ctx: MarkerCtx,
  hex: HexId,
  loser: SideId,
  attacker: SideId,
  winnerChoices: BattleChoices,
  emit: Emit,
): void {
  const { state } = ctx;
  const winner = otherSide(loser);
  const units = combatUnitsAt(state, hex, loser);
  const leaders = leadersAt(state, hex, loser).filter((l) => l.status === 'active');
  emit({
    kind: 'lost-cause',
    text: `Lost Cause: ${units.length} ${loser === 'scots' ? 'Scottish' : 'English'} units surrender to ${combatUnitsAt(state, hex, winner).length} (STB-10.M.lost-cause.b).`,
    hex,
    side: loser,
  });
  const events: GameEvent[] = [];
  const home: { noble: string; unit?: UnitState }[] = [];
  const rule = ctx.standing.scots.markers.surrender;
  for (const l of leaders) {
    if (loser === 'english') englishLeader(ctx, l.id, emit);
    else if (isBalliolOrComyn(state, l.id)) captured(state, l.id, emit);
    else if (!CHECKS_AND_WITHDRAWS.includes(l.id)) {
      const unit = unitHome(
        units.filter((u) => !home.some((h) => h.unit === u)),
        rule,
      ); // STB-DEC-14
      home.push({ noble: l.id, ...(unit ? { unit } : {}) });
    }
  }
  const going = home.flatMap((h) => (h.unit ? [h.unit] : []));
  state.units = state.units.filter((u) => !units.includes(u) || going.includes(u)); // STB-10.M.lost-cause.g
  const why = rule.prefer.length || rule.rank !== 'strongest' ? 'standing order' : 'default: the strongest';
  for (const h of home) {
    events.push({
      kind: 'lost-cause',
      text: `${leaderById(h.noble)!.name} takes ${h.unit ? h.unit.id : 'no unit'} home (${why}, STB-DEC-14).`,
    });
    goHomeNeutral(
      state,
      h.noble,
      h.unit ? [h.unit] : [],
      { scots: ctx.standing.scots.displace, english: ctx.standing.english.displace },
      events,
    );
  }
  for (const l of leaders.filter(
    (x) => CHECKS_AND_WITHDRAWS.includes(x.id) && !isBalliolOrComyn(state, x.id),
  ))
    murray(ctx, l.id, hex, events, emit);
  events.forEach(emit);
  const b = startBattle(battleInput(state, hex, attacker, winnerChoices, winnerChoices), ctx.dice, {});
  const advanced = advance(b, winner); // STB-7.4
  b.events.forEach(emit);
  const unit = advanced && state.units.find((u) => u.id === advanced.unitId);
  if (unit) unit.grade = advanced.to;
  const after: GameEvent[] = [];
  if (combatUnitsAt(state, hex, winner).length) unitEntered(state, winner, hex, after); // STB-AMB-48
  after.forEach(emit);
}

/** STB-10.M.lost-cause.f, STB-DEC-18, STB-AMB-69.6: due English leaders come back at the Initial
 *  Segment, in Carlisle or Cockermouth as the English choose, else the nearest English-held city in England. */
export function returnSurrendered(
  state: State,
  choice: MarkerStanding['returnTo'],
  events: GameEvent[],
): void {
  const first = cityNamed(choice)!.hex;
  const other = cityNamed(choice === 'Carlisle' ? 'Cockermouth' : 'Carlisle')!.hex;
  for (const l of state.leaders) {
    if (!l.surrendered || l.returnTurn !== state.turn) continue;
    const free = (h: HexId) => !occupiedBy(state, h, 'scots');
    const nearest = CITIES.filter((c) => countryOf(c.hex) === 'england')
      .map((c) => c.hex)
      .sort((a, b) => distance(a, first) - distance(b, first));
    const hex = [first, other, ...nearest].find(free);
    if (!hex) continue; // every English city is Scottish-held: he waits
    Object.assign(l, { status: 'active', hex });
    delete l.returnTurn;
    delete l.surrendered;
    const why = choice === 'Carlisle' ? 'default' : 'standing order';
    events.push({
      kind: 'leader-returns',
      text: `${leaderById(l.id)!.name} is back in ${cityAt(hex)!.name} (${why}, STB-DEC-18).`,
      leader: l.id,
    });
  }
}
