// Sample contexts for the compose tests: a Sharpsburg-like game, fixed ids and times.
import type { GameEvent } from '../../src/games/core/events';
import type { ActionContext, MailBase, PromptContext, ReportContext } from '../../src/mail/compose/types';

export const PNG_1PX = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  ),
);

export const base: MailBase = {
  gameId: 'g3k9x2m7qa',
  gameNumber: 12,
  gameTitle: 'Sharpsburg',
  side: 'union',
  to: 'mcclellan@example.com',
  from: 'Despatch <despatch@despatch.example>',
  mailDomain: 'despatch.example',
  mailKey: 'start',
  map: { png: PNG_1PX },
  gameUrl: 'https://despatch.example/game/GAMETOKEN',
};

export const action: ActionContext = {
  prompt: {
    side: 'union',
    step: 'union-turn',
    title: 'Turn 3 (08:30), Union to move',
    text: 'Hooker’s I Corps is engaged north of the Dunker Church.\nXII Corps has arrived at 1001.',
    orderKinds: ['move', 'attack', 'bombard', 'pass'],
    examples: ['move XII to 1010', 'attack 0806 with I, XII', 'bombard 0907 with A1'],
  },
  orderUrl: 'https://despatch.example/orders/ORDERTOKEN',
  replyToken: 'bqdaxyzq3k5m2n7p4r6s',
  deadline: '2026-11-24T18:00:00.000Z',
  standing: 'retreat prefer 1208\nlosses prefer PL',
};

export const prompt: PromptContext = {
  ...base,
  ...action,
  seedHash: '5f1d8a0e6c3b2a4978e0d1c2b3a4958675f4e3d2c1b0a9f8e7d6c5b4a3928170',
};

export const events: GameEvent[] = [
  { kind: 'move', text: 'XII Corps moved 1001 → 1003 → 1005.' },
  { kind: 'move', text: 'I Corps moved 0803 → 0804.' },
  {
    kind: 'battle',
    text: 'I Corps and XII Corps attack Jackson (JJ) at 0806: 12 to 5, odds 2-1 (woods -1: 1-1).',
  },
  { kind: 'roll', text: 'Die for CRT 1-1 attack on 0806: 5.' },
  { kind: 'result', text: 'Result DR: the defender retreats one hex.' },
  { kind: 'standing-order', text: 'Confederate standing order "retreat prefer 0707" applied.' },
  { kind: 'retreat', text: 'JJ retreated 0806 → 0707.' },
  { kind: 'advance', text: 'I Corps advanced into 0806.' },
  { kind: 'secret', text: 'Stuart scouted the Union rear.', visibleTo: ['confederate'] },
  { kind: 'reinforcement', text: 'McLaws (MC) arrives at 0512 next turn.' },
];

export const report: ReportContext = {
  ...base,
  mailKey: 's3-report',
  side: 'union',
  stepTitle: 'Turn 3 (08:30), Union to move',
  events,
  vp: { union: 3, confederate: 1 },
  next: {
    ...action,
    prompt: { ...action.prompt, title: 'Turn 4 (09:00), Union to move', text: 'The Confederates have held.' },
  },
};
