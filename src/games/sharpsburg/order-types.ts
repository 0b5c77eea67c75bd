// The orders, as parsed from text (orders.ts) and stored by the service.
import { z } from 'zod';

const line = z.number().int().optional();

export const orderSchema = z.discriminatedUnion('kind', [
  /** Either an explicit path (hexes entered, in order) or a destination (cheapest legal path). */
  z.object({
    kind: z.literal('move'),
    unit: z.string(),
    path: z.array(z.string()).optional(),
    to: z.string().optional(),
    line,
  }),
  /** `bombard` marks an artillery-only attack written with the bombard verb (SH-ART-1). */
  z.object({
    kind: z.literal('attack'),
    target: z.string(),
    units: z.array(z.string()).min(1),
    bombard: z.boolean().optional(),
    /** The attacker's choice of EX losses, most willing first (SH-AMB-14). */
    lose: z.array(z.string()).optional(),
    /** The attacker's AR retreat preference (his own choice, SH-AMB-16). */
    retreat: z.array(z.string()).optional(),
    line,
  }),
  z.object({ kind: z.literal('limber'), unit: z.string(), line }),
  z.object({ kind: z.literal('unlimber'), unit: z.string(), line }),
  z.object({ kind: z.literal('pass'), line }),
]);
export type Order = z.infer<typeof orderSchema>;
export type MoveOrder = Extract<Order, { kind: 'move' }>;
export type AttackOrder = Extract<Order, { kind: 'attack' }>;
