// Issue 41 through the service: the English write the owner's choices (STB-6.0c forage, STB-AMB-73
// displacement, STB-AMB-25 withdrawal split) as standing orders by reply; an ineligible choice is
// refused by line and changes nothing; the accepted ones come back in normal form and stay.
// On PGlite: the parsing does not depend on the database.
import { emailWorld, inbox, latestPrompt, replyMime, type EmailWorld } from '../email/support';
import { databases } from '../support/databases';

const players = { scots: 'wallace@example.org', english: 'edward@example.net' };

describe.each(databases().slice(0, 1))('owner choices by reply on %s', (_name, open) => {
  let world: EmailWorld;
  beforeAll(async () => {
    world = await emailWorld(open);
  });
  afterAll(async () => {
    await world.close();
  });

  async function reply(side: 'scots' | 'english', gameId: string, body: string): Promise<string> {
    const mail = await latestPrompt(world, players[side], gameId);
    if (!mail?.mail.replyTo) throw new Error(`no reply address in the ${side}' prompt`);
    await world.handle(Buffer.from(replyMime({ from: players[side], to: mail.mail.replyTo, body })), {
      door: 'smtp',
    });
    return (
      (await inbox(world, players[side], gameId)).filter((m) => m.kind === 'answer').at(-1)?.mail.text ?? ''
    );
  }

  test('STB-6.0c, STB-AMB-73, STB-AMB-25: choices by reply: refused by line when ineligible, kept when not', async () => {
    const { gameId } = await world.services.createGame({ game: 'scotland', players });
    await reply('english', gameId, 'default');
    await reply('scots', gameId, 'default');
    const view = await world.services.getSideView({ gameId, side: 'english' });
    const state = view.view as { units?: { id: string; hex: string; side: string }[] };
    const unit = (state.units ?? []).find((u) => u.side === 'english')!;
    expect(unit).toBeDefined();

    const refused = await reply(
      'english',
      gameId,
      `standing\nforage ${unit.hex}: remove ${unit.id}\ndisplace: ${unit.id} to 9999\nwithdraw ${unit.hex}: s999 to 0101\n`,
    );
    expect(refused).toContain('Your standing orders were NOT changed:');
    expect(refused).toMatch(/line 2\b[^\n]*9999/);
    expect(refused).toMatch(/line 3\b[^\n]*s999/);

    const kept = await reply('english', gameId, `standing\nforage ${unit.hex}: remove ${unit.id}\n`);
    expect(kept).toContain('Your standing orders are now:');
    expect(kept).toContain(`forage ${unit.hex}: remove ${unit.id}`);
    const status = await reply('english', gameId, 'status');
    expect(status).toContain(`forage ${unit.hex}: remove ${unit.id}`);
  }, 120_000);
});
