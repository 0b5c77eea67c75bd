// Each result names its rule (issue #45): every event kind of every game has a clause, every clause a
// title and summary in English and Japanese, and a short seeded game of each logs no kind the table
// lacks and cites no clause its summary lacks.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listGames } from '../../src/games/index';
import { playOne } from '../../src/games/selfplay';
import type { GameEvent } from '../../src/games/core/events';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// The rules texts live beside the repository (the team's shared notes); the check runs where they are.
const RULES_DIR = process.env.RULES_DIR ?? join(root, '../shared/rules');
const RULES_FILE: Record<string, string> = {
  sharpsburg: 'sharpsburg.md',
  'travel-battle': 'travel-battle.md',
  scotland: 'scotland-the-brave.md',
};

describe.each(listGames().map((g) => [g.id, g] as const))('%s', (_id, game) => {
  const book = game.clauses;
  const ids = new Set(book.summary.clauses.map((c) => c.id));

  test('every event kind has a clause the summary explains', () => {
    for (const kind of book.eventKinds) {
      const clause = book.clauseOf({ kind, text: '' });
      expect({ kind, clause }).toEqual({ kind, clause: expect.any(String) });
      expect({ kind, known: ids.has(clause!) }).toEqual({ kind, known: true });
    }
  });

  test('a short seeded game logs only listed kinds, each with a clause the summary explains', () => {
    const seen: GameEvent[] = [];
    playOne(game, `clauses-${game.id}`, 25, (s) => seen.push(...s.events));
    expect(seen.length).toBeGreaterThan(0);
    for (const e of seen) {
      expect({ kind: e.kind, listed: book.eventKinds.includes(e.kind) }).toEqual({
        kind: e.kind,
        listed: true,
      });
      const clause = book.clauseOf(e);
      expect({ text: e.text, known: clause !== null && ids.has(clause) }).toEqual({
        text: e.text,
        known: true,
      });
    }
  });

  test('every clause the table names (by kind or by detail) is in the summary', () => {
    const table = readFileSync(join(root, `src/games/${game.id}/clauses.ts`), 'utf8');
    const named = [...table.matchAll(/'([A-Z]{2,3}-[A-Za-z0-9.-]*[A-Za-z0-9])'/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((id) => !ids.has(id))).toEqual([]);
  });

  test('every summary clause has a title and a summary in English and Japanese, none twice', () => {
    expect(ids.size).toBe(book.summary.clauses.length);
    for (const c of book.summary.clauses)
      for (const lang of ['en', 'ja'] as const) expect(c[lang].title && c[lang].summary).toBeTruthy();
  });

  const rulesPath = join(RULES_DIR, RULES_FILE[game.id] ?? '?');
  (existsSync(rulesPath) ? test : test.skip)('every summary clause is a clause of the rules text', () => {
    const rules = readFileSync(rulesPath, 'utf8');
    const missing = [...ids].filter((id) => !rules.includes(`**${id}**`));
    expect(missing).toEqual([]);
  });
});
