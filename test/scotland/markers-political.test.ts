// Markers that change cities and nobles (STB-10.M.conversion, subversion, influence-noble, cancel;
// STB-11.1e, STB-11.3g-h; STB-DEC-2, STB-DEC-3).
import { scotland } from '../../src/games/scotland';
import { englishTurn, lead, markerBoard, play, put, seen, texts } from './helpers';

const problems = (s: ReturnType<typeof markerBoard>, side: 'scots' | 'english', text: string) =>
  scotland.parseOrders(s, side, text).problems.map((p) => p.message);

describe('Conversion and Subversion', () => {
  test('STB-10.M.conversion.a, STB-10.0d, STB-AMB-5: Conversion is for the Scottish player only', () => {
    const s = englishTurn(markerBoard({ english: ['conversion'] }));
    expect(problems(s, 'english', 'play Conversion on Ayr')).toEqual([
      'Conversion is for the Scottish player only (STB-10.0d, STB-AMB-5)',
    ]);
  });

  test('STB-10.M.conversion.b, STB-AMB-40, STB-AMB-82: a pro-English Scottish city without English units or a neutral noble; the error names the marker and the city', () => {
    const s = markerBoard({ scots: ['conversion'] });
    s.loyalty.Lanark = 'scots';
    put(s, 'english', '0504'); // Stirling
    lead(s, 'douglas', '0507', 'neutral');
    expect(problems(s, 'scots', 'play Conversion on Lanark')).toEqual([
      'Conversion on Lanark: the city is not pro-English (STB-AMB-40)',
    ]);
    expect(problems(s, 'scots', 'play Conversion on Stirling')).toEqual([
      'Conversion on Stirling: English units hold it (STB-AMB-40)',
    ]);
    expect(problems(s, 'scots', 'play Conversion on Douglas')).toEqual([
      'Conversion on Douglas: a neutral noble is there (STB-AMB-40)',
    ]);
    expect(problems(s, 'scots', 'play Conversion on Carlisle')[0]).toMatch(
      /^Conversion needs a Scottish city/,
    );
    expect(problems(s, 'scots', 'play Conversion on Ayr')).toEqual([]);
  });

  test('STB-10.M.conversion.c, STB-11.1e: on 1-3 the city turns pro-Scottish; on 4 nothing happens; the marker is spent and public', () => {
    const s = markerBoard({ scots: ['conversion', 'conversion'] });
    const won = play(s, 'scots', 'play Conversion on Ayr', [3]);
    expect(won.state.loyalty.Ayr).toBe('scots');
    expect(won.state.markers!.hands.scots).toEqual(['conversion']);
    expect(won.state.markers!.played).toEqual([{ side: 'scots', marker: 'conversion' }]);
    expect(seen(won.events, 'english')).toContain('The Scots play Conversion on Ayr.');
    expect(seen(won.events, 'english')).toContain('Ayr turns pro-Scottish.');
    const lost = play(s, 'scots', 'play Conversion on Ayr', [4]);
    expect(lost.state.loyalty.Ayr).toBe('english');
    expect(texts(lost.events)).toContain('Conversion fails.');
  });

  test('STB-10.M.subversion.a, STB-10.M.subversion.b, STB-AMB-41: English only, on a pro-Scottish city with no Scottish units; 1-2 turns it', () => {
    const s = englishTurn(markerBoard({ english: ['subversion'], scots: ['subversion'] }));
    s.loyalty.Ayr = 'scots';
    s.loyalty.Lanark = 'scots';
    put(s, 'scots', '0506');
    expect(problems(s, 'scots', 'play Subversion on Ayr')[0]).toMatch(/English player only/);
    expect(problems(s, 'english', 'play Subversion on Lanark')).toEqual([
      'Subversion on Lanark: Scottish units hold it (STB-AMB-41)',
    ]);
    expect(problems(s, 'english', 'play Subversion on Stirling')).toEqual([
      'Subversion on Stirling: the city is not pro-Scottish (STB-AMB-41)',
    ]);
    expect(play(s, 'english', 'play Subversion on Ayr', [2]).state.loyalty.Ayr).toBe('english');
    expect(play(s, 'english', 'play Subversion on Ayr', [3]).state.loyalty.Ayr).toBe('scots');
  });
});

describe('Cancel (STB-DEC-2)', () => {
  test('STB-DEC-2, STB-10.M.cancel.a, STB-10.M.cancel.b, STB-AMB-7: by default the English cancel a Conversion that succeeds, after its roll, and only then', () => {
    const s = markerBoard({ scots: ['conversion'], english: ['cancel'] });
    const r = play(s, 'scots', 'play Conversion on Ayr', [1]);
    expect(r.state.loyalty.Ayr).toBe('english');
    expect(r.state.markers!.hands.english).toEqual([]);
    expect(texts(r.events)).toContain('The English play Cancel against Conversion (default, STB-DEC-2).');
    expect(texts(r.events)).toContain('Conversion is cancelled and has no effect (STB-10.M.cancel.b).');
    const failed = play(s, 'scots', 'play Conversion on Ayr', [5]);
    expect(failed.state.markers!.hands.english).toEqual(['cancel']);
  });

  test('STB-DEC-2: a standing order names the markers to cancel (`if it succeeds` waits for the roll), or none', () => {
    const s = markerBoard({ scots: ['conversion', 'initiative'], english: ['cancel'] });
    const always = play(s, 'scots', 'play Conversion on Ayr', [5], { english: 'cancel: Conversion' });
    expect(always.state.markers!.hands.english).toEqual([]);
    const none = play(s, 'scots', 'play Conversion on Ayr', [1], { english: 'cancel: none' });
    expect(none.state.loyalty.Ayr).toBe('scots');
    const init = play(s, 'scots', 'play Initiative', [], { english: 'cancel: Initiative, Lost Cause' });
    expect(texts(init.events)).toContain('Initiative is cancelled');
    expect(texts(init.events)).not.toContain('One more March');
  });

  test("STB-DEC-2, STB-AMB-7: a Cancel may itself be cancelled, by the other side's standing order `cancel: Cancel`", () => {
    const s = markerBoard({ scots: ['conversion', 'cancel'], english: ['cancel'] });
    const r = play(s, 'scots', 'play Conversion on Ayr', [2], { scots: 'cancel: Cancel' });
    expect(r.state.loyalty.Ayr).toBe('scots');
    expect(texts(r.events)).toContain('The Cancel is cancelled: Conversion stands.');
    expect(r.state.markers!.played.map((p) => p.marker)).toEqual(['conversion', 'cancel', 'cancel']);
  });

  test("STB-10.M.cancel.a: Cancel is never written in the turn's orders, only in standing orders", () => {
    const s = markerBoard({ scots: ['cancel'] });
    expect(problems(s, 'scots', 'play Cancel')[0]).toMatch(/played from your standing orders/);
  });
});

describe('Influence Noble', () => {
  test('STB-10.M.influence-noble.a, STB-AMB-45, STB-AMB-82: a noble, never Wallace or Murray; neutral for the Scots, pro-Scottish for the English', () => {
    const s = markerBoard({ scots: ['influence-noble'], english: ['influence-noble'] });
    lead(s, 'douglas', '0507', 'neutral');
    lead(s, 'steward', '0305');
    lead(s, 'wallace', '0406');
    expect(problems(s, 'scots', 'play Influence Noble on Wallace')).toEqual([
      'Influence Noble cannot target Wallace: he is not a noble who can be swayed (STB-10.M.influence-noble.a)',
    ]);
    expect(problems(s, 'scots', 'play Influence Noble on Steward')).toEqual([
      'Influence Noble on Steward: the Scots may target only a neutral noble, and he is pro-Scottish (STB-AMB-45)',
    ]);
    const e = englishTurn(s);
    expect(problems(e, 'english', 'play Influence Noble on Douglas')).toEqual([
      'Influence Noble on Douglas: the English may target only a pro-Scottish noble, and he is neutral (STB-AMB-45)',
    ]);
    expect(problems(e, 'english', 'play Influence Noble on Percy')[0]).toMatch(/only Scottish nobles/);
    expect(problems(s, 'scots', 'play Influence Noble on Douglas')).toEqual([]);
  });

  test('STB-10.M.influence-noble.b, STB-10.M.influence-noble.i, STB-11.3g, STB-AMB-44: the Scots win him on 1-3 (no modifier), with his units, at once', () => {
    const s = markerBoard({ scots: ['influence-noble'] }, 12);
    s.restricted = false;
    lead(s, 'douglas', '0507', 'neutral');
    Object.assign(put(s, 'scots', '0507'), { neutral: true });
    const r = play(
      s,
      'scots',
      'play Influence Noble on Douglas\nlead Douglas: 0507 to 0506 else stay',
      [3, 1],
    );
    expect(r.problems).toEqual([]);
    expect(r.state.leaders.find((l) => l.id === 'douglas')!.status).toBe('active');
    expect(r.state.loyalty.Douglas).toBe('scots');
    expect(r.state.leaders.find((l) => l.id === 'douglas')!.hex).toBe('0506'); // he moved the same turn
    const fails = play(s, 'scots', 'play Influence Noble on Douglas', [4]); // home pro-English: no -1 for the Scots
    expect(fails.state.leaders.find((l) => l.id === 'douglas')!.status).toBe('neutral');
  });

  test("STB-10.M.influence-noble.j, STB-11.3h, STB-AMB-47: while 1297's restrictions hold, or when the Scots keep the city pro-English, he goes beside his home city", () => {
    const s = markerBoard({ scots: ['influence-noble'] }, 12);
    s.restricted = false;
    lead(s, 'douglas', '0507', 'neutral');
    const kept = play(s, 'scots', 'play Influence Noble on Douglas keep city to 0506', [1]);
    expect(kept.state.loyalty.Douglas).toBe('english');
    expect(kept.state.leaders.find((l) => l.id === 'douglas')!.hex).toBe('0506');
    const r = markerBoard({ scots: ['influence-noble'] }, 3);
    lead(r, 'douglas', '0507', 'neutral');
    const restricted = play(r, 'scots', 'play Influence Noble on Douglas', [1]);
    expect(restricted.state.loyalty.Douglas).toBe('english');
    expect(restricted.state.leaders.find((l) => l.id === 'douglas')!.hex).not.toBe('0507');
    expect(restricted.state.restricted).toBe(true);
  });

  test('STB-10.M.influence-noble.c, STB-10.M.influence-noble.d, STB-AMB-44: the English turn him neutral on 1-2, Bruce on 1-4; 1 off the roll if his home city is loyal to England', () => {
    const works = (noble: string, home: 'scots' | 'english', die: number) => {
      const s = englishTurn(markerBoard({ english: ['influence-noble'] }, 12));
      lead(s, noble, '0406');
      s.loyalty[noble === 'bruce' ? 'Lochmaben' : 'Douglas'] = home;
      return play(s, 'english', `play Influence Noble on ${noble}`, [die, 1]).state.leaders.find(
        (l) => l.id === noble,
      )!.status;
    };
    expect([works('douglas', 'scots', 2), works('douglas', 'scots', 3)]).toEqual(['neutral', 'active']);
    expect([works('douglas', 'english', 3), works('douglas', 'english', 4)]).toEqual(['neutral', 'active']);
    expect([works('bruce', 'scots', 4), works('bruce', 'scots', 5), works('bruce', 'english', 5)]).toEqual([
      'neutral',
      'active',
      'neutral',
    ]);
  });

  test('STB-10.M.influence-noble.e, STB-10.M.influence-noble.f, STB-10.M.influence-noble.g, STB-10.M.influence-noble.h, STB-AMB-46, STB-DEC-3: half a die of the units in his hex go home; the strongest of the weakest stays with him, the rest are removed; his city turns pro-English', () => {
    const s = englishTurn(markerBoard({ english: ['influence-noble'] }, 12));
    lead(s, 'douglas', '0406');
    lead(s, 'wallace', '0406');
    const elite = put(s, 'scots', '0406', 'elite');
    const regular = put(s, 'scots', '0406', 'regular');
    const levy = put(s, 'scots', '0406', 'levy');
    s.loyalty.Douglas = 'scots';
    put(s, 'scots', '0507'); // a Scottish unit in his home city is displaced (STB-11.3f)
    const r = play(s, 'english', 'play Influence Noble on Douglas', [1, 4]); // 4: 2 units go
    const douglas = r.state.leaders.find((l) => l.id === 'douglas')!;
    expect(douglas).toMatchObject({ status: 'neutral', hex: '0507' });
    expect(r.state.units.find((u) => u.id === regular.id)).toMatchObject({ hex: '0507', neutral: true });
    expect(r.state.units.find((u) => u.id === levy.id)).toBeUndefined();
    expect(r.state.units.find((u) => u.id === elite.id)!.hex).toBe('0406');
    expect(r.state.loyalty.Douglas).toBe('english');
    expect(r.state.units.filter((u) => u.hex === '0507' && !u.neutral)).toEqual([]);
    expect(texts(r.events)).toContain(
      `2 units go home with Douglas (default: the weakest go, the strongest of them stays, STB-DEC-3): ${regular.id} stays with him, ${levy.id} removed.`,
    );
  });

  test('STB-DEC-3: the standing order `noble lost: spare IDS` keeps those units back; `strongest` sends the strongest', () => {
    const s = englishTurn(markerBoard({ english: ['influence-noble'] }, 12));
    lead(s, 'douglas', '0406');
    const elite = put(s, 'scots', '0406', 'elite');
    const levy = put(s, 'scots', '0406', 'levy');
    const r = play(s, 'english', 'play Influence Noble on Douglas', [1, 1], {
      scots: `noble lost: spare ${levy.id}`,
    });
    expect(r.state.units.find((u) => u.id === elite.id)).toMatchObject({ neutral: true, hex: '0507' });
    expect(r.state.units.find((u) => u.id === levy.id)!.hex).toBe('0406');
    expect(texts(r.events)).toContain('(standing order, STB-DEC-3)');
  });
});
