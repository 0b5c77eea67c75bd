// The part of the glicko2 package (Glickman's Glicko-2, https://github.com/mmai/glicko2js) we use.
declare module 'glicko2' {
  export interface Glicko2Player {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }
  export class Glicko2 {
    constructor(settings?: { tau?: number; rating?: number; rd?: number; vol?: number });
    makePlayer(rating?: number, rd?: number, vol?: number): Glicko2Player;
    /** Each match: [player, opponent, 1 | 0.5 | 0 for the first player]. One rating period. */
    updateRatings(matches: [Glicko2Player, Glicko2Player, number][]): void;
  }
}
