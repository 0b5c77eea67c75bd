// The battle resolver's public face (STB-7.0-7.5, STB-8.2-8.5): what the engine imports.
export { resolveBattle } from './resolve';
export { battleOrder } from './several';
export {
  DEFAULT_CHOICES,
  defaultChoices,
  describeChoice,
  formatBattlePlan,
  formatBattleStanding,
  formatChoices,
  parseBattlePlan,
  parseBattlePlanLines,
  parseBattleStanding,
  parseBattleStandingLines,
  parseStandingSplitLine,
} from './plan';
export type { BattleOrderContext, BattlePlansParse } from './plan';
export type * from './types';
export { battleLeader, battleUnit } from './from-data';
