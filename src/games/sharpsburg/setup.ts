// Setup (SH-SETUP-1..4, SH-ART-6, SH-VICTORY-2, SH-DATA-3/4): the setup file and the opening state.
import type { Dice } from '../core/dice';
import { EventLog } from '../core/events';
import { parseHex } from '../core/hex';
import { onMap } from './map';
import type { GameMap } from './map';
import { OFF_MAP, RULES_VERSION } from './state';
import type { State, UnitState } from './state';
import { isUnitId } from './units';
import { isUnionArtillery } from './rules/artillery';
import { openPlayerTurn } from './rules/turn';

export interface Placement {
  unit: string;
  hex: string;
  /** Arrival turn of a reinforcement; absent when placed at the start. */
  turn?: number;
}

/** Parses the set-up table (data/setup.json): `ID HEX` or `ID turn N enter HEX`, `#` comments. */
export function parseSetup(text: string, map: GameMap): { placements: Placement[]; problems: string[] } {
  const placements: Placement[] = [];
  const problems: string[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const words = raw.replace(/#.*$/, '').trim().split(/\s+/).filter(Boolean);
    if (!words.length) return;
    const where = `setup line ${i + 1}`;
    const [id = '', ...rest] = words;
    const hex = rest[rest.length - 1] ?? '';
    if (!isUnitId(id)) problems.push(`${where}: unknown unit '${id}'`);
    else if (!parseHex(hex) || !onMap(map, hex)) problems.push(`${where}: '${hex}' is not a hex on the map`);
    else if (rest.length === 1) placements.push({ unit: id, hex });
    else if (rest.length === 4 && rest[0] === 'turn' && rest[2] === 'enter' && Number(rest[1]) >= 1) {
      placements.push({ unit: id, hex, turn: Number(rest[1]) });
    } else problems.push(`${where}: expected '${id} HEX' or '${id} turn N enter HEX'`);
    if (placements.filter((p) => p.unit === id).length > 1) problems.push(`${where}: ${id} is placed twice`);
  });
  return { placements, problems };
}

export interface SetupOptions {
  /** SH-AMB-9: Union artillery starts deployed (the translator's note, SH-ART-6). */
  unionArtilleryDeployed: boolean;
}

/**
 * SH-SETUP-1/2: units with no arrival turn start on their hex; the others wait off the map.
 * SH-VICTORY-2: both Sharpsburg hexes start Confederate. The first Union turn opens at once, so
 * its corps die is rolled here (recorded in `dice.rolls` and in `corpsDie`).
 */
export function initialState(
  map: GameMap,
  mapText: string | undefined,
  placements: Placement[],
  options: SetupOptions,
  dice: Dice,
): State {
  const units: Record<string, UnitState> = {};
  for (const p of placements) {
    const u: UnitState =
      p.turn === undefined ? { at: p.hex } : { at: OFF_MAP, enter: { turn: p.turn, hex: p.hex } };
    // SH-ART-6, SH-AMB-9: deployed at the start (option); else it unlimbers in turns 1 and 2.
    // SH-AMB-8 iii: a battery arriving later enters limbered.
    if (isUnionArtillery(p.unit))
      u.art =
        p.turn !== undefined ? 'limbered' : options.unionArtilleryDeployed ? 'deployed' : 'unlimbering-1';
    units[p.unit] = u;
  }
  const state: State = {
    game: 'sharpsburg',
    rulesVersion: RULES_VERSION,
    scenario: 'standard',
    options: { ...options },
    ...(mapText !== undefined ? { map: mapText } : {}),
    turn: 1,
    side: 'union',
    corpsDie: null,
    units,
    control: Object.fromEntries(map.town.hexes.map((h) => [h, 'confederate' as const])),
    vp: { union: 0, confederate: 0 },
    townVp: null,
    trail: [],
  };
  openPlayerTurn(state, 'union', new EventLog(dice), true);
  return state;
}
