// The ratings a club should show, kept by the test beside the service from the games' results alone:
// the independent Glicko-2 (glicko2-reference.ts), one game a rating period, each side's worth
// estimated from every earlier played-out game of that game (a forfeit or an abandoned game says
// nothing about the sides), as docs/organisers.md describes.
import { REF_NEW, refRateGame, refSideAdvantage, type RefRating } from './glicko2-reference';

export interface RefGame {
  gameType: string;
  /** The game's first side (the one the advantage is counted for). */
  firstSide: string;
  /** Side -> player address. */
  sides: Record<string, string>;
  winner: string | null;
  level: string;
}

export class RefRatings {
  private readonly tallies = new Map<string, { wins: number; losses: number; draws: number }>();
  private readonly ratings = new Map<string, RefRating>();

  rating(scope: string, email: string): RefRating {
    return this.ratings.get(`${scope} ${email}`) ?? REF_NEW;
  }

  /** A game's end: rated in each scope (a ladder, a club's game) where it counts. */
  ended(g: RefGame, scopes: string[]): void {
    const tally = this.tallies.get(g.gameType) ?? { wins: 0, losses: 0, draws: 0 };
    if (g.level !== 'abandoned') {
      // The service orders a game's two sides by name: A is the first of them.
      const [sideA, sideB] = Object.keys(g.sides).sort() as [string, string];
      const scoreOfA = g.winner === null ? 0.5 : g.winner === sideA ? 1 : 0;
      const points = refSideAdvantage(tally);
      const advantageOfA = sideA === g.firstSide ? points : -points;
      for (const scope of scopes) {
        const [a, b] = [g.sides[sideA] as string, g.sides[sideB] as string];
        const [a2, b2] = refRateGame(this.rating(scope, a), this.rating(scope, b), scoreOfA, advantageOfA);
        this.ratings.set(`${scope} ${a}`, a2);
        this.ratings.set(`${scope} ${b}`, b2);
      }
    }
    if (g.level === 'abandoned' || g.level === 'forfeit') return;
    if (g.winner === null) tally.draws++;
    else if (g.winner === g.firstSide) tally.wins++;
    else tally.losses++;
    this.tallies.set(g.gameType, tally);
  }
}
