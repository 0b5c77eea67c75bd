// Reads one raw mail in a worker thread (mime-reader.ts runs it with time and memory limits), so a
// hostile mail (10 MB, 3000 parts, MIME or HTML thousands deep) never holds up the service's event
// loop. Plain JavaScript on purpose: it needs no loader in the worker. It returns only plain data.
import { setPriority, constants } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { simpleParser } from 'mailparser';
import { convert } from 'html-to-text';

// Below the pages, as the resolution thread: on Linux a thread's priority is its own (elsewhere it
// would be the whole process's, so it is left alone there).
if (process.platform === 'linux') setPriority(constants.priority.PRIORITY_BELOW_NORMAL);

/** What a mail may hold before we call it unreadable without trying (cheap counts on the raw text). */
const MAX_PARTS = 500;
const MAX_MULTIPART = 50;

function precheck(text) {
  const parts = (text.match(/^content-type:/gim) ?? []).length;
  if (parts > MAX_PARTS) return `it has ${parts} MIME parts (we read at most ${MAX_PARTS})`;
  const multipart = (text.match(/^content-type:\s*multipart\//gim) ?? []).length;
  if (multipart > MAX_MULTIPART) return `it nests ${multipart} multiparts (we read at most ${MAX_MULTIPART})`;
  return null;
}

/** HTML -> text the way a reader sees it: blockquotes keep their `> `, links their words only. */
function htmlToText(html) {
  return convert(html, {
    wordwrap: false,
    limits: { maxDepth: 200, maxChildNodes: 20000 },
    selectors: [
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'img', format: 'skip' },
      { selector: 'style', format: 'skip' },
      { selector: 'head', format: 'skip' },
    ],
  });
}

const plainAddresses = (field) => {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  const walk = (list) =>
    list.flatMap((a) =>
      a.group ? walk(a.group) : a.address ? [{ address: a.address, name: a.name ?? '' }] : [],
    );
  return objects.flatMap((o) => walk(o.value));
};

async function read(raw) {
  const why = precheck(raw.toString('latin1'));
  if (why) return { unreadable: why };
  const mail = await simpleParser(raw, {
    skipHtmlToText: true,
    skipTextToHtml: true,
    skipImageLinks: true,
    skipTextLinks: true,
  });
  const text =
    mail.text !== undefined && mail.text.trim() !== '' ? mail.text : mail.html ? htmlToText(mail.html) : '';
  return {
    mail: {
      headerLines: mail.headerLines.map(({ key, line }) => ({ key, line })),
      from: plainAddresses(mail.from),
      to: plainAddresses(mail.to),
      cc: plainAddresses(mail.cc),
      messageId: mail.messageId ?? null,
      subject: mail.subject ?? '',
      inReplyTo: mail.inReplyTo ?? null,
      references: mail.references === undefined ? [] : [mail.references].flat(),
      date: mail.date ? mail.date.toISOString() : null,
      text,
      attachmentCount: mail.attachments.length,
    },
  };
}

parentPort.on('message', ({ raw }) => {
  read(Buffer.from(raw)).then(
    (result) => parentPort.postMessage(result),
    (err) => parentPort.postMessage({ unreadable: String(err?.message ?? err).slice(0, 300) }),
  );
});
