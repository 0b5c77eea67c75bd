// Issue 41: the owner places displaced units in one or more adjacent hexes (STB-11.3f, STB-AMB-73,
// STB-DEC-4): `displace: s3 to 0405, s4 to 0406`; the rest follow the rule.
import { scotland } from '../../src/games/scotland';
import { homeCityOf } from '../../src/games/scotland/data';
import { killLeader } from '../../src/games/scotland/rules/leaders';
import { scotlandJapanese } from '../../src/games/scotland/texts';
import { board, muster, put, texts } from './helpers';

/** Douglas returns to his home city (0507) in turn 10, where three English units stand. */
function douglasReturns() {
  const s = board(9);
  const home = homeCityOf('douglas')!.hex;
  killLeader(s, 'douglas', []);
  s.leaders.find((l) => l.id === 'douglas')!.returnTurn = 10;
  const [a, b, c] = [put(s, 'english', home), put(s, 'english', home), put(s, 'english', home)];
  put(s, 'english', '0606'); // the default: the neighbour with most English units
  return { s, home, a: a.id, b: b.id, c: c.id };
}

test('STB-11.3f, STB-AMB-73: displaced units go to the hexes their owner names, the rest by the rule', () => {
  const { s, home, a, b, c } = douglasReturns();
  const standing = `advance: none\ndisplace: ${a} to 0506, ${b} to 0406`;
  const m = muster(s, {}, [3, 3], { scots: 'advance: none', english: standing });
  const at = (id: string) => m.state.units.find((u) => u.id === id)!.hex;
  expect([at(a), at(b), at(c)]).toEqual(['0506', '0406', '0606']);
  const chose = m.events.find((e) => e.kind === 'displaced-choice')!.text;
  expect(chose).toBe(
    `Displaced from Douglas (${home}) as the English chose: ${a} to Lanark (0506), ${b} to near Lanark (0406), ${c} to near Peebles (0606) (STB-AMB-73).`,
  );
  expect(scotlandJapanese(chose)).toMatch(/押し出され/);
  expect(texts(m.events)).toContain(
    `The English in Douglas (${home}) are displaced near Lanark (0406) (STB-11.3f).`,
  );
});

test('STB-DEC-4: with no placement the units move together to the default hex', () => {
  const { s, a, b, c } = douglasReturns();
  const m = muster(s, {}, [3, 3], { scots: 'advance: none', english: 'advance: none' });
  expect(new Set([a, b, c].map((id) => m.state.units.find((u) => u.id === id)!.hex))).toEqual(
    new Set(['0606']),
  );
  expect(m.events.some((e) => e.kind === 'displaced-choice')).toBe(false);
});

test('STB-AMB-73, STB-7.2: a hex not beside the unit, a hex with enemy units, a unit not yours: refused by line', () => {
  const { s, a } = douglasReturns();
  put(s, 'scots', '0406');
  const r = scotland.parseStanding!(
    s,
    'english',
    [
      `displace: ${a} to 0707`,
      `displace: ${a} to 0406`,
      'displace: s999 to 0506',
      `displace: ${a} to 0506`,
    ].join('\n'),
  );
  expect(r.problems.map((p) => [p.line, p.message])).toEqual([
    [1, '0707 is not next to 0507 (STB-7.2)'],
    [2, expect.stringContaining('0406 cannot take your units')],
    [3, "'s999' is not one of your units or leaders"],
  ]);
  expect(r.normal).toBe(`displace: ${a} to 0506`);
});

test('STB-AMB-73: the placement in Japanese order words (押し出し, へ)', () => {
  const { s, a, b } = douglasReturns();
  const r = scotland.parseStanding!(s, 'english', `押し出し: ${a} 0506へ、${b} 0406へ`);
  expect(r.problems).toEqual([]);
  expect(r.normal).toBe(`displace: ${a} to 0506, ${b} to 0406`);
});
