// The markers played before a battle (STB-AMB-6): Combat Advantage, Effective Archers, Highland
// Ferocity and Knights Charge (each side's own use), Siege Train, Treachery; what each may target
// (STB-AMB-82) and what each does to the rounds of that battle (STB-AMB-19/20/39/42/43/68).
import { cityAt } from '../../data';
import { otherSide, type SideId, type State } from '../../state';
import type { BattleSide, RoundView, StrikeModifiers } from '../battle';
import { markerName } from './catalogue';
import type { Emit } from './context';
import type { MarkerPlay } from './grammar';
import type { MarkerStanding } from './standing';

/** A battle marker that took effect. `mode` is what a Combat Advantage did when played (STB-AMB-39). */
export interface BattleEffect {
  side: SideId;
  marker: string;
  target?: string;
  mode?: 'grant' | 'cancel' | 'none';
  /** STB-DEC-9: how the player who played it picks the unit given value 0. */
  zero?: MarkerStanding['zero'];
}

/** The unit type a zeroing marker hits: English Highland Ferocity, the Scottish schiltron (STB-AMB-43). */
export function zeroedType(
  marker: string,
  side: SideId,
): { side: SideId; kind: 'infantry' | 'cavalry' } | undefined {
  if (marker === 'highland-ferocity' && side === 'english') return { side: 'scots', kind: 'infantry' };
  if (marker === 'knights-charge' && side === 'scots') return { side: 'english', kind: 'cavalry' };
  return undefined;
}

/** The unit type a first-round bonus raises: Scottish Highland Ferocity, English Knights Charge. */
function raisedType(
  marker: string,
  side: SideId,
): { side: SideId; kind: 'infantry' | 'cavalry' } | undefined {
  if (marker === 'highland-ferocity' && side === 'scots') return { side: 'scots', kind: 'infantry' };
  if (marker === 'knights-charge' && side === 'english') return { side: 'english', kind: 'cavalry' };
  return undefined;
}

/** What may be checked before the moves are made: the hex names a battle a marker can be used in. */
export function battleMarkerProblem(state: State, side: SideId, play: MarkerPlay): string | undefined {
  const name = markerName(play.marker);
  if (!play.hex) return `${name} needs the battle, e.g. 'battle 0507: play ${name}'`;
  const city = cityAt(play.hex);
  if (play.marker === 'siege-train' && !city?.loyaltyMarker)
    return `Siege Train at ${play.hex}: it helps only against Scottish units holding a Scottish city (STB-10.M.siege-train.b)`;
  if (play.marker === 'treachery' && !city)
    return `Treachery at ${play.hex}: there is no city there (STB-10.M.treachery.b)`;
  if (play.target && !zeroedType(play.marker, side))
    return `${name} played by the ${side === 'scots' ? 'Scots' : 'English'} takes no unit: it raises every ${raisedType(play.marker, side)?.kind ?? 'unit'} of theirs`;
  const z = zeroedType(play.marker, side);
  const unit = play.target && state.units.find((u) => u.id === play.target);
  if (z && play.target && unit && (unit.side !== z.side || unit.kind !== z.kind))
    return `${name} on ${play.target}: it must be ${z.side === 'scots' ? 'a Scottish' : 'an English'} ${z.kind} unit (STB-AMB-43)`;
  return undefined;
}

/** STB-AMB-81: in a battle, Siege Train and Treachery are the attacker's only. */
export function windowProblem(play: MarkerPlay, side: SideId, attacker: SideId): string | undefined {
  if ((play.marker === 'siege-train' || play.marker === 'treachery') && side !== attacker)
    return `${markerName(play.marker)} helps only the side attacking a city (STB-AMB-81)`;
  return undefined;
}

/** STB-7.1.5, STB-AMB-20/39/78: the advantage in a round, from terrain, then each Combat Advantage in order. */
export function advantageAfter(
  terrain: BattleSide | null,
  effects: readonly BattleEffect[],
): BattleSide | null {
  let now = terrain;
  for (const e of effects.filter((x) => x.marker === 'combat-advantage')) {
    if (e.mode === 'cancel' && now === otherSide(e.side)) now = null; // STB-10.M.combat-advantage.b
    if (e.mode === 'grant' && now === null) now = e.side; // STB-10.M.combat-advantage.c
  }
  return now;
}

/** STB-DEC-9, STB-AMB-43: the unit given value 0, chosen after the first line-up by its player. */
function zeroTarget(view: RoundView, e: BattleEffect): string | undefined {
  const z = zeroedType(e.marker, e.side)!;
  const shown = new Set(view.positions.flatMap((p) => p.units[z.side]));
  const units = view.input.units.filter((u) => shown.has(u.id) && u.side === z.side && u.kind === z.kind);
  if (e.target && units.some((u) => u.id === e.target)) return e.target;
  const command = (id: string) => {
    const p = view.placements.find((x) => x.unitId === id && x.counts);
    return p ? (view.input.leaders.find((l) => l.id === p.leaderId)?.command ?? 0) : 0;
  };
  const value = (u: (typeof units)[number]) => (u.reduced ? u.reducedValue : u.full) + command(u.id);
  const led = (u: (typeof units)[number]) => (e.zero === 'led' && command(u.id) > 0 ? 1 : 0);
  return [...units].sort((a, b) => led(b) - led(a) || value(b) - value(a))[0]?.id;
}

/** What the markers in effect do to one round's strike. */
export function strikeModifiers(
  view: RoundView,
  effects: readonly BattleEffect[],
  emit: Emit,
): StrikeModifiers {
  const mods: StrikeModifiers = {};
  if (effects.some((e) => e.marker === 'combat-advantage'))
    mods.advantage = advantageAfter(view.advantage, effects);
  const first = view.round === 1;
  let ease = 0;
  for (const e of effects) {
    const raised = raisedType(e.marker, e.side);
    if (first && raised) {
      // STB-10.M.highland-ferocity.a, STB-10.M.knights-charge.a: +1 in the first round only.
      mods.valueModifiers ??= {};
      for (const u of view.input.units.filter((x) => x.side === raised.side && x.kind === raised.kind))
        mods.valueModifiers[u.id] = (mods.valueModifiers[u.id] ?? 0) + 1;
    }
    if (first && zeroedType(e.marker, e.side)) {
      const id = zeroTarget(view, e);
      if (id) {
        (mods.zeroed ??= []).push(id);
        const how =
          e.target === id
            ? 'as written'
            : e.zero === 'led'
              ? "standing order 'zero: led'"
              : 'default: the strongest';
        emit({
          kind: 'marker-effect',
          text: `${markerName(e.marker)}: ${id} has combat value 0 in the first round (${how}, STB-DEC-9).`,
          unit: id,
        });
      }
    }
    if (e.marker === 'effective-archers')
      (mods.extraAttacks ??= []).push({
        side: 'english',
        value: 3,
        label: 'English archers (Effective Archers)',
        cityPenalty: true,
      }); // STB-10.M.effective-archers.b, STB-AMB-42
    if (e.marker === 'siege-train') ease += 1; // STB-10.M.siege-train.b: every round
    if (e.marker === 'treachery' && first) ease += 1; // STB-10.M.treachery.b: the first round
  }
  if (ease) mods.cityPenaltyEase = ease; // STB-AMB-68: they add up, never above 0
  return mods;
}
