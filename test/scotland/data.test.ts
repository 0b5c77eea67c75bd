// The static data of Scotland the Brave: each test checks a fact the rules state or a property the
// reconstruction (DATA.md) promises, so a bad edit of a JSON file fails here.
import { distance, isAdjacent } from '../../src/games/core/hex';
import {
  BORDER_SIDES,
  CITIES,
  COUNTER_MIX,
  FIRTH_SIDES,
  FORAGE,
  LEADERS,
  MAP,
  MOVEMENT,
  NORTH_EDGE,
  RIVER_SIDES,
  SETUP_REBELLION,
  SETUP_TOOM_TABARD,
  SOUTH_EDGE,
  STRATEGY_MARKERS,
  TEC,
  TURNS,
  cityAt,
  counterLimit,
  forageLimit,
  hexOf,
  homeCityOf,
  isBorderBetween,
  isFirthBetween,
  isLand,
  isRiverBetween,
  leaderById,
  mapNeighbours,
  tecRow,
  tecTerrainOf,
  terrainOf,
  unitType,
} from '../../src/games/scotland/data';

const land = [...MAP.values()].filter((h) => h.terrain !== 'sea');

describe('map (STB-2.3, STB-DATA-1)', () => {
  test('STB-2.3a: a numbered hex grid of 12 columns by 11 rows, every id CCRR', () => {
    expect(MAP.size).toBe(132);
    expect(MAP.get('0101')).toMatchObject({ col: 1, row: 1 });
    expect(MAP.get('1211')).toMatchObject({ col: 12, row: 11 });
  });

  test('STB-2.4: one hex is 15 miles, so Edinburgh to Berwick (about 50 miles) is 3-4 hexes', () => {
    expect(distance(hexOf('Edinburgh')!, hexOf('Berwick')!)).toBeGreaterThanOrEqual(3);
    expect(distance(hexOf('Edinburgh')!, hexOf('Berwick')!)).toBeLessThanOrEqual(4);
    expect(distance(hexOf('Glasgow')!, hexOf('Edinburgh')!)).toBe(3); // about 45 miles
  });

  test('STB-2.3b: the dotted border has Scotland to the north and England to the south', () => {
    expect(BORDER_SIDES.length).toBeGreaterThan(5);
    for (const side of BORDER_SIDES) {
      const [a, b] = side.split('/').map((h) => MAP.get(h)!);
      expect(new Set([a!.country, b!.country])).toEqual(new Set(['scotland', 'england']));
    }
    expect(isBorderBetween('1005', '1006')).toBe(true); // the Tweed below Berwick
    expect(MAP.get('0101')!.country).toBe('scotland');
    expect(MAP.get('1211')!.country).toBe('england');
  });

  test('STB-2.3a: the map runs from the Firth of Forth south to the border and beyond it', () => {
    expect(isFirthBetween('0603', '0604')).toBe(true); // Dunfermline cannot cross to Linlithgow
    expect(isRiverBetween('0503', '0504')).toBe(true); // Stirling Bridge (STB-AMB-86)
    expect(terrainOf('0204')).toBe('sea'); // the Firth of Clyde
  });

  test('STB-TEC.river, STB-AMB-86: every river and firth hexside lies between two land hexes', () => {
    for (const side of [...RIVER_SIDES, ...FIRTH_SIDES]) {
      const [a, b] = side.split('/');
      expect(isAdjacent(a!, b!)).toBe(true);
      expect(isLand(a!) && isLand(b!)).toBe(true);
    }
  });

  test('STB-14.2.1a: a land hex touching an all-sea hex or a firth is coastal, and a sea hex never is', () => {
    for (const h of MAP.values()) {
      if (h.terrain === 'sea') {
        expect(h.coastal).toBe(false);
        continue;
      }
      const bySea = mapNeighbours(h.id).some((n) => terrainOf(n) === 'sea');
      const byFirth = mapNeighbours(h.id).some((n) => isFirthBetween(h.id, n));
      if (bySea || byFirth) expect(`${h.id} coastal ${h.coastal}`).toBe(`${h.id} coastal true`);
    }
  });

  test('STB-AMB-86: every land hex is reachable from every other without crossing sea or a firth', () => {
    const seen = new Set([land[0]!.id]);
    const todo = [land[0]!.id];
    while (todo.length) {
      const h = todo.pop()!;
      for (const n of mapNeighbours(h)) {
        if (!isLand(n) || isFirthBetween(h, n) || seen.has(n)) continue;
        seen.add(n);
        todo.push(n);
      }
    }
    expect(seen.size).toBe(land.length);
  });

  test('STB-9.2.2b, STB-9.2.1c: north edge land hexes in row 01, south edge English hexes in row 11', () => {
    expect(NORTH_EDGE.length).toBeGreaterThan(5);
    expect(NORTH_EDGE.every((h) => h.endsWith('01') && isLand(h))).toBe(true);
    expect(SOUTH_EDGE.length).toBeGreaterThan(3);
    expect(SOUTH_EDGE.every((h) => h.endsWith('11') && MAP.get(h)!.country === 'england')).toBe(true);
  });
});

describe('cities (STB-DATA-1, STB-DATA-8, STB-AMB-50)', () => {
  test('STB-12.3.1b: 30 cities, each in its own land hex', () => {
    expect(CITIES).toHaveLength(30);
    expect(new Set(CITIES.map((c) => c.hex)).size).toBe(30);
    for (const c of CITIES) {
      expect(isLand(c.hex)).toBe(true);
      expect(cityAt(c.hex)?.name).toBe(c.name);
      expect(MAP.get(c.hex)!.country).toBe(c.country);
    }
  });

  test('STB-TEC.major-city-list: only Edinburgh, Glasgow and Berwick are major cities', () => {
    expect(CITIES.filter((c) => c.major).map((c) => c.name)).toEqual(['Edinburgh', 'Berwick', 'Glasgow']);
    expect(TEC.majorCities).toEqual(['Edinburgh', 'Glasgow', 'Berwick']);
    expect(tecTerrainOf(hexOf('Glasgow')!)).toBe('major-city');
    expect(tecTerrainOf(hexOf('Stirling')!)).toBe('city');
  });

  test('STB-11.1a, STB-11.1.2: 25 Scottish cities have loyalty markers, the 5 English cities none', () => {
    expect(CITIES.filter((c) => c.loyaltyMarker)).toHaveLength(25);
    const english = CITIES.filter((c) => c.country === 'england');
    expect(english.map((c) => c.name).sort()).toEqual([
      'Carlisle',
      'Cockermouth',
      'Hexham',
      'Newcastle',
      'Rothbury',
    ]);
    expect(english.some((c) => c.loyaltyMarker)).toBe(false);
  });

  test('STB-13.7, STB-12.1.3c, STB-13.2.1b: the named cities are on the map on the right side', () => {
    for (const name of ['Scone', 'Berwick', 'Edinburgh', 'Glasgow'])
      expect(cityAt(hexOf(name)!)?.country).toBe('scotland');
    for (const name of ['Carlisle', 'Cockermouth', 'Rothbury'])
      expect(cityAt(hexOf(name)!)?.country).toBe('england');
    expect(hexOf('berwick')).toBe(hexOf('Berwick'));
    expect(hexOf('Atlantis')).toBeUndefined();
  });

  test('STB-DATA-1: the four cities moved off a shared hex (Dunfermline, Bothwell, Dumbarton, Dumfries) say why', () => {
    expect(CITIES.filter((c) => c.moved).map((c) => c.name)).toEqual([
      'Dunfermline',
      'Bothwell',
      'Dumbarton',
      'Dumfries',
    ]);
  });
});

describe('counters (STB-2.0, STB-2.2, STB-DATA-2)', () => {
  test('STB-2.0: the counter mix adds up to 140', () => {
    const combat = COUNTER_MIX.combat.reduce((n, e) => n + e.count, 0);
    const markers = STRATEGY_MARKERS.reduce((n, m) => n + m.count, 0);
    expect(combat).toBe(61);
    expect(markers).toBe(COUNTER_MIX.strategyMarkers);
    const total =
      combat + COUNTER_MIX.leaders + COUNTER_MIX.loyaltyMarkers + markers + COUNTER_MIX.admin.length;
    expect(total).toBe(140);
    expect(COUNTER_MIX.total).toBe(140);
    expect(COUNTER_MIX.leaders).toBe(LEADERS.length);
  });

  test('STB-2.2a: every unit has a full and a reduced side, reduced no stronger; values 1 (levy foot) to 4', () => {
    expect(unitType('infantry', 'levy').full).toBe(1);
    expect(unitType('cavalry', 'elite').full).toBe(4);
    for (const k of ['infantry', 'cavalry'] as const) {
      expect(unitType(k, 'levy').full).toBeLessThan(unitType(k, 'regular').full);
      expect(unitType(k, 'regular').full).toBeLessThan(unitType(k, 'elite').full);
      for (const g of ['levy', 'regular', 'elite'] as const)
        expect(unitType(k, g).reduced).toBeLessThanOrEqual(unitType(k, g).full);
    }
  });

  test('STB-4.1a: infantry 4, cavalry 5, leaders 6', () => {
    expect(MOVEMENT).toEqual({ infantry: 4, cavalry: 5, leader: 6 });
  });

  test('STB-9.2.1a, STB-12.1.3: the mix holds every unit the set-ups and reinforcements name', () => {
    expect(counterLimit('english', 'infantry', 'regular')).toBeGreaterThanOrEqual(9); // 5 + 4
    expect(counterLimit('english', 'cavalry', 'elite')).toBeGreaterThanOrEqual(1);
    expect(counterLimit('scots', 'infantry', 'regular')).toBeGreaterThanOrEqual(6); // 13.2.1b-c
    expect(counterLimit('scots', 'infantry', 'elite')).toBeGreaterThanOrEqual(1);
  });

  test('STB-DATA-4: 17 strategy marker types; Conversion is Scottish, Loyal Scots English only', () => {
    expect(STRATEGY_MARKERS).toHaveLength(17);
    expect(STRATEGY_MARKERS.find((m) => m.id === 'conversion')?.user).toBe('scots');
    for (const id of ['effective-archers', 'loyal-scots', 'siege-train', 'subversion'])
      expect(STRATEGY_MARKERS.find((m) => m.id === id)?.user).toBe('english');
  });
});

describe('leaders (STB-2.2b, STB-8, STB-DATA-3)', () => {
  test('STB-4.2e, STB-8.2b, STB-AMB-89: Wallace 5-2, Steward and Douglas initiative 2', () => {
    expect(leaderById('wallace')).toMatchObject({ initiative: 5, command: 2 });
    expect(leaderById('steward')?.initiative).toBe(2);
    expect(leaderById('douglas')?.initiative).toBe(2);
  });

  test('STB-13.1a: in The Toom Tabard Wallace is Balliol 2-2 and Murray is Comyn 3-2', () => {
    expect(leaderById('wallace')?.toomTabard).toMatchObject({ name: 'Balliol', initiative: 2, command: 2 });
    expect(leaderById('murray')?.toomTabard).toMatchObject({ name: 'Comyn', initiative: 3, command: 2 });
  });

  test('STB-8.2a: command values are 1 or 2', () => {
    for (const l of LEADERS) expect([1, 2]).toContain(l.command);
  });

  test('STB-8.5.3a: only Wallace and Edward are killed on a 1 alone, and their deaths end the game', () => {
    expect(LEADERS.filter((l) => l.killedOn === 1).map((l) => l.id)).toEqual(['wallace', 'edward']);
    expect(LEADERS.filter((l) => l.deathEndsGame).map((l) => l.id)).toEqual(['wallace', 'edward']);
  });

  test('STB-11.3c: the 5 nobles have home cities in Scotland; Wallace and Murray have none', () => {
    const nobles = LEADERS.filter((l) => l.role === 'noble');
    expect(nobles.map((l) => l.id)).toEqual(['bruce', 'steward', 'douglas', 'lindsay', 'wishart']);
    for (const n of nobles) expect(homeCityOf(n.id)?.country).toBe('scotland');
    expect(new Set(nobles.map((n) => n.homeCity)).size).toBe(5);
    expect(leaderById('wallace')?.homeCity).toBeUndefined();
    expect(leaderById('murray')?.homeCity).toBeUndefined();
  });

  test('STB-9.1.1e: Wallace and Murray raise only infantry levies', () => {
    expect(LEADERS.filter((l) => l.infantryLeviesOnly).map((l) => l.id)).toEqual(['wallace', 'murray']);
  });
});

describe('TEC and foraging (STB-TEC, STB-6.0, STB-DATA-5)', () => {
  test('STB-TEC.clear, STB-TEC.wooded, STB-TEC.mountain: 1, 2 and 2 MP; only mountain helps the defender', () => {
    expect(TEC.terrain.clear).toMatchObject({ mp: 1, defenderAdvantage: false, attackerPenalty: 0 });
    expect(TEC.terrain.wooded).toMatchObject({ mp: 2, defenderAdvantage: false, attackerPenalty: 0 });
    expect(TEC.terrain.mountain).toMatchObject({ mp: 2, defenderAdvantage: true, attackerPenalty: 0 });
  });

  test('STB-TEC.city, STB-TEC.major-city: 1 MP, defender advantage, attackers -1 / -2', () => {
    expect(TEC.terrain.city).toMatchObject({ mp: 1, defenderAdvantage: true, attackerPenalty: 1 });
    expect(TEC.terrain['major-city']).toMatchObject({ mp: 1, defenderAdvantage: true, attackerPenalty: 2 });
    expect(tecRow(hexOf('Berwick')!)?.attackerPenalty).toBe(2);
  });

  test('STB-TEC.river, STB-TEC.sea: a river adds 1 MP and helps in the first round; the sea cannot be entered', () => {
    expect(TEC.river).toMatchObject({ mpPlus: 1, defenderAdvantageFirstRoundOnly: true });
    expect(TEC.sea.enterable).toBe(false);
    expect(tecRow('0204')).toBeUndefined();
  });

  test('STB-6.0e, STB-6.0f: limits are lower in winter, and Scots in Scotland forage more', () => {
    const edinburgh = hexOf('Edinburgh')!;
    expect(forageLimit(edinburgh, 'english', 7)).toBe(FORAGE.limits['major-city'].normal);
    expect(forageLimit(edinburgh, 'english', 1)).toBeLessThan(forageLimit(edinburgh, 'english', 7));
    expect(forageLimit(edinburgh, 'scots', 7)).toBe(forageLimit(edinburgh, 'english', 7) + 2);
    expect(forageLimit(hexOf('Carlisle')!, 'scots', 7)).toBe(forageLimit(hexOf('Carlisle')!, 'english', 7));
    for (const l of Object.values(FORAGE.limits)) expect(l.winter).toBeLessThan(l.normal);
  });
});

describe('turns and set-ups (STB-DATA-6, STB-DATA-7)', () => {
  test('STB-12.3a, STB-AMB-2: The Rebellion runs January 1297 to December 1298', () => {
    expect(TURNS.rebellion).toHaveLength(24);
    expect(TURNS.rebellion[0]!.name).toBe('January 1297');
    expect(TURNS.rebellion[23]!.name).toBe('December 1298');
  });

  test('STB-10.0b: 5 markers, 6 from March 1297, 8 from January 1298', () => {
    const hand = (name: string) => TURNS.rebellion.find((t) => t.name === name)?.markers;
    expect([hand('February 1297'), hand('March 1297'), hand('December 1297'), hand('January 1298')]).toEqual([
      5, 6, 6, 8,
    ]);
  });

  test('STB-9.1.2a-e, STB-AMB-35: English levies 1, then 2, then rising to the cap of 4', () => {
    const levy = (name: string) => TURNS.rebellion.find((t) => t.name === name)?.englishLevies;
    expect(levy('April 1297')).toEqual({ base: 1, plusOneOnRoll1: false });
    expect(levy('May 1297')).toEqual({ base: 2, plusOneOnRoll1: false });
    expect(levy('June 1297')).toEqual({ base: 2, plusOneOnRoll1: true });
    expect(levy('March 1298')).toEqual({ base: 3, plusOneOnRoll1: true });
    expect(levy('April 1298')).toEqual({ base: 4, plusOneOnRoll1: false });
  });

  test('STB-9.2.2a, STB-9.2.1a: Murray arrives July 1297, Edward June 1298', () => {
    const on = (e: string) =>
      TURNS.rebellion.filter((t) => t.events?.includes(e as never)).map((t) => t.name);
    expect(on('reinforcement-murray')).toEqual(['July 1297']);
    expect(on('reinforcement-edward')).toEqual(['June 1298']);
  });

  test('STB-13.4, STB-13.5b: The Toom Tabard runs March to October 1296, England levies exactly 2', () => {
    expect(TURNS.toomTabard.map((t) => t.name)).toHaveLength(8);
    expect(TURNS.toomTabard[0]!.name).toBe('March 1296');
    expect(TURNS.toomTabard.every((t) => t.englishLevies.base === 2 && t.englishLevies.exact)).toBe(true);
  });

  test('STB-12.1.3c, STB-13.2.2a-b: set-up cities and leaders exist', () => {
    for (const setup of [SETUP_REBELLION, SETUP_TOOM_TABARD])
      for (const step of setup.steps) {
        if (step.kind === 'place') {
          for (const l of step.leaders) expect(leaderById(l)).toBeDefined();
          if (step.city) expect(hexOf(step.city)).toBeDefined();
        }
        if (step.kind === 'nobles')
          for (const n of step.nobles) expect(leaderById(n.leader)?.role).toBe('noble');
      }
  });
});
