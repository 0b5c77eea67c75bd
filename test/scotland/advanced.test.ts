// The advanced rules (STB-14.0): game options, off unless chosen at creation.
import { scotland } from '../../src/games/scotland';
import { SeededDice } from '../../src/games/core/dice';
import { englishLevyCount } from '../../src/games/scotland/rules/levy';
import type { GameEvent } from '../../src/games/core/events';
import { CITIES } from '../../src/games/scotland/data';
import { killLeader } from '../../src/games/scotland/rules/leaders';
import { returnWallace, wallaceSurvives } from '../../src/games/scotland/rules/advanced/wallace-returns';
import { board, lead, put } from './helpers';
import { battle, fight, unit } from './battle-helpers';
import { isCoastal } from '../../src/games/scotland/data';
import { navySails, withNavy } from '../../src/games/scotland/rules/advanced/navy';

test('STB-14.0: each advanced rule is a game option, off by default and kept in the state when chosen', () => {
  const ids = scotland.options.map((o) => o.id);
  expect(ids).toContain('extraEnglishLevy');
  const plain = scotland.setup({}, new SeededDice('0a', 'advanced', 0));
  expect(plain.options.extraEnglishLevy).toBeUndefined();
  const chosen = scotland.setup({ options: { extraEnglishLevy: true } }, new SeededDice('0a', 'advanced', 0));
  expect(chosen.options.extraEnglishLevy).toBe(true);
});

test('STB-14.2.2, STB-AMB-36: with the extra English levy, England raises one more, added after the cap of 4', () => {
  const count = (turn: number, die: number | null, extra: boolean) =>
    englishLevyCount({
      ...board(turn),
      englishLevyDie: die,
      options: extra ? { extraEnglishLevy: true } : {},
    });
  expect(count(3, null, false)).toBe(1);
  expect(count(3, null, true)).toBe(2); // April 1297
  expect(count(15, 1, false)).toBe(4); // capped
  expect(count(15, 1, true)).toBe(5); // the handicap comes after the cap
});

describe('STB-14.1.2 Wallace returns', () => {
  const withOption = (turn: number) => {
    const s = board(turn);
    s.options = { wallaceReturns: true };
    return s;
  };

  test('STB-14.1.2a, STB-AMB-77: killed, Wallace goes on the track for six turns and the game goes on', () => {
    const s = withOption(4);
    lead(s, 'wallace', '0406');
    const events: GameEvent[] = [];
    killLeader(s, 'wallace', events);
    expect(s.result).toBeFalsy();
    expect(s.step).not.toBe('over');
    const w = s.leaders.find((l) => l.id === 'wallace')!;
    expect([w.status, w.returnTurn]).toEqual(['out', 10]);
    expect(events.map((e) => e.text).join(' ')).toMatch(/comes back in six turns/);
    // Without the option his death still ends the game (STB-8.5.3b).
    const plain = board(4);
    lead(plain, 'wallace', '0406');
    killLeader(plain, 'wallace', []);
    expect(plain.step).toBe('over');
  });

  test('STB-14.1.2a, STB-AMB-85, STB-AMB-65: he comes back at the start of the Scottish turn six turns on, in a pro-Scottish city of Scotland', () => {
    const s = withOption(4);
    lead(s, 'wallace', '0406');
    killLeader(s, 'wallace', []);
    const city = CITIES.find((c) => c.name === 'Stirling')!;
    s.loyalty[city.name] = 'scots';
    put(s, 'scots', city.hex);
    returnWallace({ ...s, turn: 9 } as typeof s, []); // not yet
    expect(s.leaders.find((l) => l.id === 'wallace')!.status).toBe('out');
    const events: GameEvent[] = [];
    s.turn = 10;
    returnWallace(s, events);
    const w = s.leaders.find((l) => l.id === 'wallace')!;
    expect([w.status, w.hex]).toEqual(['active', city.hex]);
    expect(events.map((e) => e.text).join(' ')).toMatch(/Wallace is back/);
  });

  test('STB-14.1.2b, STB-AMB-61: in The Toom Tabard the Wallace counter is Balliol, who dies as any leader', () => {
    const s = withOption(4);
    s.scenario = 'toom-tabard';
    expect(wallaceSurvives(s, 'wallace')).toBe(false);
    s.scenario = 'rebellion';
    expect(wallaceSurvives(s, 'wallace')).toBe(true);
  });
});

describe('STB-14.2.1 the English navy', () => {
  const coastal = ['0307', '0207', '0904', '1005'].find((h) => isCoastal(h))!;
  const inland = ['0606', '0506', '0607'].find((h) => !isCoastal(h))!;
  const state = (turn: number, on = true) => {
    const s = board(turn);
    s.options = on ? { englishNavy: true } : {};
    return s;
  };
  const navyAttacks = (hooks: ReturnType<typeof withNavy>, hex: string, city = false) =>
    fight(
      battle({
        hex,
        ...(city ? { terrain: { kind: 'city', riverCrossedByAllAttackers: false } } : {}),
        units: [unit('s1', 'scots', 'elite'), unit('s2', 'scots', 'elite'), unit('e1', 'english', 'regular')],
      }),
      [...Array(4).fill(6), ...Array(60).fill(1)],
      hooks,
    ).events.filter((e) => e.kind === 'battle-attack' && /English navy/.test(e.text));

  test('STB-14.2.1a, STB-AMB-66: May to September, in a coastal hex, one extra English attack of value 1 every round', () => {
    const july = state(6); // July 1297
    expect(navySails(july, coastal)).toBe(true);
    const attacks = navyAttacks(withNavy(july, coastal, undefined), coastal);
    expect(attacks.length).toBeGreaterThanOrEqual(2); // every round
    expect(attacks[0]!.text).toMatch(/the English navy \(value 1\)/);
    // Not inland, not in winter, not without the option.
    expect(navySails(july, inland)).toBe(false);
    expect(navySails(state(0), coastal)).toBe(false); // January
    expect(navySails(state(6, false), coastal)).toBe(false);
  });

  test('STB-14.2.1b: city modifiers never touch the navy (the English attacking a coastal city)', () => {
    const july = state(6);
    const attacks = fight(
      battle({
        hex: coastal,
        attacker: 'english',
        terrain: { kind: 'major-city', riverCrossedByAllAttackers: false },
        units: [
          unit('s1', 'scots', 'elite'),
          unit('e1', 'english', 'regular'),
          unit('e2', 'english', 'regular'),
        ],
      }),
      [...Array(4).fill(6), ...Array(60).fill(1)],
      withNavy(july, coastal, undefined),
    ).events.filter((e) => e.kind === 'battle-attack' && /English navy/.test(e.text));
    expect(attacks[0]!.text).toMatch(/\(value 1\)/);
  });
});
