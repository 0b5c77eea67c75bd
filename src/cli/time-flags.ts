// `despatch game new` flags for the time controls: --reminders 24h,2h (or none), --weekends-off,
// --max-misses N. Unset flags leave the defaults of src/app/time-controls.ts.
import { parseDuration } from '../app/base/duration';
import type { TimeControls } from '../app/base/time-controls';
import { UsageError } from './usage-error';

export const TIME_FLAGS = {
  reminders: { type: 'string' },
  'weekends-off': { type: 'boolean' },
  'max-misses': { type: 'string' },
} as const;

export function timeControlsFrom(values: {
  reminders?: string | undefined;
  'weekends-off'?: boolean | undefined;
  'max-misses'?: string | undefined;
}): { timeControls?: Partial<TimeControls> } {
  const tc: Partial<TimeControls> = {};
  if (values.reminders !== undefined) {
    const list = values.reminders === 'none' ? [] : values.reminders.split(',').map((r) => parseDuration(r));
    if (list.some((r) => r === null))
      throw new UsageError('--reminders takes durations before the deadline, e.g. 24h,2h (or none)');
    tc.reminders = list as number[];
  }
  if (values['weekends-off']) tc.weekendsOff = true;
  if (values['max-misses'] !== undefined) {
    if (!/^\d+$/.test(values['max-misses'])) throw new UsageError('--max-misses takes a whole number');
    tc.maxMisses = Number(values['max-misses']);
  }
  return Object.keys(tc).length ? { timeControls: tc } : {};
}
