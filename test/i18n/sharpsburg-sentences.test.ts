// #17: every sentence Sharpsburg writes in self-play (prompts, events, results) reads in Japanese; a
// reworded English sentence that its Japanese pattern no longer matches fails here, not in a mail.
import { sharpsburg } from '../../src/games/sharpsburg/index';
import { untranslatedSentences } from '../support/untranslated';

test('#17: Sharpsburg prompts, events and results of seeded self-play all have their Japanese', () => {
  const { sentences, read } = untranslatedSentences(sharpsburg, 'ja', {
    games: Number(process.env.JA_GAMES ?? 4),
    seed: 'ja-sentences',
  });
  expect(read).toBeGreaterThan(100);
  expect(sentences).toEqual([]);
});
