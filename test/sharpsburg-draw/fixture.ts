// A fixed position for the draw tests and the sample picture: the standard setup, then a Union
// turn 2 with entries, moves, an attack, a bombardment and two retreats. Built from the data files
// with a minimal reader, so these tests do not depend on the engine's turn logic.
import type { View } from '../../src/games/core/contract';
import type { GameEvent } from '../../src/games/core/events';

export { standardMapText, standardSetupText, unitTable } from '../../src/games/sharpsburg/data';
import { standardSetupText } from '../../src/games/sharpsburg/data';

export interface SetupLine {
  unit: string;
  hex: string;
  turn?: number;
}

/** A minimal reader of setup.txt, enough for the tests (the engine has its own in setup.ts). */
export function readSetup(text: string): SetupLine[] {
  const out: SetupLine[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const words = raw.replace(/#.*$/, '').trim().split(/\s+/).filter(Boolean);
    if (words.length === 2) out.push({ unit: words[0]!, hex: words[1]! });
    else if (words.length === 5 && words[1] === 'turn' && words[3] === 'enter')
      out.push({ unit: words[0]!, hex: words[4]!, turn: Number(words[2]) });
    else if (words.length) throw new Error(`setup line not understood: ${raw}`);
  }
  return out;
}

interface FixtureUnit {
  id: string;
  at: string;
  art?: string;
  engaged?: string;
  enter?: { turn: number; hex: string };
}

/** The opening position as a view (the shape of view.ts: units as a list). */
export function openingView(): View & { units: FixtureUnit[] } {
  const units = readSetup(standardSetupText()).map((s): FixtureUnit => {
    const u: FixtureUnit = s.turn
      ? { id: s.unit, at: 'off-map', enter: { turn: s.turn, hex: s.hex } }
      : { id: s.unit, at: s.hex };
    if (s.unit === 'A1' || s.unit === 'A2') u.art = 'deployed';
    return u;
  });
  return {
    game: 'sharpsburg',
    side: null,
    turn: 1,
    toMove: 'union',
    units,
    control: { '0609': 'confederate', '0709': 'confederate' },
    vp: { union: 0, confederate: 0 },
  };
}

const move = (unit: string, path: string[], entered = false): GameEvent => ({
  kind: 'move',
  text: `${unit} moves ${path.join(' → ')}.`,
  unit,
  path,
  entered,
});

export const SAMPLE_EVENTS: GameEvent[] = [
  move('I', ['0802', '0803', '0804']),
  move('XII', ['1001', '1002', '1003'], true),
  move('II', ['1504', '1404', '1304', '1204'], true),
  { kind: 'roll', text: 'Die for CRT 2-1 attack on 0705: 2.', purpose: 'CRT 2-1 attack on 0705', value: 2 },
  {
    kind: 'battle',
    text: 'I Corps attacks 0705 (Lawton): 7 to 3, 2-1; die 2: DR.',
    target: '0705',
    attackers: ['I'],
    bombarding: [],
    defenders: ['LA'],
    odds: '2-1',
    die: 2,
    result: 'DR',
  },
  { kind: 'retreat', text: 'Lawton retreats 0705 → 0605.', unit: 'LA', from: '0705', to: '0605' },
  {
    kind: 'battle',
    text: 'Artillery Group 1 (bombarding) attacks 1006 (D. H. Hill): 4 to 4, 1-1; die 2: DR.',
    target: '1006',
    attackers: ['A1'],
    bombarding: ['A1'],
    defenders: ['DH'],
    odds: '1-1',
    die: 2,
    result: 'DR',
  },
  { kind: 'retreat', text: 'D. H. Hill retreats 1006 → 0906.', unit: 'DH', from: '1006', to: '0906' },
];

/** The position after SAMPLE_EVENTS: Union turn 2 in progress. */
export function sampleView(): View & { units: FixtureUnit[] } {
  const v = openingView();
  const at: Record<string, string> = { I: '0804', XII: '1003', II: '1204', LA: '0605', DH: '0906' };
  for (const u of v.units) {
    if (at[u.id]) {
      u.at = at[u.id]!;
      delete u.enter;
    }
    if (u.id === 'A2') u.art = 'limbering-1';
  }
  return { ...v, turn: 2 };
}
