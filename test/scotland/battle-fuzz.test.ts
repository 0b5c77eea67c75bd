// Many random battles with seeded dice: every battle ends, and its outcome is consistent with the
// rules whatever the forces, terrain and orders.
import { SeededDice } from '../../src/games/core/dice';
import { createRng } from '../../src/games/core/rng';
import type { Rng } from '../../src/games/core/rng';
import { resolveBattle } from '../../src/games/scotland/rules/battle';
import type {
  BattleInput,
  BattleSide,
  Grade,
  TerrainKind,
  UnitKind,
} from '../../src/games/scotland/rules/battle';
import { DOUGLAS, EDWARD, PERCY, WALLACE, battle, unit } from './battle-helpers';

const GRADES: Grade[] = ['levy', 'regular', 'elite'];
const KINDS: UnitKind[] = ['infantry', 'cavalry'];
const TERRAIN: TerrainKind[] = ['clear', 'wooded', 'mountain', 'city', 'major-city'];
const ORDERS = [
  '',
  'withdraw never',
  'withdraw if losing after round 2; hits strongest',
  'withdraw at once; withdraw to city',
  'lineup weakest against weakest concentrate; leaders on safest; hits weakest sparing leaders',
  'withdraw after losing 2 steps; advance none',
  'withdraw if outnumbered; withdraw to 0914 0912 then friends',
];

function randomBattle(rng: Rng): BattleInput {
  const force = (side: BattleSide, prefix: string) =>
    Array.from({ length: 1 + rng.int(5) }, (_, i) =>
      unit(`${prefix}${i}`, side, rng.pick(GRADES), rng.pick(KINDS), { reduced: rng.int(6) === 0 }),
    );
  const hexes = ['0914', '0912', '1013', '0813'].filter(() => rng.int(3) > 0);
  const spare = {
    infantry: { regular: rng.int(2), elite: rng.int(2) },
    cavalry: { regular: rng.int(2), elite: rng.int(2) },
  };
  return battle({
    attacker: rng.pick(['scots', 'english'] as const),
    units: [...force('scots', 'S'), ...force('english', 'E')],
    leaders: [WALLACE, DOUGLAS, PERCY, EDWARD].filter(() => rng.int(2) === 0),
    terrain: { kind: rng.pick(TERRAIN), riverCrossedByAllAttackers: rng.int(2) === 0 },
    withdrawal: {
      scots: hexes.map((hex) => ({ hex, friendlyUnits: rng.int(4), friendlyCityDistance: rng.int(4) })),
      english: hexes
        .filter(() => rng.int(2) === 0)
        .map((hex) => ({ hex, friendlyUnits: rng.int(4), friendlyCityDistance: rng.int(4) })),
    },
    spares: { scots: spare, english: spare },
    attackerPlan: rng.pick(ORDERS),
    defenderStanding: rng.pick(ORDERS),
  });
}

test('random battles end, and every outcome is consistent', () => {
  const rng = createRng('stb-battles');
  for (let n = 0; n < 300; n++) {
    const input = randomBattle(rng);
    const dice = new SeededDice('00ff', 'fuzz', n);
    const { outcome, events } = resolveBattle(input, dice);
    const inHex = (side: BattleSide) => outcome.units.filter((u) => u.side === side && u.fate === 'fresh');
    // STB-AMB-28: the winner alone holds the hex; a battle ends with at most one side in it, unless
    // Wallace's or Edward's death stopped it at once (STB-8.5.3b), when nothing follows.
    const stopped = events.at(-1)?.text.includes('ends at once') ?? false;
    if (stopped) expect(outcome.advancement).toBeUndefined();
    else expect(inHex('scots').length > 0 && inHex('english').length > 0).toBe(false);
    if (outcome.winner) expect(inHex(outcome.winner).length).toBeGreaterThan(0);
    // STB-7.2: withdrawals go to that side's eligible hexes, all of a side to one hex.
    for (const side of ['scots', 'english'] as const) {
      const eligible = input.withdrawal[side].map((h) => h.hex);
      const gone = outcome.units.filter((u) => u.side === side && u.fate === 'withdrawn');
      for (const u of gone) expect(eligible).toContain(u.to);
      expect(new Set(gone.map((u) => u.to)).size).toBeLessThanOrEqual(1);
    }
    // No leader stays in a hex his side does not hold.
    if (!stopped)
      for (const l of outcome.leaders.filter((x) => x.fate === 'stays')) expect(outcome.winner).toBe(l.side);
    // Every die is in the report.
    expect(events.filter((e) => e.kind === 'roll')).toHaveLength(dice.rolls.length);
  }
});
