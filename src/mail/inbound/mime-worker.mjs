// The mail thread (mime-reader.ts runs it with time and memory limits): reads one raw mail at a time
// (read-mail.ts), so a hostile mail (10 MB, one line of 10 MB, two million lines, 3000 parts, MIME
// or HTML thousands deep) never holds up the service's event loop. It sends back only small, plain
// data. The sources are TypeScript, loaded through tsx's loader as bin/despatch.js loads them.
import { constants, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

// Below the pages: a player loading a page gets the CPU before a mail being read. Only on Linux,
// where a thread's priority is its own; elsewhere it is the whole process's.
if (process.platform === 'linux') setPriority(constants.priority.PRIORITY_BELOW_NORMAL);

register();
const { readMail } = await import('./read-mail.ts');

parentPort.on('message', (job) => {
  readMail(job).then(
    (result) => parentPort.postMessage(result),
    (err) => parentPort.postMessage({ unreadable: String(err?.message ?? err).slice(0, 300) }),
  );
});
