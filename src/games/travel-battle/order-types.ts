// The orders of Travel Battle as data. `line` is the 1-based line of the submitted text, when parsed.
import { z } from 'zod';

const line = z.number().int().optional();
const sq = z.string();

export const policySchema = z.discriminatedUnion('policy', [
  z.object({ policy: z.literal('reroll'), threshold: z.number().int().nullable() }),
  z.object({ policy: z.literal('pushback'), prefer: z.array(z.enum(['straight', 'left', 'right'])) }),
  z.object({ policy: z.literal('flee'), prefer: sq.nullable() }),
  z.object({ policy: z.literal('brigadier'), unit: z.string().nullable(), prefer: sq }),
  z.object({ policy: z.literal('stacked'), first: z.string() }),
]);
export type Policy = z.infer<typeof policySchema>;

export const orderSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('board'), board: z.string(), line }),
  z.object({ kind: z.literal('side'), choice: z.enum(['left', 'right']), line }),
  z.object({ kind: z.literal('orient'), edge: z.number().int().min(1).max(4), line }),
  z.object({ kind: z.literal('brigade'), n: z.number().int(), units: z.array(z.string()), line }),
  z.object({ kind: z.literal('preset'), n: z.number().int(), line }),
  z.object({
    kind: z.literal('deploy'),
    places: z.array(z.object({ unit: z.string(), at: sq })),
    line,
  }),
  z.object({ kind: z.literal('move'), unit: z.string(), path: z.array(sq), line }),
  z.object({ kind: z.literal('moveTo'), unit: z.string(), to: sq, line }),
  z.object({ kind: z.literal('fire'), unit: z.string(), at: sq, line }),
  z.object({ kind: z.literal('square'), unit: z.string(), line }),
  z.object({ kind: z.literal('unsquare'), unit: z.string(), line }),
  z.object({
    kind: z.literal('attack'),
    unit: z.string(),
    at: sq,
    target: z.string().optional(),
    line,
  }),
  z.object({ kind: z.literal('pass'), line }),
  z.object({ kind: z.literal('offer'), line }),
  z.object({ kind: z.literal('standing'), rule: policySchema, line }),
]);
export type TbOrder = z.infer<typeof orderSchema>;
export type OrderOf<K extends TbOrder['kind']> = Extract<TbOrder, { kind: K }>;
