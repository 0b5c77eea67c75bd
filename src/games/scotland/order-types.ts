// The orders of Scotland the Brave, as plain data (zod). The text grammar is in orders.ts.
import { z } from 'zod';
import type { BattlePlan } from './rules/battle';
import { markerPlay } from './marker-play';

const leg = z.object({ ids: z.array(z.string()), to: z.string() });
/** How the order names its leaders where the scenario renames a counter (Balliol for the Wallace
 *  counter, STB-13.1a): leader id to word, for its normal form only. */
const named = z.record(z.string(), z.string()).optional();

export const orderSchema = z.discriminatedUnion('kind', [
  /** STB-12.1.3a (STB-DEC-20): the five garrison cities. */
  z.object({ kind: z.literal('garrison'), cities: z.array(z.string()) }),
  /** STB-12.1.3b: an English leader with one of the garrisons. */
  z.object({ kind: z.literal('post'), leader: z.string(), city: z.string() }),
  /** STB-12.1.4: Wallace's starting hex. */
  z.object({ kind: z.literal('start'), hex: z.string() }),
  /** STB-4.2 / 8.1: a leader's initiative move; `otherwise` is what to do if the check fails. */
  z.object({
    kind: z.literal('lead'),
    leader: z.string(),
    from: z.string(),
    legs: z.array(leg),
    otherwise: z.enum(['march', 'stay']),
    named,
  }),
  /** STB-4.0: one March moves units starting in one hex; each leg sends some of them somewhere. */
  z.object({ kind: z.literal('march'), from: z.string(), legs: z.array(leg), named }),
  /** The attacker's plan for one battle (rules/battle, BATTLES.md). */
  z.object({
    kind: z.literal('battle'),
    hex: z.string(),
    plan: z.custom<BattlePlan>((v) => typeof v === 'object' && v !== null),
  }),
  /** STB-3.3a / 11.2.2: advance one unit (or `none`). */
  z.object({ kind: z.literal('advance'), unit: z.string() }),
  /** STB-3.3b / 9.1: where one levy goes and of what type. */
  z.object({ kind: z.literal('levy'), unitKind: z.enum(['infantry', 'cavalry']), hex: z.string() }),
  /** STB-6.0c, STB-DEC-17: which units of one stack forage away (rules/choices/forage-text.ts). */
  z.object({ kind: z.literal('forage'), hex: z.string(), ids: z.array(z.string()) }),
  /** STB-10.0: a strategy marker from the hand (rules/markers/grammar.ts). */
  z.object({ kind: z.literal('play'), ...markerPlay, after: z.boolean().optional() }),
  /** STB-14.1.1 (option northLevies): the Scots' two levies from the north, once a game. */
  z.object({
    kind: z.literal('north-levy'),
    levies: z.array(z.object({ unitKind: z.enum(['infantry', 'cavalry']), hex: z.string() })),
  }),
  /** Option liveReactions: one line answering an owner's choice (rules/live-reactions/choice.ts). */
  z.object({ kind: z.literal('choice'), line: z.string() }),
  z.object({ kind: z.literal('pass') }),
]);
export type Order = z.infer<typeof orderSchema>;
export type Leg = z.infer<typeof leg>;
