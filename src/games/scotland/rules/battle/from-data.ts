// Battle counters from the game's data (STB-DATA-2, STB-DATA-3): combat values by type and grade,
// leader ratings, and the Toom Tabard ratings of the Wallace and Murray counters (STB-13.1a).
import { unitType } from '../../data/index';
import { leaderIn } from '../scenario';
import type { BattleLeader, BattleSide, BattleUnit, Grade, UnitKind } from './types';

/** A combat unit with its counter's full and reduced values (STB-2.2a). */
export function battleUnit(
  id: string,
  side: BattleSide,
  kind: UnitKind,
  grade: Grade,
  extra: Partial<Pick<BattleUnit, 'reduced' | 'label' | 'garrison'>> = {},
): BattleUnit {
  const t = unitType(kind, grade);
  return { id, side, kind, grade, reduced: false, full: t.full, reducedValue: t.reduced, ...extra };
}

/**
 * A leader with his ratings and casualty range (STB-8.5b, 8.5.3a). In The Toom Tabard the Wallace
 * and Murray counters are Balliol and Comyn, with their own ratings, killed on 1-2 (STB-AMB-79).
 */
export function battleLeader(leaderId: string, toomTabard = false): BattleLeader {
  const l = leaderIn(leaderId, toomTabard);
  return {
    id: l.id,
    side: l.side,
    name: l.name,
    initiative: l.initiative,
    command: l.command,
    killedOn: l.killedOn,
    ...(l.deathEndsGame ? { endsGame: true } : {}),
  };
}
