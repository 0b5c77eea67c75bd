// `despatch verify`: replay a game from its record — set-up with the step-0 dice, then every
// resolved step from the stored orders and standing orders with that step's dice — and check the
// seed against its commitment, every roll, every event (all but its wording) and every state. Reports
// the first difference.
// The replay runs under the rules version the game was recorded with (one of the module's
// `rulesVersions`), so a game made before a version step still replays exactly.
import { withClauses } from '../../games/core/clauses';
import { rulesVersionsOf } from '../../games/core/contract';
import { seedCommitment, stepDice, type Roll } from '../../games/core/dice';
import { canonical, canonicalJson } from '../base/canonical';
import type { AnyGame } from '../base/context';
import type { AppContext } from '../base/context';
import { exportGame, type GameRecord, type RecordStep } from './record';

export interface VerifyResult {
  ok: boolean;
  steps: number;
  rolls: number;
  /** The first difference, in words, with where it is. */
  difference?: { step: number; what: string; expected?: unknown; found?: unknown };
}

function firstRollDifference(expected: readonly Roll[], found: readonly Roll[]): string | null {
  for (let i = 0; i < Math.max(expected.length, found.length); i++) {
    const e = expected[i];
    const f = found[i];
    if (!e || !f || e.value !== f.value || e.sides !== f.sides || e.purpose !== f.purpose) {
      return `roll ${i + 1}: recorded ${e ? `${e.value} (${e.purpose})` : 'none'}, replay gives ${f ? `${f.value} (${f.purpose})` : 'none'}`;
    }
  }
  return null;
}

type Check = VerifyResult['difference'] | null;

/** Events as verify compares them: what happened, not its wording. A sentence's words may improve
 * between releases (a place named instead of a bare hex); the game they describe does not change. */
function happenings(events: unknown): unknown {
  return Array.isArray(events)
    ? events.map((e) => {
        if (!e || typeof e !== 'object') return e;
        const { text: _words, ...rest } = e as Record<string, unknown>;
        return rest;
      })
    : events;
}

function compareStep(
  step: number,
  rec: { rolls: Roll[]; state: unknown; events?: unknown; position?: string | null },
  rolls: readonly Roll[],
  state: unknown,
  events?: unknown,
  /** The replayed state's position file, checked against the record's when it has one. */
  position?: string,
): Check {
  const roll = firstRollDifference(rec.rolls, rolls);
  if (roll) return { step, what: roll };
  if (events !== undefined && canonicalJson(happenings(rec.events)) !== canonicalJson(happenings(events))) {
    return { step, what: 'the events differ', expected: rec.events, found: events };
  }
  if (canonicalJson(rec.state) !== canonicalJson(state)) {
    return { step, what: 'the state differs', expected: rec.state, found: state };
  }
  if (rec.position != null && position !== undefined && rec.position !== position) {
    return { step, what: 'the position file differs', expected: rec.position, found: position };
  }
  return null;
}

/** The orders each side's last submission gave, and the contributions of those submissions. */
function ordersOf(step: RecordStep) {
  const current = step.submissions.filter((s) => !s.superseded);
  return {
    orders: Object.fromEntries(current.map((s) => [s.side, canonical(s.orders)])),
    contributions: current.flatMap((s) => (s.contribution ? [s.contribution] : [])),
  };
}

export function verifyRecord(record: GameRecord, games: (id: string) => AnyGame): VerifyResult {
  const g = record.game;
  let rolls = 0;
  const fail = (difference: NonNullable<Check>, steps: number): VerifyResult => ({
    ok: false,
    steps,
    rolls,
    difference,
  });
  if (!g.seed) return fail({ step: 0, what: 'the seed is not revealed (it is, once the game is over)' }, 0);
  if (seedCommitment(g.seed) !== g.seedHash) {
    return fail(
      {
        step: 0,
        what: 'the seed does not match the commitment',
        expected: g.seedHash,
        found: seedCommitment(g.seed),
      },
      0,
    );
  }
  const module = games(g.type);
  // A game keeps the rules version it was made with; the module replays each version it still plays.
  const versions = rulesVersionsOf(module);
  if (!versions.includes(g.rulesVersion)) {
    return fail(
      { step: 0, what: `rules version ${g.rulesVersion} recorded, ${versions.join(', ')} installed` },
      0,
    );
  }
  const dice0 = stepDice(g.seed, g.id, 0, g.diceScheme ?? 1, []);
  const input = { scenario: g.scenario, options: g.options, rulesVersion: g.rulesVersion };
  let state = canonical(JSON.parse(JSON.stringify(module.setup(input, dice0))));
  rolls += dice0.rolls.length;
  const setupDiff = compareStep(0, record.setup, dice0.rolls, state, undefined, module.position.write(state));
  if (setupDiff) return fail(setupDiff, 0);

  let checked = 0;
  for (const step of record.steps.filter((s) => s.resolvedAt)) {
    const awaiting = module.awaiting(state).map((p) => p.side);
    if (canonicalJson(awaiting) !== canonicalJson(step.awaiting)) {
      return fail(
        { step: step.seq, what: 'the sides awaited differ', expected: step.awaiting, found: awaiting },
        checked,
      );
    }
    if (step.ending) {
      // Resign, forfeit or agreed draw: no engine run, no dice, the position stays as it was.
      const diff = compareStep(step.seq, step, [], state, undefined, module.position.write(state));
      if (diff) return fail(diff, checked);
      checked++;
      continue;
    }
    const { orders, contributions } = ordersOf(step);
    const dice = stepDice(g.seed, g.id, step.seq, g.diceScheme ?? 1, contributions);
    const out = module.resolve(state, { orders, standing: step.standingUsed ?? {} }, dice);
    state = canonical(JSON.parse(JSON.stringify(out.state)));
    rolls += dice.rolls.length;
    const events: unknown = JSON.parse(JSON.stringify(withClauses(module.clauses, out.events)));
    const diff = compareStep(step.seq, step, dice.rolls, state, events, module.position.write(state));
    if (diff) return fail(diff, checked);
    checked++;
  }
  return { ok: true, steps: checked, rolls };
}

/** What verifying a stored game tells the operator: the result, and the seed only once it is over. */
export interface StoredGameVerification extends VerifyResult {
  game: string;
  number: number;
  seedHash: string;
  /** Null while the game is being played: the dice to come stay secret from everyone. */
  seed: string | null;
}

/**
 * Verifies a game of this installation. The replay needs the seed, so it runs here, next to the
 * database; the answer carries the seed only when the game is over (an organiser who also plays in
 * the club learns nothing of the dice to come).
 */
export async function verifyStoredGame(ctx: AppContext, idOrNumber: string): Promise<StoredGameVerification> {
  const record = await exportGame(ctx, idOrNumber, { withSeed: true });
  const result = verifyRecord(record, ctx.games);
  const over = record.game.status === 'finished';
  return {
    game: record.game.id,
    number: record.game.number,
    seedHash: record.game.seedHash,
    seed: over ? record.game.seed : null,
    ...result,
  };
}
