// A render worker: a child process that turns SVG into a small palette PNG. It is plain JavaScript so
// that it starts without the TypeScript loader, and it is a process of its own so that a native crash
// of the rasteriser (resvg has aborted on some SVGs) kills only this worker, never the server.
// Messages in: { id, svg, width, fonts }  out: { id, png } or { id, error }.
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';

sharp.concurrency(1);

/** @param {{ svg: string, width: number, fonts: string[] }} job */
async function render(job) {
  const image = new Resvg(job.svg, {
    fitTo: { mode: 'width', value: job.width },
    font: { fontFiles: job.fonts, loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' },
    background: 'white',
  }).render();
  // A map is drawn in a few dozen flat colours: a palette PNG is a third of the truecolour size and
  // looks the same.
  return sharp(Buffer.from(image.pixels), { raw: { width: image.width, height: image.height, channels: 4 } })
    .png({ palette: true, colours: 128, effort: 4, compressionLevel: 9, dither: 0.5 })
    .toBuffer();
}

process.on('message', async (job) => {
  try {
    if (job.crash) process.abort(); // test seam: what a native panic does
    const png = await render(job);
    process.send({ id: job.id, png: png.toString('base64') });
  } catch (err) {
    process.send({ id: job.id, error: String(err && err.message ? err.message : err) });
  }
});
