// The mail thread (mime-reader.ts runs it with time and memory limits): reads one raw mail at a time
// (read-mail.ts), so a hostile mail (10 MB, one line of 10 MB, two million lines, 3000 parts, MIME
// or HTML thousands deep) never holds up the service's event loop. It sends back only small, plain
// data. From the sources it runs through tsx's loader; compiled, as its bundle (paths.ts workerCode).
import { parentPort } from 'node:worker_threads';
import { runBelowPages } from '../../below-pages.mjs';
import { readMail, type MailJob } from './read-mail';

// Below the pages: a player loading a page gets the CPU before a mail being read.
runBelowPages({ thread: true });

const port = parentPort!;
port.on('message', (job: MailJob) => {
  readMail(job).then(
    (result) => port.postMessage(result),
    (err: unknown) => port.postMessage({ unreadable: String((err as Error)?.message ?? err).slice(0, 300) }),
  );
});
// Loaded (its code read, on a busy machine maybe seconds after the thread began): a mail's time limit
// counts from here, not from the thread's start.
port.postMessage({ ready: true });
