// `despatch game new` flags for the time controls: --reminders 24h,2h (or none), --weekends-off,
// --max-misses N, --autopilot N[:LEVEL]. Unset flags leave the defaults of src/app/base/time-controls.ts.
import { ServiceError } from '../app/base/errors';
import { readTimeControls } from '../app/base/time-controls';
import type { TimeControls } from '../app/base/time-controls';
import { UsageError } from './usage-error';

export const TIME_FLAGS = {
  reminders: { type: 'string' },
  'weekends-off': { type: 'boolean' },
  'max-misses': { type: 'string' },
  autopilot: { type: 'string' },
} as const;

export function timeControlsFrom(values: {
  reminders?: string | undefined;
  'weekends-off'?: boolean | undefined;
  'max-misses'?: string | undefined;
  autopilot?: string | undefined;
}): { timeControls?: Partial<TimeControls> } {
  try {
    const tc = readTimeControls({
      reminders: values.reminders,
      weekendsOff: values['weekends-off'],
      maxMisses: values['max-misses'],
      autopilot: values.autopilot,
    });
    return Object.keys(tc).length ? { timeControls: tc } : {};
  } catch (err) {
    if (err instanceof ServiceError)
      throw new UsageError(`--reminders/--max-misses/--autopilot: ${err.message}`);
    throw err;
  }
}
