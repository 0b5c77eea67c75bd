// The published shape of a game's record (`despatch game export`), as zod: `despatch verify` reads a
// record file through it, and docs/record.schema.json is its JSON Schema, written from it
// (test/records/record-schema.test.ts keeps the two the same).
import { z } from 'zod';

const hex = z.string().regex(/^[0-9a-f]+$/);
const when = z.string().describe('an ISO 8601 time');

const roll = z.object({
  purpose: z.string().describe('what the die decides'),
  sides: z.number().int().positive(),
  value: z.number().int().positive(),
});

/** An event of a report: its kind and sentence, the rules clause that decided it when it names one. */
const event = z.looseObject({
  kind: z.string(),
  text: z.string(),
  clause: z.string().optional().describe('the rules clause that decided it, e.g. STB-7.1.5c'),
  visibleTo: z.array(z.string()).optional(),
});

const submission = z.object({
  side: z.string(),
  text: z.string(),
  normal: z.array(z.string()),
  orders: z.array(z.unknown()),
  standing: z.string().nullable(),
  channel: z.string(),
  messageId: z.string().nullable(),
  contribution: hex.nullable().describe("the player's share of the step's dice (dice scheme 2)"),
  receivedAt: when,
  superseded: z.boolean(),
});

const ending = z.object({
  kind: z.enum(['resign', 'forfeit', 'draw', 'adjudicated', 'abandoned']),
  sides: z.array(z.string()),
  winner: z.string().nullable().optional(),
  reason: z.string().optional(),
});

const step = z.object({
  seq: z.number().int().positive(),
  title: z.string(),
  awaiting: z.array(z.string()),
  openedAt: when,
  deadline: when.nullable(),
  resolvedAt: when.nullable(),
  standingUsed: z.record(z.string(), z.string()).nullable(),
  lateSides: z.array(z.string()),
  extended: z.boolean(),
  ending: ending.nullable(),
  submissions: z.array(submission),
  events: z.array(event),
  rolls: z.array(roll),
  state: z.unknown(),
  position: z.string().nullable().describe("the state after the step as the game's position file"),
});

export const gameRecordSchema = z
  .object({
    format: z.literal('despatch-game-record'),
    version: z.literal(1),
    game: z.object({
      id: z.string(),
      number: z.number().int(),
      type: z.string(),
      title: z.string(),
      scenario: z.string(),
      status: z.enum(['active', 'paused', 'finished']),
      turnTimeSeconds: z.number(),
      seedHash: hex.describe('SHA-256 of the seed, shown before play'),
      seed: hex.nullable().describe('revealed once the game is over'),
      createdAt: when,
      handicap: z.string().optional(),
      options: z.record(z.string(), z.unknown()),
      rulesVersion: z
        .number()
        .int()
        .describe('the rules version the game was made with: verify replays the game under it'),
      diceScheme: z
        .union([z.literal(1), z.literal(2)])
        .optional()
        .describe("1 (or absent): a step's dice from the seed; 2: from the seed and the contributions"),
      finishedAt: when.nullable(),
      result: z.unknown(),
    }),
    sides: z.array(z.object({ side: z.string(), player: z.string().nullable(), standing: z.string() })),
    setup: z.object({ rolls: z.array(roll), state: z.unknown(), position: z.string().nullable() }),
    steps: z.array(step),
    organiserActions: z.array(z.object({ at: when, action: z.string(), reason: z.string() })),
  })
  .describe('The whole record of a Despatch game: every step, order, contribution and die');

/** The JSON Schema published as docs/record.schema.json. */
export function recordJsonSchema(): object {
  return z.toJSONSchema(gameRecordSchema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' });
}
