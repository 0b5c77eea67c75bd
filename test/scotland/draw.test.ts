// The Scotland the Brave map picture: the start of The Rebellion drawn as a scene, checked for
// content and rendered to PNG through the mail renderer (written to /tmp/scotland-map.png to look at).
import { writeFileSync } from 'node:fs';
import { CITIES, hexOf } from '../../src/games/scotland/data';
import { drawMap, type Scene } from '../../src/games/scotland/draw';
import { svgToPng } from '../../src/render/png';

const at = (city: string) => hexOf(city)!;

/** The Rebellion after set-up (STB-12.1): neutral nobles at home, English garrisons, Wallace. */
function rebellionStart(): Scene {
  return {
    title: 'Scotland the Brave · January 1297',
    subtitle: 'The Rebellion · set-up',
    stacks: [
      { hex: at('Lochmaben'), owner: 'neutral', labels: ['Bruce', 'E3'], units: 1 },
      { hex: at('Renfrew'), owner: 'neutral', labels: ['Steward', 'R2'], units: 1 },
      { hex: at('Douglas'), owner: 'neutral', labels: ['Douglas', 'R3'], units: 1 },
      { hex: at('Irvine'), owner: 'neutral', labels: ['Lindsay', 'R2'], units: 1 },
      { hex: at('Glasgow'), owner: 'neutral', labels: ['Wishart', 'R2'], units: 1 },
      { hex: at('Edinburgh'), owner: 'english', labels: ['Warenne', 'R2'], units: 1 },
      { hex: at('Stirling'), owner: 'english', labels: ['Cressingham', 'R2'], units: 1 },
      { hex: at('Berwick'), owner: 'english', labels: ['R2'], units: 1 },
      { hex: at('Lanark'), owner: 'english', labels: ['R2'], units: 1 },
      { hex: at('Ayr'), owner: 'english', labels: ['R2'], units: 1 },
      { hex: at('Cockermouth'), owner: 'english', labels: ['Percy', 'Clifford'], units: 3 },
      { hex: '0406', owner: 'scots', labels: ['Wallace', 'E3'], units: 1 },
    ],
  };
}

function midGame(): Scene {
  return {
    ...rebellionStart(),
    title: 'Scotland the Brave · September 1297',
    subtitle: 'Scottish player turn · 3 Marches',
    loyalty: { Lanark: 'scottish', Ayr: 'scottish', Scone: 'scottish' },
    stacks: [
      ...rebellionStart().stacks.filter((s) => s.hex !== '0406' && s.hex !== at('Stirling')),
      { hex: at('Stirling'), owner: 'english', labels: ['Cressingham', 'R2'], units: 4 },
      { hex: at('Stirling'), owner: 'scots', labels: ['Wallace', 'E3'], units: 6 },
    ],
    marches: [
      { side: 'scots', path: ['0406', '0405', '0504'] },
      { side: 'english', path: ['0705', '0604'] },
    ],
    battles: [{ hex: at('Stirling'), label: 'Stirling: Scots win' }],
  };
}

describe('Scotland draw', () => {
  test('the start of The Rebellion shows every city name, the hexes and the stacks', () => {
    const svg = drawMap(rebellionStart());
    for (const c of CITIES) expect(svg).toContain(c.major ? c.name.toUpperCase() : c.name);
    expect([...svg.matchAll(/data-hex="\d{4}"/g)].length).toBeGreaterThanOrEqual(132);
    expect([...svg.matchAll(/class="stack"/g)]).toHaveLength(12);
    expect(svg).toContain('>Wallace<');
    expect(svg).toContain('0101');
    // STB-11.1b: every loyalty marker starts pro-English
    expect([...svg.matchAll(/data-loyalty="english"/g)]).toHaveLength(30);
  });

  test('STB-11.1a: a city drawn with the loyalty the scene gives it; marches and battles drawn', () => {
    const svg = drawMap(midGame());
    expect(svg).toContain('data-city="Lanark" data-loyalty="scottish"');
    expect([...svg.matchAll(/class="battle"/g)]).toHaveLength(1);
    expect(svg).toContain('Stirling: Scots win');
    expect(svg).toContain('polyline');
  });

  test('a stack with an id is marked for the orders page (data-unit, data-hex, data-side)', () => {
    const scene = {
      ...rebellionStart(),
      stacks: [{ id: 'Wallace', hex: '0406', owner: 'scots' as const, labels: ['Wallace'], units: 1 }],
    };
    expect(drawMap(scene)).toContain('data-unit="Wallace" data-hex="0406" data-side="scots"');
  });

  test('legible on a phone: no text smaller than 12 px, and the same scene always draws the same', () => {
    const svg = drawMap(rebellionStart());
    const sizes = [...svg.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
    expect(drawMap(rebellionStart())).toBe(svg);
  });

  test('the picture renders to PNG (1000 px) with the bundled fonts', () => {
    for (const [scene, file] of [
      [rebellionStart(), '/tmp/scotland-map.png'],
      [midGame(), '/tmp/scotland-map-mid.png'],
    ] as const) {
      const png = svgToPng(drawMap(scene), 1000);
      expect(png.length).toBeGreaterThan(10000);
      writeFileSync(file, png);
    }
  });
});

describe('Scotland map title band', () => {
  test('names the month and the step as players read them, never the engine step id', async () => {
    const { scotland } = await import('../../src/games/scotland');
    const { SeededDice } = await import('../../src/games/core/dice');
    const state = scotland.setup({ scenario: 'rebellion' }, new SeededDice('7e', 'title-band', 0));
    const svg = scotland.draw(scotland.view(state, 'scots'));
    expect(svg).toContain('Set-up: English garrisons');
    expect(svg).not.toContain('setup-english');
  });
});
