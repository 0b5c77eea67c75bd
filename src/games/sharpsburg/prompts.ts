// awaiting() and help(): who must act, and what they know before writing orders.
import type { Prompt } from '../core/contract';
import { corpsLimit } from './rules/limits';
import { engagements } from './rules/combat-phase';
import { arrivals, laterArrivals } from './rules/reinforcements';
import { isUnionArtillery } from './rules/artillery';
import { entryHex } from './rules/movement';
import { gameMap, hexOf, unitsOf } from './state';
import type { State } from './state';
import { sideName } from './units';
import type { SideId } from './units';

export const ORDER_KINDS = ['move', 'attack', 'bombard', 'limber', 'unlimber', 'pass'];

function facts(state: State, side: SideId): string[] {
  const out: string[] = [];
  if (side === 'union') {
    out.push(
      `Corps limit this turn: ${corpsLimit(state)} corps (die ${state.corpsDie ?? 'not rolled'}; even = 4, odd = 3).`,
    );
    const guns = unitsOf(state, side).filter((id) => isUnionArtillery(id) && hexOf(state, id));
    if (guns.length)
      out.push(
        `Artillery: ${guns.map((id) => `${id} ${state.units[id]?.art} at ${hexOf(state, id)}`).join(', ')}.`,
      );
  } else out.push('Only one of McLaws (MC) and Anderson (AN) may move or enter this phase.');
  const map = gameMap(state);
  const now = arrivals(state, side);
  if (now.length)
    out.push(
      `Reinforcements that may enter: ${now.map((id) => `${id} at ${entryHex(state, map, id)}`).join(', ')}.`,
    );
  const later = laterArrivals(state, side);
  if (later.length) out.push(`Later: ${later.map((a) => `${a.id} turn ${a.turn}`).join(', ')}.`);
  for (const [hex, ids] of engagements(state, side))
    out.push(`Engaged: ${ids.join(', ')} must attack ${hex} again and may not move.`);
  out.push(`VP: Union ${state.vp.union}, Confederate ${state.vp.confederate}.`);
  return out;
}

export function examples(state: State, side: SideId): string[] {
  const own = unitsOf(state, side).filter((id) => hexOf(state, id));
  const first = own[0] ?? (side === 'union' ? 'I' : 'HO');
  const gun =
    own.find((id) => id.startsWith('A') && side === 'union') ??
    own.find((id) => ['LE', 'WN', 'PE', 'PN'].includes(id));
  return [
    `move ${first} to ${hexOf(state, first) ?? '1010'}`,
    'attack 1011 with I XII',
    ...(gun ? [`bombard 1011 with ${gun}`] : []),
    ...(side === 'union' ? ['limber A1', 'unlimber A2'] : []),
    'pass',
  ];
}

export function awaiting(state: State): Prompt[] {
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
      examples: examples(state, side),
    },
  ];
}

export function help(state: State, side: SideId): string {
  return [
    'Orders, one a line (or separated by ;). Case does not matter; units by id or name; # starts a comment.',
    '  move XII 1208 1109 1010     move along this path (the hexes entered, in order)',
    '  move XII to 1010            move by the cheapest legal path',
    '  attack 1011 with I XII      attack the units in 1011 (adjacent units, and artillery at range)',
    '  attack 1011 with I retreat 1210 1209   ... and where to retreat if the result is AR',
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
