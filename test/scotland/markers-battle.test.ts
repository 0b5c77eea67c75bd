// Markers before a battle (STB-AMB-6): Combat Advantage, Effective Archers, Highland Ferocity,
// Knights Charge, Siege Train, Treachery, Lost Cause; Fortunes of War in battle; the defender's
// standing orders (STB-DEC-5, DEC-9, DEC-10, DEC-14, DEC-18, DEC-21).
import { FixedDice } from '../../src/games/core/dice';
import type { GameEvent } from '../../src/games/core/events';
import { scotland } from '../../src/games/scotland';
import { englishTurn, lead, markerBoard, play, put, texts } from './helpers';

/** The events of one round of the battle in `hex`. */
const round = (events: readonly GameEvent[], n: number) =>
  events.filter((e) => e.round === n).map((e) => e.text);
const advantage = (events: readonly GameEvent[], n: number) =>
  round(events, n).find((t) => /advantage/.test(t));
const problems = (s: ReturnType<typeof markerBoard>, side: 'scots' | 'english', text: string) => {
  const parsed = scotland.parseOrders(s, side, text);
  return [...parsed.problems, ...scotland.validate(s, side, parsed.orders)].map((p) => p.message);
};

/** Scots attacking English in `hex` (both already there), a long battle nobody leaves. */
function scotsAttack(hex: string, hands: { scots?: string[]; english?: string[] }, turn = 12) {
  const s = markerBoard(hands, turn);
  s.restricted = false;
  put(s, 'scots', hex, 'elite');
  put(s, 'english', hex, 'elite');
  return s;
}

describe('Combat Advantage', () => {
  test('STB-10.M.combat-advantage.a, STB-10.M.combat-advantage.c, STB-7.1.5c, STB-AMB-39: with no advantage either way, the player gains it and strikes first, every round', () => {
    const s = scotsAttack('0406', { scots: ['combat-advantage'] });
    const r = play(s, 'scots', 'battle 0406: play Combat Advantage; withdraw never', [6, 6, 6, 6]);
    expect(texts(r.events)).toContain(
      'The Scots play Combat Advantage before the battle near Lanark (0406).',
    );
    expect(advantage(r.events, 1)).toBe('The Scots have the combat advantage and strike first.');
    expect(advantage(r.events, 2)).toBe('The Scots have the combat advantage and strike first.');
  });

  test("STB-10.M.combat-advantage.b, STB-7.1.5b, STB-AMB-78: against the defender's city advantage it cancels it: both strike at once", () => {
    const s = scotsAttack('0307', { scots: ['combat-advantage'] });
    const r = play(s, 'scots', 'battle Ayr: play Combat Advantage; withdraw never', [6, 6, 6, 6]);
    expect(advantage(r.events, 1)).toBe('Neither side has the advantage: both strike at once.');
    expect(round(r.events, 1).join('\n')).toMatch(/\(value 2\)/); // the city's -1 stays (STB-AMB-78)
  });

  test('STB-DEC-5: by default the defender plays Combat Advantage when the attacker has the advantage, and holds it otherwise', () => {
    const s = scotsAttack('0406', { scots: ['combat-advantage'], english: ['combat-advantage'] });
    const r = play(s, 'scots', 'battle 0406: play Combat Advantage; withdraw never', [6, 6, 6, 6]);
    expect(texts(r.events)).toContain(
      'The English play Combat Advantage before the battle near Lanark (0406) (default on defence, STB-DEC-5).',
    );
    expect(advantage(r.events, 1)).toBe('Neither side has the advantage: both strike at once.');
    const quiet = scotsAttack('0406', { english: ['combat-advantage'] });
    expect(play(quiet, 'scots', 'pass', [6, 6]).state.markers!.hands.english).toEqual(['combat-advantage']);
  });

  test('STB-DEC-5: `on defence at HEX: Combat Advantage` plays it whenever it helps, there only', () => {
    const s = scotsAttack('0406', { english: ['combat-advantage'] });
    const r = play(s, 'scots', 'pass', [6, 6], { english: 'on defence at 0406: Combat Advantage' });
    expect(advantage(r.events, 1)).toBe('The English have the combat advantage and strike first.');
    const elsewhere = play(s, 'scots', 'pass', [6, 6], { english: 'on defence at Ayr: Combat Advantage' });
    expect(elsewhere.state.markers!.hands.english).toEqual(['combat-advantage']);
  });
});

describe('Effective Archers', () => {
  test('STB-10.M.effective-archers.a, STB-10.M.effective-archers.b, STB-AMB-42: English only; an extra attack of 3 every round, less the city penalty when attacking', () => {
    const s = englishTurn(
      scotsAttack('0307', { english: ['effective-archers'], scots: ['effective-archers'] }),
    );
    expect(problems(englishTurn(s), 'scots', 'battle Ayr: play Effective Archers')[0]).toMatch(
      /English player only/,
    );
    const r = play(s, 'english', 'battle Ayr: play Effective Archers; withdraw never', Array(12).fill(6));
    const archers = r.events.filter((e) => /English archers/.test(e.text) && e.kind === 'battle-attack');
    expect(archers.map((e) => e.round)).toEqual(expect.arrayContaining([1, 2]));
    expect(archers[0]!.text).toMatch(/^English archers \(Effective Archers\) \(value 2\)/);
  });

  test("STB-10.M.effective-archers.c, STB-DEC-8: the Scottish player's hit rule picks the unit the archers hit", () => {
    const run = (standing: string) => {
      const s = englishTurn(markerBoard({ english: ['effective-archers'] }, 12));
      s.restricted = false;
      put(s, 'english', '0406', 'levy');
      const elite = put(s, 'scots', '0406', 'elite');
      const levy = put(s, 'scots', '0406', 'levy');
      // English levy misses, the archers hit, both Scots miss.
      const r = play(s, 'english', 'battle 0406: play Effective Archers; withdraw never', [6, 1, 6, 6], {
        scots: standing,
      });
      const hit = r.events.find((e) => e.kind === 'battle-hit' && /archers/.test(String(e.from)));
      return hit?.unit === elite.id ? 'elite' : hit?.unit === levy.id ? 'levy' : undefined;
    };
    expect(run('')).toBe('levy');
    expect(run('defend: hits strongest')).toBe('elite');
  });
});

describe('Highland Ferocity and Knights Charge', () => {
  test("STB-10.M.highland-ferocity.a: the Scots' use: every Scottish infantry +1 in the first round only", () => {
    const s = scotsAttack('0406', { scots: ['highland-ferocity'] });
    const r = play(s, 'scots', 'battle 0406: play Highland Ferocity; withdraw never', Array(8).fill(6));
    const scots = r.events.filter((e) => e.kind === 'battle-attack' && e.side === 'scots');
    expect(scots.map((e) => e.value)).toEqual([4, ...Array(scots.length - 1).fill(3)]);
  });

  test('STB-10.M.highland-ferocity.b, STB-AMB-43, STB-DEC-9: the English use gives one Scottish infantry value 0 in the first round; the defender picks the strongest by default', () => {
    const s = scotsAttack('0406', { english: ['highland-ferocity'] });
    const weak = put(s, 'scots', '0406', 'levy');
    const r = play(s, 'scots', 'battle 0406: withdraw never', Array(10).fill(6), {
      english: 'on defence: Highland Ferocity',
    });
    const strong = s.units.find((u) => u.side === 'scots' && u.grade === 'elite')!;
    expect(texts(r.events)).toContain(
      `Highland Ferocity: ${strong.id} has combat value 0 in the first round (default: the strongest, STB-DEC-9).`,
    );
    expect(round(r.events, 1).join('\n')).toMatch(new RegExp(`${strong.id} \\(value 0\\) cannot hit`));
    expect(round(r.events, 2).join('\n')).not.toMatch(/value 0/);
    expect(weak).toBeDefined();
  });

  test('STB-DEC-9: `zero: led` picks the unit a leader stands on', () => {
    const s = scotsAttack('0406', { english: ['highland-ferocity'] });
    const weak = put(s, 'scots', '0406', 'levy');
    lead(s, 'wallace', '0406');
    const r = play(s, 'scots', `battle 0406: leaders Wallace on safest; withdraw never`, Array(12).fill(6), {
      english: 'on defence: Highland Ferocity\nzero: led',
    });
    expect(texts(r.events)).toMatch(
      /Highland Ferocity: s\d+ has combat value 0 in the first round \(standing order 'zero: led', STB-DEC-9\)/,
    );
    expect(weak).toBeDefined();
  });

  test('STB-10.M.knights-charge.a: the English use: every English cavalry +1 in the first round', () => {
    const s = englishTurn(markerBoard({ english: ['knights-charge'] }, 12));
    s.restricted = false;
    put(s, 'english', '0406', 'regular', 'cavalry');
    put(s, 'scots', '0406', 'elite');
    const r = play(s, 'english', 'battle 0406: play Knights Charge; withdraw never', Array(8).fill(6));
    const english = r.events.filter((e) => e.kind === 'battle-attack' && e.side === 'english');
    expect(english.map((e) => e.value).slice(0, 2)).toEqual([4, 3]);
  });

  test('STB-10.M.knights-charge.b, STB-AMB-43: the Scottish schiltron gives the English cavalry unit named value 0 in the first round', () => {
    const s = markerBoard({ scots: ['knights-charge'] }, 12);
    s.restricted = false;
    put(s, 'scots', '0406', 'elite');
    const cav = put(s, 'english', '0406', 'regular', 'cavalry');
    put(s, 'english', '0406', 'elite', 'cavalry');
    const r = play(
      s,
      'scots',
      `battle 0406: play Knights Charge on ${cav.id}; withdraw never`,
      Array(10).fill(6),
    );
    expect(texts(r.events)).toContain(
      `Knights Charge: ${cav.id} has combat value 0 in the first round (as written, STB-DEC-9).`,
    );
    expect(problems(s, 'scots', `battle 0406: play Knights Charge on s1`)).toEqual([
      'Knights Charge on s1: it must be an English cavalry unit (STB-AMB-43)',
    ]);
  });
});

describe('Siege Train and Treachery', () => {
  test('STB-10.M.siege-train.a, STB-10.M.siege-train.b, STB-AMB-68: English only, against Scots in a Scottish city: the -1 is gone every round', () => {
    const s = englishTurn(markerBoard({ english: ['siege-train', 'siege-train'] }, 12));
    s.restricted = false;
    put(s, 'english', '0307');
    put(s, 'scots', '0307', 'elite');
    const r = play(s, 'english', 'battle Ayr: play Siege Train; withdraw never', Array(10).fill(6));
    const english = r.events.filter((e) => e.kind === 'battle-attack' && e.side === 'english');
    expect(english.slice(0, 2).map((e) => e.value)).toEqual([2, 2]);
    expect(problems(s, 'english', 'battle 0406: play Siege Train')[0]).toMatch(/^Siege Train at 0406/);
  });

  test('STB-10.M.treachery.a, STB-10.M.treachery.b, STB-AMB-68, STB-AMB-81: the attacker in a city: the penalty eased in the first round only; never on defence', () => {
    const s = scotsAttack('0405', { scots: ['treachery'] }); // Glasgow, a major city: -2
    const r = play(s, 'scots', 'battle Glasgow: play Treachery; withdraw never', Array(10).fill(6));
    const scots = r.events.filter((e) => e.kind === 'battle-attack' && e.side === 'scots');
    expect(scots.slice(0, 2).map((e) => e.value)).toEqual([2, 1]);
    expect(scotland.parseStanding(s, 'english', 'on defence: Treachery').problems[0]!.message).toMatch(
      /helps only the side attacking a city/,
    );
  });
});

describe('Lost Cause', () => {
  test("STB-10.M.lost-cause.a, STB-10.M.lost-cause.b, STB-10.M.lost-cause.g, STB-AMB-69: a side with half the other's units or fewer surrenders before any line-up; the other side wins and holds the hex", () => {
    const s = markerBoard({ scots: ['lost-cause'] }, 12);
    s.restricted = false;
    for (let i = 0; i < 4; i++) put(s, 'scots', '0406');
    put(s, 'english', '0406');
    put(s, 'english', '0406');
    const r = play(s, 'scots', 'battle 0406: play Lost Cause');
    expect(r.state.units.filter((u) => u.side === 'english')).toEqual([]);
    expect(texts(r.events)).toContain('Lost Cause: 2 English units surrender to 4 (STB-10.M.lost-cause.b).');
    expect(r.events.some((e) => e.kind === 'battle-attack')).toBe(false);
    expect(texts(r.events)).toContain('Battle near Lanark (0406): the Scots win.');
  });

  test('STB-10.M.lost-cause.c: no effect if Wallace is with the side that would surrender', () => {
    const s = englishTurn(markerBoard({ english: ['lost-cause'] }, 12));
    s.restricted = false;
    put(s, 'scots', '0406');
    lead(s, 'wallace', '0406');
    put(s, 'english', '0406');
    put(s, 'english', '0406');
    const r = play(s, 'english', 'battle 0406: play Lost Cause; withdraw never', Array(20).fill(6));
    expect(texts(r.events)).toContain(
      'Lost Cause has no effect: neither side surrenders (STB-10.M.lost-cause.b-c).',
    );
  });

  test('STB-10.M.lost-cause.d, STB-DEC-14, STB-DEC-5: a noble surrendering goes home neutral with one unit, the strongest by default; the defender plays Lost Cause by default when it makes the attacker surrender', () => {
    const s = markerBoard({ english: ['lost-cause'] }, 12);
    s.restricted = false;
    lead(s, 'douglas', '0406');
    const elite = put(s, 'scots', '0406', 'elite');
    const levy = put(s, 'scots', '0406', 'levy');
    for (let i = 0; i < 4; i++) put(s, 'english', '0406');
    const r = play(s, 'scots', 'pass');
    expect(texts(r.events)).toContain(
      'The English play Lost Cause before the battle near Lanark (0406) (default on defence, STB-DEC-5).',
    );
    expect(r.state.leaders.find((l) => l.id === 'douglas')).toMatchObject({ status: 'neutral', hex: '0507' });
    expect(r.state.units.find((u) => u.id === elite.id)).toMatchObject({ hex: '0507', neutral: true });
    expect(r.state.units.find((u) => u.id === levy.id)).toBeUndefined();
    expect(texts(r.events)).toContain(`Douglas takes ${elite.id} home (default: the strongest, STB-DEC-14).`);
    const weakest = play(s, 'scots', 'pass', [], { scots: 'surrender: weakest' });
    expect(weakest.state.units.find((u) => u.id === levy.id)).toMatchObject({ neutral: true });
  });

  test('STB-10.M.lost-cause.d, STB-AMB-69: Murray does not go home: he takes the casualty check and withdraws', () => {
    const s = englishTurn(markerBoard({ english: ['lost-cause'] }, 12));
    s.restricted = false;
    lead(s, 'murray', '0406');
    put(s, 'scots', '0406');
    put(s, 'english', '0406');
    put(s, 'english', '0406');
    const r = play(s, 'english', 'battle 0406: play Lost Cause', [5]);
    const murray = r.state.leaders.find((l) => l.id === 'murray')!;
    expect(murray.status).toBe('active');
    expect(murray.hex).not.toBe('0406');
  });

  test('STB-DEC-14, STB-AMB-25: Murray withdraws where the Scots’ standing orders send him', () => {
    const s = englishTurn(markerBoard({ english: ['lost-cause'] }, 12));
    s.restricted = false;
    lead(s, 'murray', '0406');
    put(s, 'scots', '0406');
    put(s, 'english', '0406');
    put(s, 'english', '0406');
    const r = play(s, 'english', 'battle 0406: play Lost Cause', [5], {
      scots: 'defend: withdraw murray to 0307',
    });
    expect(texts(r.events)).toContain('Murray survives and withdraws to 0307.');
    const other = play(s, 'english', 'battle 0406: play Lost Cause', [5], {
      scots: 'defend: withdraw murray to 0407',
    });
    expect(texts(other.events)).toContain('Murray survives and withdraws to 0407.');
  });

  test('STB-DEC-14, STB-AMB-25: when the Scots attack, Murray withdraws where their battle plan sends him, not `defend:`', () => {
    const s = markerBoard({ english: ['lost-cause'] }, 12);
    s.restricted = false;
    lead(s, 'murray', '0406');
    put(s, 'scots', '0406');
    put(s, 'english', '0406');
    put(s, 'english', '0406');
    const r = play(s, 'scots', 'battle 0406: withdraw murray to 0307', [5], {
      scots: 'defend: withdraw murray to 0407',
      english: 'on defence: Lost Cause',
    });
    expect(texts(r.events)).toContain('Murray survives and withdraws to 0307.');
  });

  test('STB-10.M.lost-cause.e, STB-10.M.lost-cause.f, STB-DEC-18: each English leader is removed on 1-4, else back two turns later in Carlisle (default) or Cockermouth', () => {
    const s = markerBoard({ scots: ['lost-cause'] }, 12);
    s.restricted = false;
    for (let i = 0; i < 2; i++) put(s, 'scots', '0406');
    put(s, 'english', '0406');
    lead(s, 'percy', '0406');
    lead(s, 'clifford', '0406');
    const r = play(s, 'scots', 'battle 0406: play Lost Cause', [3, 5]);
    expect(r.state.leaders.find((l) => l.id === 'percy')).toMatchObject({ status: 'out', dead: true });
    expect(r.state.leaders.find((l) => l.id === 'clifford')).toMatchObject({
      status: 'out',
      returnTurn: 14,
      surrendered: true,
    });
    const back = (standing: string) => {
      const later = { ...r.state, turn: 13, step: 'mobilisation' as const };
      const dice = Array(30).fill(1);
      return scotland.resolve(later, { orders: {}, standing: { english: standing } }, new FixedDice(dice));
    };
    expect(back('').state.leaders.find((l) => l.id === 'clifford')).toMatchObject({
      status: 'active',
      hex: '0809',
    });
    expect(texts(back('').events)).toContain('Clifford is back in Carlisle (default, STB-DEC-18).');
    expect(back('return: Cockermouth').state.leaders.find((l) => l.id === 'clifford')!.hex).toBe('0711');
  });
});

test('STB-DEC-10, STB-10.M.fortunes-of-war, STB-AMB-72: by default the defender rerolls his own failed withdrawal', () => {
  const s = englishTurn(markerBoard({ scots: ['fortunes-of-war'] }, 12));
  s.restricted = false;
  put(s, 'english', '0406', 'elite');
  put(s, 'scots', '0406', 'elite');
  // both miss; the Scots try to withdraw (no leader: a 1), fail with 6, reroll 1.
  const r = play(s, 'english', 'battle 0406: withdraw never', [6, 6, 6, 1], {
    scots: 'defend: withdraw at once',
  });
  expect(texts(r.events)).toContain(
    "The Scots play Fortunes of War on the die for the battle near Lanark (0406), round 1: Scots withdrawal, no leader (needs 1) (default 'reroll: failed withdrawal', STB-DEC-10).",
  );
  expect(r.state.units.find((u) => u.side === 'scots')!.hex).not.toBe('0406');
  const casualty = play(s, 'english', 'battle 0406: withdraw never', [6, 6, 6, 6], {
    scots: 'defend: withdraw at once\nreroll: leader casualty checks',
  });
  expect(casualty.state.markers!.hands.scots).toEqual(['fortunes-of-war']);
});

test('STB-DEC-10: `reroll: leader casualty checks` rerolls the die that would kill one of his leaders', () => {
  const s = englishTurn(markerBoard({ scots: ['fortunes-of-war'] }, 12));
  s.restricted = false;
  put(s, 'english', '0406', 'elite');
  put(s, 'scots', '0406', 'levy');
  lead(s, 'douglas', '0406');
  // Two rounds: the English hit twice and the levy under Douglas is destroyed; his check rolls 1, then 5.
  const r = play(s, 'english', 'battle 0406: withdraw never', [1, 6, 1, 6, 1, 5], {
    scots: 'defend: withdraw never\nreroll: leader casualty checks',
  });
  expect(texts(r.events)).toMatch(
    /The Scots play Fortunes of War on the die for the battle near Lanark \(0406\), round 2: casualty check for Douglas/,
  );
  expect(r.state.leaders.find((l) => l.id === 'douglas')!.status).toBe('active');
});

test("STB-DEC-21, STB-AMB-81: the other side plays Subversion or Influence Noble in the enemy's combat step by standing order", () => {
  const s = markerBoard({ english: ['subversion', 'influence-noble'] }, 12);
  s.restricted = false;
  s.loyalty.Ayr = 'scots';
  lead(s, 'douglas', '0406');
  put(s, 'scots', '0406');
  const r = play(s, 'scots', 'pass', [1, 1, 1], {
    english: 'after battles: Subversion on any\nbefore battles: Influence Noble on Douglas',
  });
  expect(texts(r.events)).toContain(
    'The English play Influence Noble on Douglas (standing order before battles, STB-DEC-21).',
  );
  expect(r.state.leaders.find((l) => l.id === 'douglas')!.status).toBe('neutral');
  expect(texts(r.events)).toMatch(
    /The English play Subversion on \w+ \(standing order after battles, STB-DEC-21\)\./,
  );
  expect(Object.values(r.state.loyalty).filter((v) => v === 'scots')).toHaveLength(0);
  const none = play(s, 'scots', 'pass');
  expect([...none.state.markers!.hands.english].sort()).toEqual(['influence-noble', 'subversion']);
});
