// STB-12.1 The Rebellion set-up, in the order of STB-AMB-83: 12.1.1 loyalty, 12.1.2 the nobles and
// their random units (drawn here), 12.1.3c the fixed Cockermouth group; then two pre-game steps
// (STB-DEC-20): the English garrisons (12.1.3a-b), then Wallace's hex (12.1.4).
import type { Dice } from '../core/dice';
import type { HexId } from '../core/hex';
import {
  CITIES,
  LEADERS,
  SETUP_REBELLION,
  counterLimit,
  hexOf,
  homeCityOf,
  type Grade,
  type Setup,
  type UnitKind,
} from './data';
import { RULES_VERSION, type SideId, type State, type UnitState } from './state';

export const DEFAULT_GARRISONS = ['Stirling', 'Edinburgh', 'Lanark', 'Ayr', 'Dumfries'];
export const DEFAULT_GARRISON_LEADERS: Record<string, string> = {
  cressingham: 'Stirling',
  warenne: 'Edinburgh',
};
/** A wooded hex by Lanark, where the rising began (STB-12.1.4 default). */
export const DEFAULT_WALLACE_HEX = '0406';

export function newUnit(state: State, side: SideId, kind: UnitKind, grade: Grade, hex: HexId): UnitState {
  const unit: UnitState = { id: `${side === 'scots' ? 's' : 'e'}${state.nextUnit}`, side, kind, grade, hex };
  state.nextUnit += 1;
  state.units.push(unit);
  return unit;
}

export function emptyState(options: Record<string, unknown>, scenario = 'rebellion'): State {
  return {
    game: 'scotland',
    rulesVersion: RULES_VERSION,
    scenario,
    options,
    turn: 0,
    step: 'setup-english',
    marchDice: { scots: 0, english: 0 },
    marchesLeft: 0,
    order: ['scots', 'english'],
    playerTurn: 0,
    moves: {},
    checked: [],
    riverEntries: [],
    englishLevyDie: null,
    units: [],
    leaders: LEADERS.map((l) => ({ id: l.id, status: 'out' as const, hex: null })),
    loyalty: {},
    control: {},
    restricted: true,
    nextUnit: 1,
    reinforced: [],
    result: null,
    ...(options.markers === true ? { markers: { hands: { scots: [], english: [] }, played: [] } } : {}),
  };
}

/** STB-12.1.2, STB-AMB-53 (STB-13.2.1a, STB-AMB-58): each noble draws one Scottish regular or elite
 *  unit, the counters the scenario names set aside; a pro-Scottish noble's unit is his player's. */
export function drawNobleUnits(state: State, dice: Dice, setup: Setup = SETUP_REBELLION): void {
  const step = setup.steps.find((s) => s.kind === 'nobles');
  if (step?.kind !== 'nobles') throw new Error(`the ${setup.scenario} set-up has no nobles step`);
  const pool: { kind: UnitKind; grade: Grade }[] = [];
  for (const kind of ['infantry', 'cavalry'] as const)
    for (const grade of step.randomUnitGrades) {
      const aside = step.setAside.find((a) => a.kind === kind && a.grade === grade)?.count ?? 0;
      for (let i = 0; i < counterLimit('scots', kind, grade) - aside; i++) pool.push({ kind, grade });
    }
  for (const noble of step.nobles) {
    const home = homeCityOf(noble.leader);
    if (!home) throw new Error(`${noble.leader} has no home city`);
    const pick = dice.roll(`set-up: ${noble.leader}'s unit (1-${pool.length})`, pool.length) - 1;
    const [drawn] = pool.splice(pick, 1);
    const leader = state.leaders.find((l) => l.id === noble.leader)!;
    leader.status = noble.state === 'neutral' ? 'neutral' : 'active';
    leader.hex = home.hex;
    const unit = newUnit(state, 'scots', drawn!.kind, drawn!.grade, home.hex);
    if (noble.state === 'neutral') unit.neutral = true;
  }
}

/** Everything up to the first choice (STB-12.1.1, 12.1.2, 12.1.3c). */
export function initialState(options: Record<string, unknown>, dice: Dice): State {
  const state = emptyState(options);
  for (const c of CITIES) if (c.loyaltyMarker) state.loyalty[c.name] = 'english'; // STB-12.1.1, 11.1b
  drawNobleUnits(state, dice);
  const cockermouth = hexOf('Cockermouth')!;
  newUnit(state, 'english', 'infantry', 'elite', cockermouth); // STB-12.1.3c
  newUnit(state, 'english', 'cavalry', 'regular', cockermouth);
  newUnit(state, 'english', 'cavalry', 'regular', cockermouth);
  for (const id of ['percy', 'clifford'])
    Object.assign(
      state.leaders.find((l) => l.id === id)!,
      { status: 'active', hex: cockermouth },
    );
  return state;
}

/** STB-12.1.3a-b: 5 regular infantry in unoccupied Scottish cities, the two leaders with them. */
export function placeGarrisons(
  state: State,
  cities: readonly string[],
  leaders: Record<string, string>,
): void {
  for (const name of cities) newUnit(state, 'english', 'infantry', 'regular', hexOf(name)!);
  for (const [id, city] of Object.entries(leaders))
    Object.assign(
      state.leaders.find((l) => l.id === id)!,
      { status: 'active', hex: hexOf(city)! },
    );
  state.step = 'setup-scots';
}

/** STB-12.1.4: Wallace and his elite infantry in a non-city hex of Scotland. */
export function placeWallace(state: State, hex: HexId): void {
  newUnit(state, 'scots', 'infantry', 'elite', hex);
  Object.assign(
    state.leaders.find((l) => l.id === 'wallace')!,
    { status: 'active', hex },
  );
  state.control[hex] = 'scots';
}
