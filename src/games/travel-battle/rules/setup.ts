// The set-up steps (TB-SETUP-1..9, TB-AMB-25/26, TB-DEC-1..5), each resolved from the sides' orders;
// a side that sent nothing for a decision gets the documented default.
import type { EventLog } from '../../core/events';
import type { StepInput } from '../../core/contract';
import { ARMY, BOARDS } from '../data/load';
import type { OrderOf, TbOrder } from '../order-types';
import { RULES_VERSION, SIDES, otherSide, sideName } from '../state';
import type { TbSide, TbState } from '../state';
import { decisionEvent } from './policy';
import {
  applyDeploy,
  assignBrigades,
  autoDeploy,
  brigadeLines,
  brigadeProblems,
  deployProblem,
  undeployed,
} from './deploy';

export function initialState(options: Record<string, unknown>): TbState {
  const units = SIDES.flatMap((side) =>
    ARMY.map((a) => ({
      id: a.id,
      side,
      kind: a.kind,
      name: a.name,
      brigade: null,
      at: null,
      removed: false,
      reversedAt: null,
      formed: false,
      haltedAt: null,
    })),
  );
  return {
    game: 'travel-battle',
    rulesVersion: RULES_VERSION,
    scenario: 'standard',
    options,
    step: options.quickSetup ? 'quick' : 'board',
    boards: { red: null, blue: null },
    leftOwner: null,
    chooser: null,
    orientPending: [],
    deployNext: null,
    first: null,
    phasing: null,
    playerTurn: 0,
    units,
    destroyed: { red: [], blue: [] },
    drawOffer: null,
    winner: null,
  };
}

const find = <K extends TbOrder['kind']>(orders: TbOrder[] | undefined, k: K) =>
  (orders ?? []).find((o): o is OrderOf<K> => o.kind === k);

/** Both roll; ties are rerolled (TB-AMB-26). Returns the higher roller. */
export function contest(log: EventLog, what: string): TbSide {
  for (;;) {
    const r = log.roll(`Red's roll for ${what}`);
    const b = log.roll(`Blue's roll for ${what}`);
    if (r !== b) {
      const w = r > b ? 'red' : 'blue';
      log.push({ kind: 'contest', text: `${sideName(w)} wins the roll for ${what}.`, winner: w });
      return w;
    }
    log.push({ kind: 'contest', text: `Tie for ${what}: roll again.` });
  }
}

/** TB-SETUP-1/2, TB-DEC-1: boards chosen; the left/right roll; a board both chose goes to the higher roller. */
export function resolveBoards(s: TbState, input: StepInput<TbOrder>, log: EventLog): void {
  const ids = BOARDS.map((b) => b.id);
  const chosen: Partial<Record<TbSide, string>> = {};
  for (const side of SIDES) {
    const o = find(input.orders[side], 'board');
    if (o && ids.includes(o.board)) chosen[side] = o.board;
  }
  const winner = contest(log, 'left or right');
  const loser = otherSide(winner);
  for (const side of [winner, loser]) {
    const other = otherSide(side);
    const taken = side === loser ? s.boards[winner]?.board : undefined;
    let board = chosen[side];
    if (board === undefined || board === taken) {
      const free = ids.filter((id) => id !== taken && id !== chosen[other]);
      const pool = free.length > 0 ? free : ids.filter((id) => id !== taken);
      board =
        pool.length === 1
          ? (pool[0] as string)
          : (pool[log.roll(`board for ${sideName(side)}`, pool.length) - 1] as string);
      log.push(decisionEvent(side, 'default', `board ${board}`, 'TB-DEC-1 board'));
    }
    s.boards[side] = { board, orient: null };
    log.push({ kind: 'board', text: `${sideName(side)} brings board ${board}.`, side, board });
  }
  s.chooser = winner;
  s.step = 'side';
}

/** TB-SETUP-2/3, TB-DEC-2: the higher roller puts his board on his left or right; then TB-SETUP-4 rolls. */
export function resolveSide(s: TbState, input: StepInput<TbOrder>, log: EventLog): void {
  const chooser = s.chooser as TbSide;
  const o = find(input.orders[chooser], 'side');
  const choice = o?.choice ?? 'left';
  if (!o) log.push(decisionEvent(chooser, 'default', 'board on the left', 'TB-DEC-2 left or right'));
  // Left and right as the chooser sees the field: Blue's left is Red's right (TB-AMB-25).
  const ownLeftAsRedSees = (chooser === 'red') === (choice === 'left');
  s.leftOwner = ownLeftAsRedSees ? chooser : otherSide(chooser);
  log.push({
    kind: 'placed',
    text: `${sideName(chooser)} puts his board on his ${choice}: files a-j hold ${sideName(s.leftOwner)}'s board.`,
  });
  s.chooser = null;
  s.orientPending = [];
  for (const side of SIDES) {
    const roll = log.roll(`orientation of ${sideName(side)}'s board`);
    const b = s.boards[side];
    if (!b) continue;
    if (roll <= 4) {
      b.orient = roll;
      log.push({
        kind: 'orient',
        text: `${sideName(side)}'s board lies with edge ${roll} towards him.`,
        side,
      });
    } else s.orientPending.push(side);
  }
  s.step = s.orientPending.length > 0 ? 'orient' : 'brigades';
}

/** TB-SETUP-4, TB-DEC-3: on 5-6 the owner chooses; default as for a roll of 1. */
export function resolveOrient(s: TbState, input: StepInput<TbOrder>, log: EventLog): void {
  for (const side of s.orientPending) {
    const o = find(input.orders[side], 'orient');
    const b = s.boards[side];
    if (!b) continue;
    b.orient = o?.edge ?? 1;
    if (!o) log.push(decisionEvent(side, 'default', 'edge 1 towards him', 'TB-DEC-3 orientation'));
    log.push({
      kind: 'orient',
      text: `${sideName(side)} turns his board with edge ${b.orient} towards him.`,
      side,
    });
  }
  s.orientPending = [];
  s.step = 'brigades';
}

/** TB-SETUP-5, TB-DEC-4: secret brigades (events only to their owner); then the TB-SETUP-6 roll. */
export function resolveBrigades(s: TbState, input: StepInput<TbOrder>, log: EventLog): void {
  for (const side of SIDES) {
    let lines = brigadeLines(input.orders[side] ?? []);
    if (lines.length === 0 || brigadeProblems(s, side, lines).length > 0) {
      lines = brigadeLines([{ kind: 'preset', n: 1 }]);
      log.push({
        ...decisionEvent(side, 'default', 'the first example division (preset 1)', 'TB-DEC-4 brigades'),
        visibleTo: [side],
      });
    }
    assignBrigades(s, side, lines);
    for (const l of lines)
      log.push({
        kind: 'brigade',
        text: `${sideName(side)} brigade ${l.n}: ${l.units.join(' ')}.`,
        visibleTo: [side],
      });
  }
  log.push({ kind: 'brigades', text: 'Both armies are divided into three brigades.' });
  s.deployNext = contest(log, 'the first deployment');
  s.step = 'deploy';
}

/** One brigade of `side` deployed from its order, or by the TB-DEC-5 default. */
export function deployOne(s: TbState, side: TbSide, o: OrderOf<'deploy'> | undefined, log: EventLog): void {
  const problem = o ? deployProblem(s, side, o) : 'no deployment';
  let order = o;
  if (!o || problem) {
    const b = undeployed(s, side)[0] as number;
    order = autoDeploy(s, side, b, 10);
    log.push(
      decisionEvent(
        side,
        'default',
        `brigade ${b} centred on the home edge${o ? ` (${problem})` : ''}`,
        'TB-DEC-5 deployment',
      ),
    );
  }
  const d = order as OrderOf<'deploy'>;
  applyDeploy(s, side, d);
  log.push({
    kind: 'deploy',
    text: `${sideName(side)} deploys ${d.places.map((p) => `${p.unit} ${p.at}`).join(', ')}.`,
    side,
    places: d.places,
  });
}

/** After each brigade: the other side deploys next if it can; when all six are down, TB-SETUP-9. */
export function afterDeploy(s: TbState, side: TbSide, log: EventLog): void {
  const other = otherSide(side);
  if (undeployed(s, other).length > 0) s.deployNext = other;
  else if (undeployed(s, side).length > 0) s.deployNext = side;
  else {
    s.deployNext = null;
    s.first = contest(log, 'the first player');
    s.phasing = s.first;
    s.playerTurn = 1;
    s.step = 'turn';
  }
}

export function resolveDeploy(s: TbState, input: StepInput<TbOrder>, log: EventLog): void {
  const side = s.deployNext as TbSide;
  deployOne(s, side, find(input.orders[side], 'deploy'), log);
  afterDeploy(s, side, log);
}

/** The quick set-up: every set-up answer of both sides in one submission each. */
export function resolveQuick(s: TbState, input: StepInput<TbOrder>, log: EventLog): void {
  resolveBoards(s, input, log);
  resolveSide(s, input, log);
  if (s.step === 'orient') resolveOrient(s, input, log);
  resolveBrigades(s, input, log);
  const queues = Object.fromEntries(
    SIDES.map((x) => [x, (input.orders[x] ?? []).filter((o): o is OrderOf<'deploy'> => o.kind === 'deploy')]),
  );
  while (s.step === 'deploy') {
    const side = s.deployNext as TbSide;
    deployOne(s, side, queues[side]?.shift(), log);
    afterDeploy(s, side, log);
  }
}
