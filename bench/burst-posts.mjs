// The burst's fifty players: post every completing form at once from a thread of its own, at normal
// priority or (workerData.low) below the page loop's and the service's. On this small machine the
// players' browsers share its two cores with the service; in use they would not, so the low run
// keeps their reading of the fifty answers (each a whole page) from taking the CPU from the page
// being measured, and the normal run shows the machine shared. Only on Linux, where a thread's
// priority is its own. Says 'ready' once its HTTP client is loaded (one GET of `warmUrl`); on 'go'
// each player loads the orders page as a browser does (the page, then its stylesheets, scripts and
// pictures) and posts the form; then it answers each post's status and whether it resolved the step.
import { setPriority, constants } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';

/* global fetch */
const { requests, warmUrl, warmHeaders, low } = workerData;
if (low && process.platform === 'linux') setPriority(constants.priority.PRIORITY_LOW);

/** The page at `url`, then every same-site file it names (src= and href= beginning with '/'). */
async function loadAsBrowser(url, headers) {
  const html = await (await fetch(url, { headers })).text();
  const files = new Set([...html.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((m) => m[1]));
  const origin = new URL(url).origin;
  await Promise.all([...files].map(async (f) => (await fetch(`${origin}${f}`, { headers })).arrayBuffer()));
}

await (await fetch(warmUrl, { headers: warmHeaders })).text();
parentPort.once('message', async () => {
  const answers = await Promise.all(
    requests.map(async ({ url, headers, body }) => {
      const { 'content-type': _form, ...browser } = headers;
      await loadAsBrowser(url, browser);
      const res = await fetch(url, { method: 'POST', headers, body });
      const html = await res.text();
      return { status: res.status, resolved: html.includes('the step has been resolved') };
    }),
  );
  parentPort.postMessage(answers);
});
parentPort.postMessage('ready');
