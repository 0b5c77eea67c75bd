// Issue 41, option liveReactions: the owner is asked mid-turn where his withdrawing units go
// (STB-7.2, STB-AMB-25, STB-DEC-12), where his displaced units go (STB-11.3f, STB-AMB-73, STB-DEC-4)
// and which of his units forage away (STB-6.0c, STB-AMB-30, STB-DEC-17), and answers in the
// standing-order grammar (rules/live-reactions/choice.ts).
import { scotland } from '../../src/games/scotland';
import { homeCityOf } from '../../src/games/scotland/data';
import { killLeader } from '../../src/games/scotland/rules/leaders';
import { scotlandJapanese } from '../../src/games/scotland/texts';
import type { State } from '../../src/games/scotland/state';
import { board, englishTurn, playLive, put, texts } from './helpers';

const hexOf = (s: State, id: string) => s.units.find((u) => u.id === id)?.hex;
const live = (s: State): State => ({ ...s, options: { ...s.options, liveReactions: true } });

describe('where withdrawing units go (STB-7.2, STB-AMB-25, STB-DEC-12)', () => {
  /** January 1298, the English attack 0406; all miss (6, 6, 6), the Scots withdraw at once (1). */
  const position = () => {
    const s = englishTurn(board(12));
    s.restricted = false;
    const e = put(s, 'english', '0406', 'elite').id;
    const a = put(s, 'scots', '0406', 'elite').id;
    const b = put(s, 'scots', '0406').id;
    return { s, e, a, b };
  };
  const DICE = [6, 6, 6, 1];
  const STANDING = { scots: 'defend: withdraw at once' };

  test('STB-7.2, STB-AMB-25: the defender is asked and splits his withdrawal between two hexes', () => {
    const { s, a, b } = position();
    const r = playLive(
      s,
      'english',
      'battle 0406: withdraw never',
      [`withdraw 0406: ${a} to 0405, ${b} to 0506`],
      DICE,
      STANDING,
    );
    expect(r.prompts[0]).toMatchObject({ side: 'scots', step: 'reaction' });
    expect(r.prompts[0]!.title).toBe(
      'January 1298, Scottish reaction: where the Scots withdrawing from near Lanark (0406) go',
    );
    expect(r.prompts[0]!.text).toContain(
      "they may be split (STB-7.2, STB-AMB-25): answer 'withdraw 0406: IDS to HEX, IDS to HEX'",
    );
    expect(r.prompts[0]!.examples).toHaveLength(1);
    expect(r.prompts[0]!.text).toContain(`here they would: withdraw 0406: ${a} ${b} to`);
    // In Japanese too: the title, the question, the notice that the turn stops.
    const pause = r.events.find((e) => e.kind === 'reaction-pause')!.text;
    expect(scotlandJapanese(r.prompts[0]!.title)).toBe(
      '1298年1月 スコットランド軍の対応: ラナーク付近(0406)から撤退するスコットランド軍の行き先',
    );
    expect(scotlandJapanese(pause)).toBe(
      'ターンはここでスコットランド軍の返答を待って止まります(ラナーク付近(0406)から撤退するスコットランド軍の行き先)。',
    );
    const ja = scotlandJapanese(r.prompts[0]!.text);
    expect(ja).toContain('分けてもかまいません');
    expect(ja).toContain('名前を挙げなかった駒');
    expect(ja).not.toMatch(/Your withdrawal|Pieces you|The turn/);
    expect([hexOf(r.state, a), hexOf(r.state, b)]).toEqual(['0405', '0506']);
    expect(texts(r.events)).toContain(`The Scots withdraw to 0405: elite infantry ${a}.`);
    expect(texts(r.events)).toContain(`The Scots withdraw to 0506: regular infantry ${b}.`);
    expect(scotland.invariants(r.state)).toEqual([]);
  });

  test('STB-DEC-12: no answer (standing) sends every unit to the default hex', () => {
    const { s, a, b } = position();
    const r = playLive(s, 'english', 'battle 0406: withdraw never', ['standing'], DICE, STANDING);
    expect(hexOf(r.state, a)).toBe(hexOf(r.state, b));
    expect(hexOf(r.state, a)).not.toBe('0406');
  });

  test('STB-AMB-25: a hex not open and a unit not in the battle are refused by line, politely', () => {
    const { s, e } = position();
    const first = scotland.resolve(
      live(s),
      {
        orders: { english: scotland.parseOrders(s, 'english', 'battle 0406: withdraw never').orders },
        standing: STANDING,
      },
      diceOf(DICE),
    );
    expect(first.state.live?.ask.choice?.kind).toBe('withdraw');
    const problems = (text: string) => {
      const parsed = scotland.parseOrders(first.state, 'scots', text);
      return [...parsed.problems, ...scotland.validate(first.state, 'scots', parsed.orders)].map(
        (p) => p.message,
      );
    };
    expect(problems('withdraw 0406: s99 to 0405').join()).toMatch(/not one of your units|not in the stack/);
    expect(problems(`withdraw 0406: ${e} to 0405`).join()).toMatch(/not one of your units|not in the stack/);
    const closed = problems('withdraw 0406: s2 to 0909').join();
    expect(closed).toMatch(/0909 is not open to your withdrawal from 0406: choose among 0405, 0506/);
    expect(scotlandJapanese(closed.replace(/^Line \d+ \([^)]*\): /, ''))).toMatch(
      /0909には0406から撤退できません/,
    );
    expect(problems('play Vacillate').join()).toMatch(/no marker is asked for here/);
    expect(problems('pass')).toEqual([]);
  });
});

describe('where displaced units go (STB-11.3f, STB-AMB-73, STB-DEC-4)', () => {
  /** Douglas returns to his home city in turn 10, where three English units stand. */
  const position = () => {
    const s = board(9);
    const home = homeCityOf('douglas')!.hex;
    killLeader(s, 'douglas', []);
    s.leaders.find((l) => l.id === 'douglas')!.returnTurn = 10;
    const ids = [put(s, 'english', home).id, put(s, 'english', home).id, put(s, 'english', home).id];
    put(s, 'english', '0606');
    return { s: { ...s, step: 'mobilisation' as const }, home, ids };
  };
  const STANDING = { scots: 'advance: none', english: 'advance: none' };

  test('STB-11.3f, STB-AMB-73: the owner is asked and places his units in two hexes; the report says what he chose', () => {
    const { s, home, ids } = position();
    const [a, b, c] = ids as [string, string, string];
    const r = playLive(s, 'english', 'pass', [`displace: ${a} to 0506, ${b} ${c} to 0406`], [3, 3], STANDING);
    expect(r.prompts[0]!.title).toMatch(
      /English reaction: where the English displaced from Douglas \(0507\) go$/,
    );
    expect(r.prompts[0]!.text).toContain(`Your units in ${home} are displaced`);
    expect(scotlandJapanese(r.prompts[0]!.text)).not.toMatch(/Your units|Pieces you|The turn/);
    expect([hexOf(r.state, a), hexOf(r.state, b), hexOf(r.state, c)]).toEqual(['0506', '0406', '0406']);
    const chose = r.events.find((e) => e.kind === 'displaced-choice')!.text;
    expect(chose).toBe(
      `Displaced from Douglas (${home}) as the English chose: ${a} to Lanark (0506), ${b} ${c} to near Lanark (0406) (STB-AMB-73).`,
    );
    expect(scotlandJapanese(chose)).toMatch(/押し出され/);
    expect(r.state.step).toBe('player-turn');
  });

  test('STB-DEC-4: `pass` leaves them to the standing order: together to the default hex', () => {
    const { s, ids } = position();
    const r = playLive(s, 'english', 'pass', ['pass'], [3, 3], STANDING);
    expect(new Set(ids.map((id) => hexOf(r.state, id)))).toEqual(new Set(['0606']));
  });
});

describe('which units forage away (STB-6.0c, STB-AMB-30, STB-DEC-17)', () => {
  /** 0607, mountain, winter limit 1: four English units lose 2 (STB-AMB-30). */
  const position = () => {
    const s = board(0);
    const levy = put(s, 'english', '0607', 'levy', 'infantry').id;
    const levyCav = put(s, 'english', '0607', 'levy', 'cavalry').id;
    const regCav = put(s, 'english', '0607', 'regular', 'cavalry').id;
    const elite = put(s, 'english', '0607', 'elite', 'infantry').id;
    return { s: { ...s, step: 'mobilisation' as const }, levy, levyCav, regCav, elite };
  };
  const STANDING = { scots: 'advance: none', english: 'advance: none' };

  test('STB-6.0c: the owner is asked and keeps his levies; the report says what he chose', () => {
    const { s, levy, levyCav, regCav, elite } = position();
    const r = playLive(s, 'english', 'pass', [`forage 0607: remove ${regCav} ${elite}`], [1, 1], STANDING);
    expect(r.prompts[0]!.title).toMatch(
      /English reaction: which English units forage away near Douglas \(0607\)$/,
    );
    expect(r.prompts[0]!.text).toContain('Name the 2 of');
    expect(scotlandJapanese(r.prompts[0]!.text)).not.toMatch(/Name the|Pieces you|The turn/);
    const left = r.state.units.map((u) => u.id);
    expect(left).toEqual(expect.arrayContaining([levy, levyCav]));
    expect(left).not.toContain(regCav);
    expect(left).not.toContain(elite);
    expect(texts(r.events)).toContain(
      `Foraging near Douglas (0607): the English chose ${regCav}, ${elite} (STB-6.0c).`,
    );
  });

  test('STB-AMB-30: too few or too many are refused by line; STB-DEC-17: no answer removes levies first', () => {
    const { s, levy, levyCav, regCav } = position();
    const first = scotland.resolve(live(s), { orders: {}, standing: STANDING }, diceOf([1, 1]));
    expect(first.state.live?.ask.choice).toMatchObject({ kind: 'forage', hex: '0607', loss: 2 });
    const problems = (text: string) => {
      const parsed = scotland.parseOrders(first.state, 'english', text);
      return [...parsed.problems, ...scotland.validate(first.state, 'english', parsed.orders)].map(
        (p) => p.message,
      );
    };
    expect(problems(`forage 0607: remove ${regCav}`).join()).toMatch(/too few units/);
    expect(problems(`forage 0607: remove ${regCav} ${levy} ${levyCav}`).join()).toMatch(/too many units/);
    expect(problems(`forage 0607: remove ${regCav} ${levy}`)).toEqual([]);
    const r = playLive(s, 'english', 'pass', ['standing'], [1, 1], STANDING);
    const left = r.state.units.map((u) => u.id);
    expect(left).not.toContain(levy);
    expect(left).not.toContain(levyCav);
  });

  test('STB-6.0c: one side left to its standing orders does not silence the other side’s questions', () => {
    const { s, levy, levyCav, regCav, elite } = position();
    // Five Scots in 0707 (limit 4 for them) lose one in the same Mobilization step; they forage first.
    [1, 2, 3, 4, 5].forEach(() => put(s, 'scots', '0707', 'regular'));
    const answers = ['standing', `forage 0607: remove ${regCav} ${elite}`];
    const r = playLive(s, 'english', 'pass', answers, [1, 1], STANDING);
    expect(r.prompts.map((p) => p.side)).toEqual(['scots', 'english']);
    expect(r.state.units.filter((u) => u.side === 'scots')).toHaveLength(4);
    const left = r.state.units.map((u) => u.id);
    expect(left).toEqual(expect.arrayContaining([levy, levyCav]));
    expect(left).not.toContain(regCav);
  });

  test('STB-6.0c: a choice written in the Mobilization orders is not asked again', () => {
    const { s, regCav, elite } = position();
    const r = playLive(s, 'english', `forage 0607: remove ${regCav} ${elite}`, [], [1, 1], STANDING);
    expect(r.prompts).toEqual([]);
    expect(r.state.units.map((u) => u.id)).not.toContain(elite);
  });
});

import { diceStream } from './helpers';
const diceOf = (values: number[]) => diceStream(values)();
