import { timeControlsFrom } from '../../src/cli/time-flags';
import { checkTimeControls } from '../../src/app/base/time-controls';

describe('despatch game new: the time-control flags', () => {
  test('reminders, weekends off and misses before a forfeit become the game’s time controls', () => {
    expect(timeControlsFrom({ reminders: '48h,1h', 'weekends-off': true, 'max-misses': '4' })).toEqual({
      timeControls: { reminders: [172800, 3600], weekendsOff: true, maxMisses: 4 },
    });
    expect(timeControlsFrom({ reminders: 'none' })).toEqual({ timeControls: { reminders: [] } });
    expect(timeControlsFrom({})).toEqual({});
  });

  test('bad values are usage errors', () => {
    expect(() => timeControlsFrom({ reminders: 'soon' })).toThrow(/--reminders/);
    expect(() => timeControlsFrom({ 'max-misses': 'three' })).toThrow(/--max-misses/);
  });

  test('the defaults: reminders 24 h and 2 h before, the clock runs on weekends, 3 misses in a row forfeit, no autopilot', () => {
    expect(checkTimeControls(undefined)).toEqual({
      reminders: [86400, 7200],
      weekendsOff: false,
      maxMisses: 3,
      autopilot: null,
    });
  });
});
