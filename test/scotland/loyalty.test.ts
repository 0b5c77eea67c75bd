// Loyalty and control (STB-2.1c-e, STB-11.1, STB-AMB-48/49) and the 1297 restrictions (STB-12.2).
import { CITIES } from '../../src/games/scotland/data';
import { controller } from '../../src/games/scotland/state';
import { unitEntered } from '../../src/games/scotland/rules/loyalty';
import { board, englishTurn, lead, muster, play, put, texts } from './helpers';

test('STB-11.1a, STB-11.1b, STB-12.1.1: every Scottish city has a marker, pro-English at the start', () => {
  const s = board(0);
  const scottish = CITIES.filter((c) => c.country === 'scotland');
  expect(scottish.every((c) => c.loyaltyMarker && s.loyalty[c.name] === 'english')).toBe(true);
});

test('STB-11.1c, STB-11.1d, STB-AMB-48: a combat unit entering a city turns it, passing through counts', () => {
  const s = board(3, 1);
  put(s, 'scots', '0406');
  const r = play(s, 'scots', 'march 0406 to 0305'); // by Glasgow or Irvine
  const passed = r.events.filter((e) => e.kind === 'loyalty').map((e) => e.city);
  expect(passed).toContain('Renfrew');
  expect(passed.length).toBeGreaterThanOrEqual(2);
  expect(r.state.loyalty.Renfrew).toBe('scots');
});

test("STB-11.1c, STB-AMB-84: a leader alone does not change a city's loyalty", () => {
  const s = board(3, 1);
  lead(s, 'wallace', '0406');
  const r = play(s, 'scots', 'march 0406 to Irvine');
  expect(r.state.loyalty.Irvine).toBe('english');
});

test('STB-11.1d: no garrison is needed: the city stays with the side that entered it last', () => {
  const s = board(3, 2);
  put(s, 'scots', '0406');
  const r = play(s, 'scots', 'march 0406 to Irvine\nmarch Irvine to 0406');
  expect(r.state.loyalty.Irvine).toBe('scots');
});

test('STB-11.1.2, STB-2.1d: English cities and hexes are English unless Scottish units occupy them', () => {
  const s = board(3);
  expect(controller(s, '0809', 'Carlisle')).toBe('english');
  put(s, 'scots', '0809');
  expect(controller(s, '0809', 'Carlisle')).toBe('scots');
});

test('STB-2.1c, STB-2.1e, STB-AMB-49: a Scottish hex belongs to the last side whose combat unit entered it; at first, the English', () => {
  const s = board(3, 2);
  expect(controller(s, '0407')).toBe('english');
  put(s, 'scots', '0406');
  const r = play(s, 'scots', 'march 0406 to 0407\nmarch 0407 to 0406');
  expect(controller(r.state, '0407')).toBe('scots');
});

test('STB-11.1e: loyalty changes through the engine hook for markers (part 2)', () => {
  const s = board(3);
  const seen: string[] = [];
  unitEntered(s, 'scots', '0306', [], { afterLoyaltyChange: (_s, city) => seen.push(city) });
  expect(seen).toEqual(['Irvine']);
});

test('STB-12.2.1b, STB-AMB-55: in 1297 English units in England may not move and English units may not attack', () => {
  const s = englishTurn(board(3));
  put(s, 'english', '0809');
  expect(play(s, 'english', 'march Carlisle to 0808').problems.join()).toMatch(/may not move yet/);
  const t = englishTurn(board(3));
  put(t, 'english', '0405');
  put(t, 'scots', '0406');
  expect(play(t, 'english', 'march Glasgow to 0406').problems.join()).toMatch(/cannot reach/);
  expect(play(t, 'english', 'march Glasgow to 0505').problems).toEqual([]);
});

test('STB-12.2.1c, STB-AMB-55, STB-AMB-97: the restrictions end when the Scots take an English-loyal city', () => {
  const s = board(3, 1);
  put(s, 'scots', '0406');
  const r = play(s, 'scots', 'march 0406 to Irvine');
  expect(r.state.restricted).toBe(false);
  expect(texts(r.events)).toMatch(/restrictions of 1297 end/);
});

test('STB-12.2.1c, STB-AMB-91: the restrictions end when the Scots attack English units', () => {
  const s = board(3, 1);
  s.loyalty.Irvine = 'scots';
  put(s, 'scots', '0406', 'elite');
  put(s, 'english', '0407', 'levy');
  const r = play(s, 'scots', 'march 0406 to 0407', [1, 1, 1, 1, 1, 1, 1, 1]);
  expect(r.state.restricted).toBe(false);
});

test('STB-12.2.1c: the restrictions end with 1297', () => {
  const s = board(11);
  s.step = 'mobilisation';
  expect(muster(s, {}, [3, 3], { scots: 'advance: none', english: 'advance: none' }).state.restricted).toBe(
    false,
  );
});

test('STB-12.2.2, STB-AMB-56: Scottish units may not enter England through March 1297; from April they may', () => {
  const march = board(2, 1);
  put(march, 'scots', '0808');
  expect(play(march, 'scots', 'march 0808 to Carlisle').problems.join()).toMatch(
    /may not enter England before April 1297 \(STB-12.2.2/,
  );
  const april = board(3, 1);
  put(april, 'scots', '0808');
  const r = play(april, 'scots', 'march 0808 to Carlisle');
  expect(r.problems).toEqual([]);
  expect(r.state.restricted).toBe(false); // STB-12.2.1c: entering England ends the English restrictions
});

test('STB-12.2.1a: the Loyal Scots marker is not used (no markers in part 1)', () => {
  expect(board(0).options.markers).toBe(false);
});
