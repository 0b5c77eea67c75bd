// The legibility sweep (issue #42): plays seeded self-play games of a game and checks every map
// picture with labelFaults (src/games/core/labels/paint.ts): no text covered by a counter, an arrow,
// a tag or anything drawn after it, no two texts overlapping, no text crossing the picture's edge.
// The boxes come from the drawing model (each picture's marks, text measured with the font's
// advance widths), not from pixels. MAP_LABEL_GAMES=50 (`npm run test:map-labels`) is the full sweep.
import type { BaseState, GameModule } from '../../src/games/core/contract';
import type { GameEvent } from '../../src/games/core/events';
import { labelFaults, type Mark } from '../../src/games/core/labels/paint';
import { selfplay } from '../../src/games/selfplay';

/** Games per run: a few by default (each soak file stays under two minutes). */
export const GAMES = Number(process.env.MAP_LABEL_GAMES ?? 2);

/** A generous per-test time limit for `games` games (jest's default is a minute). */
export const sweepTimeout = (games: number, perGame = 20_000) => 60_000 + games * perGame;

export interface CheckedPicture {
  marks: readonly Mark[];
  width: number;
  height: number;
}

export interface SweepRun {
  seed: string;
  games?: number;
  scenario?: string;
  options?: Record<string, unknown>;
  /** The pictures a step shows (a side's map, say), each with its marks. */
  pictures(state: BaseState, events: GameEvent[]): CheckedPicture[];
}

export interface SweepResult {
  pictures: number;
  /** Every fault, with how often it was seen. */
  faults: Map<string, number>;
  /** Each distinct fault once with the first step it was seen at, for a failing test's message. */
  first: string[];
}

/** Plays the run's games and gathers labelFaults of every picture of every step. */
export function sweep(game: GameModule, run: SweepRun): SweepResult {
  const faults = new Map<string, number>();
  const first: string[] = [];
  let pictures = 0;
  let step = 0;
  selfplay(game, {
    games: run.games ?? GAMES,
    seed: run.seed,
    gameOptions: run.options ?? {},
    ...(run.scenario ? { scenario: run.scenario } : {}),
    onStep: ({ state, events }) => {
      step++;
      for (const picture of run.pictures(state, events)) {
        pictures++;
        const bounds = { x0: 0, y0: 0, x1: picture.width, y1: picture.height };
        for (const f of labelFaults(picture.marks, bounds)) {
          if (!faults.has(f)) first.push(`${f} (step ${step})`);
          faults.set(f, (faults.get(f) ?? 0) + 1);
        }
      }
    },
  });
  if (process.env.MAP_LABEL_REPORT) {
    const total = [...faults.values()].reduce((a, b) => a + b, 0);
    process.stderr.write(
      `map labels ${game.id} ${run.scenario ?? ''} ${run.seed}: ${run.games ?? GAMES} games, ${pictures} pictures, ` +
        `${total} faults (${faults.size} distinct)\n${first.slice(0, 40).join('\n')}\n`,
    );
  }
  return { pictures, faults, first };
}
