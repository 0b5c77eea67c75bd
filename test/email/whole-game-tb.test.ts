// A whole game of Travel Battle played only by email (test/email/play-by-email.ts), on both databases:
// quick set-up, so both sides have a prompt open at once; then alternating turns to the end.
import { expectPlayedByEmail, playByEmail, TRAVEL_BATTLE } from './play-by-email';
import { runningService, serviceVariants, type RunningService } from './service-support';

describe.each(serviceVariants())('a whole Travel Battle game by email on %s', (_name, pgUrl) => {
  let service: RunningService;
  beforeAll(async () => {
    service = await runningService(pgUrl);
  });
  afterAll(async () => {
    await service.close();
  });

  test('EMAIL-GAME-2: quick set-up (both sides at once), then played to the end by replying', async () => {
    const { gameId, steps } = await playByEmail(service, TRAVEL_BATTLE);
    expect(steps).toBeGreaterThan(2);
    await expectPlayedByEmail(service, gameId);
  }, 600_000);
});
