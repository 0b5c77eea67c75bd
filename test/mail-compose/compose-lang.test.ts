// issue #17: golden mails in both languages, from a real Sharpsburg position and turn: the prompt,
// the report and the final mail as an English and as a Japanese reader get them.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readerOf } from '../../src/app/notices/reader';
import { SeededDice } from '../../src/games/core/dice';
import { createRng } from '../../src/games/core/rng';
import { sharpsburg } from '../../src/games/sharpsburg/index';
import type { Lang } from '../../src/i18n/index';
import { composeFinal, composePrompt, composeReport } from '../../src/mail/compose';
import { action, base, prompt as promptFixture } from './fixtures';

const GOLDEN = path.join(path.dirname(fileURLToPath(import.meta.url)), 'golden');
const SEED = 'ab'.repeat(32);

function golden(name: string, actual: string): void {
  const file = path.join(GOLDEN, name);
  if (process.env.UPDATE_GOLDEN === '1') {
    mkdirSync(GOLDEN, { recursive: true });
    writeFileSync(file, actual);
  }
  if (!existsSync(file)) throw new Error(`golden file ${name} is missing: run with UPDATE_GOLDEN=1`);
  expect(actual).toBe(readFileSync(file, 'utf8'));
}

// One real turn: the set-up, the Union's first orders, and what they caused.
const start = sharpsburg.setup({}, new SeededDice(SEED, 'golden', 0));
const [unionPrompt] = sharpsburg.awaiting(start);
const orders = sharpsburg.legalOrders(start, 'union', createRng('golden-lang'));
const turn = sharpsburg.resolve(
  start,
  { orders: { union: orders }, standing: {} },
  new SeededDice(SEED, 'golden', 1),
);
const [nextPrompt] = sharpsburg.awaiting(turn.state);

describe.each<Lang>(['en', 'ja'])('mails to a reader of %s', (lang) => {
  const union = readerOf({ module: sharpsburg, langs: { union: lang, confederate: lang } }, 'union');
  const confederate = readerOf(
    { module: sharpsburg, langs: { union: lang, confederate: lang } },
    'confederate',
  );
  const head = {
    ...base,
    lang,
    gameTitle: union.title,
    ...(union.sideNames ? { sideNames: union.sideNames } : {}),
  };

  test('golden: the first prompt', () => {
    const mail = composePrompt({
      ...head,
      ...action,
      prompt: union.prompt(start, unionPrompt!),
      seedHash: promptFixture.seedHash,
    });
    golden(`prompt-${lang}.txt`, `${mail.subject}\n\n${mail.text}`);
    golden(`prompt-${lang}.html`, mail.html);
  });

  test('golden: the report to the side that acts next', () => {
    const mail = composeReport({
      ...head,
      side: 'confederate',
      mailKey: 's1-report',
      stepTitle: confederate.sentence(unionPrompt!.title),
      events: confederate.events(turn.events),
      vp: { union: 0, confederate: 0 },
      next: { ...action, prompt: confederate.prompt(turn.state, nextPrompt!) },
    });
    golden(`report-${lang}.txt`, `${mail.subject}\n\n${mail.text}`);
  });

  test('golden: the final mail', () => {
    const mail = composeFinal({
      ...head,
      mailKey: 'final',
      result: union.result({
        winner: 'union',
        level: 'victory',
        score: { union: 12, confederate: 9 },
        summary: 'Union victory: Union 12 VP, Confederate 9 VP.',
      }),
      seed: SEED,
      seedHash: promptFixture.seedHash as string,
      recordUrl: 'https://despatch.example/game/GAMETOKEN/record',
    });
    golden(`final-${lang}.txt`, `${mail.subject}\n\n${mail.text}`);
  });
});
