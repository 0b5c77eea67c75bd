// awaiting() and help(): who must act, and what they know before writing orders.
import type { AwaitingOptions, Prompt } from '../core/contract';
import { legalExamples } from '../core/examples';
import { validateOrders } from './engine';
import { parseOrderText } from './orders';
import { corpsLimit } from './rules/limits';
import { engagements } from './rules/combat-phase';
import { arrivals, laterArrivals } from './rules/reinforcements';
import { canMoveArtillery, isUnionArtillery } from './rules/artillery';
import { entryHex, reachable } from './rules/movement';
import { attackerRole } from './rules/combat';
import { artWords, gameMap, hexOf, onMapUnits, unitsOf } from './state';
import type { State } from './state';
import { enemyOf, sideName } from './units';
import type { SideId } from './units';
import { atPlace, placeOn } from './places';

export const ORDER_KINDS = ['move', 'attack', 'bombard', 'limber', 'unlimber', 'pass'];

export function facts(state: State, side: SideId): string[] {
  const out: string[] = [];
  const map = gameMap(state);
  if (side === 'union') {
    out.push(
      `Corps limit this turn: ${corpsLimit(state)} corps (die ${state.corpsDie ?? 'not rolled'}; even = 4, odd = 3).`,
    );
    const guns = unitsOf(state, side).filter((id) => isUnionArtillery(id) && hexOf(state, id));
    if (guns.length)
      out.push(
        `Artillery: ${guns.map((id) => `${id} ${artWords(state.units[id]?.art)} ${atPlace('at', map, hexOf(state, id)!)}`).join(', ')}.`,
      );
  } else out.push('Only one of McLaws (MC) and Anderson (AN) may move or enter this phase.');
  const now = arrivals(state, side);
  if (now.length)
    out.push(
      `Reinforcements that may enter: ${now.map((id) => `${id} ${atPlace('at', map, entryHex(state, map, id) ?? '?')}`).join(', ')}.`,
    );
  const later = laterArrivals(state, side);
  if (later.length) out.push(`Later: ${later.map((a) => `${a.id} turn ${a.turn}`).join(', ')}.`);
  for (const [hex, ids] of engagements(state, side))
    out.push(`Engaged: ${ids.join(', ')} must attack ${placeOn(map, hex)} again and may not move.`);
  out.push(`VP: Union ${state.vp.union}, Confederate ${state.vp.confederate}.`);
  return out;
}

/** Moves of the side's units that may move (each to its furthest reachable hex): alternatives,
 * made one at a time as they are asked for. */
function* moveExamples(state: State, own: string[]): Generator<string> {
  const map = gameMap(state);
  for (const id of own) {
    if (state.units[id]?.engaged || !canMoveArtillery(state, id)) continue;
    const last = [...reachable(state, map, id)].at(-1);
    if (last) yield `move ${id} to ${last[0]}`;
  }
}

/** A legal attack (adjacent units first, else a bombardment), if any. */
function attackExample(state: State, side: SideId, own: string[]): string | undefined {
  const map = gameMap(state);
  const targets = [
    ...new Set(onMapUnits(state, enemyOf(side)).map((id) => hexOf(state, id) as string)),
  ].sort();
  for (const wanted of ['adjacent', 'bombard'] as const) {
    for (const target of targets) {
      const units = own.filter((id) => {
        const r = attackerRole(state, map, id, target);
        return 'role' in r && r.role === wanted && !state.units[id]?.engaged;
      });
      if (units.length)
        return `${wanted === 'adjacent' ? 'attack' : 'bombard'} ${target} with ${units.join(' ')}`;
    }
  }
  return undefined;
}

/** Example lines for this side and position: real, legal ones where the position offers them. */
export function examples(state: State, side: SideId): string[] {
  const own = unitsOf(state, side).filter((id) => hexOf(state, id));
  // The attack first, then a move and a limber of units it does not use: they are one block.
  const attack = attackExample(state, side, own);
  const free = own.filter((id) => !attack?.split(' with ')[1]?.split(' ').includes(id));
  const guns = free.filter(isUnionArtillery);
  const limber = guns.find((id) => state.units[id]?.art === 'deployed');
  const unlimber = guns.find((id) => state.units[id]?.art === 'limbered');
  const groups = [
    moveExamples(state, free),
    attack ? [attack] : [],
    limber ? [`limber ${limber}`] : [],
    unlimber ? [`unlimber ${unlimber}`] : [],
  ];
  return legalExamples(
    groups,
    (text) => {
      const parsed = parseOrderText(side, unitsOf(state, side), text);
      return [...parsed.problems, ...validateOrders(state, side, parsed.orders)];
    },
    'pass',
  );
}

export function awaiting(state: State, opts: AwaitingOptions = {}): Prompt[] {
  const side = state.side;
  if (side === null) return [];
  const title = `Turn ${state.turn}, ${sideName(side)} to move`;
  return [
    {
      side,
      step: `${side}-turn`,
      title,
      text: facts(state, side).join('\n'),
      orderKinds: side === 'union' ? ORDER_KINDS : ORDER_KINDS.filter((k) => !k.includes('limber')),
      examples: opts.examples === false ? [] : examples(state, side),
    },
  ];
}

export function help(state: State, side: SideId): string {
  return [
    'Orders, one a line (or separated by ;). Case does not matter; units by id or name; # starts a comment.',
    '  move XII 1208 1109 1010     move along this path (the hexes entered, in order)',
    '  move XII to 1010            move by the cheapest legal path',
    '  attack 1011 with I XII      attack the units in 1011 (adjacent units, and artillery at range)',
    '  attack 1011 with I XII lose XII retreat 1210   ... which units to lose first on an EX, and where to retreat on an AR',
    '  bombard 1011 with A1 A2     artillery fire at range (Union 2-4 hexes, Confederate 2)',
    ...(side === 'union' ? ['  limber A1 / unlimber A2     start the Union artillery limber cycle'] : []),
    '  pass                        no orders this turn',
    'All moves are carried out first, in the order written; then the attacks, in the order written.',
    'Standing orders (used when the enemy forces you to retreat): retreat prefer 1208 1209 / retreat toward friends / retreat away / retreat order DH HO',
    '',
    ...(state.side === side ? facts(state, side) : []),
    '',
    'Examples for this position:',
    ...examples(state, side).map((e) => `  ${e}`),
  ].join('\n');
}
