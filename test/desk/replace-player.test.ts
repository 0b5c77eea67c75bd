// The organiser replaces a player who left: the side's seat goes up, the former player's reply
// address stops acting (they are told why) and the new player plays on with links of their own.
// Real services, engine and pipeline on both databases.
import { createRng } from '../../src/games/core/rng';
import { verifyLink, isTokenError } from '../../src/security/tokens';
import { databases } from '../support/databases';
import {
  emailWorld,
  inbox,
  latestPrompt,
  legalText,
  PLAYERS,
  replyMime,
  replyTo,
  snapshot,
  type EmailWorld,
} from '../email/support';

const NEW = 'carol.new@example.com';

describe.each(databases())('replacing a player on %s', (_name, open) => {
  let world: EmailWorld;
  beforeAll(async () => {
    world = await emailWorld(open);
  });
  afterAll(async () => {
    await world.close();
  });

  const send = (from: string, to: string, body: string) =>
    world.handle(Buffer.from(replyMime({ from, to, body })), { door: 'smtp' });

  test('#15: the new player gets the turn with links of their own; the former player is told, and so is the opponent', async () => {
    const { gameId } = await world.services.createGame({ game: 'sharpsburg', players: PLAYERS });
    const done = await world.services.desk.replacePlayer({
      gameId,
      side: 'union',
      email: ' Carol.New@Example.com ',
      reason: 'Ann moved abroad',
    });
    expect(done).toEqual({ side: 'union', seat: 1, player: NEW });
    expect(await world.services.seatOf(gameId, 'union')).toBe(1);

    const former = (await inbox(world, PLAYERS.union, gameId)).at(-1)?.mail;
    expect(former?.subject).toMatch(/You no longer play this game/);
    expect(former?.text).toContain(
      'The organiser has given your side (Union) to another player: Ann moved abroad',
    );
    const opponent = (await inbox(world, PLAYERS.confederate, gameId)).at(-1)?.mail;
    expect(opponent?.text).toContain(
      'The organiser has given the Union side to another player: Ann moved abroad',
    );

    const prompt = await latestPrompt(world, NEW, gameId);
    expect(prompt?.mail.text).toContain('The organiser has given you the Union side of Battle of Sharpsburg');
    const link = /\/orders\/([A-Za-z0-9_.-]+)/.exec(prompt?.mail.text ?? '')?.[1] as string;
    const claims = verifyLink(world.services.config.secret, link);
    expect(!isTokenError(claims) && claims.seat).toBe(1);

    const desk = await world.services.desk.game(gameId);
    expect(desk.players.find((p) => p.side === 'union')?.email).toBe(NEW);
    const record = await world.services.exportGame(gameId);
    expect(record.organiserActions).toEqual([
      expect.objectContaining({ action: 'replace', reason: 'Ann moved abroad' }),
    ]);
  });

  test("#15: a reply on the former player's address changes nothing and tells them why; the new player's reply is played", async () => {
    const { gameId, number } = await world.services.createGame({ game: 'sharpsburg', players: PLAYERS });
    await world.services.desk.replacePlayer({ gameId, side: 'union', email: NEW, reason: 'left the club' });
    const before = await snapshot(world, gameId);
    const orders = await legalText(world.services, gameId, 'union', createRng('replace'));

    await send(PLAYERS.union, replyTo(world, number, 'union', 1), orders);
    expect(await snapshot(world, gameId)).toEqual(before);
    const refusal = (await inbox(world, PLAYERS.union)).filter((m) => m.kind === 'refusal').at(-1)?.mail;
    expect(refusal?.text).toContain(
      'The organiser has given your side (Union) of this game to another player',
    );
    // The new player's own address is not the old one: the same token from them is not theirs.
    await send(NEW, replyTo(world, number, 'union', 1), orders);
    expect(await snapshot(world, gameId)).toEqual(before);

    const prompt = await latestPrompt(world, NEW, gameId);
    await send(NEW, prompt?.mail.replyTo as string, orders);
    const after = await snapshot(world, gameId);
    expect(after.subs).toHaveLength(1);
    expect(after.game.current_step).toBe(2);
  });

  test("#15: the former player's refusal is in the language they chose, the side named in it", async () => {
    const { gameId, number } = await world.services.createGame({ game: 'sharpsburg', players: PLAYERS });
    await world.services.hub.preferences({ email: PLAYERS.union, lang: 'ja' });
    await world.services.desk.replacePlayer({ gameId, side: 'union', email: NEW, reason: 'left' });
    const orders = await legalText(world.services, gameId, 'union', createRng('replace-ja'));
    await send(PLAYERS.union, replyTo(world, number, 'union', 1), orders);
    const refusal = (await inbox(world, PLAYERS.union)).filter((m) => m.kind === 'refusal').at(-1)?.mail;
    expect(refusal?.subject).toContain('メールを受け付けませんでした');
    expect(refusal?.text).toContain('あなたの陣営（北軍）を別のプレイヤーに任せた');
    await world.services.hub.preferences({ email: PLAYERS.union, lang: 'en' });
  });

  test('#15: a bad address, an unknown side or the same player is refused and nothing changes', async () => {
    const { gameId } = await world.services.createGame({ game: 'sharpsburg', players: PLAYERS });
    const before = await snapshot(world, gameId);
    const replace = (side: string, email: string, reason = 'r') =>
      world.services.desk.replacePlayer({ gameId, side, email, reason });
    await expect(replace('union', 'not an address')).rejects.toThrow(/name@domain/);
    await expect(replace('martians', NEW)).rejects.toThrow(/sides are/);
    await expect(replace('union', PLAYERS.union)).rejects.toThrow(/plays Union already/);
    await expect(replace('union', NEW, ' ')).rejects.toThrow(/reason/);
    expect(await snapshot(world, gameId)).toEqual(before);
    expect(await world.services.seatOf(gameId, 'union')).toBe(0);
  });
});
