// `npm run bench -- bot-search`: what the search of `normal` sees at its decisions (issue #43,
// docs/bots.md). Over a game of `normal` against random play, at every fourth whole-turn decision
// of the bot: how many distinct turns its 24 candidates hold, how far apart their scores are, and
// whether two independent sets of its trials rank them alike (if they do, more trials cannot help;
// if the spread is small, the evaluation barely tells the candidates apart). Each score is taken as
// the search takes it (bot/search.ts `trialScore`); the reference is 60 further trials.
import { createRng } from '../src/games/core/rng';
import { listGames } from '../src/games';
import { botState } from '../src/games/bot';
import { budgetFor, submissionKey, trialScore } from '../src/games/bot/search';
import { playMatch } from '../src/games/bot/match';
import type { BaseState, GameModule, Side } from '../src/games/core/contract';

export interface SearchView {
  game: string;
  side: string;
  decisions: number;
  /** Mean distinct candidates a decision (of at most 24). */
  distinct: number;
  /** Mean standard deviation of the candidates' reference scores, in the evaluation's units. */
  spread: number;
  /** Mean correlation of two independent sets of the search's trials, over a decision's candidates. */
  agreement: number;
  /** Share of decisions where the search's pick is the reference's best. */
  bestPicked: number;
  /** Mean reference score of the best candidate less that of the search's pick. */
  regret: number;
}

const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

function correlation(a: number[], b: number[]): number {
  const [ma, mb] = [mean(a), mean(b)];
  let num = 0;
  let da = 0;
  let db = 0;
  a.forEach((x, i) => {
    num += (x - ma) * (b[i]! - mb);
    da += (x - ma) ** 2;
    db += (b[i]! - mb) ** 2;
  });
  // Candidates all scored alike: the two sets agree.
  return da === 0 || db === 0 ? 1 : num / Math.sqrt(da * db);
}

function look(game: GameModule, state: BaseState, side: Side, trials: number, seed: string) {
  const known = botState(game, state, side);
  const rng = createRng(seed);
  const seen = new Set<string>();
  const candidates: unknown[][] = [];
  for (let i = 0; i < 48 && candidates.length < 24; i++) {
    const orders = game.legalOrders(known, side, rng);
    const key = submissionKey(game, orders);
    if (!seen.has(key)) candidates.push(orders);
    seen.add(key);
  }
  // Turns only: every other side's reply is empty when the side alone is awaited.
  const score = (orders: unknown[], ts: number[]) =>
    mean(ts.map((t) => trialScore(game, known, side, orders, {}, t)));
  const a = candidates.map((c) => score(c, range(0, trials)));
  const b = candidates.map((c) => score(c, range(1000, trials)));
  const ref = candidates.map((c) => score(c, range(2000, 60)));
  const best = Math.max(...ref);
  const picked = ref[a.indexOf(Math.max(...a))]!;
  const spread = Math.sqrt(mean(ref.map((x) => (x - mean(ref)) ** 2)));
  return {
    distinct: candidates.length,
    spread,
    agreement: correlation(a, b),
    bestPicked: picked === best,
    regret: best - picked,
  };
}

export function benchBotSearch(games: number, only: { game?: string; from?: number } = {}): SearchView[] {
  const rows: SearchView[] = [];
  for (const game of listGames()) {
    if (only.game && game.id !== only.game) continue;
    for (const side of game.sides) {
      const other = game.sides.find((s) => s !== side)!;
      const trials = budgetFor(game, 'normal').trials;
      const looks: ReturnType<typeof look>[] = [];
      for (let i = only.from ?? 0; i < (only.from ?? 0) + games; i++) {
        let mine = 0;
        playMatch(game, {
          seed: `bench-search-${game.id}-${side}-${i}`,
          players: { [side]: 'normal', [other]: 'easy' },
          maxSteps: 400,
          onAnswer: (state, prompt) => {
            const alone = game.awaiting(state, { examples: false }).length === 1;
            if (prompt.side === side && alone && mine++ % 4 === 3)
              looks.push(look(game, state, side, trials, `bench-search/${i}/${mine}`));
          },
        });
      }
      rows.push({
        game: game.id,
        side,
        decisions: looks.length,
        distinct: mean(looks.map((l) => l.distinct)),
        spread: mean(looks.map((l) => l.spread)),
        agreement: mean(looks.map((l) => l.agreement)),
        bestPicked: mean(looks.map((l) => (l.bestPicked ? 1 : 0))),
        regret: mean(looks.map((l) => l.regret)),
      });
    }
  }
  return rows;
}

export function printBotSearchFigures(rows: SearchView[]): void {
  console.log(
    "The search's view (normal against random play; every fourth decision; 24 candidates sampled, scores from the search's trials, reference 60 trials)",
  );
  for (const r of rows)
    console.log(
      `  ${r.game.padEnd(13)} ${r.side.padEnd(11)} ${String(r.decisions).padStart(4)} decisions: ` +
        `${r.distinct.toFixed(1)} distinct candidates, score spread ${r.spread.toFixed(1)}, ` +
        `two trial sets agree ${r.agreement.toFixed(2)}, reference best picked ${(100 * r.bestPicked).toFixed(0)}%, ` +
        `regret ${r.regret.toFixed(2)}`,
    );
}
