// The render pool draws pictures in child processes: a worker that crashes takes only its picture
// down, and the next picture is drawn by a fresh worker. A worker starts at its first picture and
// ends when it has none to draw.
import { existsSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { until } from '../support/until';
import { createRenderPool } from '../../src/render/pool';
import { sharpsburg } from '../../src/games/sharpsburg/index';
import { sampleView, SAMPLE_EVENTS } from '../sharpsburg-draw/fixture';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

describe('render pool', () => {
  const pool = createRenderPool({ size: 1 });
  afterAll(() => pool.close());

  test('the Sharpsburg report map is a palette PNG of at most 100 KiB at 1000 px', async () => {
    const png = await pool.render({ svg: sharpsburg.draw(sampleView(), SAMPLE_EVENTS), width: 1000 });
    expect(png.subarray(0, 4)).toEqual(PNG_SIGNATURE);
    expect(png.readUInt32BE(16)).toBe(1000); // IHDR width
    expect(png[25]).toBe(3); // IHDR colour type 3: indexed (palette)
    expect(png.length).toBeLessThanOrEqual(100 * 1024);
  });

  test('#12: the static layer drawn once and reused gives the same picture as drawing it whole', async () => {
    const layered = sharpsburg.draw(sampleView(), SAMPLE_EVENTS);
    expect(layered).toContain('<!--static-->');
    const whole = layered.replace(/<!--\/?static-->/g, '');
    const pixels = async (svg: string) =>
      sharp(await pool.render({ svg, width: 1000 }))
        .raw()
        .toBuffer();
    const [a, b] = [await pixels(whole), await pixels(layered)];
    await pixels(layered); // a second picture of the map reuses its layer
    expect(a.length).toBe(b.length);
    let differ = 0;
    for (let i = 0; i < a.length; i++) if (Math.abs((a[i] ?? 0) - (b[i] ?? 0)) > 24) differ++;
    expect(differ / a.length).toBeLessThan(0.002); // antialiased edges may blend a shade apart
  });

  test('a worker that crashes fails only its picture; the next one is drawn', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    await expect(pool.render({ svg, width: 10, crash: true })).rejects.toThrow(/render worker stopped/);
    const png = await pool.render({ svg, width: 10 });
    expect(png.subarray(0, 4)).toEqual(PNG_SIGNATURE);
  });

  test('#47: a worker killed from outside between pictures leaves its slot; the next picture gets a new one', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>';
    await pool.render({ svg, width: 4 });
    const workers = () =>
      readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8')
        .split(/\s+/)
        .filter(Boolean)
        .map(Number)
        .filter((pid) => {
          try {
            return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('render');
          } catch {
            return false; // ended meanwhile
          }
        });
    const [first] = workers();
    expect(first).toBeDefined();
    // Killed while idle and reaped (as a crash between pictures): the next picture must not be sent
    // to it (before, a send on its closed channel threw an unhandled 'error' and ended the service).
    process.kill(first as number, 'SIGKILL');
    await until('the killed worker reaped', () => (existsSync(`/proc/${first}`) ? undefined : true));
    await expect(pool.render({ svg, width: 4 })).resolves.toBeInstanceOf(Buffer);
  });

  test('an SVG that cannot be read is an error, not a crash', async () => {
    await expect(pool.render({ svg: '<svg', width: 10 })).rejects.toThrow(/render:/);
    const ok = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>';
    await expect(pool.render({ svg: ok, width: 4 })).resolves.toBeInstanceOf(Buffer);
  });

  test('issue 40: a worker starts at the first picture and ends once idle; the next picture starts another', async () => {
    const quick = createRenderPool({ size: 1, idleMs: 50 });
    try {
      expect(quick.running()).toBe(0);
      const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>';
      await quick.render({ svg, width: 4 });
      await until('the idle worker to end', () => (quick.running() === 0 ? true : undefined));
      await expect(quick.render({ svg, width: 4 })).resolves.toBeInstanceOf(Buffer);
    } finally {
      await quick.close();
    }
  });
});
