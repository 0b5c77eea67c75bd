// The bot's judgement of a Travel Battle position (docs/bots.md, src/games/travel-battle/evaluate.ts):
// what the side that moves next can do counts, whichever side that is, since the search may end its
// look at the field after its own turn or after the enemy's reply.
import { evaluate } from '../../src/games/travel-battle/evaluate';
import { battle } from './helpers';

describe('Travel Battle bot: evaluation', () => {
  // Red's line infantry in the open within reach of Blue's heavy cavalry, which rolls an extra die
  // against it (TB-MELEE-11): the charge is Blue's to make if Blue moves next, not Red's to fear if
  // Red moves next.
  const field = 'red L1 e4\nred B1 d4\nblue H1 e7\nblue B3 f8';

  it('TB-MELEE-11: exposure to the enemy cavalry costs only when the enemy moves next', () => {
    const blueNext = evaluate(battle(field, 'blue'), 'red');
    const redNext = evaluate(battle(field, 'red'), 'red');
    expect(blueNext).toBeLessThan(redNext);
    // The same position read from Blue's side: better for Blue when Blue moves next.
    expect(evaluate(battle(field, 'blue'), 'blue')).toBeGreaterThan(evaluate(battle(field, 'red'), 'blue'));
  });

  it('TB-ART-2/3: the side to move next counts its guns against the enemy in range', () => {
    // Red's gun at range 3 of Blue's infantry, Blue with nothing that reaches Red.
    const guns = 'red A1 e4\nred B1 d4\nblue L1 e7\nblue B1 f8';
    expect(evaluate(battle(guns, 'red'), 'red')).toBeGreaterThan(evaluate(battle(guns, 'blue'), 'red'));
  });

  it('TB-VICTORY-1: a won game outweighs everything else', () => {
    const won = battle(field, 'blue');
    won.winner = 'red';
    expect(evaluate(won, 'red')).toBeGreaterThan(evaluate(battle(field, 'red'), 'red') + 500);
    expect(evaluate(won, 'blue')).toBeLessThan(-500);
  });
});
