// Issue 41, the "at once" timings of a battle: a surviving leader leaves before the rest of the
// round's fire (STB-8.5c, STB-AMB-26 ruling (a), STB-AMB-24), and Wallace's or Edward's death ends
// everything at that moment (STB-8.5.3b, STB-12.3.4a, STB-AMB-52).
import { scotlandJapanese } from '../../src/games/scotland/texts';
import { DOUGLAS, EDWARD, WALLACE, battle, fight, unit } from './battle-helpers';
import { board, englishTurn, lead, play, put } from './helpers';

const reduced = { reduced: true };
const mountain = { kind: 'mountain' as const, riverCrossedByAllAttackers: false };
const spares = {
  scots: { infantry: { regular: 5, elite: 5 }, cavalry: { regular: 5, elite: 5 } },
  english: { infantry: { regular: 5, elite: 5 }, cavalry: { regular: 5, elite: 5 } },
};

describe('a surviving leader withdraws at once (STB-8.5c)', () => {
  // The English defend a mountain and strike first (STB-TEC); both their dice hit: S1 (reduced, with
  // Douglas) is destroyed at once, S2 is reduced. Douglas's check (3) comes before S2 strikes back.
  const input = battle({
    terrain: mountain,
    units: [
      unit('S1', 'scots', 'elite', 'infantry', reduced),
      unit('S2', 'scots', 'levy'),
      unit('E1', 'english'),
      unit('E2', 'english'),
    ],
    leaders: [DOUGLAS],
    attackerPlan: 'withdraw at once with Douglas',
  });

  test('STB-8.5c, STB-AMB-26: the check and the withdrawal come before the rest of the round’s fire', () => {
    const f = fight(input, [1, 1, 3, 6, 1]);
    const purposes = f.dice.rolls.map((r) => r.purpose.replace('battle 0913 round 1: ', ''));
    expect(purposes.slice(0, 4)).toEqual([
      expect.stringMatching(/vs/),
      expect.stringMatching(/vs/),
      'casualty check for Douglas (unit destroyed; killed on 1-2)',
      expect.stringMatching(/^levy infantry|^S2/),
    ]);
    const kinds = f.events.map((e) => e.kind);
    const left = kinds.indexOf('battle-leader-withdraws');
    const scotsFire = f.events.findIndex((e) => e.kind === 'battle-attack' && e.side === 'scots');
    expect(left).toBeGreaterThan(-1);
    expect(left).toBeLessThan(scotsFire);
    expect(f.fate('douglas')).toBe('withdrawn');
  });

  test('STB-AMB-24, STB-AMB-26: a leader gone at once cannot roll for his side’s withdrawal', () => {
    const f = fight(input, [1, 1, 3, 6, 1]);
    expect(f.text).toContain('The Scots try to withdraw, with no leader.');
    expect(f.dice.rolls.at(-1)?.purpose).toContain('no leader (needs 1)');
  });
});

describe('the game ends at once when Wallace or Edward is killed (STB-8.5.3b)', () => {
  test('STB-8.5.3b, STB-12.3.4a, STB-7.4: Edward killed as his side loses: no advancement, no recovery', () => {
    // S1 destroys E1 (reduced, with Edward); E1 reduces S2; Edward rolls 1.
    const input = battle({
      units: [
        unit('S1', 'scots'),
        unit('S2', 'scots'),
        unit('E1', 'english', 'regular', 'infantry', reduced),
      ],
      leaders: [EDWARD],
      spares,
    });
    const f = fight(input, [1, 6, 1, 1]);
    expect(f.fate('edward')).toBe('killed');
    expect(f.outcome.advancement).toBeUndefined();
    expect(f.of('battle-advance')).toHaveLength(0);
    expect(f.of('battle-recovery')).toHaveLength(0);
    expect(f.events.at(-1)?.text).toMatch(
      /^Battle (of|near|in) .*\(?0913\)? ?ends at once: Edward is dead \(STB-8.5.3b\)\.$/,
    );
    expect(scotlandJapanese(f.events.at(-1)!.text)).toBe(
      'コッカーマス付近(0913)の戦闘は直ちに終わりました: エドワードが戦死しました(STB-8.5.3b)。',
    );
  });

  test('STB-8.5.3b, STB-AMB-52: after Wallace dies nothing more is rolled: no more fire, checks or withdrawals', () => {
    // Round 1: S1 (reduced, with Wallace) and S3 (reduced, with Douglas) fall to E1 and E2; Wallace
    // rolls 1 and the battle stops before Douglas's check and any withdrawal roll.
    const input = battle({
      units: [
        unit('S1', 'scots', 'regular', 'infantry', reduced),
        unit('S3', 'scots', 'regular', 'infantry', reduced),
        unit('E1', 'english', 'elite'),
        unit('E2', 'english', 'elite'),
        unit('E3', 'english', 'elite'),
      ],
      leaders: [WALLACE, DOUGLAS],
      defenderStanding: 'withdraw at once',
    });
    const f = fight(input, [6, 6, 1, 6, 1, 1, 4, 4, 4]);
    expect(f.fate('wallace')).toBe('killed');
    expect(f.fate('douglas')).toBe('stays');
    expect(f.dice.rolls.filter((r) => r.purpose.includes('casualty'))).toHaveLength(1);
    expect(f.of('battle-declare')).toHaveLength(0);
    expect(f.of('battle-recovery')).toHaveLength(0);
    expect(f.outcome.winner).toBe('english'); // named in the report, but nothing follows (no advancement)
    expect(f.outcome.advancement).toBeUndefined();
    expect(f.outcome.holder).toBeNull();
  });
});

test("STB-8.5.3b: a battle stopped at Edward's death while both sides stand has no victor, and says so", () => {
  const s = englishTurn(board(12));
  s.restricted = false;
  put(s, 'english', '0406', 'regular', 'infantry');
  put(s, 'english', '0406', 'elite');
  lead(s, 'edward', '0406');
  put(s, 'scots', '0406', 'elite');
  put(s, 'scots', '0406', 'elite');
  // Round 2: Edward's unit is destroyed and he rolls 1; e1, s3 and s4 still stand.
  const r = play(s, 'english', 'battle 0406: withdraw never', [1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4]);
  const line = r.events.find((e) => e.kind === 'battle-result')!.text;
  expect(line).toBe(
    'Battle near Lanark (0406): the game ends with both sides still in the field (STB-8.5.3b).',
  );
  expect(scotlandJapanese(line)).toMatch(/両軍が戦場に残ったままゲームが終わりました\(STB-8\.5\.3b\)。$/);
});
