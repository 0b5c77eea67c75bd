// What each awaited side is asked (awaiting) and the grammar help for the current step.
import type { AwaitingOptions, Prompt } from '../core/contract';
import { BOARDS } from './data/load';
import { createRng } from '../core/rng';
import { randomOrders } from './legal';
import { legalExamples } from '../core/examples';
import { KINDS_BY_STEP, parseTbOrders } from './orders';
import { formatTbOrder } from './format';
import { autoDeploy, undeployed } from './rules/deploy';
import { moveBlock } from './rules/movement';
import { linkedIds, onField } from './units';
import { otherSide, sideName } from './state';
import type { TbSide, TbState } from './state';
import { awaitedSides, validateOrders } from './validate';

/** Which of the side's units may not move this turn, and why (known before writing orders). */
function blockedNote(s: TbState, side: TbSide): string {
  const lines = [1, 2, 3].flatMap((b) => {
    const linked = linkedIds(s, side, b);
    return onField(s, side)
      .filter((u) => u.brigade === b)
      .flatMap((u) => {
        const why = moveBlock(s, u, linked);
        return why ? [`${u.id} on ${u.at}: ${why}`] : [];
      });
  });
  return lines.length > 0 ? ` Units that may not move: ${lines.join('; ')}.` : '';
}

const FIELD_NOTE =
  'Squares are named like a chessboard across the whole field: files a..t from left to right as Red ' +
  "sees it (a..j the left board, k..t the right), ranks 1..10 from Red's home edge (rank 1) to Blue's " +
  '(rank 10). Red deploys on ranks 1-2, Blue on ranks 9-10.';

const STANDING_HELP = [
  'Standing orders (kept until changed; also allowed in a turn for that turn only):',
  '  reroll if losing by 2        (TB-DEC-6; "reroll never"; default: reroll when losing by 1 or more)',
  '  pushback prefer left straight right   (TB-DEC-7; default straight, left, right)',
  '  flee prefer c1               (TB-DEC-8; "flee prefer brigadier" is the default)',
  '  brigadier B2 prefer e3       (TB-DEC-9; default: keep the most units linked)',
  '  stacked first L3             (TB-DEC-10; default: lower id first)',
];

const EXAMPLE_ORDERS = 4;

/** A few of the random legal orders self-play would give for this turn (always the same for the same
 * turn), kept only while they stay legal together: a part of a turn can break what the rest kept. */
function turnExample(s: TbState, side: TbSide): string[] {
  const orders = randomOrders(s, side, createRng(`example/${s.playerTurn}/${side}`));
  const lines = orders.slice(0, EXAMPLE_ORDERS).map((o) => [formatTbOrder(o)]);
  return legalExamples(
    lines,
    (text) => {
      const parsed = parseTbOrders(s.step, text);
      return [...parsed.problems, ...validateOrders(s, side, parsed.orders)];
    },
    'pass',
  );
}

/** The step's title and text, and its examples (made only when asked: the deploy and turn ones search). */
export function stepText(
  s: TbState,
  side: TbSide,
): { title: string; text: string; examples: () => string[] } {
  const boards = BOARDS.map((b) => `${b.id} (${b.name})`).join(', ');
  const deployRanks = side === 'red' ? 'ranks 1-2' : 'ranks 9-10';
  switch (s.step) {
    case 'quick':
      return {
        title: 'Quick set-up',
        text: `Send your whole set-up at once: a board (${boards}), your left/right choice and orientation in case you win those rolls, three brigades, and one deploy line per brigade on ${deployRanks}. Anything missing gets its default.`,
        examples: () => [
          'board A',
          'side left',
          'orient 1',
          'preset 1',
          side === 'red'
            ? 'deploy B1 j2 L1 i1 L2 j1 L3 k1 G1 i2 A1 k2'
            : 'deploy B1 j9 L1 i10 L2 j10 L3 k10 G1 i9 A1 k9',
        ],
      };
    case 'board':
      return {
        title: 'Choose your board',
        text: `Choose a board: ${boards}. Both sides choose at once (TB-SETUP-1).`,
        examples: () => ['board A'],
      };
    case 'side':
      return {
        title: 'Left or right',
        text: `You won the roll: put your board (${s.boards[side]?.board ?? '?'}) on your left or your right, as you look at the field from your own edge; the other board is ${s.boards[otherSide(side)]?.board ?? '?'}.`,
        examples: () => ['side left'],
      };
    case 'orient':
      return {
        title: 'Turn your board',
        text: 'You rolled 5 or 6: choose which numbered edge of your board faces you (1-4).',
        examples: () => ['orient 3'],
      };
    case 'brigades':
      return {
        title: 'Form your brigades',
        text: 'Divide your army into three brigades, each with one brigadier (secret until deployed), or send one line instead: preset 1 (3 line + guard + gun, the same, all cavalry) or preset 2 (4 line + gun, 2 line + 2 guard + gun, all cavalry).',
        examples: () => [
          'brigade 1: B1 L1 L2 L3 G1 A1',
          'brigade 2: B2 L4 L5 L6 G2 A2',
          'brigade 3: B3 H1 H2 C1 C2',
        ],
      };
    case 'deploy': {
      // The side's own brigades (secret from the other side: this prompt goes to this side only),
      // and an example that fits this army and this terrain: the default deployment of the next one.
      const waiting = undeployed(s, side);
      const members = (b: number) =>
        s.units.filter((u) => u.side === side && u.brigade === b).map((u) => u.id);
      return {
        title: `Deploy a brigade (${sideName(side)})`,
        text: `Deploy one whole brigade on ${deployRanks}, its units linked square by square. Your brigades waiting: ${waiting.map((b) => `${b} (${members(b).join(' ')})`).join('; ')}.`,
        examples: () => [formatTbOrder(autoDeploy(s, side, waiting[0] as number, 10))],
      };
    }
    case 'turn':
      return {
        title: `Player turn ${s.playerTurn}, ${sideName(side)} to move`,
        text: `Move, then fire, then melee: every unit in contact fights. Pair your units with enemy units, or let the default pair them.${blockedNote(s, side)}`,
        // Orders that are legal in this very position (the grammar is in the help): a few of the
        // random legal orders self-play would give, always the same for the same turn.
        examples: () => turnExample(s, side),
      };
    case 'over':
      return { title: 'Game over', text: '', examples: () => [] };
  }
}

export function prompts(s: TbState, opts: AwaitingOptions = {}): Prompt[] {
  return awaitedSides(s).map((side) => {
    const t = stepText(s, side);
    return {
      side,
      step: s.step,
      title: t.title,
      text: t.text,
      orderKinds: KINDS_BY_STEP[s.step],
      examples: opts.examples === false ? [] : t.examples(),
    };
  });
}

export function helpText(s: TbState, side: TbSide): string {
  const t = stepText(s, side);
  return [
    `Travel Battle — ${t.title}`,
    t.text,
    FIELD_NOTE,
    'Units: L1-L6 line, G1 G2 guard, H1 H2 heavy cavalry, C1 C2 light cavalry, A1 A2 artillery, B1-B3 brigadiers (or their names, e.g. "3rd Line").',
    'One order per line (or separate with ";"); "#" starts a comment.',
    'Orders for this step:',
    ...t.examples().map((e) => `  ${e}`),
    ...(s.step === 'turn'
      ? [
          'The grammar:',
          '  move <unit> <square> [<square>...]  (the path) or move <unit> to <square>',
          '  fire <gun> at <square>   square <unit>   unsquare <unit>   pass   offer draw',
          '  attack <square> [<enemy unit>] with <unit>   or   pair <unit> <square>',
        ]
      : []),
    ...STANDING_HELP,
  ].join('\n');
}
