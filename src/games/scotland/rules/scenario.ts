// Which scenario a game is, and the leaders as that scenario has them. In The Toom Tabard the Wallace
// and Murray counters are John Balliol and John Comyn (STB-13.1a). Rules that name Wallace or Murray
// follow the men, not the counters (STB-AMB-79): Balliol and Comyn take 13.1's ratings, are killed on
// 1-2, raise ordinary levies, and their deaths decide nothing (STB-AMB-57, STB-AMB-61).
import { leaderById, type Leader } from '../data';

export const TOOM_TABARD = 'toom-tabard';

export const isToomTabard = (state: { scenario: string }): boolean => state.scenario === TOOM_TABARD;

/** The leader's data in this scenario (`toomTabard` true: the 1296 reading of the counters). */
export function leaderIn(id: string, toomTabard: boolean): Leader {
  const l = leaderById(id);
  if (!l) throw new Error(`unknown leader '${id}'`);
  const as = toomTabard ? l.toomTabard : undefined;
  if (!as) return l;
  return {
    ...l,
    name: as.name,
    initiative: as.initiative,
    command: as.command,
    killedOn: 2, // STB-8.5b, STB-AMB-61
    deathEndsGame: false, // STB-AMB-57: only Edward's death ends the game (13.8c)
    infantryLeviesOnly: false, // STB-AMB-79: 9.1.1e names Wallace and Murray
  };
}

export const leaderOf = (state: { scenario: string }, id: string): Leader =>
  leaderIn(id, isToomTabard(state));

/** The leader's name as players read it: "Balliol" for the Wallace counter in The Toom Tabard. */
export const leaderName = (state: { scenario: string }, id: string): string => leaderOf(state, id).name;

/** Balliol and Comyn: the Toom Tabard's two leaders on the rebels' counters (STB-13.1). */
export function isBalliolOrComyn(state: { scenario: string }, id: string): boolean {
  return isToomTabard(state) && leaderById(id)?.toomTabard !== undefined;
}

/** A piece as players read it: a leader by his name in this scenario, a combat unit by its id. */
export const pieceName = (state: { scenario: string }, id: string): string =>
  leaderById(id) ? leaderName(state, id) : id;
