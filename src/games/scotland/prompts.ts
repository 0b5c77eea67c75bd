// Who must submit now, with what they know (the March dice, the levies due), and the `help` text.
import { forageExamples } from './rules/choices/sample';
import type { AwaitingOptions, Prompt } from '../core/contract';
import { legalExamples } from '../core/examples';
import { validateOrders } from './engine';
import { orderKinds, parseOrderText } from './orders';
import { currentTurn, otherSide, phasing, type SideId, type State } from './state';
import { handText } from './rules/markers/cup';
import { hand, sideName } from './rules/markers/hand';
import { examplePlays } from './rules/markers/sample';
import { STEP_TITLES, sideAdjective, stepTitle } from './step-titles';
import { englishLevyCount, entitlements } from './rules/levy';
import { movableIn } from './rules/march';
import { reachable } from './rules/terrain';
import { MOVEMENT } from './data';
import { battleHexes } from './rules/combat';
import { advancedHelp, advancedLine } from './rules/advanced/prompt-lines';
import { isToomTabard, leaderName } from './rules/scenario';
import { reactionChoices, reactionPrompt } from './rules/live-reactions/prompt';
import { placeName } from './names';
import { DEFAULT_WALLACE_HEX } from './setup';

/** The awaited side's own hand, never the other's (STB-10.0: hands are secret). */
function markersLine(state: State, side: SideId): string {
  if (!state.markers) return 'Strategy markers are not used in this game: none are drawn.';
  const other = otherSide(side);
  return `Your strategy markers: ${handText(hand(state, side))}. The ${other === 'scots' ? 'Scots' : 'English'} hold ${hand(state, other).length}.`;
}

/** Lines a player might write here, each group a set of alternatives (see core/examples). */
function exampleGroups(state: State, side: SideId): { groups: string[][]; fallback: string } {
  if (state.step === 'setup-english')
    return {
      groups: [
        ['garrison Stirling, Edinburgh, Lanark, Ayr, Dumfries'],
        ['Cressingham at Stirling'],
        ['Warenne at Edinburgh'],
      ],
      fallback: 'default',
    };
  if (state.step === 'setup-scots')
    return {
      groups: [[isToomTabard(state) ? 'Balliol at Stirling' : 'Wallace at 0406']],
      fallback: 'default',
    };
  if (state.step === 'mobilisation') {
    const own = state.units.filter((u) => u.side === side && !u.neutral);
    const e = entitlements(state, side)[0];
    return {
      groups: [
        own.map((u) => `advance ${u.id}`),
        e?.hexes[0] ? [`levy infantry at ${e.hexes[0]}`] : [],
        forageExamples(state, side), // STB-6.0c
        examplePlays(state, side, []),
      ],
      fallback: 'pass',
    };
  }
  const leader = state.leaders.find(
    (l) => l.status === 'active' && l.hex && movableIn(state, side, l.hex).includes(l.id),
  );
  const leads: string[] = [];
  if (leader?.hex) {
    const to = reachable(state, side, leader.hex, MOVEMENT.infantry, false)[0];
    if (to)
      leads.push(`lead ${leaderName(state, leader.id).toLowerCase()}: ${leader.hex} to ${to} else march`);
  }
  const marches = state.units
    .filter((u) => u.side === side && !u.neutral)
    .flatMap((u) => {
      const to = reachable(state, side, u.hex, MOVEMENT[u.kind], false)[0];
      return to ? [`march ${u.hex}: ${u.id} to ${to}`, `march ${u.hex} to ${to}`] : [];
    });
  const battles = battleHexes(state, side).map(
    (b) => `battle ${b}: lineup strongest; withdraw if losing after round 2`,
  );
  const markers = examplePlays(state, side, battleHexes(state, side));
  return { groups: [leads, marches, battles, markers], fallback: 'pass' };
}

/** One block of examples a player may copy, legal in this position (core/examples). */
function examples(state: State, side: SideId): string[] {
  const { groups, fallback } = exampleGroups(state, side);
  return legalExamples(
    groups,
    (text) => {
      const parsed = parseOrderText(state, side, text);
      return [...parsed.problems, ...validateOrders(state, side, parsed.orders)];
    },
    fallback,
  );
}

function promptText(state: State, side: SideId): string {
  const extra = advancedLine(state, side);
  const text = promptBody(state, side);
  return extra ? `${text} ${extra}` : text;
}

function promptBody(state: State, side: SideId): string {
  const turn = currentTurn(state);
  if (state.step === 'setup-english')
    return `The Rebellion set-up (STB-12.1.3). Name 5 unoccupied Scottish cities for your regular infantry, and the cities of Cressingham and Warenne (different). 'default' garrisons Stirling, Edinburgh, Lanark, Ayr, Dumfries.`;
  if (state.step === 'setup-scots' && isToomTabard(state))
    return `The Toom Tabard set-up (STB-13.2.1c). Place Balliol and Comyn with 4 regular infantry and 1 regular cavalry, all in one hex of Scotland; a city will do, Berwick too, but not Bruce's Lochmaben (STB-AMB-87). Then the English stand in Rothbury and Carlisle (STB-13.2.2). 'default' is Dunbar.`;
  if (state.step === 'setup-scots')
    return `Place Wallace and his elite infantry in any non-city hex of Scotland (STB-12.1.4). 'default' is ${placeName(DEFAULT_WALLACE_HEX)}.`;
  if (state.step === 'mobilisation') {
    const n = entitlements(state, side).length;
    const die =
      side === 'english' && state.englishLevyDie !== null
        ? ` The levy die rolled ${state.englishLevyDie}; you raise ${englishLevyCount(state)}.`
        : '';
    return `${turn.name}, Mobilization: advance one unit (optional) and place ${n} levies.${die} Anything unwritten follows your standing orders. Foraging follows at once (STB-6.0). ${markersLine(state, side)}`;
  }
  return `${turn.name}: Marches rolled: Scots ${state.marchDice.scots}, English ${state.marchDice.english}. You have ${state.marchesLeft} Marches. ${state.restricted ? 'The English restrictions of 1297 hold (STB-12.2.1). ' : ''}${markersLine(state, side)}`;
}

export function awaiting(state: State, opts: AwaitingOptions = {}): Prompt[] {
  if (state.step === 'over') return [];
  if (state.live) return [reactionPrompt(state, markersLine(state, state.live.ask.side), opts)];
  const sides: SideId[] =
    state.step === 'setup-english'
      ? ['english']
      : state.step === 'setup-scots'
        ? ['scots']
        : state.step === 'mobilisation'
          ? ['scots', 'english']
          : [phasing(state)!];
  const turn = currentTurn(state);
  return sides.map((side) => ({
    side,
    step: state.step === 'player-turn' ? `${side}-turn` : state.step,
    title:
      state.step === 'player-turn'
        ? `${turn.name}, ${sideAdjective(side)} player turn`
        : state.step === 'mobilisation'
          ? `${turn.name}, ${STEP_TITLES.mobilisation}`
          : stepTitle(state),
    text: promptText(state, side),
    orderKinds: orderKinds(state, side),
    examples: opts.examples === false ? [] : examples(state, side),
  }));
}

/** The owner's choices the rules give (STB-AMB-25, STB-AMB-73, STB-6.0c; BATTLES.md, RULINGS.md). */
const CHOICE_HELP = [
  '  withdraw HEX: IDS to HEX, IDS to HEX   split a withdrawal from the battle in HEX (STB-AMB-25)',
  '  forage HEX: remove IDS   which units of that stack forage away (STB-6.0c), Mobilization',
];

/** The marker grammar, with placeholders only: no marker is named that the reader may not hold. */
const MARKER_HELP = [
  'Strategy markers (STB-10.0), from your hand only:',
  '  play MARKER [on NOBLE|CITY|HEX] [at HEX] [infantry|cavalry] [keep city] [to HEX] [after battles]   in your turn, before your moves (or after your battles)',
  '  battle HEX: play MARKER [on UNIT]                                     before that battle',
  '  play MARKER at HEX                                                    a levy marker in the Mobilization Phase',
  "Marker standing orders (in the other side's turn; each marker fires once): cancel: MARKER[, MARKER] [if it succeeds] | none ; vacillate: first march | march into HEX | march next to HEX | stack of N ; reroll: failed withdrawal, enemy withdrawal, leader casualty checks, enemy hits, failed initiative, marker rolls | none ; on defence [at HEX]: MARKER[, MARKER] | none ; zero: strongest|led ; noble lost: [spare IDS] weakest|strongest ; surrender: [IDS] strongest|weakest ; return: Carlisle|Cockermouth ; before battles: MARKER [on TARGET|any] ; after battles: MARKER [on TARGET|any]",
];

export function help(state: State, side: SideId): string {
  if (state.live && state.live.ask.side !== side)
    return `${markersLine(state, side)}\nThe turn is stopped for the ${sideName(state.live.ask.side)}' answer (${state.live.ask.moment}): nothing is due from you now.`;
  if (state.live)
    return [
      markersLine(state, side),
      `The turn is stopped for your answer: ${state.live.ask.moment}. Answer with one of:`,
      ...reactionChoices(state).map((e) => `  ${e}`),
      '  standing      your standing orders decide, here and for the rest of this turn (as if you did not answer)',
    ].join('\n');
  return [
    ...(state.markers ? [markersLine(state, side)] : []),
    ...[advancedLine(state, side)].filter((l) => l !== ''),
    'Orders: one per line (or separated by ;), # starts a comment. Hexes are CCRR numbers or city names; units by id (s3, e12), leaders by name.',
    '  lead LEADER[ with IDS]: HEX to HEX [, IDS to HEX] else march|stay   leader initiative move (STB-4.2), before every March',
    '  march HEX to HEX | march HEX: IDS to HEX, IDS to HEX               one March: units starting in HEX (STB-4.0)',
    '  battle HEX: lineup ...; leaders ...; withdraw ...; hits ...          your plan for a battle (see BATTLES.md)',
    '  advance ID | advance none ; levy infantry|cavalry at HEX | levy infantry with LEADER   Mobilization',
    ...CHOICE_HELP,
    `  ${isToomTabard(state) ? 'Balliol at HEX ; default                                          ' : 'garrison CITY x5 ; LEADER at CITY ; Wallace at HEX ; default         '} set-up`,
    'Standing orders: defend: ... ; displace: friends|city ; advance: best|none ; levy: infantry|cavalry ; forage: infantry first|cavalry first ; reinforce: HEX',
    'Standing choices: withdraw HEX: IDS to HEX, IDS to HEX ; displace: IDS to HEX, IDS to HEX ; forage HEX: remove IDS',
    ...(state.markers ? MARKER_HELP : []),
    ...advancedHelp(state),
    `Legal now: ${orderKinds(state, side).join(', ') || 'nothing (the game is over)'}. Examples:`,
    ...examples(state, side).map((e) => `  ${e}`),
  ].join('\n');
}
