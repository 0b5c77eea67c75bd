// The legibility sweep (issue #42): plays seeded self-play games of a game and checks every map
// picture with labelFaults (src/games/core/labels/paint.ts): no text covered by a counter, an arrow,
// a tag or anything drawn after it, no two texts overlapping, no text crossing the picture's edge.
// The boxes come from the drawing model (each picture's marks, text measured with the font's
// advance widths), not from pixels. MAP_LABEL_GAMES=50 (`npm run test:map-labels`) is the full sweep.
// Every picture is drawn in English and in Japanese (the maps a Japanese reader gets) when
// MAP_LABEL_LANGS=all (the full sweep); otherwise game i is drawn in LANGS[i mod 2] alone, so the
// default run draws as many pictures as one language would and still checks both.
import type { BaseState, GameModule } from '../../src/games/core/contract';
import type { GameEvent } from '../../src/games/core/events';
import { LANGS, type Lang } from '../../src/games/core/lang';
import { labelFaults, type Mark } from '../../src/games/core/labels/paint';
import { gameSeed, selfplay } from '../../src/games/selfplay';

/** Games per run: a few by default (each soak file stays under two minutes). */
export const GAMES = Number(process.env.MAP_LABEL_GAMES ?? 2);

/** A generous per-test time limit for `games` games (jest's default is a minute). */
/** The languages game `index` of a run is drawn in. */
export function langsOf(index: number): readonly Lang[] {
  return process.env.MAP_LABEL_LANGS === 'all' ? LANGS : [LANGS[index % LANGS.length]!];
}

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
  /** The pictures a step shows (a side's map, say) in `lang`, each with its marks. */
  pictures(state: BaseState, events: GameEvent[], lang: Lang): CheckedPicture[];
}

export interface SweepResult {
  pictures: number;
  /** Pictures and faults seen in each language. */
  byLang: Record<Lang, { pictures: number; faults: number }>;
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
  const byLang = Object.fromEntries(
    LANGS.map((l) => [l, { pictures: 0, faults: 0 }]),
  ) as SweepResult['byLang'];
  const games = run.games ?? GAMES;
  for (let i = 0; i < games; i++) {
    let step = 0;
    const langs = langsOf(i);
    // Game i alone, with the seed selfplay gives game i of the run (gameSeed).
    selfplay(game, {
      games: 1,
      seed: gameSeed(run.seed, i),
      gameOptions: run.options ?? {},
      ...(run.scenario ? { scenario: run.scenario } : {}),
      onStep: ({ state, events }) => {
        step++;
        for (const lang of langs)
          for (const picture of run.pictures(state, events, lang)) {
            pictures++;
            byLang[lang].pictures++;
            const bounds = { x0: 0, y0: 0, x1: picture.width, y1: picture.height };
            for (const f of labelFaults(picture.marks, bounds)) {
              const key = lang === 'en' ? f : `[${lang}] ${f}`;
              if (!faults.has(key)) first.push(`${key} (game ${i}, step ${step})`);
              faults.set(key, (faults.get(key) ?? 0) + 1);
              byLang[lang].faults++;
            }
          }
      },
    });
  }
  if (process.env.MAP_LABEL_REPORT) {
    const total = [...faults.values()].reduce((a, b) => a + b, 0);
    process.stderr.write(
      `map labels ${game.id} ${run.scenario ?? ''} ${run.seed}: ${games} games, ${pictures} pictures, ` +
        `${total} faults (${faults.size} distinct); ` +
        LANGS.map((l) => `${l}: ${byLang[l].pictures} pictures, ${byLang[l].faults} faults`).join('; ') +
        `\n${first.slice(0, 40).join('\n')}\n`,
    );
  }
  return { pictures, byLang, faults, first };
}
