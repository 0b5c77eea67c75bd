// The whole report of one battle, as players read it: every round's pairings, each die, each hit,
// each withdrawal attempt, then recovery and advancement.
import { PERCY, WALLACE, battle, fight, unit } from './battle-helpers';

test('the report shows every round: line-up, leaders, each die, hits, declarations and rolls, the end', () => {
  const units = [
    unit('S1', 'scots', 'elite', 'infantry', { label: "Wallace's elite infantry" }),
    unit('S2', 'scots', 'levy', 'infantry', { label: 'Scots levy' }),
    unit('E1', 'english', 'regular', 'cavalry', { label: 'English regular cavalry' }),
  ];
  const spares = { scots: { infantry: { regular: 1, elite: 0 }, cavalry: { regular: 0, elite: 0 } } };
  const input = battle({
    units,
    leaders: [WALLACE, PERCY],
    terrain: { kind: 'clear', riverCrossedByAllAttackers: true },
    spares,
    attackerPlan: 'withdraw never',
    defenderStanding: 'withdraw if losing',
  });
  // Round 1 (river: the English strike first): E1 with Percy hits (4) the levy; then S1 with Wallace
  // hits (2) and S2 misses (6). One step lost each: the English are not losing and stay.
  // Round 2 (both at once): S1 (5) and S2 (1) hit, E1 misses (4); E1 is destroyed, the second hit is
  // lost, and Percy survives his check (3) and withdraws.
  const f = fight(input, [4, 2, 6, 5, 1, 4, 3]);
  expect(f.events.filter((e) => e.kind !== 'roll').map((e) => e.text)).toEqual([
    'Battle near Cockermouth (0913): the Scots attack the English.',
    'Scots plan for the battle near Cockermouth (0913): line-up: lineup strongest against strongest spread (default); leader placement: leaders on strongest (default); hits taken: hits spread (default); withdrawal: withdraw never; withdrawal hex: withdraw to friends (default); advancement: advance best (default).',
    'English standing battle orders: line-up: lineup strongest against strongest spread (default); leader placement: leaders on strongest (default); hits taken: hits spread (default); withdrawal: withdraw if losing; withdrawal hex: withdraw to friends (default); advancement: advance best (default).',
    "Round 1 line-up: the English form the row (fewer units). 1. English regular cavalry faced by Wallace's elite infantry + Scots levy.",
    'English leaders: Percy on English regular cavalry.',
    "Scots leaders: Wallace on Wallace's elite infantry.",
    'The English have the combat advantage and strike first.',
    "English regular cavalry with Percy (value 4) rolls 4 against Wallace's elite infantry + Scots levy: hit.",
    'Scots levy takes the hit and is flipped.',
    "Wallace's elite infantry with Wallace (value 5) rolls 2 against English regular cavalry: hit.",
    'Scots levy (reduced) (value 1) rolls 6 against English regular cavalry: miss.',
    'English regular cavalry takes the hit and is flipped.',
    'The English stand and fight.',
    'The Scots stand and fight.',
    "Round 2 line-up: the English form the row (fewer units). 1. English regular cavalry (reduced) faced by Wallace's elite infantry + Scots levy (reduced).",
    'English leaders: Percy on English regular cavalry (reduced).',
    "Scots leaders: Wallace on Wallace's elite infantry.",
    'Neither side has the advantage: both strike at once.',
    "Wallace's elite infantry with Wallace (value 5) rolls 5 against English regular cavalry (reduced): hit.",
    'Scots levy (reduced) (value 1) rolls 1 against English regular cavalry (reduced): hit.',
    "English regular cavalry (reduced) with Percy (value 3) rolls 4 against Wallace's elite infantry + Scots levy (reduced): miss.",
    'English regular cavalry (reduced) takes the hit and is destroyed.',
    'The hit by Scots levy (reduced) is lost: no unit is left to take it.',
    'Percy survives (rolled 3) and withdraws to 0912.',
    'Battle near Cockermouth (0913) ends after 2 rounds: the Scots hold the field.',
    'Recovery: Scots levy returns to full strength.',
    'The Scots advance Scots levy from levy to regular.',
  ]);
  expect(f.of('roll').map((e) => e.text)[0]).toBe(
    "Die for the battle near Cockermouth (0913), round 1: English regular cavalry with Percy (value 4) vs Wallace's elite infantry + Scots levy: 4.",
  );
});
