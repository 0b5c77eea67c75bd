// Rule legality of a whole submission (the contract's `validate`), step by step.
import type { Problem } from '../core/contract';
import { boardById } from './data/load';
import { inDeployZone } from './field';
import type { TbOrder } from './order-types';
import { KINDS_BY_STEP } from './orders';
import { brigadeLines, brigadeProblems, deployProblem, undeployed } from './rules/deploy';
import { checkTurn } from './rules/turn';
import { isSide, sideName } from './state';
import type { TbSide, TbState } from './state';

const at = (o: TbOrder) => (o.line !== undefined ? { line: o.line } : {});

/** The sides that must submit in the current step. */
export function awaitedSides(s: TbState): TbSide[] {
  switch (s.step) {
    case 'quick':
    case 'board':
    case 'brigades':
      return ['red', 'blue'];
    case 'side':
      return s.chooser ? [s.chooser] : [];
    case 'orient':
      return s.orientPending;
    case 'deploy':
      return s.deployNext ? [s.deployNext] : [];
    case 'turn':
      return s.phasing ? [s.phasing] : [];
    case 'over':
      return [];
  }
}

function quickProblems(s: TbState, side: TbSide, orders: TbOrder[]): Problem[] {
  const out: Problem[] = [];
  const lines = brigadeLines(orders);
  if (lines.length > 0) out.push(...brigadeProblems(s, side, lines));
  for (const o of orders) {
    if (o.kind === 'board' && !boardById(o.board))
      out.push({ ...at(o), message: `there is no board ${o.board}` });
    if (o.kind === 'deploy') {
      for (const p of o.places)
        if (!inDeployZone(side, p.at))
          out.push({ ...at(o), message: `${p.at} is not within your first two ranks (TB-SETUP-8)` });
    }
  }
  return out;
}

export function validateOrders(s: TbState, sideName0: string, orders: TbOrder[]): Problem[] {
  if (!isSide(sideName0)) return [{ message: `no side '${sideName0}' in Travel Battle (red, blue)` }];
  const side = sideName0;
  if (!awaitedSides(s).includes(side)) return [{ message: `${sideName(side)} has nothing to submit now` }];
  const kinds = KINDS_BY_STEP[s.step];
  const wrong = orders.find(
    (o) =>
      o.kind !== 'standing' && o.kind !== 'pass' && !kinds.includes(o.kind === 'moveTo' ? 'move' : o.kind),
  );
  if (wrong)
    return [
      { ...at(wrong), message: `'${wrong.kind}' is not an order of this step; expected ${kinds.join(', ')}` },
    ];
  // TB-DEC-4/5: sending nothing is legal in every step; the documented default decides (the
  // service submits nothing for a side that missed its deadline).
  if (orders.length === 0) return [];
  switch (s.step) {
    case 'quick':
      return quickProblems(s, side, orders);
    case 'board':
      return orders.flatMap((o) =>
        o.kind === 'board' && !boardById(o.board)
          ? [{ ...at(o), message: `there is no board ${o.board}` }]
          : [],
      );
    case 'brigades': {
      const lines = brigadeLines(orders);
      return lines.length === 0
        ? [{ message: "give three 'brigade N: ...' lines or 'preset 1'" }]
        : brigadeProblems(s, side, lines);
    }
    case 'deploy': {
      const d = orders.filter((o) => o.kind === 'deploy');
      if (d.length !== 1)
        return [
          { message: `deploy one brigade (of ${undeployed(s, side).join(', ')}) with one 'deploy' line` },
        ];
      const p = deployProblem(s, side, d[0] as Extract<TbOrder, { kind: 'deploy' }>);
      return p ? [{ ...at(d[0] as TbOrder), message: p }] : [];
    }
    case 'turn':
      return checkTurn(s, side, orders).map((p) => {
        const o = orders[p.index] as TbOrder;
        return { ...at(o), message: p.message };
      });
    default:
      return [];
  }
}
