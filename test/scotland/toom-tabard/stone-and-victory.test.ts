// STB-13.7 the Stone of Scone (STB-AMB-62) and STB-13.8 victory in The Toom Tabard (STB-AMB-63,
// STB-AMB-57).
import type { GameEvent } from '../../../src/games/core/events';
import { scotland } from '../../../src/games/scotland';
import { killLeader } from '../../../src/games/scotland/rules/leaders';
import { toomTabardScore } from '../../../src/games/scotland/rules/victory-toom-tabard';
import type { State } from '../../../src/games/scotland/state';
import { englishTurn, lead, muster, play, put, texts } from '../helpers';
import { leader, ttBoard } from './helpers';

function sconeBoard(): State {
  const s = englishTurn(ttBoard(1));
  put(s, 'english', '0702');
  lead(s, 'steward', '0305');
  put(s, 'scots', '0305');
  lead(s, 'douglas', '0507');
  lead(s, 'bruce', '0608', 'neutral');
  lead(s, 'wallace', '0504');
  lead(s, 'murray', '0504');
  put(s, 'scots', '0504');
  return s;
}

test('STB-13.7, STB-AMB-62: the first English combat unit into Scone takes the Stone; every pro-Scottish noble is rolled for at once as by an English Influence Noble, Balliol and Comyn excepted', () => {
  // Steward rolls 1 (turned; his units' die 1), Douglas rolls 6 (stays).
  const r = play(sconeBoard(), 'english', 'march 0702 to Scone', [1, 1, 6]);
  const t = texts(r.events);
  expect(t).toContain('The English take Scone, and with it the Stone of Scone (STB-13.7).');
  expect(t).toContain(
    'Edward sends the Stone of Scone to Westminster: each pro-Scottish noble is tested as by an English Influence Noble (STB-13.7).',
  );
  expect(t).toContain('Die for Influence Noble on Steward: 1.');
  expect(t).toContain('Die for Influence Noble on Douglas: 6.');
  expect(t).not.toMatch(/Influence Noble on (Balliol|Comyn|Bruce)/);
  expect(leader(r.state, 'steward').status).toBe('neutral');
  expect(leader(r.state, 'douglas').status).toBe('active');
  expect(leader(r.state, 'wallace').status).toBe('active');
  expect(r.state.stone).toBe('taken');
});

test('STB-13.7, STB-AMB-62: the Stone goes once; entering Scone again rolls nothing, and losing Scone does not bring it back', () => {
  const first = play(sconeBoard(), 'english', 'march 0702 to Scone', [6, 6]);
  expect(first.state.stone).toBe('taken');
  const again = englishTurn({
    ...first.state,
    step: 'player-turn',
    playerTurn: 0,
    marchesLeft: 3,
    moves: {},
  });
  const u = again.units.find((x) => x.side === 'english')!;
  u.hex = '0702';
  const r = play(again, 'english', 'march 0702 to Scone', []);
  expect(texts(r.events)).not.toMatch(/Stone/);
  r.state.units = r.state.units.filter((x) => x.side !== 'english');
  r.state.loyalty.Scone = 'scots';
  expect(toomTabardScore(r.state).why.english).toContain('the Stone of Scone');
});

test('STB-13.7: the Stone does not exist in The Rebellion', () => {
  const s = sconeBoard();
  s.scenario = 'rebellion';
  const r = play(s, 'english', 'march 0702 to Scone', []);
  expect(r.state.stone).toBeUndefined();
  expect(texts(r.events)).not.toMatch(/Stone/);
});

/** Nobles and cities for scoring: Bruce neutral, the others pro-Scottish, Balliol and Comyn free. */
function scoring(): State {
  const s = ttBoard(7);
  for (const [id, hex] of Object.entries({
    steward: '0305',
    douglas: '0507',
    lindsay: '0306',
    wishart: '0405',
  }))
    lead(s, id, hex);
  lead(s, 'bruce', '0608', 'neutral');
  lead(s, 'wallace', '0504');
  lead(s, 'murray', '0504');
  return s;
}

test('STB-13.8a, STB-AMB-63: the Scots score 1 for each pro-Scottish noble, Balliol and Comyn included while free, and 1 for more Scottish cities', () => {
  const s = scoring();
  for (const c of ['Renfrew', 'Douglas', 'Irvine', 'Glasgow', 'Stirling', 'Berwick', 'Scone'])
    s.loyalty[c] = 'scots';
  expect(toomTabardScore(s).points.scots).toBe(6); // 7 of the 25 Scottish cities are not more
  for (const c of ['Edinburgh', 'Dunbar', 'Ayr', 'Lanark', 'Dumfries', 'Roxburgh']) s.loyalty[c] = 'scots';
  expect(toomTabardScore(s)).toMatchObject({ points: { scots: 7, english: 1 } });
  expect(toomTabardScore(s).why.scots).toEqual([
    'Balliol free',
    'Comyn free',
    'Steward pro-Scottish',
    'Douglas pro-Scottish',
    'Lindsay pro-Scottish',
    'Wishart pro-Scottish',
    'more Scottish cities (13 to 12)',
  ]);
});

test('STB-13.8b, STB-AMB-63: the English score each neutral noble, more Scottish cities, the Stone, and Balliol and Comyn killed or captured; nobles dead on the track count for neither side', () => {
  const s = scoring();
  s.stone = 'taken';
  Object.assign(leader(s, 'wallace'), { status: 'out', hex: null, dead: true });
  Object.assign(leader(s, 'murray'), { status: 'out', hex: null, captured: true });
  Object.assign(leader(s, 'steward'), { status: 'out', hex: null, dead: true, returnTurn: 9 });
  lead(s, 'douglas', '0507', 'neutral');
  expect(toomTabardScore(s).why.english).toEqual([
    'Balliol killed',
    'Comyn captured',
    'Bruce neutral',
    'Douglas neutral',
    'more Scottish cities (25 to 0)',
    'the Stone of Scone',
  ]);
  expect(toomTabardScore(s).why.scots).toEqual(['Lindsay pro-Scottish', 'Wishart pro-Scottish']);
});

test('STB-13.8a, STB-13.8b, STB-AMB-63: after October 1296 the higher total wins and equal totals draw', () => {
  const scots = muster(scoring(), {}, Array(80).fill(1));
  expect(scots.state.result).toMatchObject({ winner: 'scots', level: 'on points' });
  expect(scots.state.result!.summary).toMatch(
    /^The Scots score 6 points \(Balliol free, .*\), the English 2 points \(Bruce neutral, more Scottish cities \(25 to 0\)\): Scottish victory \(STB-13\.8a\)\.$/,
  );
  const level = scoring();
  for (const id of ['steward', 'douglas', 'lindsay']) lead(level, id, leader(level, id).hex!, 'neutral');
  level.stone = 'taken';
  // Scots: Balliol, Comyn, Wishart = 3; English: Bruce, Steward, Douglas, Lindsay, cities, Stone = 6.
  expect(muster(level, {}, Array(80).fill(1)).state.result).toMatchObject({ winner: 'english' });
  const even = scoring();
  for (const id of ['steward', 'douglas']) lead(even, id, leader(even, id).hex!, 'neutral');
  // Scots: Balliol, Comyn, Lindsay, Wishart = 4; English: Bruce, Steward, Douglas, cities = 4.
  expect(muster(even, {}, Array(80).fill(1)).state.result).toMatchObject({ winner: null, level: 'draw' });
});

test('STB-13.8c, STB-AMB-57: if Edward is killed Scotland wins at once; Balliol killed decides nothing (12.3.4 does not apply)', () => {
  const s = ttBoard(2);
  lead(s, 'edward', '1108');
  lead(s, 'wallace', '0504');
  const events: GameEvent[] = [];
  killLeader(s, 'wallace', events);
  expect(s.result).toBeNull();
  killLeader(s, 'edward', events);
  expect(s.result).toEqual({
    winner: 'scots',
    level: 'sudden death',
    summary: 'King Edward is dead: Scottish victory (STB-13.8c).',
  });
  expect(s.step).toBe('over');
});

test('STB-13.7, STB-13.1c: the position file keeps the scenario, the taken Stone and a captured leader', () => {
  const s = scoring();
  s.stone = 'taken';
  Object.assign(leader(s, 'murray'), { status: 'out', hex: null, captured: true });
  const text = scotland.position.write(s);
  expect(text).toContain('scenario toom-tabard');
  expect(text).toContain('stone taken');
  expect(text).toContain('leader murray out - captured');
  expect(scotland.position.read(text)).toEqual(s);
});
