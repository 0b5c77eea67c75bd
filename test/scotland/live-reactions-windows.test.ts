// #22 item 3, option liveReactions: each window that asks (SEQUENCE.md, "The reaction step"): Cancel,
// Fortunes of War, the defender's markers before a battle, the combat step's windows; a miss leaves
// the rest of the turn to the standing orders; the phasing player is never asked.
import { englishTurn, lead, markerBoard, playLive, put, texts } from './helpers';

describe('Cancel', () => {
  const position = () => markerBoard({ scots: ['conversion'], english: ['cancel'] });

  test('#22: after a Conversion that works, the English are asked; `play Cancel` cancels it', () => {
    const r = playLive(position(), 'scots', 'play Conversion on Ayr', ['play Cancel'], [1]);
    expect(r.prompts.map((p) => [p.side, p.title])).toEqual([
      ['english', 'January 1297, English reaction: the Scots play Conversion'],
    ]);
    expect(r.state.loyalty.Ayr).toBe('english');
    expect(texts(r.events)).toContain('The English play Cancel against Conversion (answered live).');
  });

  test('#22: `pass` lets the Conversion stand', () => {
    const r = playLive(position(), 'scots', 'play Conversion on Ayr', ['pass'], [1]);
    expect(r.state.loyalty.Ayr).toBe('scots');
    expect(r.state.markers!.hands.english).toEqual(['cancel']);
  });

  test("#22: the phasing player's counter-Cancel still comes from his standing order: only the other side is asked", () => {
    const s = markerBoard({ scots: ['conversion', 'cancel'], english: ['cancel'] });
    const r = playLive(s, 'scots', 'play Conversion on Ayr', ['play Cancel'], [2], {
      scots: 'cancel: Cancel',
    });
    expect(r.prompts).toHaveLength(1);
    expect(texts(r.events)).toContain('The Cancel is cancelled: Conversion stands.');
  });
});

test("#22: Fortunes of War is offered on the defender's failed withdrawal, never on the attack dice", () => {
  const s = englishTurn(markerBoard({ scots: ['fortunes-of-war'] }, 12));
  s.restricted = false;
  put(s, 'english', '0406', 'elite');
  put(s, 'scots', '0406', 'elite');
  // Both miss (6, 6); the Scots' withdrawal fails (6): asked; the reroll is a 1.
  // The reroll succeeds, so the Scots are then asked where they withdraw (issue 41): `pass`, by rule.
  const r = playLive(
    s,
    'english',
    'battle 0406: withdraw never',
    ['play Fortunes of War', 'pass'],
    [6, 6, 6, 1],
    {
      scots: 'defend: withdraw at once\nreroll: none',
    },
  );
  expect(r.prompts.map((p) => p.title)).toEqual([
    'January 1298, Scottish reaction: the die for the battle near Lanark (0406), round 1: Scots withdrawal, no leader (needs 1) (it fails)',
    'January 1298, Scottish reaction: where the Scots withdrawing from near Lanark (0406) go',
  ]);
  expect(r.prompts[0]!.text).toContain('here they would: pass');
  expect(r.state.units.find((u) => u.side === 'scots')!.hex).not.toBe('0406');
});

describe('the defender before a battle', () => {
  const position = () => {
    const s = markerBoard({ english: ['combat-advantage'] }, 12);
    s.restricted = false;
    put(s, 'scots', '0406', 'elite');
    put(s, 'english', '0406', 'elite');
    return s;
  };

  test('#22: the English are asked before the battle they defend and may play Combat Advantage', () => {
    const r = playLive(position(), 'scots', 'pass', ['play Combat Advantage']);
    expect(r.prompts[0]!.title).toBe(
      'January 1298, English reaction: the battle near Lanark (0406), before it is fought',
    );
    expect(r.prompts[0]!.examples).toEqual(['play Combat Advantage']);
    expect(texts(r.events)).toContain('The English have the combat advantage and strike first.');
  });

  test('#22: `pass` keeps it in hand', () => {
    const r = playLive(position(), 'scots', 'pass', ['pass']);
    expect(r.state.markers!.hands.english).toEqual(['combat-advantage']);
  });
});

describe("the enemy's combat step (STB-DEC-21)", () => {
  const position = () => {
    const s = markerBoard({ english: ['subversion', 'influence-noble'] }, 12);
    s.restricted = false;
    s.loyalty.Ayr = 'scots';
    lead(s, 'douglas', '0406');
    put(s, 'scots', '0406');
    return s;
  };

  test('#22: asked before the first battle and after the last; the plays written are carried out', () => {
    const r = playLive(position(), 'scots', 'pass', ['play Influence Noble on Douglas', 'pass'], [1]);
    expect(r.prompts.map((p) => p.title)).toEqual([
      'January 1298, English reaction: the Scottish combat step, before the first battle',
      'January 1298, English reaction: the Scottish combat step, after the last battle',
    ]);
    expect(r.prompts[1]!.examples).toEqual([expect.stringMatching(/^play Subversion on \d{4}$/)]);
    expect(r.state.leaders.find((l) => l.id === 'douglas')!.status).toBe('neutral');
    expect(r.state.loyalty.Ayr).toBe('scots');
  });

  test('#22: a miss leaves this question and the rest of the turn to the standing orders: nothing more is asked', () => {
    const r = playLive(position(), 'scots', 'pass', [''], [1, 1], {
      english: 'after battles: Subversion on Ayr',
    });
    expect(r.prompts).toHaveLength(1);
    expect(r.state.leaders.find((l) => l.id === 'douglas')!.status).toBe('active');
    expect(texts(r.events)).toContain('(standing order after battles, STB-DEC-21)');
  });
});
