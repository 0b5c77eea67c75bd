// #16: the rating-history chart of a player's page (SVG) and digest mail (PNG).
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { svgToPng } from '../../src/render/png';
import { ratingChart } from '../../src/render/rating-chart';
import { ARTIFACTS } from '../support/chromium';

const history = [
  { at: new Date('2026-01-05T00:00:00Z'), rating: 1500, rd: 350 },
  { at: new Date('2026-02-10T00:00:00Z'), rating: 1662, rd: 290 },
  { at: new Date('2026-03-20T00:00:00Z'), rating: 1610, rd: 240 },
  { at: new Date('2026-05-02T00:00:00Z'), rating: 1725, rd: 190 },
];

test('#16 rating chart: a line per game, the deviation as a band, rating ticks and the first and last dates', () => {
  const svg = ratingChart(history, 'ann@club.example: rating');
  expect(svg.match(/<circle /g)).toHaveLength(4);
  expect(svg).toContain('<polygon points=');
  expect(svg).toContain('>2026-01-05<');
  expect(svg).toContain('>2026-05-02<');
  expect(svg).toMatch(/>1500</);
  expect(svg).toContain('aria-label="ann@club.example: rating"');
  // Drawn in time order whatever order the history comes in.
  expect(ratingChart([...history].reverse(), 'ann@club.example: rating')).toBe(svg);
});

test('#16 rating chart: no game yet says so; one game is a single point; it draws to PNG for mail', () => {
  expect(ratingChart([])).toContain('No rated game yet');
  const one = ratingChart(history.slice(0, 1));
  expect(one.match(/<circle /g)).toHaveLength(1);
  expect(one).not.toContain('NaN');
  expect(one).toMatch(/<line [^>]*stroke-width="10"/); // its deviation as a bar
  const png = svgToPng(ratingChart(history), 720);
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  mkdirSync(ARTIFACTS, { recursive: true });
  writeFileSync(path.join(ARTIFACTS, 'rating-chart.png'), png);
});
