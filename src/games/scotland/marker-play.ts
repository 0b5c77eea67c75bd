// What a strategy marker played says (which marker, on what), shared by the order that plays it and
// the answer to a live reaction that plays it (rules/live-reactions/pending.ts).
import { z } from 'zod';

/** A strategy marker played: which, and on what (an order, or an answer to a live reaction). */
export const markerPlay = {
  marker: z.string(),
  target: z.string().optional(),
  hex: z.string().optional(),
  unitKind: z.enum(['infantry', 'cavalry']).optional(),
  keepEnglish: z.boolean().optional(),
  to: z.string().optional(),
};
