// Components and definitions (STB-1.0, STB-2.x) as the engine uses them, and a noble joining
// (STB-11.3g-h, the part-2 entry point for Influence Noble).
import { scotland } from '../../src/games/scotland';
import { MOVEMENT, homeCityOf, terrainOf } from '../../src/games/scotland/data';
import { nobleJoins } from '../../src/games/scotland/rules/join';
import { stepCost } from '../../src/games/scotland/rules/terrain';
import { board, englishTurn, lead, play, put } from './helpers';

test('STB-1.0: two players, the Scottish player and the English player', () => {
  expect(scotland.sides).toEqual(['scots', 'english']);
  expect(scotland.id).toBe('scotland');
  expect(scotland.title).toBe('Scotland the Brave');
});

test('STB-2.1a, STB-2.1f: cavalry and infantry are the two unit types, with their own allowances', () => {
  expect(MOVEMENT.cavalry).toBeGreaterThan(MOVEMENT.infantry);
  const s = board(3);
  expect(put(s, 'scots', '0406', 'levy', 'cavalry').kind).toBe('cavalry');
});

test('STB-2.2c: each player commands only his own forces', () => {
  const s = board(3);
  const e = put(s, 'english', '0406');
  expect(play(s, 'scots', `march 0406: ${e.id} to 0306`).problems.join()).toMatch(/not one of your units/);
  const t = englishTurn(board(3));
  lead(t, 'wallace', '0406');
  expect(play(t, 'english', 'march 0406 to 0306').problems.join()).toMatch(/nothing of yours/);
});

test('STB-2.3c, STB-2.5: the TEC gives movement costs; the turn track gives the date of every reinforcement', () => {
  expect(terrainOf('0407')).toBe('wooded');
  expect(stepCost('0406', '0407')).toBe(2);
  const s = board(5);
  expect(scotland.view(s, null).turn).toBe('June 1297');
});

test('STB-11.3g: a noble who becomes pro-Scottish comes under Scottish control at once, with his units', () => {
  const s = board(13);
  const home = homeCityOf('douglas')!;
  lead(s, 'douglas', home.hex, 'neutral');
  put(s, 'scots', home.hex).neutral = true;
  s.restricted = false;
  nobleJoins(s, 'douglas', false, []);
  expect(s.leaders.find((l) => l.id === 'douglas')!.status).toBe('active');
  expect(s.units.every((u) => !u.neutral)).toBe(true);
  expect(s.loyalty[home.name]).toBe('scots');
});

test('STB-11.3h, STB-AMB-45, STB-AMB-47: kept pro-English (or under 12.2.1), his city stays English and he moves beside it', () => {
  const s = board(5);
  const home = homeCityOf('douglas')!;
  lead(s, 'douglas', home.hex, 'neutral');
  put(s, 'scots', home.hex).neutral = true;
  nobleJoins(s, 'douglas', false, []); // 1297 restrictions in force
  expect(s.loyalty[home.name]).toBe('english');
  expect(s.restricted).toBe(true);
  const hex = s.leaders.find((l) => l.id === 'douglas')!.hex!;
  expect(hex).not.toBe(home.hex);
  expect(s.units[0]!.hex).toBe(hex);
});
