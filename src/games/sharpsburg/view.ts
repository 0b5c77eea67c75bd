// view(): everything is open information in Sharpsburg, so both sides see the whole position.
import type { View } from '../core/contract';
import { standardMapText } from './data';
import type { State } from './state';
import { unit } from './units';

export interface UnitView {
  id: string;
  name: string;
  side: string;
  type: string;
  strength: number;
  ma: number;
  /** Hex id, "off-map" or "eliminated". */
  at: string;
  art?: string;
  engaged?: string;
  enter?: { turn: number; hex: string };
}

export interface SharpsburgView extends View {
  turn: number;
  /** Side to move, null when over. */
  toMove: string | null;
  corpsDie: number | null;
  units: UnitView[];
  control: Record<string, string>;
  vp: { union: number; confederate: number };
  /** The map text (the map format of data/map.json): draw parses it with loadMap. */
  mapText: string;
}

export function viewOf(state: State, side: string | null): SharpsburgView {
  return {
    game: 'sharpsburg',
    side,
    turn: state.turn,
    toMove: state.side,
    corpsDie: state.corpsDie,
    units: Object.entries(state.units).map(([id, u]) => {
      const d = unit(id);
      return { id, name: d.name, side: d.side, type: d.type, strength: d.strength, ma: d.ma, ...u };
    }),
    control: { ...state.control },
    vp: { ...state.vp },
    mapText: state.map ?? standardMapText(),
  };
}
