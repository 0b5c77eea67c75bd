// STB-12.3 victory: the city count after December 1298 and sudden death.
import { CITIES } from '../../src/games/scotland/data';
import { finalResult, suddenDeath, cityCounts } from '../../src/games/scotland/rules/victory';
import { applyOutcome } from '../../src/games/scotland/rules/combat';
import { board, lead, muster, put } from './helpers';

/** A board where the Scots hold `n` of the 25 Scottish cities. */
function withScots(n: number) {
  const s = board(23);
  CITIES.filter((c) => c.loyaltyMarker)
    .slice(0, n)
    .forEach((c) => (s.loyalty[c.name] = 'scots'));
  return s;
}

test('STB-12.3b, STB-12.3.1b, STB-AMB-50: all 30 cities count, 25 with loyalty markers and 5 in England', () => {
  const c = cityCounts(board(0));
  expect(c.scots + c.english).toBe(30);
  expect(CITIES.filter((x) => x.loyaltyMarker)).toHaveLength(25);
});

test('STB-12.3.1a: twice as many cities is a decisive victory (Scots)', () => {
  const s = withScots(20);
  finalResult(s, []);
  expect(s.result).toMatchObject({ winner: 'scots', level: 'decisive' });
});

test('STB-12.3.1a, STB-12.3.1c: an English decisive victory needs twice the cities and every city in England', () => {
  const s = withScots(5);
  finalResult(s, []);
  expect(s.result).toMatchObject({ winner: 'english', level: 'decisive' });
  const t = withScots(5);
  put(t, 'scots', '0809'); // Carlisle occupied
  finalResult(t, []);
  expect(t.result).toMatchObject({ winner: null, level: 'draw' });
});

test('STB-12.3.2: more cities is a limited victory; the English also need every city in England', () => {
  const s = withScots(16);
  finalResult(s, []);
  expect(s.result).toMatchObject({ winner: 'scots', level: 'limited' });
  const e = withScots(12);
  finalResult(e, []);
  expect(e.result).toMatchObject({ winner: 'english', level: 'limited' });
});

test('STB-12.3.3, STB-AMB-51: the English short of an English city draw; equal counts draw', () => {
  const s = withScots(12);
  put(s, 'scots', '1209'); // Newcastle
  finalResult(s, []);
  expect(s.result).toMatchObject({ winner: null, level: 'draw' });
  const eq = withScots(15);
  finalResult(eq, []);
  expect(eq.result?.level).toBe('draw');
});

test('STB-12.3a: otherwise the game ends after the December 1298 turn', () => {
  const s = withScots(20);
  const m = muster(s, {}, [1], { scots: 'advance: none', english: 'advance: none' });
  expect(m.state.step).toBe('over');
  expect(m.state.result?.winner).toBe('scots');
});

test('STB-12.3.4b: if Edward is killed the Scots win a limited victory', () => {
  const s = board(18);
  suddenDeath(s, 'edward', []);
  expect(s.result).toMatchObject({ winner: 'scots', level: 'limited' });
});

test('STB-12.3.4c, STB-AMB-52: Wallace killed: English limited if Bruce is neutral (or dead), a draw if pro-Scottish', () => {
  const neutral = board(8);
  lead(neutral, 'bruce', '0608', 'neutral');
  suddenDeath(neutral, 'wallace', []);
  expect(neutral.result).toMatchObject({ winner: 'english', level: 'limited' });
  const dead = board(8);
  suddenDeath(dead, 'wallace', []);
  expect(dead.result).toMatchObject({ winner: 'english', level: 'limited' });
  const joined = board(8);
  lead(joined, 'bruce', '0608', 'active');
  suddenDeath(joined, 'wallace', []);
  expect(joined.result).toMatchObject({ winner: null, level: 'draw' });
});

test('STB-12.3.4d: Wallace and Edward killed in the same battle: the Scots win a limited victory', () => {
  const s = board(18);
  lead(s, 'wallace', '0406');
  lead(s, 'edward', '0406');
  applyOutcome(
    s,
    {
      hex: '0406',
      winner: null,
      holder: null,
      rounds: 1,
      units: [],
      leaders: [
        { id: 'wallace', side: 'scots', fate: 'killed' },
        { id: 'edward', side: 'english', fate: 'killed' },
      ],
    },
    [],
  );
  expect(s.result).toMatchObject({ winner: 'scots', level: 'limited' });
});
