// The hand in the owner's prompt, help and view; played markers in both sides' reports; the marker
// standing orders' normal form (STB-10.0, STB-3.1b).
import { scotland } from '../../src/games/scotland';
import { lead, markerBoard, play, put, seen } from './helpers';

function position() {
  const s = markerBoard(
    { scots: ['influence-noble', 'conversion', 'cancel'], english: ['lost-cause', 'subversion'] },
    12,
  );
  s.restricted = false;
  put(s, 'scots', '0406');
  lead(s, 'douglas', '0507', 'neutral');
  return s;
}

test("STB-10.0, STB-3.1b: the owner's prompt and help list his own hand; the other side learns only how many he holds", () => {
  const s = position();
  const scots = scotland.awaiting(s)[0]!;
  expect(scots.text).toContain(
    'Your strategy markers: Cancel, Conversion, Influence Noble. The English hold 2.',
  );
  expect(scotland.help(s, 'scots')).toContain('Your strategy markers: Cancel, Conversion, Influence Noble.');
  const english = scotland.help(s, 'english');
  expect(english).toContain('Your strategy markers: Lost Cause, Subversion. The Scots hold 3.');
  for (const name of ['Cancel', 'Conversion', 'Influence Noble']) expect(english).not.toContain(name);
  expect(scotland.view(s, 'english').markers).toEqual({
    hand: ['Lost Cause', 'Subversion'],
    handSizes: { scots: 3, english: 2 },
    played: [],
  });
});

test("the examples offer a play from the owner's hand, legal in the position", () => {
  const s = position();
  const examples = scotland.awaiting(s)[0]!.examples;
  expect(examples.some((e) => e.startsWith('play '))).toBe(true);
  for (const example of examples) {
    const parsed = scotland.parseOrders(s, 'scots', example);
    expect(parsed.problems).toEqual([]);
    expect(scotland.validate(s, 'scots', parsed.orders)).toEqual([]);
  }
});

test('STB-10.0: a played marker is public: both reports and both views show it', () => {
  const r = play(position(), 'scots', 'play Conversion on Ayr', [2]);
  for (const side of ['scots', 'english'] as const) {
    expect(seen(r.events, side)).toContain('The Scots play Conversion on Ayr.');
    expect((scotland.view(r.state, side).markers as { played: unknown[] }).played).toEqual([
      { side: 'scots', marker: 'Conversion' },
    ]);
  }
});

test('a marker not played stays secret: only its holder learns why, and it stays in his hand', () => {
  const r = play(position(), 'scots', 'march 0406 to Ayr\nplay Conversion on Ayr after battles');
  expect(r.state.markers!.hands.scots).toContain('conversion');
  expect(seen(r.events, 'scots')).toContain(
    'Your Conversion is not played: Conversion on Ayr: the city is not pro-English (STB-AMB-40). It stays in your hand.',
  );
  expect(seen(r.events, 'english')).not.toContain('Conversion');
});

test('marker standing orders have a normal form that reads back the same, and errors name the marker', () => {
  const s = position();
  const text = [
    'cancel: Lost Cause, Influence Noble if it succeeds',
    'vacillate: first march into Stirling',
    'vacillate: stack of 3',
    'reroll: enemy hits, failed withdrawal',
    'on defence at Stirling: Combat Advantage, Lost Cause',
    'zero: led',
    'noble lost: spare s3 strongest',
    'surrender: s4 weakest',
    'return: Cockermouth',
    'after battles: Subversion on any',
    'before battles: Influence Noble on Douglas',
  ].join('\n');
  const r = scotland.parseStanding(s, 'english', text);
  expect(r.problems).toEqual([]);
  expect(scotland.parseStanding(s, 'english', r.normal).normal).toBe(r.normal);
  expect(r.normal).toContain('cancel: Lost Cause, Influence Noble if it succeeds');
  expect(r.normal).toContain('on defence at 0504: Combat Advantage, Lost Cause');
  expect(scotland.parseStanding(s, 'scots', 'cancel: Lost Chance').problems[0]!.message).toBe(
    "'lost' is not a strategy marker",
  );
  expect(scotland.parseStanding(s, 'scots', 'after battles: Lost Cause').problems[0]!.message).toMatch(
    /cannot be played outside battles/,
  );
});

test('a play clause may share a battle plan line; the plan keeps its other clauses, and the play reads back from its normal form', () => {
  const s = position();
  put(s, 'english', '0406');
  s.markers!.hands.scots.push('combat-advantage');
  const parsed = scotland.parseOrders(s, 'scots', 'battle 0406: lineup weakest; play Combat Advantage');
  expect(parsed.problems).toEqual([]);
  const battle = parsed.orders.find((o) => o.kind === 'battle');
  expect(battle?.kind === 'battle' && battle.plan.lineup.rank).toBe('weakest');
  const played = parsed.orders.find((o) => o.kind === 'play')!;
  expect(played).toEqual({ kind: 'play', marker: 'combat-advantage', hex: '0406' });
  expect(scotland.parseOrders(s, 'scots', scotland.formatOrder(played)).orders).toEqual([played]);
  expect(scotland.parseOrders(s, 'scots', 'battle 0406: play Lost Cause').problems[0]!.message).toBe(
    'Lost Cause is not in your hand (you hold: Cancel, Combat Advantage, Conversion, Influence Noble)',
  );
});
