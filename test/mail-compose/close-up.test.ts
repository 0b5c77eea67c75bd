// #14: a report carries close-ups of where its action was, legible on a phone.
import { areaBox, closeUpOfSide, closeUps, leaveOut, readMap } from '../../src/mail/compose/close-up';
import type { Box } from '../../src/mail/compose/close-up-frame';
import { apart, inside, shownTextPx } from '../../src/mail/compose/close-up-frame';
import { composePrompt, composeReport } from '../../src/mail/compose/index';
import { prompt, report } from './fixtures';
import { CLOSE_UP_WIDTH } from '../../src/mail/compose/assemble';
import { svgToPng } from '../../src/render/png';
import { sharpsburg } from '../../src/games/sharpsburg/index';
import { sampleView, SAMPLE_EVENTS } from '../sharpsburg-draw/fixture';

describe('close-ups of a step', () => {
  const svg = sharpsburg.draw(sampleView(), SAMPLE_EVENTS);

  test('each close-up is the map cut around the places the events name, at a phone-legible scale', () => {
    const ups = closeUps(svg, SAMPLE_EVENTS);
    expect(ups.length).toBeGreaterThanOrEqual(1);
    for (const u of ups) {
      const box = /viewBox="([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)"/.exec(u.svg);
      // The text of the counters it shows is at least 11 CSS px when it is shown 330 px wide (a
      // 390 px phone).
      const shown = readMap(svg)!.units.filter((c) => !apart(c.box, u.box));
      expect(shownTextPx(Math.min(...shown.map((c) => c.font)), Number(box?.[3]))).toBeGreaterThanOrEqual(11);
      expect(u.places.length).toBeGreaterThan(0);
      // Every place it names lies inside its box.
      for (const place of u.places) {
        const pts = new RegExp(`data-hex="${place}" points="([^"]+)"`).exec(svg)?.[1] ?? '';
        const [x, y] = (pts.split(' ')[0] ?? '').split(',').map(Number) as [number, number];
        expect(x).toBeGreaterThanOrEqual(Number(box?.[1]) - 60);
        expect(x).toBeLessThanOrEqual(Number(box?.[1]) + Number(box?.[3]) + 60);
        expect(y).toBeGreaterThanOrEqual(Number(box?.[2]) - 60);
      }
    }
    expect(ups.flatMap((u) => u.places)).toEqual(expect.arrayContaining(['0705']));
  });

  test('a close-up of the top row stays on the board: no strip of the title band above it', () => {
    const tops = [...svg.matchAll(/<polygon data-hex="([^"]+)" points="([^"]+)"/g)].map((m) => ({
      id: m[1] as string,
      y: Math.min(...(m[2] as string).split(' ').map((p) => Number(p.split(',')[1]))),
    }));
    const boardTop = Math.min(...tops.map((t) => t.y));
    const top = tops.find((t) => t.y === boardTop)!;
    const [up] = closeUps(svg, [{ kind: 'battle', text: 'a fight', hex: top.id }]);
    const box = /viewBox="([\d.]+) ([\d.]+)/.exec(up!.svg);
    expect(Number(box?.[2])).toBeGreaterThanOrEqual(Math.floor(boardTop));
  });

  test('a close-up leaves out the counters that stand wholly outside it and keeps every one inside', () => {
    const map = readMap(svg)!;
    const ups = closeUps(svg, SAMPLE_EVENTS, 'union');
    expect(ups.length).toBeGreaterThan(0);
    for (const u of ups) {
      const kept = readMap(u.svg.replace(/viewBox="[^"]+"/, `viewBox="0 0 ${map.width} ${map.height}"`))!;
      const f = u.box;
      const overlaps = (b: typeof f) => b.x0 < f.x1 && b.x1 > f.x0 && b.y0 < f.y1 && b.y1 > f.y0;
      const key = (b: typeof f) => `${b.x0},${b.y0}`;
      const keptKeys = new Set(kept.units.map((k) => key(k.box)));
      // Every counter that shows in the frame is drawn; the map had others, and they are gone.
      for (const c of map.units.filter((c) => overlaps(c.box))) expect(keptKeys).toContain(key(c.box));
      expect(kept.units.length).toBeLessThan(map.units.length);
      expect(kept.units.every((k) => map.units.some((c) => key(c.box) === key(k.box)))).toBe(true);
    }
  });

  test('the shapes a close-up leaves out for lying outside it change no pixel of it', () => {
    const ups = closeUps(svg, SAMPLE_EVENTS, 'union');
    const root = /<svg [^>]*>/.exec(svg)![0];
    for (const u of ups.slice(0, 2)) {
      const whole = svg.replace(root, /<svg [^>]*>/.exec(u.svg)![0]);
      const culled = leaveOut(whole, u.box, { outside: true });
      expect(culled.length).toBeLessThan(whole.length * 0.8);
      expect(svgToPng(culled, CLOSE_UP_WIDTH).equals(svgToPng(whole, CLOSE_UP_WIDTH))).toBe(true);
    }
  });

  test('#42: a word the close-up frame would cut moves inside or goes, with its label; every word inside stays', () => {
    const map = readMap(svg)!;
    const asMap = (cut: string) =>
      readMap(cut.replace(/viewBox="[^"]+"/, `viewBox="0 0 ${map.width} ${map.height}"`))!;
    const inBox = (b: Box, f: Box) => b.x0 >= f.x0 && b.x1 <= f.x1 && b.y0 >= f.y0 && b.y1 <= f.y1;
    const crosses = (b: Box, f: Box) =>
      !inBox(b, f) && b.x1 > f.x0 && b.x0 < f.x1 && b.y1 > f.y0 && b.y0 < f.y1;
    const cutWords = { obstacles: [...map.counters, ...map.labels] };
    // Frames all over the map, as close-ups of areas there would be.
    let crossed = 0;
    let moved = 0;
    for (let x = 0; x + 300 <= map.width; x += 70)
      for (let y = 60; y + 240 <= map.height; y += 70) {
        const f = { x0: x, y0: y, x1: x + 300, y1: y + 240 };
        crossed += map.labels.filter((b) => crosses(b, f)).length;
        const words = asMap(leaveOut(svg, f, { cutWords })).labels;
        expect(words.filter((b) => crosses(b, f))).toEqual([]);
        for (const b of map.labels.filter((l) => inBox(l, f))) expect(words).toContainEqual(b);
        // A word that moved stands wholly inside; one that could not move is gone.
        const shifted = words.filter((w) => !map.labels.some((l) => l.x0 === w.x0 && l.y0 === w.y0));
        for (const w of shifted) expect(inBox(w, f)).toBe(true);
        moved += shifted.length;
        expect(words.length).toBeLessThanOrEqual(map.labels.length);
      }
    expect(crossed).toBeGreaterThan(0);
    expect(moved).toBeGreaterThan(0);
    for (const u of closeUps(svg, SAMPLE_EVENTS, 'union'))
      expect(asMap(u.svg).labels.filter((b) => crosses(b, u.box))).toEqual([]);
  });

  test('no events, no close-up; a small map needs none', () => {
    expect(closeUps(svg, [])).toEqual([]);
    const small =
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300"></svg>';
    expect(closeUps(small, SAMPLE_EVENTS)).toEqual([]);
  });

  test('a report mail with a map SVG carries its close-ups as pictures of their own, under the map', () => {
    const mail = composeReport({ ...report, map: { svg }, events: SAMPLE_EVENTS, side: 'union' });
    const cids = mail.attachments.map((a) => a.cid);
    expect(cids).toEqual(expect.arrayContaining(['map@despatch', 'closeup-1@despatch']));
    expect(mail.pictures?.length).toBe(
      cids.filter((c) => c?.startsWith('closeup-') || c === 'map@despatch').length,
    );
    expect(mail.html.indexOf('cid:map@despatch')).toBeLessThan(mail.html.indexOf('cid:closeup-1@despatch'));
    expect(mail.html).toContain('Close-up of 0705');
  });

  test('#42: battles all over the map each have a close-up, and the mail links the zoomable map of the game page', () => {
    const spread = [
      '0101',
      '0114',
      '1501',
      '1514',
      '0801',
      '0814',
      '0107',
      '1507',
      '0507',
      '1107',
      '0410',
      '1204',
    ];
    const events = spread.map((hex) => ({ kind: 'battle', text: `a fight at ${hex}`, hex }));
    const ups = closeUps(svg, events, 'union');
    const map = readMap(svg)!;
    for (const id of spread) {
      expect(ups.some((u) => inside(areaBox(map, id), u.box))).toBe(true);
      expect(ups.flatMap((u) => u.places)).toContain(id);
    }
    // A set cover: fewer close-ups than areas.
    expect(ups.length).toBeLessThan(spread.length);
    for (const lang of ['en', 'ja'] as const) {
      const mail = composeReport({ ...report, lang, map: { svg }, events, side: 'union' });
      const said =
        lang === 'en'
          ? 'Open the whole map on your game page to zoom in'
          : 'ゲームページで地図全体を開いて拡大する';
      expect(mail.text).toContain(`${said}: ${report.gameUrl}#map`);
      // In HTML the words are the link: no bare address to read on a phone.
      expect(mail.html).toMatch(new RegExp(`#map"[^>]*>${said}</a>`));
      expect(mail.attachments.map((a) => a.cid)).toContain(`closeup-${ups.length}@despatch`);
    }
  });

  test("#14: the prompt mail carries a close-up where most of the reader's own units stand", () => {
    const ups = closeUpOfSide(svg, 'union');
    expect(ups).toHaveLength(1);
    const placed = [...svg.matchAll(/<g [^>]*data-unit="[^"]*"[^>]*>/g)]
      .map((m) => m[0])
      .filter((t) => t.includes('data-side="union"'))
      .map((t) => /data-hex="([^"]+)"/.exec(t)?.[1]);
    expect(placed.length).toBeGreaterThan(0);
    expect(ups[0]?.places.every((p) => placed.includes(p))).toBe(true);
    const mail = composePrompt({ ...prompt, map: { svg }, side: 'union' });
    expect(mail.html).toContain('Your units, close up');
    expect(mail.attachments.map((a) => a.cid)).toContain('closeup-1@despatch');
    expect(closeUpOfSide(svg, 'nobody')).toEqual([]);
  });
});
