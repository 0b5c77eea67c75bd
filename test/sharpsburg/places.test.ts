// Issue 42: Sharpsburg names a hex by the nearest named place of its map (the town, a label, a bridge
// or a ford) with the hex in brackets, in English and Japanese (the hex after the place phrase).
import { standardMapText } from '../../src/games/sharpsburg/data';
import { allHexes, loadMap } from '../../src/games/sharpsburg/map';
import { atPlace, placeOn, routeOn } from '../../src/games/sharpsburg/places';
import { sharpsburgTexts } from '../../src/games/sharpsburg/texts';
import { play, position } from './helpers';

const map = loadMap(standardMapText());
const ja = (en: string) => sharpsburgTexts.sentence('ja', en);

test('issue 42: a labelled hex is its place; another is near the nearest; exits and the river off the map are not places', () => {
  expect(placeOn(map, '0706')).toBe('Dunker Church (0706)');
  expect(placeOn(map, '0609')).toBe('Sharpsburg (0609)');
  expect(placeOn(map, '1010')).toBe('Lower Bridge (1010)');
  expect(placeOn(map, '0707')).toMatch(/^near [A-Z][\w' ]+ \(0707\)$/);
  expect(atPlace('at', map, '0706')).toBe('at Dunker Church (0706)');
  expect(atPlace('at', map, '0707')).toBe(placeOn(map, '0707'));
  expect(routeOn(map, ['0706', '0609'])).toBe('Dunker Church (0706) → Sharpsburg (0609)');
  const named = new Set(allHexes(map).map((h) => placeOn(map, h).replace(/^near | \(\d{4}\)$/g, '')));
  expect([...named].filter((n) => n.startsWith('to ') || n.includes('off map'))).toEqual([]);
});

test('issue 42: the Japanese names the place, then 付近, then the hex', () => {
  expect(ja("Hood's Division (HO) moves: near Dunker Church (0707) → Dunker Church (0706).")).toBe(
    'フッド師団(HO)が移動: ダンカー教会付近(0707) → ダンカー教会(0706)。',
  );
  expect(ja('Die for CRT 2-1 attack near Dunker Church (0707): 4.')).toBe(
    'ダンカー教会付近(0707)への攻撃(戦闘結果表 2-1)のダイス: 4。',
  );
  expect(ja('Artillery: A1 deployed near Dunker Church (0707), A2 limbered at Sharpsburg (0609).')).toBe(
    '砲兵: A1(展開状態、ダンカー教会付近(0707))、A2(牽引状態、シャープスバーグ(0609))。',
  );
});

test('issue 42: an attack, its die and a retreat name the hex by its place (SH-COMBAT-6, SH-RETREAT-1)', () => {
  const s = position('I 0405\nHO 0406');
  const text = play(s, 'attack 0406 with I', [1]).text.join('\n');
  expect(text).toContain('I Corps attacks near Sharpsburg (0406) (Hood');
  expect(text).toContain('Die for CRT 3-1 attack near Sharpsburg (0406): 1.');
  expect(text).toContain("Hood's Division (HO) retreats near Sharpsburg (0406) → near Sharpsburg (0307).");
});
