// The strategy-marker cup and hands (STB-3.1a-b, STB-10.0a-b, STB-AMB-3, STB-12.2.1a, STB-DATA-4).
import { FixedDice, SeededDice } from '../../src/games/core/dice';
import type { GameEvent } from '../../src/games/core/events';
import { scotland } from '../../src/games/scotland';
import { cupNow, fullCup } from '../../src/games/scotland/rules/markers/cup';
import { startTurn } from '../../src/games/scotland/rules/turn';
import { parseStandingText } from '../../src/games/scotland/standing';
import { markerBoard, seen } from './helpers';

const standing = { scots: parseStandingText('').standing, english: parseStandingText('').standing };

function initialSegment(turn: number, dice: number[], hands = {}) {
  const s = markerBoard(hands, turn);
  const events: GameEvent[] = [];
  startTurn(s, standing, new FixedDice(dice), events);
  return { s, events };
}

test('STB-3.1a, STB-3.1b, STB-AMB-3: the Scots draw first from the whole cup, then the English; both from the markers the other left', () => {
  const { s, events } = initialSegment(0, [...Array(10).fill(1), 3, 3]);
  // Each die of 1 takes the first marker left in the cup (in the order of data/markers.json).
  expect(s.markers!.hands.scots).toEqual([
    'cancel',
    'cancel',
    'cancel',
    'combat-advantage',
    'combat-advantage',
  ]);
  expect(s.markers!.hands.english).toEqual([
    'combat-advantage',
    'conversion',
    'conversion',
    'conversion',
    'effective-archers',
  ]);
  expect(events.findIndex((e) => e.kind === 'marker-draw')).toBeLessThan(
    events.findIndex((e) => /Marches/.test(String(e.purpose))),
  ); // markers are drawn before the March dice (STB-3.1b before 3.1c)
  expect(s.marchDice).toEqual({ scots: 3, english: 3 });
});

test('STB-10.0b: 5 markers in January 1297, 6 from March 1297, 8 from January 1298', () => {
  const n = (turn: number) => initialSegment(turn, Array(30).fill(1)).s.markers!.hands.scots.length;
  expect([n(0), n(1), n(2), n(11), n(12), n(23)]).toEqual([5, 5, 6, 6, 8, 8]);
});

test('STB-10.0a: the markers left in hand are discarded and back in the cup before the draw', () => {
  const { s } = initialSegment(3, Array(20).fill(1), {
    scots: ['lost-cause', 'vacillate'],
    english: ['initiative'],
  });
  expect(s.markers!.hands.scots).not.toContain('lost-cause');
  expect(s.markers!.hands.scots).toHaveLength(6);
  expect(s.markers!.played).toEqual([]);
});

test('STB-12.2.1a, STB-AMB-55, STB-DATA-4: Loyal Scots is out of the cup in 1297 and back from January 1298', () => {
  expect(fullCup(markerBoard({}, 11))).toHaveLength(38);
  expect(fullCup(markerBoard({}, 11))).not.toContain('loyal-scots');
  expect(fullCup(markerBoard({}, 12))).toHaveLength(40);
  expect(cupNow(markerBoard({ scots: ['cancel'], english: ['cancel', 'cancel'] }, 12))).not.toContain(
    'cancel',
  );
});

test('STB-3.1b: each side learns its own draw; the other side only learns how many', () => {
  const { s, events } = initialSegment(0, [...Array(10).fill(1), 3, 3]);
  expect(seen(events, 'scots')).toContain(
    'You draw 5 strategy markers: Cancel, Cancel, Cancel, Combat Advantage, Combat Advantage.',
  );
  expect(seen(events, 'english')).not.toContain('Cancel');
  expect(seen(events, 'english')).toContain('the Scots draw 5, the English 5');
  expect(scotland.view(s, 'english').markers).toEqual({
    hand: ['Combat Advantage', 'Conversion', 'Conversion', 'Conversion', 'Effective Archers'],
    handSizes: { scots: 5, english: 5 },
    played: [],
  });
  expect(JSON.stringify(scotland.view(s, null))).not.toContain('Cancel');
});

test('STB-3.1b, STB-10.0b: each draw is a roll event with its value, seen by the drawing side alone (rules version 2)', () => {
  const { events } = initialSegment(0, [...Array(5).fill(2), ...Array(5).fill(1), 3, 4]);
  const rolls = events.filter((e) => e.kind === 'roll');
  const draw = (side: string, cup: number, value: number) => ({
    kind: 'roll',
    text: `Die for ${side === 'scots' ? 'Scottish' : 'English'} marker draw (1-${cup}): ${value}.`,
    visibleTo: [side],
    purpose: `${side === 'scots' ? 'Scottish' : 'English'} marker draw (1-${cup})`,
    sides: cup,
    value,
  });
  expect(rolls).toEqual([
    ...[38, 37, 36, 35, 34].map((cup) => draw('scots', cup, 2)),
    ...[33, 32, 31, 30, 29].map((cup) => draw('english', cup, 1)),
    expect.objectContaining({ text: 'Die for Scottish Marches (STB-3.1c): 3.', value: 3, sides: 6 }),
    expect.objectContaining({ text: 'Die for English Marches (STB-3.1c): 4.', value: 4, sides: 6 }),
  ]);
  // The March dice are public; a side sees its own draws and none of the other's.
  expect(rolls.slice(-2).every((e) => e.visibleTo === undefined)).toBe(true);
  expect(seen(events, 'scots')).not.toContain('English marker draw');
  expect(seen(events, 'english')).not.toContain('Scottish marker draw');
  expect(seen(events, 'english')).toContain('Die for English marker draw (1-33): 1.');
  expect(scotland.clauses.clauseOf(rolls[0]!)).toBe('STB-10.0b');
  expect(scotland.clauses.clauseOf(rolls.at(-1)!)).toBe('STB-3.1c');
});

test('a game of rules version 1 logs no marker draw and one event for both March dice, as it did', () => {
  const s = markerBoard({}, 0);
  s.rulesVersion = 1;
  const events: GameEvent[] = [];
  startTurn(s, standing, new FixedDice([...Array(10).fill(1), 3, 4]), events);
  expect(s.markers!.hands.scots).toHaveLength(5);
  expect(events.filter((e) => e.kind === 'roll')).toEqual([
    { kind: 'roll', text: 'Marches: Scots 3, English 4.', purpose: 'marches', scots: 3, english: 4 },
  ]);
});

test('the option markers turns the cup on for The Rebellion; the first hands come with the first Initial Segment', () => {
  let s = scotland.setup({ options: { markers: true } }, new FixedDice([1, 1, 1, 1, 1]));
  expect(s.markers).toEqual({ hands: { scots: [], english: [] }, played: [] });
  s = scotland.resolve(s, { orders: { english: [{ kind: 'pass' }] }, standing: {} }, new FixedDice([])).state;
  s = scotland.resolve(
    s,
    { orders: { scots: [{ kind: 'pass' }] }, standing: {} },
    new SeededDice('ab', 'x', 1),
  ).state;
  expect(s.markers!.hands.scots).toHaveLength(5);
  expect(s.markers!.hands.english).toHaveLength(5);
  expect(scotland.awaiting(s)[0]!.text).toMatch(/Your strategy markers: .+\. The (English|Scots) hold 5\./);
  expect(scotland.position.read(scotland.position.write(s))).toEqual(s);
});
