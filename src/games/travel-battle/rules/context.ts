// What a resolution carries around: the working state (a private copy), the event log with its dice,
// and each side's decisions (orders of this step, standing orders, defaults).
import type { EventLog } from '../../core/events';
import type { Decisions } from './policy';
import type { TbSide, TbState } from '../state';

export interface Ctx {
  state: TbState;
  log: EventLog;
  decisions: Record<TbSide, Decisions>;
}
