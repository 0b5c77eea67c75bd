// STB-13.2 The Toom Tabard set-up, run from data/setup-toom-tabard.json in the order of STB-AMB-83:
// loyalty, 13.2.1a the nobles and their random units (STB-AMB-58), 13.2.1b Berwick; then the one
// choice, the hex of Balliol's group (13.2.1c, STB-AMB-87, STB-DEC-20); then STB-AMB-59's loyalty and
// 13.2.2, which is wholly fixed.
import type { Dice } from '../core/dice';
import type { HexId } from '../core/hex';
import { CITIES, SETUP_TOOM_TABARD, cityAt, countryOf, hexOf, isLand, type SetupStep } from './data';
import { drawNobleUnits, emptyState, newUnit } from './setup';
import { combatUnitsAt, isNeutralHex, occupiedBy, type State } from './state';
import { TOOM_TABARD } from './rules/scenario';
import { inPlace } from './names';

/** Dunbar, where the Scottish host met Edward's army in April 1296 (the STB-DEC-20 default). */
export const DEFAULT_BALLIOL_HEX = hexOf('Dunbar')!;

type PlaceStep = Extract<SetupStep, { kind: 'place' }>;

/** Everything a placement step names, in one hex (STB-AMB-87: one stack). */
function place(state: State, step: PlaceStep, hex: HexId): void {
  for (const u of step.units)
    for (let i = 0; i < u.count; i++) newUnit(state, step.side, u.kind, u.grade, hex);
  for (const id of step.leaders)
    Object.assign(
      state.leaders.find((l) => l.id === id)!,
      { status: 'active', hex },
    );
  if (countryOf(hex) === 'scotland' && !cityAt(hex)) state.control[hex] = step.side; // STB-2.1c
}

function runStep(state: State, step: SetupStep, dice: Dice): void {
  if (step.kind === 'nobles') return drawNobleUnits(state, dice, SETUP_TOOM_TABARD);
  if (step.kind === 'place') return place(state, step, hexOf(step.city!)!);
  for (const c of CITIES.filter((x) => x.loyaltyMarker))
    state.loyalty[c.name] =
      step.rule === 'scottish-where-scots-stand' && combatUnitsAt(state, c.hex, 'scots').length
        ? 'scots' // STB-AMB-59 (b): pro-Scottish units at set-up make their city pro-Scottish
        : 'english'; // STB-11.1b
}

/** The steps from `from` on, up to the next one that needs the Scottish player's choice. */
function runFixed(state: State, from: number, dice: Dice): number {
  const steps = SETUP_TOOM_TABARD.steps;
  let i = from;
  for (; i < steps.length; i++) {
    const step = steps[i]!;
    if (step.kind === 'place' && step.where !== 'city') break;
    runStep(state, step, dice);
  }
  return i;
}

const choiceStep = (): { index: number; step: PlaceStep } => {
  const index = SETUP_TOOM_TABARD.steps.findIndex((s) => s.kind === 'place' && s.where !== 'city');
  return { index, step: SETUP_TOOM_TABARD.steps[index] as PlaceStep };
};

/** Everything before the Scots place Balliol's group. Strategy markers are part of the scenario
 *  (STB-13.3), so they are always in play; 12.2's restrictions do not apply (STB-AMB-57). */
export function toomTabardState(options: Record<string, unknown>, dice: Dice): State {
  const state = emptyState({ ...options, markers: true }, TOOM_TABARD);
  state.restricted = false;
  state.step = 'setup-scots';
  runFixed(state, 0, dice);
  return state;
}

/** STB-13.2.1c, STB-AMB-87: why Balliol's group may not start in this hex, or undefined. */
export function balliolHexProblem(state: State, hex: HexId): string | undefined {
  if (!isLand(hex) || countryOf(hex) !== 'scotland')
    return `${hex} is not a land hex in Scotland (STB-13.2.1c)`;
  if (isNeutralHex(state, hex)) return `${cityAt(hex)?.name ?? hex} holds a neutral noble (STB-AMB-87)`;
  if (occupiedBy(state, hex, 'english')) return `${hex} is occupied by the English`;
  return undefined;
}

/** STB-13.2.1c, then STB-AMB-59 and 13.2.2: the rest of the set-up after the Scots' choice. */
export function placeBalliol(state: State, hex: HexId, dice: Dice): void {
  const { index, step } = choiceStep();
  place(state, step, hex);
  runFixed(state, index + 1, dice);
}

const count = (n: number, what: string) => `${n} ${what}`;

/** The set-up report: Balliol's group, the cities that start pro-Scottish, the English armies. */
export function balliolSetupText(state: State, hex: HexId): string {
  const { step } = choiceStep();
  const group = step.units.map((u) => count(u.count, `${u.grade} ${u.kind}`)).join(' and ');
  const cities = CITIES.filter((c) => state.loyalty[c.name] === 'scots').map((c) => c.name);
  return (
    `Balliol and Comyn take the field ${inPlace('in', hex)} with ${group} (STB-13.2.1c). ` +
    `Pro-Scottish cities: ${cities.join(', ') || 'none'} (STB-AMB-59). ` +
    'Edward and Warenne are in Rothbury, Percy in Carlisle (STB-13.2.2).'
  );
}
