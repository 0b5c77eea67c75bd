// A whole game of Sharpsburg played only by email (test/email/play-by-email.ts), on both databases.
import { expectPlayedByEmail, playByEmail, SHARPSBURG } from './play-by-email';
import { runningService, serviceVariants, type RunningService } from './service-support';

describe.each(serviceVariants())('a whole Sharpsburg game by email on %s', (_name, pgUrl) => {
  let service: RunningService;
  beforeAll(async () => {
    service = await runningService(pgUrl);
  });
  afterAll(async () => {
    await service.close();
  });

  test('EMAIL-GAME-1: both players play to the end by replying; mistakes are answered and corrected', async () => {
    const { gameId, steps } = await playByEmail(service, SHARPSBURG);
    expect(steps).toBeGreaterThan(10);
    await expectPlayedByEmail(service, gameId);
  }, 300_000);
});
