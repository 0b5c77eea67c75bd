// #14: a report carries close-ups of where its action was, legible on a phone.
import { closeUpOfSide, closeUps, readMap } from '../../src/mail/compose/close-up';
import { shownTextPx } from '../../src/mail/compose/close-up-frame';
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
      // Its smallest counter text is at least 11 CSS px when it is shown 330 px wide (a 390 px phone).
      expect(shownTextPx(readMap(svg)!.font, Number(box?.[3]))).toBeGreaterThanOrEqual(11);
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

  test('what a close-up leaves out changes no pixel of it: drawn whole or cut, the picture is the same', () => {
    const ups = closeUps(svg, SAMPLE_EVENTS, 'union');
    const root = /<svg [^>]*>/.exec(svg)![0];
    for (const u of ups.slice(0, 2)) {
      const whole = svg.replace(root, /<svg [^>]*>/.exec(u.svg)![0]);
      expect(u.svg.length).toBeLessThan(whole.length * 0.8);
      expect(svgToPng(u.svg, CLOSE_UP_WIDTH).equals(svgToPng(whole, CLOSE_UP_WIDTH))).toBe(true);
    }
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
