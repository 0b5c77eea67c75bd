// #12: a page with a map is sent as bytes with its map encoded once per drawing (views.ts); the bytes
// are exactly those of the page rendered whole, whatever the map's and the page's characters.
import { renderPage, renderPageBytes } from '../../src/web/views';

const page = (svg: string) => ({
  title: '北軍 · Sharpsburg',
  lang: 'ja',
  game: 'Battle of Sharpsburg #3',
  error: { title: 'ページ', message: 'A → B' },
  svg,
});

test('#12: a page with a map is the same bytes as the page rendered whole, the second time from the kept map', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"><text x="1" y="2">第3旅団 – Sumner</text></svg>';
  for (const name of ['game', 'error']) {
    const whole = Buffer.from(renderPage(name, page(svg)));
    if (name === 'game') expect(whole.includes(Buffer.from('第3旅団 – Sumner'))).toBe(true);
    expect(renderPageBytes(name, page(svg)).equals(whole)).toBe(true);
    expect(renderPageBytes(name, page(svg)).equals(whole)).toBe(true);
  }
  // No map: the page as it is.
  expect(renderPageBytes('error', page('')).equals(Buffer.from(renderPage('error', page(''))))).toBe(true);
});
