import { sharpsburg } from '../../src/games/sharpsburg';
import { crtData } from '../../src/games/sharpsburg/data';
import { crtResult, oddsColumn } from '../../src/games/sharpsburg/rules/crt';
import { at, play, position, problemsOf } from './helpers';

const battles = (events: { kind: string }[]) =>
  events.filter((e) => e.kind === 'battle') as unknown as Record<string, unknown>[];

describe('combat', () => {
  test('SH-COMBAT-1: combat is between units in adjacent hexes (artillery may also bombard at range)', () => {
    const s = position('I 0404\nHO 0406');
    expect(problemsOf(s, 'attack 0406 with I')).toEqual(['I is not adjacent to 0406']);
    const gun = position('A1 0404\nHO 0406');
    expect(problemsOf(gun, 'bombard 0406 with A1')).toEqual([]);
  });

  test('SH-COMBAT-2: the phasing player is the attacker; the other side may not attack in his turn', () => {
    const s = position('I 0405\nHO 0406');
    const confederate = sharpsburg.parseOrders(s, 'confederate', 'attack 0405 with HO');
    expect(sharpsburg.validate(s, 'confederate', confederate.orders)).toEqual([
      { message: "it is the Union player's turn" },
    ]);
    const r = play(s, 'attack 0406 with I', [1]); // 3-1, die 1: DR falls on the defender
    expect(at(r.state, 'I')).toBe('0405');
    expect(at(r.state, 'HO')).not.toBe('0406');
  });

  test('SH-COMBAT-3: all combat is voluntary: adjacent units may simply not attack', () => {
    const s = position('I 0405\nHO 0406');
    const r = play(s, 'pass');
    expect(r.problems).toEqual([]);
    expect(battles(r.events)).toEqual([]);
  });

  test('SH-COMBAT-4: the attacker may attack any or all adjacent enemy units', () => {
    const s = position('I 0405\nXII 0404\nHO 0406\nLA 0403');
    const r = play(s, 'attack 0406 with I; attack 0403 with XII', [1, 1]);
    expect(battles(r.events).map((b) => b.target)).toEqual(['0406', '0403']);
  });

  test('SH-COMBAT-5: odds are total attack strength to defence strength, rounded in the defender’s favour (SH-AMB-2)', () => {
    expect(oddsColumn(11, 4)).toBe('2-1');
    expect(oddsColumn(4, 7)).toBe('1-2');
    expect(oddsColumn(6, 6)).toBe('1-1');
    expect(oddsColumn(1, 5)).toBe('1-3'); // below the table: lowest column
    expect(oddsColumn(13, 2)).toBe('6-1'); // above the table: highest column
    const s = position('I 0405\nA1 0603\nDH 0406');
    const r = play(s, 'attack 0406 with I A1', [6]);
    expect(battles(r.events)[0]).toMatchObject({ attack: 11, defence: 4, odds: '2-1' });
  });

  test('SH-COMBAT-6: one die per attack, its result applied before the next attack', () => {
    const s = position('I 0405\nXII 0304\nEV 0406\nLA 0305');
    const r = play(s, 'attack 0406 with I; attack 0305 with XII', [1, 2]);
    const kinds = r.events.map((e) => e.kind);
    expect(r.events.filter((e) => e.kind === 'roll').map((e) => e.value)).toEqual([1, 2]);
    expect(kinds.indexOf('eliminated')).toBeLessThan(kinds.lastIndexOf('battle'));
    expect(crtResult('6-1', 1)).toBe('DE');
  });
});

describe('combat results', () => {
  test('SH-CRT-1: AE eliminates all attacking units', () => {
    const r = play(position('XII 0405\nDH 0406'), 'attack 0406 with XII', [6]); // 1-1, 6: AE
    expect(at(r.state, 'XII')).toBe('eliminated');
    expect(r.state.vp.confederate).toBe(6);
  });

  test('SH-CRT-2: DE eliminates all defending units', () => {
    const de = play(position('I 0405\nEV 0406'), 'attack 0406 with I', [1]); // 7:1 -> 6-1, 1: DE
    expect(at(de.state, 'EV')).toBe('eliminated');
    expect(de.state.vp.union).toBe(1);
  });

  test('SH-CRT-3: AR retreats the attacking units one hex', () => {
    const r = play(position('XII 0405\nDH 0406'), 'attack 0406 with XII', [3]); // 1-1, 3: AR
    expect(at(r.state, 'XII')).toBe('0305');
    expect(at(r.state, 'DH')).toBe('0406');
  });

  test('SH-CRT-3: the attacker may name his AR retreat hexes in the attack order', () => {
    const r = play(position('XII 0405\nDH 0406'), 'attack 0406 with XII retreat 0505', [3]);
    expect(at(r.state, 'XII')).toBe('0505');
    expect(r.text).toContain('Order applied: retreat prefer near Sharpsburg (0505).');
  });

  test('SH-CRT-4: DR retreats the defending units one hex', () => {
    const r = play(position('I 0405\nHO 0406'), 'attack 0406 with I', [1]); // 3-1, 1: DR
    expect(at(r.state, 'I')).toBe('0405');
    expect(r.events.find((e) => e.kind === 'retreat')).toMatchObject({ unit: 'HO', from: '0406' });
  });

  test('SH-CRT-5: EN: the attackers must attack the same hex again next turn and may not move (SH-AMB-1)', () => {
    const s = position('I 0405\nHO 0406');
    const en = play(s, 'attack 0406 with I', [5]); // 3-1, 5: EN
    expect(en.state.units.I?.engaged).toBe('0406');
    const confed = play(en.state, 'pass', [1]); // Confederate turn; corps die 1
    expect(problemsOf(confed.state, 'move I 0404')).toEqual([
      'I is engaged at 0406 and may not move this turn',
    ]);
    const again = play(confed.state, 'pass', [1]); // no attack written: the engine makes it
    expect(again.text).toContain('Engaged (SH-CRT-5): I Corps attacks near Sharpsburg (0406) again.');
    expect(battles(again.events)).toHaveLength(1);
    expect(again.state.units.I?.engaged).toBeUndefined();
  });

  test('SH-CRT-5: the EN obligation lapses when the defenders leave the hex', () => {
    const s = position('I 0405\nHO 0406 ');
    const en = play(s, 'attack 0406 with I', [5]);
    const confed = play(en.state, 'move HO 0407 0408', [1]);
    expect(confed.text).toContain('I Corps is no longer engaged: no enemy remains near Sharpsburg (0406).');
    expect(problemsOf(confed.state, 'move I 0404')).toEqual([]);
  });

  test('SH-CRT-5: engaged units may join no other attack, but others may join theirs', () => {
    const s = position('I 0405\nHO 0406\nLA 0404\nXII 0506', { extra: '' });
    const en = play(s, 'attack 0406 with I', [5]);
    const confed = play(en.state, 'pass', [1]);
    expect(problemsOf(confed.state, 'attack 0404 with I')).toEqual([
      'I is engaged and must attack 0406 again, in no other attack',
    ]);
    const joined = play(confed.state, 'attack 0406 with XII', [1]);
    expect(battles(joined.events)[0]).toMatchObject({ attackers: ['XII', 'I'], attack: 13 });
  });

  test('SH-CRT-6: EX eliminates the defenders and attackers of at least equal printed strength (SH-AMB-14)', () => {
    const r = play(position('XII 0405\nPL 0506\nLA 0406'), 'attack 0406 with XII PL', [4]); // 9:3 3-1, 4: EX
    expect(at(r.state, 'LA')).toBe('eliminated');
    expect(at(r.state, 'PL')).toBe('eliminated'); // 3 is enough and closest
    expect(at(r.state, 'XII')).toBe('0405');
    expect(r.state.vp).toEqual({ union: 3, confederate: 3 });
  });

  test('SH-CRT-6: the attacker chooses among equally close EX losses with "lose" (SH-AMB-14)', () => {
    const s = position('I 0405\nXII 0506\nPL 0306\nEV 0406\nLA 0406');
    // 16:4 4-1, 5: EX; the loss is 4: PL (3) alone is too little; XII (6) or I (7) ... XII is closest.
    const byDefault = play(s, 'attack 0406 with I XII PL', [5]);
    expect(['I', 'XII', 'PL'].map((id) => at(byDefault.state, id))).toEqual(['0405', 'eliminated', '0306']);
    expect(byDefault.text).toContain(
      'Exchange: the attacker loses at least 4 strength points (Default applied: the closest total, units written first).',
    );
    // Loss 7 (HO 2 + DH 4 + EV 1): I (7) alone and CO + PL (4 + 3) are equally close.
    const tie = position('I 0405\nXII 0506\nCO 0306\nPL 0507\nEV 0406\nHO 0406\nDH 0406');
    const first = play(tie, 'attack 0406 with I XII CO PL', [4]); // 20:7 2-1, 4: EX
    expect(['I', 'CO', 'PL'].map((id) => at(first.state, id))).toEqual(['eliminated', '0306', '0507']);
    const chosen = play(tie, 'attack 0406 with I XII CO PL lose CO PL', [4]);
    expect(['I', 'CO', 'PL'].map((id) => at(chosen.state, id))).toEqual(['0405', 'eliminated', 'eliminated']);
    expect(chosen.text).toContain(
      'Exchange: the attacker loses at least 7 strength points (Order applied: lose CO PL).',
    );
    expect(problemsOf(tie, 'attack 0406 with I lose XII')).toEqual(["'lose XII': XII is not in this attack"]);
  });

  test('SH-CRT-6: when the attacking units total less than the loss, all of them are eliminated', () => {
    const r = play(position('PL 0405\nA1 0404\nA2 0504\nDH 0406'), 'attack 0406 with PL A1 A2', [4]); // 11:4 2-1, 4: EX
    expect(battles(r.events)[0]).toMatchObject({ odds: '2-1', result: 'EX' });
    expect(at(r.state, 'PL')).toBe('eliminated');
    expect(at(r.state, 'A1')).toBe('0404');
  });

  test('SH-CRT-7: a bombarding artillery unit is never affected by any result', () => {
    const alone = play(position('A1 0404\nHO 0406'), 'bombard 0406 with A1', [5]); // 2-1, 5: AR
    expect(at(alone.state, 'A1')).toBe('0404');
    expect(alone.text).toContain('Bombarding artillery is never affected by combat results (SH-ART-9).');
    const mixed = play(position('XII 0405\nA1 0404\nDH 0406'), 'attack 0406 with XII A1', [5]); // 10:4 2-1, 5: AR
    expect(at(mixed.state, 'XII')).not.toBe('0405');
    expect(at(mixed.state, 'A1')).toBe('0404');
  });

  test('SH-DATA-5: crt.json is the proposed table of game-data.md', () => {
    const rows = [
      'AR AR EN DR DR DE DE DE',
      'AE AR DR DR DR DR DE DE',
      'AE EN AR EN DR DR DR DE',
      'AE AR EN EX EX DR DR DE',
      'AE AE AR AR EN EX EX DR',
      'AE AE AE AR AR EN EX EX',
    ];
    const { columns } = crtData();
    rows.forEach((row, die) =>
      row.split(' ').forEach((r, c) => expect(crtResult(columns[c] as string, die + 1)).toBe(r)),
    );
  });
});
