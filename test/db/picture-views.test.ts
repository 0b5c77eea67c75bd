// A close-up is its map's SVG with another root tag: it is stored as that tag and the map's hash
// (migration 023), and drawn from the map's SVG with its own tag put back.
import {
  pictureRows,
  pictureSvg,
  pictureToSend,
  storePicturePng,
  storePictures,
} from '../../src/db/repos/pictures';
import { databases } from '../support/databases';

const body = `<rect width="1000" height="800"/>${'<g data-unit="x"/>'.repeat(50)}</svg>`;
const map = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="800" viewBox="0 0 1000 800">${body}`;
const closeUp = `<svg xmlns="http://www.w3.org/2000/svg" width="340" height="280" viewBox="120 80 340 280">${body}`;
const other = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="800" viewBox="0 0 1000 800"><rect/></svg>`;

test('a picture that differs from an earlier one only by its root tag is kept as a view of it', () => {
  const rows = pictureRows([
    { hash: 'm', svg: map, width: 1000 },
    { hash: 'c', svg: closeUp, width: 800 },
    { hash: 'm', svg: map, width: 1000 },
    { hash: 'o', svg: other, width: 1000 },
  ]);
  expect(rows.map((r) => [r.hash, r.base])).toEqual([
    ['m', null],
    ['c', 'm'],
    ['o', null],
  ]);
  expect(rows[1]?.svg).toBe(closeUp.slice(0, closeUp.indexOf('>') + 1));
});

describe.each(databases())('picture views on %s', (_name, open) => {
  let opened: Awaited<ReturnType<typeof open>>;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(async () => {
    await opened.close();
  });

  test('when a view is stored, then its whole SVG is the close-up as composed', async () => {
    await storePictures(opened.db, [
      { hash: 'map', svg: map, width: 1000 },
      { hash: 'close', svg: closeUp, width: 800 },
    ]);
    const row = await pictureToSend(opened.db, 'close');
    expect(row?.base).toBe('map');
    expect(row && (await pictureSvg(opened.db, { svg: row.svg ?? '', base: row.base }))).toBe(closeUp);
  });

  test('issue 12: a drawn picture goes out as the same bytes in one line of base64, and its SVG is not read again', async () => {
    await storePictures(opened.db, [{ hash: 'drawn', svg: other, width: 1000 }]);
    const png = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 37) % 256));
    await storePicturePng(opened.db, 'drawn', png, new Date());
    const row = await pictureToSend(opened.db, 'drawn');
    expect(row?.pngBase64).toBe(png.toString('base64'));
    expect(row?.svg).toBeNull();
  });
});
