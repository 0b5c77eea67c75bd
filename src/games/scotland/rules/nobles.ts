// STB-8.5.1b, STB-11.3, STB-AMB-73/93/94/95: a dead noble's kinsman returns neutral to his home city
// at the start of the Initial Segment; whoever occupies it is displaced beside it by the owner's
// standing order (STB-DEC-4), or eliminated (killed, for a leader) if no hex is eligible.
import type { GameEvent } from '../../core/events';
import { distance, type HexId } from '../../core/hex';
import { CITIES, homeCityOf, leaderById } from '../data';
import { combatUnitsAt, controller, leaderSide, type SideId, type State } from '../state';
import { sideName } from './battle/state';
import { killLeader } from './leaders';
import { unitEntered } from './loyalty';
import { canBePlaced, landNeighbours } from './terrain';
import { inPlace, placeName } from '../names';

export type DisplaceRule = 'friends' | 'city';

/** STB-DEC-4, STB-AMB-73: the owner's choice: units and leaders named to a hex each (`displace: s3 to
 *  0405, s4 to 0406`), the rest together by the rule. */
export interface DisplaceChoice {
  rule: DisplaceRule;
  to: { ids: string[]; to: HexId }[];
}

export const DEFAULT_DISPLACE: DisplaceChoice = { rule: 'friends', to: [] };

function nearestCity(state: State, hex: HexId, side: SideId): number {
  const d = CITIES.filter((c) => controller(state, c.hex, c.name) === side).map((c) => distance(hex, c.hex));
  return d.length ? Math.min(...d) : 99;
}

/** STB-DEC-4: the eligible hex with the most friendly units, then nearest a controlled city ('city' swaps them). */
export function displaceTarget(
  state: State,
  hex: HexId,
  side: SideId,
  rule: DisplaceRule,
): HexId | undefined {
  const friends = (h: HexId) => combatUnitsAt(state, h, side).length;
  const city = (h: HexId) => nearestCity(state, h, side);
  return landNeighbours(hex)
    .filter((h) => canBePlaced(state, side, h))
    .sort((a, b) =>
      rule === 'friends'
        ? friends(b) - friends(a) || city(a) - city(b) || a.localeCompare(b)
        : city(a) - city(b) || friends(b) - friends(a) || a.localeCompare(b),
    )[0];
}

/** The hex the owner named for this piece, if it is beside `hex` and may take it now (STB-AMB-73). */
function chosenHex(
  state: State,
  hex: HexId,
  side: SideId,
  choice: DisplaceChoice,
  id: string,
): HexId | undefined {
  const to = choice.to.find((p) => p.ids.includes(id))?.to;
  return to && landNeighbours(hex).includes(to) && canBePlaced(state, side, to) ? to : undefined;
}

/** Option liveReactions: the owner's placement of the pieces displaced from `hex` over the open
 *  hexes, asked now; nothing: his standing orders decide. */
export type AskDisplace = (
  side: SideId,
  hex: HexId,
  ids: readonly string[],
  open: readonly HexId[],
  /** Where they all go by the standing order (STB-DEC-4). */
  to: HexId,
) => DisplaceChoice | undefined;

export function displace(
  state: State,
  hex: HexId,
  rules: Record<SideId, DisplaceChoice>,
  events: GameEvent[],
  ask?: AskDisplace,
): void {
  for (const side of ['scots', 'english'] as const) {
    if (state.result) return; // STB-8.5.3b, STB-AMB-93: a death that ended the game ends this too
    const units = state.units.filter((u) => u.hex === hex && u.side === side && !u.neutral);
    const leaders = state.leaders.filter(
      (l) => l.hex === hex && l.status === 'active' && leaderSide(l.id) === side,
    );
    if (!units.length && !leaders.length) continue;
    const to = displaceTarget(state, hex, side, rules[side].rule);
    if (!to) {
      state.units = state.units.filter((u) => !units.includes(u)); // STB-AMB-73
      events.push({
        kind: 'displaced',
        text: `No hex beside ${placeName(hex)} can take the ${sideName(side)} there: their units are eliminated.`,
        hex,
        side,
      });
      for (const l of leaders) killLeader(state, l.id, events); // STB-AMB-93
      continue;
    }
    const open = landNeighbours(hex).filter((h) => canBePlaced(state, side, h));
    const ids = [...units.map((u) => u.id), ...leaders.map((l) => l.id)];
    const written = rules[side].to.some((p) => p.ids.some((id) => ids.includes(id)));
    const rule = (open.length > 1 && !written ? ask?.(side, hex, ids, open, to) : undefined) ?? rules[side];
    const placed = new Map<HexId, string[]>();
    const place = (id: string, where: HexId) => placed.set(where, [...(placed.get(where) ?? []), id]);
    // Decided before anyone moves: each named hex is judged as the owner saw it.
    const moves = [
      ...units.map((u) => ({ piece: u as { hex: HexId | null }, id: u.id })),
      ...leaders.map((l) => ({ piece: l as { hex: HexId | null }, id: l.id })),
    ].map((m) => ({ ...m, where: chosenHex(state, hex, side, rule, m.id) ?? to }));
    for (const m of moves) {
      m.piece.hex = m.where;
      place(m.id, m.where);
    }
    for (const where of placed.keys())
      events.push({
        kind: 'displaced',
        text: `The ${sideName(side)} ${inPlace('in', hex)} are displaced ${inPlace('to', where)} (STB-11.3f).`,
        hex,
        to: where,
        side,
      });
    if (placed.size > 1 || rule.to.length)
      events.push({
        kind: 'displaced-choice',
        text: `Displaced from ${placeName(hex)} as the ${sideName(side)} chose: ${[...placed].map(([w, ids]) => `${ids.join(' ')} to ${placeName(w)}`).join(', ')} (STB-AMB-73).`,
        hex,
        side,
      });
    for (const where of placed.keys())
      if (units.some((u) => u.hex === where)) unitEntered(state, side, where, events); // STB-AMB-94
  }
}

/** STB-8.5.1b, STB-AMB-95: kinsmen due this turn come back neutral, at the Initial Segment. */
export function returnNobles(
  state: State,
  rules: Record<SideId, DisplaceChoice>,
  events: GameEvent[],
  ask?: AskDisplace,
): void {
  for (const l of state.leaders) {
    if (l.status !== 'out' || l.returnTurn !== state.turn) continue;
    const home = homeCityOf(l.id);
    if (!home) continue;
    displace(state, home.hex, rules, events, ask);
    if (state.result) return;
    l.status = 'neutral';
    l.hex = home.hex;
    delete l.returnTurn;
    delete l.dead;
    events.push({
      kind: 'noble-returns',
      text: `A kinsman of ${leaderById(l.id)!.name} comes forward: he is neutral in ${home.name} (STB-8.5.1b).`,
      leader: l.id,
    });
  }
}
