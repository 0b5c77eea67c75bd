// Issue 41: the owner splits a withdrawal between several eligible hexes (STB-7.2, STB-AMB-25,
// STB-DEC-12); the rest go by the withdrawal rule, a surviving leader to his own hex (STB-8.5c).
import { scotland } from '../../src/games/scotland';
import { scotlandJapanese } from '../../src/games/scotland/texts';
import { WALLACE, battle, fight, unit } from './battle-helpers';
import { board, lead, play, put } from './helpers';

// The Scots may go to 0914 (empty) or 0915 (two friends there: the default, STB-DEC-12).
const withdrawal = {
  scots: [
    { hex: '0914', friendlyUnits: 0, friendlyCityDistance: 3 },
    { hex: '0915', friendlyUnits: 2, friendlyCityDistance: 3 },
  ],
  english: [{ hex: '0912', friendlyUnits: 0, friendlyCityDistance: 3 }],
};
const splitBattle = (attackerPlan: string) =>
  battle({
    units: [unit('s1', 'scots'), unit('s2', 'scots'), unit('e1', 'english', 'elite')],
    leaders: [WALLACE],
    withdrawal,
    attackerPlan,
  });

describe('splitting a withdrawal (STB-AMB-25)', () => {
  test('STB-7.2, STB-AMB-25: s1 and Wallace go to the hex named for them, s2 by the rule', () => {
    const f = fight(splitBattle('withdraw at once; withdraw s1 wallace to 0914'), [6, 6, 6, 1]);
    expect(f.outcome.units.filter((u) => u.side === 'scots').map((u) => [u.id, u.to])).toEqual([
      ['s1', '0914'],
      ['s2', '0915'],
    ]);
    expect(f.outcome.leaders).toEqual([{ id: 'wallace', side: 'scots', fate: 'withdrawn', to: '0914' }]);
    expect(f.text).toContain('The Scots withdraw to 0914: s1, Wallace.');
    expect(f.text).toContain('The Scots withdraw to 0915: s2.');
    // The report names the choice, in English and in Japanese.
    expect(f.text).toContain('withdrawal hex: withdraw to friends; withdraw s1 Wallace to 0914;');
    expect(
      scotlandJapanese(f.events.find((e) => e.text.startsWith('Scots plan for the battle'))!.text),
    ).toContain('撤退先「withdraw to friends; withdraw s1 ウォレス to 0914」');
  });

  test('STB-DEC-12: with no split every unit goes to the one default hex', () => {
    const f = fight(splitBattle('withdraw at once'), [6, 6, 6, 1]);
    expect(new Set(f.outcome.units.filter((u) => u.side === 'scots').map((u) => u.to))).toEqual(
      new Set(['0915']),
    );
  });

  test('STB-AMB-25: a hex no longer open is refused in the report, and the rule places the unit', () => {
    const f = fight(splitBattle('withdraw at once; withdraw s2 to 0916'), [6, 6, 6, 1]);
    expect(f.text).toContain(
      's2 cannot withdraw to 0916, which is not open to the Scots: the withdrawal rule places it (STB-AMB-25).',
    );
    expect(f.outcome.units.find((u) => u.id === 's2')?.to).toBe('0915');
    const refused = f.events.find((e) => e.kind === 'battle-split-refused')!.text;
    expect(scotlandJapanese(refused)).toBe(
      's2は0916へ撤退できません(スコットランド軍には入れません): 撤退の規則で置かれます(STB-AMB-25)。',
    );
  });

  test('STB-8.5c, STB-AMB-26, STB-DEC-12: a surviving leader goes at once to the hex his split names', () => {
    const input = battle({
      units: [unit('s1', 'scots', 'regular', 'infantry', { reduced: true }), unit('e1', 'english', 'elite')],
      leaders: [WALLACE],
      withdrawal,
      attackerPlan: 'withdraw never; withdraw wallace to 0914',
    });
    // s1 (reduced, with Wallace) falls to e1's 1; Wallace rolls 4 and lives.
    const f = fight(input, [6, 1, 4]);
    expect(f.text).toContain('Wallace survives (rolled 4) and withdraws to 0914.');
  });
});

describe('the split written by reply (orders and standing orders)', () => {
  function defended() {
    const s = board(12, 1);
    const a = put(s, 'scots', '0605');
    const b = put(s, 'scots', '0605');
    lead(s, 'wallace', '0605');
    put(s, 'english', '0707');
    return { s, a: a.id, b: b.id };
  }

  test('STB-AMB-25: `withdraw HEX: ... to HEX, ... to HEX` is read in standing orders and kept in normal form', () => {
    const { s, a, b } = defended();
    const r = scotland.parseStanding!(s, 'scots', `withdraw 0605: ${a} wallace to 0606, ${b} to 0506`);
    expect(r.problems).toEqual([]);
    expect(r.normal).toBe(`withdraw 0605: ${a} Wallace to 0606, ${b} to 0506`);
  });

  test('STB-7.2, STB-AMB-25: a hex not adjacent, a hex with enemy units, a unit not in that stack: refused by line', () => {
    const { s, a } = defended();
    put(s, 'english', '0706');
    const other = put(s, 'scots', '0406').id;
    const r = scotland.parseStanding!(
      s,
      'scots',
      [`withdraw 0605: ${a} to 0913`, `withdraw 0605: ${a} to 0706`, `withdraw 0605: ${other} to 0606`].join(
        '\n',
      ),
    );
    expect(r.problems.map((p) => [p.line, p.message])).toEqual([
      [1, '0913 is not next to 0605 (STB-7.2)'],
      [2, expect.stringContaining('0706 cannot take your units')],
      [3, `${other} is not in the stack in 0605`],
    ]);
  });

  test('STB-AMB-25, STB-7.2: the attacker splits his withdrawal in his battle plan; the state shows it', () => {
    const s = board(12, 1);
    const a = put(s, 'scots', '0606').id;
    const b = put(s, 'scots', '0606').id;
    lead(s, 'wallace', '0606');
    for (let i = 0; i < 3; i++) put(s, 'english', '0605', 'elite');
    // Both Scots miss, the three English miss, Wallace rolls 1: the Scots withdraw.
    const r = play(
      s,
      'scots',
      `march 0606 to 0605\nbattle 0605: withdraw at once\nwithdraw 0605: ${a} wallace to 0606, ${b} to 0506`,
      [6, 6, 6, 6, 6, 1],
    );
    expect(r.state.units.find((u) => u.id === a)?.hex).toBe('0606');
    expect(r.state.units.find((u) => u.id === b)?.hex).toBe('0506');
    expect(r.state.leaders.find((l) => l.id === 'wallace')?.hex).toBe('0606');
  });

  test('STB-AMB-25: the split in Japanese order words (撤退, へ)', () => {
    const { s, a, b } = defended();
    const r = scotland.parseStanding!(s, 'scots', `撤退 0605: ${a} ウォレス 0606へ、${b} 0506へ`);
    expect(r.problems).toEqual([]);
    expect(r.normal).toBe(`withdraw 0605: ${a} Wallace to 0606, ${b} to 0506`);
  });
});
