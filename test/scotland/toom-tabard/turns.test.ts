// The Toom Tabard's turn track and the rules it changes: 13.3 marker hands (STB-AMB-60), 13.4 the
// eight turns of 1296, 13.5 levies and no reinforcements (STB-AMB-36), 13.6 no entry into England.
import { scotland } from '../../../src/games/scotland';
import { countryOf, mapNeighbours } from '../../../src/games/scotland/data';
import { englishLevyCount, entitlements } from '../../../src/games/scotland/rules/levy';
import { reinforcementDue } from '../../../src/games/scotland/rules/reinforcements';
import { canBePlaced } from '../../../src/games/scotland/rules/terrain';
import { currentTurn, turnTrack, type State } from '../../../src/games/scotland/state';
import { lead, muster, play, put, texts } from '../helpers';
import { started, ttBoard } from './helpers';

/** Nobles as the 1296 set-up has them: Bruce neutral at home, the other four pro-Scottish. */
function withNobles(s: State, neutral: string[] = ['bruce']): State {
  const homes: Record<string, string> = {
    bruce: '0608',
    steward: '0305',
    douglas: '0507',
    lindsay: '0306',
    wishart: '0405',
  };
  for (const [id, hex] of Object.entries(homes))
    lead(s, id, hex, neutral.includes(id) ? 'neutral' : 'active');
  lead(s, 'wallace', '0504');
  lead(s, 'murray', '0504');
  return s;
}

/** The next turn's Initial Segment, from the Mobilization step of turn `turn`. */
const nextTurn = (s: State) => muster(s, {}, Array(80).fill(1));

test('STB-13.3a, STB-AMB-60: in the first turn England holds 5 strategy markers and Scotland 2', () => {
  const s = started();
  expect(s.markers!.hands.english).toHaveLength(5);
  expect(s.markers!.hands.scots).toHaveLength(2);
});

test('STB-13.3b, STB-AMB-60: from the second turn England draws 3 plus 1 for each neutral Scottish noble, after the normal discard', () => {
  const one = nextTurn(withNobles(ttBoard(0, { english: ['cancel'] })));
  expect(one.state.markers!.hands.english).toHaveLength(4);
  expect(texts(one.events)).toContain('Strategy markers: the Scots draw 5, the English 4 (STB-13.3).');
  const three = nextTurn(withNobles(ttBoard(3), ['bruce', 'douglas', 'steward']));
  expect(three.state.markers!.hands.english).toHaveLength(6);
});

test('STB-13.3c: Scotland draws 1 plus 1 for each pro-Scottish noble other than Balliol and Comyn', () => {
  const all = nextTurn(withNobles(ttBoard(0)));
  expect(all.state.markers!.hands.scots).toHaveLength(5); // Steward, Douglas, Lindsay, Wishart
  const fewer = nextTurn(withNobles(ttBoard(4), ['bruce', 'douglas', 'steward', 'lindsay', 'wishart']));
  expect(fewer.state.markers!.hands.scots).toHaveLength(1);
});

test('STB-13.4: March to October 1296, 8 turns; the game ends after the October turn', () => {
  const s = ttBoard();
  expect(turnTrack(s).map((t) => t.name)).toEqual(
    ['March', 'April', 'May', 'June', 'July', 'August', 'September', 'October'].map((m) => `${m} 1296`),
  );
  const september = nextTurn(withNobles(ttBoard(6)));
  expect(currentTurn(september.state).name).toBe('October 1296');
  expect(september.state.result).toBeNull();
  const october = nextTurn(withNobles(ttBoard(7)));
  expect(october.state.step).toBe('over');
  expect(october.state.result?.summary).toMatch(/STB-13\.8/);
  expect(scotland.awaiting(october.state)).toEqual([]);
});

test('STB-13.5a: Scottish levies follow the normal rules: one per leader stacked with units in Scotland, and one more', () => {
  const s = ttBoard();
  lead(s, 'douglas', '0507');
  put(s, 'scots', '0507');
  lead(s, 'wallace', '0406');
  put(s, 'scots', '0406');
  lead(s, 'murray', '0305'); // alone: no levy (STB-9.1.1b)
  s.loyalty.Douglas = 'scots';
  expect(entitlements(s, 'scots').map((e) => e.why)).toEqual([
    "Balliol's levy",
    "Douglas's levy",
    'the extra levy',
  ]);
});

test('STB-13.5b, STB-AMB-36: England raises exactly 2 levies every turn, with no die; the 14.2.2 option makes it 3', () => {
  for (let turn = 0; turn < 8; turn++) {
    const s = ttBoard(turn);
    expect(englishLevyCount(s)).toBe(2);
    expect(entitlements(s, 'english')).toHaveLength(2);
    expect(englishLevyCount({ ...s, options: { ...s.options, extraEnglishLevy: true } })).toBe(3);
  }
  const r = muster(ttBoard(0), {}, Array(80).fill(1));
  expect(r.events.filter((e) => e.kind === 'levy' && e.side === 'english')).toHaveLength(2);
  expect(texts(r.events)).not.toMatch(/levy die/);
});

test('STB-13.5c, STB-AMB-57: neither side receives reinforcements (9.2 does not apply)', () => {
  for (let turn = 0; turn < 8; turn++)
    for (const side of ['scots', 'english'] as const)
      expect(reinforcementDue(ttBoard(turn), side)).toBe(false);
  const r = muster(withNobles(ttBoard(1)), {}, Array(80).fill(1));
  expect(r.events.some((e) => e.kind === 'reinforcement')).toBe(false);
});

test('STB-13.6: Scottish units may not enter England; the order is refused with the reason, and no Scot is placed there', () => {
  for (let turn = 0; turn < 8; turn++) {
    const s = ttBoard(turn, {}, 1);
    const u = put(s, 'scots', '0808');
    const r = play(s, 'scots', 'march 0808 to Carlisle');
    expect(r.problems).toEqual([
      `${u.id} may not enter England: in 1296 Scottish units may not enter England (STB-13.6)`,
    ]);
    expect(r.state.units.find((x) => x.id === u.id)!.hex).toBe('0808');
  }
  const s = ttBoard(7);
  lead(s, 'murray', '0808');
  expect(play(s, 'scots', 'march 0808: murray to Carlisle').problems).toEqual([
    'Comyn may not enter England: in 1296 Scottish units may not enter England (STB-13.6)',
  ]);
  const english = mapNeighbours('0808').filter((h) => countryOf(h) === 'england');
  expect(english.length).toBeGreaterThan(0);
  for (const h of english) expect(canBePlaced(s, 'scots', h)).toBe(false); // withdrawal, displacement, levies
});

test('STB-13.6: self-play flags any Scot in England as a violation', () => {
  const s = ttBoard();
  put(s, 'scots', '0809');
  expect(scotland.invariants(s)).toContain('Scottish unit s1 is in England (STB-13.6)');
});
