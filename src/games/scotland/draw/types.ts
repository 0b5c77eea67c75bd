// What the Scotland the Brave map picture shows: a plain description the engine builds from its
// state and this step's events. drawMap knows nothing of the rules.
import type { HexId } from '../../core/hex';

/** Whose counters: a player's, or a neutral noble's stack (STB-11.3d). */
export type StackOwner = 'scots' | 'english' | 'neutral';
/** A city's loyalty marker (STB-11.1); English cities have none and draw as English. */
export type Loyalty = 'scottish' | 'english' | 'neutral';

export interface SceneStack {
  /** The name orders use for this stack (a leader's name, say); marks the counter tappable. */
  id?: string;
  hex: HexId;
  owner: StackOwner;
  /** Labels of the top counters, top first: a leader's name or a unit's code ("E3" elite, value 3). */
  labels: string[];
  /** Combat units in the stack (leaders not counted). */
  units: number;
  /** The top unit's type, for its symbol; 'leader' when a leader is on top. */
  kind?: 'infantry' | 'cavalry' | 'leader';
}

export interface SceneMarch {
  side: 'scots' | 'english';
  /** The hexes moved through, first the start. */
  path: HexId[];
  /** Dotted: a withdrawal or a displacement rather than a March. */
  withdrawal?: boolean;
}

export interface SceneBattle {
  hex: HexId;
  /** Short result shown beside the hex, e.g. "Scots win". */
  label: string;
}

export interface Scene {
  /** The title band, e.g. "Scotland the Brave · July 1297". */
  title: string;
  /** A second line, e.g. "Scottish player turn · 3 Marches". */
  subtitle?: string;
  stacks: SceneStack[];
  /** Loyalty marker per Scottish city name; a city not listed draws as English (STB-11.1b). */
  loyalty?: Record<string, Loyalty>;
  marches?: SceneMarch[];
  battles?: SceneBattle[];
}

/**
 * The map's own words (city and sea names, the country names, the key) in the reader's language
 * (issue #17): the English label in, the label out. Absent, the map is printed in English.
 */
export type MapWords = (english: string) => string;
