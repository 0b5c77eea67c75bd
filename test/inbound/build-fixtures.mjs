// Builds test/inbound/fixtures/*.eml and manifest.json: replies shaped like the real clients
// (header sets, boundaries, quoting styles and encodings copied from what they send).
// Run: node test/inbound/build-fixtures.mjs   (the output is committed; tests only read it)
import { writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const qp = require('nodemailer/lib/qp'); // nodemailer's own quoted-printable encoder
const iconv = require('iconv-lite'); // comes with mailparser: legacy charsets

const dir = fileURLToPath(new URL('./fixtures/', import.meta.url));
mkdirSync(dir, { recursive: true });

export const TOKEN = 'k7m2q4xwrhbdpz3vna5e';
const REPLY = `orders+${TOKEN}@despatch.example`;
const SUBJECT =
  '=?UTF-8?Q?Re=3A_=5BDespatch=5D_Sharpsburg_=2312_=E2=80=94_Turn_3=2C_Union_to_mo?= =?UTF-8?Q?ve?=';
const ORIG_ID = '<despatch.g3k9x2m7qa.union.s3-prompt@despatch.example>';
const START_ID = '<despatch.g3k9x2m7qa.union.start@despatch.example>';

const PROMPT = [
  'Sharpsburg #12 — Turn 3 (17 September 1862, 07:30), Union to move.',
  '',
  'Reply to this mail with your orders, one per line, for example:',
  '  move 1/I/1 0912 1013',
  '  attack 1114 with 1/I/1, 2/I/1',
  '',
  'Deadline: Sun 22 Nov 2026 18:00 UTC',
  'Orders page: https://despatch.example/orders/eyJnIjoiZzNrOSJ9.Qm9ndXM',
];
const quote = (lines, prefix = '> ') => lines.map((l) => (l === '' ? prefix.trimEnd() : prefix + l));
const ORDERS = ['move 1/I/1 0912 1013', 'move 2/I/1 0811 0912', 'attack 1114 with 1/I/1, 2/I/1'];
const ORDERS_TEXT = ORDERS.join('\n');

const crlf = (s) => s.replace(/\r?\n/g, '\r\n');
const b64 = (buf) => buf.toString('base64').replace(/.{76}/g, '$&\n');
const qpEncode = (buf) => qp.wrap(qp.encode(buf), 76);

function headers(list) {
  return list.filter(Boolean).join('\n');
}
function leaf(type, cte, body) {
  return `Content-Type: ${type}\nContent-Transfer-Encoding: ${cte}\n\n${body}`;
}
function multipart(subtype, boundary, parts, extra = '') {
  const inner = parts.map((p) => `--${boundary}\n${p}\n`).join('');
  return `Content-Type: multipart/${subtype}; boundary="${boundary}"${extra}\n\n${inner}--${boundary}--\n`;
}
function text(body, { charset = 'UTF-8', cte = '7bit', flowed = false } = {}) {
  const buf = Buffer.isBuffer(body) ? body : iconv.encode(body, charset);
  // Clients switch to quoted-printable as soon as a byte is not 7-bit; so do we.
  if (cte === '7bit' && buf.some((b) => b > 127)) cte = 'quoted-printable';
  const enc =
    cte === 'base64' ? b64(buf) : cte === 'quoted-printable' ? qpEncode(buf) : buf.toString('latin1');
  return leaf(`text/plain; charset=${charset}${flowed ? '; format=flowed' : ''}`, cte, enc);
}
function html(body, { charset = 'UTF-8', cte = 'quoted-printable' } = {}) {
  const buf = iconv.encode(body, charset);
  return leaf(`text/html; charset=${charset}`, cte, cte === 'base64' ? b64(buf) : qpEncode(buf));
}
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const htmlLines = (lines) => lines.map((l) => (l === '' ? '<br>' : esc(l))).join('<br>\n');

/** The whole .eml as latin1 bytes (bodies are already 7-bit or byte strings). */
function eml(head, body) {
  if (/[\u0080-\uffff]/.test(head)) throw new Error(`non-ASCII header: ${head}`);
  return Buffer.from(crlf(`${head}\n${body}`), 'latin1');
}

const manifest = [];
function fixture(name, client, buf, expect) {
  writeFileSync(new URL(name + '.eml', `file://${dir}`), buf);
  manifest.push({
    file: name + '.eml',
    client,
    expect: { token: TOKEN, isAutomatic: false, attachments: 0, ...expect },
  });
}

const gmailHead = (from, id, date, subject = SUBJECT) =>
  headers([
    'MIME-Version: 1.0',
    `Date: ${date}`,
    `References: ${START_ID} ${ORIG_ID}`,
    `In-Reply-To: ${ORIG_ID}`,
    `Message-ID: <${id.replace(/@mail$/, '')}@mail.gmail.com>`,
    `Subject: ${subject}`,
    `From: ${from}`,
    `To: Despatch <${REPLY}>`,
  ]);

// ---------------------------------------------------------------- Gmail web, top posting
{
  const attribution = `On Fri, Nov 20, 2026 at 10:15 AM Despatch <${REPLY}> wrote:`;
  const plain = [...ORDERS, '', attribution, '', ...quote(PROMPT), ''].join('\n');
  const htmlBody = `<div dir="ltr"><div>${ORDERS.map(esc).join('</div><div>')}</div></div><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">On Fri, Nov 20, 2026 at 10:15 AM Despatch &lt;<a href="mailto:${REPLY}">${REPLY}</a>&gt; wrote:<br></div><blockquote class="gmail_quote" style="margin:0px 0px 0px 0.8ex;border-left:1px solid rgb(204,204,204);padding-left:1ex">${htmlLines(PROMPT)}</blockquote></div>\n`;
  fixture(
    'gmail-web-top',
    'Gmail web',
    eml(
      gmailHead(
        'Alice Hooker <alice.hooker@gmail.com>',
        'CAFq3X7m+8sV2oZ0jE5xJp1Nw-kLq9tQ7n=YdA@mail',
        'Fri, 20 Nov 2026 10:21:07 +0100',
      ),
      multipart('alternative', '000000000000a1b2c305f3e4d5c6', [
        text(plain, { cte: 'quoted-printable' }),
        html(htmlBody),
      ]),
    ),
    { text: ORDERS_TEXT, from: 'alice.hooker@gmail.com', fromName: 'Alice Hooker' },
  );
}

// Gmail web: attribution wrapped over two lines (long display name + address)
{
  const plain = [
    'move 1/I/1 0912 1013',
    '',
    'On Fri, Nov 20, 2026 at 10:15 AM Despatch — Sharpsburg #12 (Union) <',
    `${REPLY}> wrote:`,
    '',
    ...quote(PROMPT),
  ].join('\n');
  fixture(
    'gmail-web-wrapped-attribution',
    'Gmail web',
    eml(
      gmailHead(
        '"Hooker, Alice" <alice.hooker@gmail.com>',
        'CAFq3X7kT0pQ2w_5Zs1b9XvY3cD8eF4gHiJ@mail',
        'Fri, 20 Nov 2026 11:02:44 +0100',
      ),
      multipart('alternative', '000000000000b7c8d905f3e4d5c7', [
        text(plain, { cte: 'quoted-printable' }),
        html(`<div dir="ltr">move 1/I/1 0912 1013</div>`),
      ]),
    ),
    { text: 'move 1/I/1 0912 1013', from: 'alice.hooker@gmail.com', fromName: 'Hooker, Alice' },
  );
}

// Gmail web, bottom posting: the orders come below the quoted block
{
  const plain = [
    `On Fri, Nov 20, 2026 at 10:15 AM Despatch <${REPLY}> wrote:`,
    '',
    ...quote(PROMPT),
    '',
    ...ORDERS,
    '',
  ].join('\n');
  fixture(
    'gmail-web-bottom',
    'Gmail web (bottom posting)',
    eml(
      gmailHead(
        'Alice Hooker <alice.hooker@gmail.com>',
        'CAFq3X7nB2w9@mail',
        'Fri, 20 Nov 2026 12:00:01 +0100',
      ),
      multipart('alternative', '000000000000c1d2e305f3e4d5c8', [
        text(plain),
        html(`<div>${ORDERS.map(esc).join('<br>')}</div>`),
      ]),
    ),
    { text: ORDERS_TEXT, from: 'alice.hooker@gmail.com', fromName: 'Alice Hooker' },
  );
}

// Inline answers between quoted lines (a reply written into the quote)
{
  const plain = [
    `On Fri, Nov 20, 2026 at 10:15 AM Despatch <${REPLY}> wrote:`,
    ...quote(PROMPT.slice(0, 3)),
    '',
    'move 1/I/1 0912 1013',
    'move 2/I/1 0811 0912',
    '',
    ...quote(PROMPT.slice(3)),
  ].join('\n');
  fixture(
    'inline-interleaved',
    'Gmail web (inline reply)',
    eml(
      gmailHead(
        'Alice Hooker <alice.hooker@gmail.com>',
        'CAFq3X7iN1ine@mail',
        'Fri, 20 Nov 2026 12:30:00 +0100',
      ),
      text(plain),
    ),
    {
      text: 'move 1/I/1 0912 1013\nmove 2/I/1 0811 0912',
      from: 'alice.hooker@gmail.com',
      fromName: 'Alice Hooker',
    },
  );
}

// Gmail web in German: "Am ... um ... Uhr schrieb X <addr>:"
{
  const plain = [
    'move 1/I/1 0912 1013',
    'move 2/I/1 0811 0912',
    '',
    'Viele Grüße',
    'Jens',
    '',
    `Am Fr., 20. Nov. 2026 um 10:15 Uhr schrieb Despatch <${REPLY}>:`,
    '',
    ...quote(PROMPT),
  ].join('\n');
  fixture(
    'gmail-web-german',
    'Gmail web (German)',
    eml(
      gmailHead(
        'Jens Müller <jens.mueller@gmail.com>',
        'CAGe2mUe1L3rXyZ@mail',
        'Fri, 20 Nov 2026 10:44:00 +0100',
      ).replace('From: Jens Müller', 'From: =?UTF-8?Q?Jens_M=C3=BCller?='),
      multipart('alternative', '000000000000d1e2f305f3e4d5c9', [
        text(plain, { cte: 'quoted-printable' }),
        html('<div>move 1/I/1 0912 1013</div>'),
      ]),
    ),
    // "Viele Grüße / Jens" is a closing the order grammar will flag; the extractor keeps it
    // because it cannot know every language's closings (the answer then lists the bad line).
    {
      text: 'move 1/I/1 0912 1013\nmove 2/I/1 0811 0912\n\nViele Grüße\nJens',
      from: 'jens.mueller@gmail.com',
      fromName: 'Jens Müller',
    },
  );
}

// Gmail web in Japanese: "2026年11月20日(金) 10:15 Despatch <addr>:" and a Japanese display name
{
  const plain = [
    'move 1/I/1 0912 1013',
    '',
    `2026年11月20日(金) 10:15 Despatch <${REPLY}>:`,
    '',
    ...quote(PROMPT),
  ].join('\n');
  fixture(
    'gmail-web-japanese',
    'Gmail web (Japanese)',
    eml(
      gmailHead(
        '=?UTF-8?B?5bGx55Sw5aSq6YOO?= <taro.yamada@gmail.com>',
        'CAJp6n+Tar0@mail',
        'Fri, 20 Nov 2026 18:15:00 +0900',
      ),
      multipart('alternative', '000000000000e1f2a305f3e4d5ca', [
        text(plain, { cte: 'base64' }),
        html('<div>move 1/I/1 0912 1013</div>', { cte: 'base64' }),
      ]),
    ),
    { text: 'move 1/I/1 0912 1013', from: 'taro.yamada@gmail.com', fromName: '山田太郎' },
  );
}

// Japanese mailer in Shift_JIS: "... さんは書きました:" (attribution wrapped, Japanese verb)
{
  const plain = [
    'move 1/I/1 0912 1013',
    'move 2/I/1 0811 0912',
    '',
    '2026/11/20 10:15 に Despatch さんは',
    '書きました:',
    ...quote(PROMPT.slice(1)),
  ].join('\n');
  const head = headers([
    'Return-Path: <hanako@example.jp>',
    'Date: Fri, 20 Nov 2026 19:03:12 +0900',
    'From: =?ISO-2022-JP?B?GyRCOzNFRDJWO1IbKEI=?= <hanako@example.jp>',
    `To: ${REPLY}`,
    `Subject: ${SUBJECT}`,
    'Message-Id: <20261120190312.5A1B.HANAKO@example.jp>',
    `In-Reply-To: ${ORIG_ID}`,
    'MIME-Version: 1.0',
    'X-Mailer: Becky! ver. 2.81.04 [ja]',
  ]);
  fixture(
    'shift-jis-japanese',
    'Becky! (Shift_JIS)',
    eml(head, text(plain, { charset: 'Shift_JIS', cte: 'base64' })),
    {
      text: 'move 1/I/1 0912 1013\nmove 2/I/1 0811 0912',
      from: 'hanako@example.jp',
      fromName: '山田花子',
    },
  );
}

// Gmail Android: one line with ';', "On Fri, 20 Nov 2026, 10:15 Despatch, <addr> wrote:"
{
  const line = 'move 1/I/1 0912 1013; move 2/I/1 0811 0912; attack 1114 with 1/I/1, 2/I/1';
  const plain = [
    line,
    '',
    `On Fri, 20 Nov 2026, 10:15 Despatch, <${REPLY}> wrote:`,
    '',
    ...quote(PROMPT),
  ].join('\n');
  fixture(
    'gmail-android-one-line',
    'Gmail Android',
    eml(
      gmailHead(
        'Bob Longstreet <bob.longstreet@gmail.com>',
        'CAKd8Andr01d=xQ@mail',
        'Fri, 20 Nov 2026 10:31:55 +0000',
      ),
      multipart('alternative', '0000000000002b3c4d05f3e4d5cb', [
        text(plain),
        html(`<div dir="auto">${esc(line)}</div>`),
      ]),
    ),
    { text: line, from: 'bob.longstreet@gmail.com', fromName: 'Bob Longstreet' },
  );
}

const outlookHead = (from, date, extra = []) =>
  headers([
    `From: ${from}`,
    `To: Despatch <${REPLY}>`,
    `Subject: ${SUBJECT}`,
    'Thread-Topic: [Despatch] Sharpsburg #12 - Turn 3, Union to move',
    'Thread-Index: AQHZ8x2k3l4m5n6o7p8q9r0s1t2u3v4w5x6y7z8A',
    `Date: ${date}`,
    'Message-ID: <AM0PR07MB4126C1D2E3F4A5B6C7D8E9F0A1B2C@AM0PR07MB4126.eurprd07.prod.outlook.com>',
    `References: ${START_ID} ${ORIG_ID}`,
    `In-Reply-To: ${ORIG_ID}`,
    'Accept-Language: en-GB, en-US',
    'Content-Language: en-GB',
    'X-MS-Has-Attach:',
    'X-MS-TNEF-Correlator:',
    ...extra,
    'MIME-Version: 1.0',
  ]);
const outlookBlock = (from = 'Despatch <turns@despatch.example>') => [
  `From: ${from}`,
  'Sent: Friday, November 20, 2026 10:15 AM',
  'To: Alice Hooker <alice@hooker.example>',
  'Subject: [Despatch] Sharpsburg #12 — Turn 3, Union to move',
  '',
  ...PROMPT,
];

// Outlook desktop (Windows), windows-1252 quoted-printable, en dash from AutoCorrect
{
  const plain = [
    'move 1/I/1 0912–1013',
    'move 2/I/1 0811 0912',
    '',
    '-----Original Message-----',
    ...outlookBlock(),
  ].join('\n');
  fixture(
    'outlook-desktop-original-message',
    'Outlook 2016 desktop',
    eml(
      outlookHead('Alice Hooker <alice@hooker.example>', 'Fri, 20 Nov 2026 09:40:12 +0000'),
      multipart('alternative', '_000_AM0PR07MB4126C1D2E3F4A5B6C7D8E9F0A1B2CAM0PR07MB4126eurp_', [
        text(plain, { charset: 'windows-1252', cte: 'quoted-printable' }),
        html(`<html><body><p class="MsoNormal">move 1/I/1 0912–1013<o:p></o:p></p></body></html>`, {
          charset: 'windows-1252',
        }),
      ]),
    ),
    {
      text: 'move 1/I/1 0912–1013\nmove 2/I/1 0811 0912',
      from: 'alice@hooker.example',
      fromName: 'Alice Hooker',
    },
  );
}

// Outlook desktop (Microsoft 365): no separator line, only the From/Sent/To/Subject block
{
  const plain = [
    ...ORDERS,
    '',
    'Alice',
    '',
    ...outlookBlock('Despatch <orders+k7m2q4xwrhbdpz3vna5e@despatch.example>'),
  ].join('\n');
  const htmlBody = `<html><body><div class="WordSection1"><p class="MsoNormal">${ORDERS.map(esc).join('<o:p></o:p></p><p class="MsoNormal">')}</p><div style="border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0cm 0cm 0cm"><p class="MsoNormal"><b>From:</b> Despatch &lt;${REPLY}&gt; <br><b>Sent:</b> Friday, November 20, 2026 10:15 AM<br><b>To:</b> Alice Hooker<br><b>Subject:</b> [Despatch]</p></div>${htmlLines(PROMPT)}</div></body></html>`;
  fixture(
    'outlook-365-desktop',
    'Outlook for Microsoft 365 (Windows)',
    eml(
      outlookHead('Alice Hooker <Alice@Hooker.example>', 'Fri, 20 Nov 2026 09:50:00 +0000'),
      multipart('alternative', '_000_DB9PR07MB7771A2B3C4D5E6F7A8B9C0D1E2F3DB9PR07MB7771eurp_', [
        text(plain, { cte: 'quoted-printable' }),
        html(htmlBody),
      ]),
    ),
    // The bare name "Alice" above the header block stays: a closing the order grammar will flag.
    { text: `${ORDERS_TEXT}\n\nAlice`, from: 'alice@hooker.example', fromName: 'Alice Hooker' },
  );
}

// Outlook on the web: "________________________________" then the header block
{
  const plain = ['move 1/I/1 0912 1013', '', '________________________________', ...outlookBlock()].join(
    '\n',
  );
  fixture(
    'outlook-web',
    'Outlook on the web',
    eml(
      outlookHead('Alice Hooker <alice.hooker@outlook.com>', 'Fri, 20 Nov 2026 09:55:41 +0000'),
      multipart('alternative', '_000_PAXPR02MB7248E1F2A3B4C5D6E7F8A9B0C1D2PAXPR02MB7248eurp_', [
        text(plain, { cte: 'quoted-printable' }),
        html('<div>move 1/I/1 0912 1013</div>'),
      ]),
    ),
    { text: 'move 1/I/1 0912 1013', from: 'alice.hooker@outlook.com', fromName: 'Alice Hooker' },
  );
}

// Outlook on the web, HTML only: divRplyFwdMsg after an <hr>
{
  const htmlBody = `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><style type="text/css" style="display:none;"> P {margin-top:0;margin-bottom:0;} </style></head><body dir="ltr"><div class="elementToProof" style="font-family: Aptos, sans-serif; font-size: 12pt;">${ORDERS.map(esc).join('</div><div class="elementToProof">')}</div><div id="appendonsend"></div><hr style="display:inline-block;width:98%" tabindex="-1"><div id="divRplyFwdMsg" dir="ltr"><font face="Calibri, sans-serif" style="font-size:11pt" color="#000000"><b>From:</b> Despatch &lt;${REPLY}&gt;<br><b>Sent:</b> Friday, November 20, 2026 10:15<br><b>To:</b> Alice Hooker &lt;alice.hooker@outlook.com&gt;<br><b>Subject:</b> [Despatch] Sharpsburg #12 — Turn 3, Union to move</font><div>&nbsp;</div></div><div>${htmlLines(PROMPT)}</div></body></html>`;
  fixture(
    'outlook-web-html-only',
    'Outlook on the web (HTML only)',
    eml(
      outlookHead('Alice Hooker <alice.hooker@outlook.com>', 'Fri, 20 Nov 2026 10:05:41 +0000'),
      html(htmlBody),
    ),
    { text: ORDERS_TEXT, from: 'alice.hooker@outlook.com', fromName: 'Alice Hooker' },
  );
}

// Outlook for iOS: "Get Outlook for iOS<link>" then the header block
{
  const plain = [
    'move 1/I/1 0912 1013',
    '',
    'Get Outlook for iOS<https://aka.ms/o0ukef>',
    '________________________________',
    ...outlookBlock(),
  ].join('\n');
  fixture(
    'outlook-ios',
    'Outlook for iOS',
    eml(
      outlookHead('Alice Hooker <alice.hooker@outlook.com>', 'Fri, 20 Nov 2026 10:08:00 +0000'),
      multipart('alternative', '_000_VI1PR02MB5A1B2C3D4E5F6A7B8C9D0E1F2A3B4VI1PR02MB5A1Beurp_', [
        text(plain, { cte: 'quoted-printable' }),
        html('<div>move 1/I/1 0912 1013</div>'),
      ]),
    ),
    { text: 'move 1/I/1 0912 1013', from: 'alice.hooker@outlook.com', fromName: 'Alice Hooker' },
  );
}

// Outlook for Android
{
  const plain = [
    'move 2/I/1 0811 0912',
    '',
    'Get Outlook for Android<https://aka.ms/AAb9ysg>',
    '________________________________',
    ...outlookBlock(),
  ].join('\n');
  fixture(
    'outlook-android',
    'Outlook for Android',
    eml(
      outlookHead('Alice Hooker <alice.hooker@outlook.com>', 'Fri, 20 Nov 2026 10:09:00 +0000'),
      text(plain, { cte: 'quoted-printable' }),
    ),
    { text: 'move 2/I/1 0811 0912', from: 'alice.hooker@outlook.com', fromName: 'Alice Hooker' },
  );
}

// German Outlook, ISO-8859-1 quoted-printable: "Von: / Gesendet: / An: / Betreff:"
{
  const plain = [
    'move 1/I/1 0912 1013   # über die Brücke',
    'move 2/I/1 0811 0912',
    '',
    'Mit freundlichen Grüßen',
    'Jürgen',
    '',
    'Von: Despatch <turns@despatch.example>',
    'Gesendet: Freitag, 20. November 2026 10:15',
    'An: Jürgen Schäfer <juergen@schaefer.example>',
    'Betreff: [Despatch] Sharpsburg #12 — Zug 3',
    '',
    ...PROMPT,
  ].join('\n');
  fixture(
    'outlook-german-iso-8859-1',
    'Outlook desktop (German, ISO-8859-1)',
    eml(
      outlookHead(
        '=?iso-8859-1?Q?J=FCrgen_Sch=E4fer?= <juergen@schaefer.example>',
        'Fri, 20 Nov 2026 10:20:00 +0100',
      ),
      text(plain.replace('—', '-'), { charset: 'ISO-8859-1', cte: 'quoted-printable' }),
    ),
    {
      text: 'move 1/I/1 0912 1013   # über die Brücke\nmove 2/I/1 0811 0912\n\nMit freundlichen Grüßen\nJürgen',
      from: 'juergen@schaefer.example',
      fromName: 'Jürgen Schäfer',
    },
  );
}

const appleHead = (from, id, date, mailer) =>
  headers([
    `From: ${from}`,
    'Content-Transfer-Encoding: 7bit',
    'Mime-Version: 1.0 (1.0)',
    `Date: ${date}`,
    `Subject: ${SUBJECT}`,
    `Message-Id: <${id}>`,
    `References: ${START_ID} ${ORIG_ID}`,
    `In-Reply-To: ${ORIG_ID}`,
    `To: Despatch <${REPLY}>`,
    `X-Mailer: ${mailer}`,
  ]);

// Apple Mail (macOS): attribution not quoted, then the quote
{
  const plain = [
    ...ORDERS,
    '',
    `> On 20 Nov 2026, at 10:15, Despatch <${REPLY}> wrote:`,
    '> ',
    ...quote(PROMPT),
    '',
  ].join('\n');
  const head = appleHead(
    'Carl Sumner <carl@sumner.example>',
    '3F1C2E1A-6B5D-4F3A-9C1E-2B7A8D9E0F11@sumner.example',
    'Fri, 20 Nov 2026 10:40:00 +0000',
    'Apple Mail (2.3774.600.62)',
  ).replace('Content-Transfer-Encoding: 7bit\n', '');
  fixture(
    'apple-mail-macos',
    'Apple Mail (macOS)',
    eml(
      head,
      multipart('alternative', 'Apple-Mail=_5E6F7A8B-9C0D-4E1F-A2B3-C4D5E6F7A8B9', [
        text(plain, { charset: 'us-ascii' }),
        html(
          `<html><head><meta http-equiv="content-type" content="text/html; charset=us-ascii"></head><body style="overflow-wrap: break-word;">${ORDERS.map(esc).join('<div>')}<br id="lineBreakAtBeginningOfMessage"><div><br><blockquote type="cite"><div>On 20 Nov 2026, at 10:15, Despatch &lt;${REPLY}&gt; wrote:</div><br>${htmlLines(PROMPT)}</blockquote></div></body></html>`,
          { charset: 'us-ascii' },
        ),
      ]),
    ),
    { text: ORDERS_TEXT, from: 'carl@sumner.example', fromName: 'Carl Sumner' },
  );
}

// Apple Mail (macOS), unquoted attribution then the quote (older layout)
{
  const plain = [
    'move 1/I/1 0912 1013',
    '',
    `On 20 Nov 2026, at 10:15, Despatch <${REPLY}> wrote:`,
    '',
    ...quote(PROMPT),
  ].join('\n');
  fixture(
    'apple-mail-unquoted-attribution',
    'Apple Mail (macOS, older)',
    eml(
      appleHead(
        'Carl Sumner <carl@sumner.example>',
        'A0B1C2D3-E4F5-4A6B-8C7D-9E0F1A2B3C4D@sumner.example',
        'Fri, 20 Nov 2026 10:42:00 +0000',
        'Apple Mail (2.3608.120.23.2.7)',
      ),
      text(plain, { charset: 'us-ascii' }),
    ),
    { text: 'move 1/I/1 0912 1013', from: 'carl@sumner.example', fromName: 'Carl Sumner' },
  );
}

// iOS Mail: "Sent from my iPhone", quoted attribution, quoted-printable
{
  const plain = [
    ...ORDERS,
    '',
    'Sent from my iPhone',
    '',
    `> On 20 Nov 2026, at 10:15, Despatch <${REPLY}> wrote:`,
    '> ',
    ...quote(PROMPT),
  ].join('\n');
  fixture(
    'ios-mail',
    'iOS Mail',
    eml(
      appleHead(
        'Carl Sumner <carl@sumner.example>',
        '8D2E1F3A-4B5C-4D6E-9F7A-1B2C3D4E5F6A@sumner.example',
        'Fri, 20 Nov 2026 10:45:00 +0000',
        'iPhone Mail (22B83)',
      ).replace('Content-Transfer-Encoding: 7bit\n', ''),
      text(plain, { charset: 'utf-8', cte: 'quoted-printable' }),
    ),
    { text: ORDERS_TEXT, from: 'carl@sumner.example', fromName: 'Carl Sumner' },
  );
}

// iOS Mail: everything on one line with ';' (the phone joined the lines)
{
  const line = 'move 1/I/1 0912 1013;move 2/I/1 0811 0912 ; attack 1114 with 1/I/1, 2/I/1';
  const plain = [
    line,
    '',
    'Sent from my iPhone',
    '',
    `> On 20 Nov 2026, at 10:15, Despatch <${REPLY}> wrote:`,
    ...quote(PROMPT),
  ].join('\n');
  fixture(
    'ios-mail-one-line',
    'iOS Mail (one line)',
    eml(
      appleHead(
        'Carl Sumner <carl@sumner.example>',
        '1A2B3C4D-5E6F-4A7B-8C9D-0E1F2A3B4C5D@sumner.example',
        'Fri, 20 Nov 2026 10:46:00 +0000',
        'iPhone Mail (22B83)',
      ),
      text(plain, { charset: 'us-ascii' }),
    ),
    { text: line, from: 'carl@sumner.example', fromName: 'Carl Sumner' },
  );
}

// iOS Mail in German: "Von meinem iPhone gesendet", "Am 20.11.2026 um 10:15 schrieb ...:"
{
  const plain = [
    'move 1/I/1 0912 1013',
    '',
    'Von meinem iPhone gesendet',
    '',
    `> Am 20.11.2026 um 10:15 schrieb Despatch <${REPLY}>:`,
    '> ',
    ...quote(PROMPT),
  ].join('\n');
  fixture(
    'ios-mail-german',
    'iOS Mail (German)',
    eml(
      appleHead(
        'Jens Müller <jens@mueller.example>',
        '2B3C4D5E-6F7A-4B8C-9D0E-1F2A3B4C5D6E@mueller.example',
        'Fri, 20 Nov 2026 10:47:00 +0100',
        'iPhone Mail (22B83)',
      )
        .replace('From: Jens Müller', 'From: =?utf-8?Q?Jens_M=C3=BCller?=')
        .replace('Content-Transfer-Encoding: 7bit\n', ''),
      text(plain, { charset: 'utf-8', cte: 'quoted-printable' }),
    ),
    { text: 'move 1/I/1 0912 1013', from: 'jens@mueller.example', fromName: 'Jens Müller' },
  );
}

const tbHead = (from, id, date) =>
  headers([
    `Message-ID: <${id}>`,
    `Date: ${date}`,
    'MIME-Version: 1.0',
    'User-Agent: Mozilla Thunderbird',
    `Subject: ${SUBJECT}`,
    'Content-Language: en-GB',
    `To: Despatch <${REPLY}>`,
    `References: ${START_ID} ${ORIG_ID}`,
    `From: ${from}`,
    `In-Reply-To: ${ORIG_ID}`,
  ]);

// Thunderbird, bottom posting with format=flowed and a "-- " signature
{
  // format=flowed: the long line is wrapped at 72 with a trailing space (a soft break).
  const plain = [
    `On 20/11/2026 10:15, Despatch wrote:`,
    ...quote(PROMPT),
    '',
    'move 1/I/1 0912 1013; move 2/I/1 0811 0912; move 3/I/1 0710 0811; attack ',
    '1114 with 1/I/1, 2/I/1',
    'move 1/II/1 1510 1411',
    '',
    '-- ',
    'Dan Burnside',
    'Rhode Island Wargames Club',
    '',
  ].join('\n');
  fixture(
    'thunderbird-bottom-signature',
    'Thunderbird (bottom posting, format=flowed)',
    eml(
      tbHead(
        'Dan Burnside <dan@burnside.example>',
        'a1b2c3d4-e5f6-4a7b-8c9d-e0f1a2b3c4d5@burnside.example',
        'Fri, 20 Nov 2026 11:00:00 +0000',
      ),
      text(plain, { flowed: true }),
    ),
    {
      text: 'move 1/I/1 0912 1013; move 2/I/1 0811 0912; move 3/I/1 0710 0811; attack 1114 with 1/I/1, 2/I/1\nmove 1/II/1 1510 1411',
      from: 'dan@burnside.example',
      fromName: 'Dan Burnside',
    },
  );
}

// Thunderbird, bottom posting as it really sends it (format=flowed): the quote's lines end in the
// space of a soft break, `pass` comes right under them, then a "-- " signature. RFC 3676 4.5: a
// soft break never joins lines of different quote depths.
{
  const plain = [
    'On 28/11/2026 15:04, Despatch wrote:',
    '> Travel Battle #3 — Turn 1, Red to move. Reply to this mail with your ',
    '> orders, one per line. ',
    'pass',
    '-- ',
    'Dan Burnside',
    '',
  ].join('\n');
  fixture(
    'thunderbird-bottom-flowed',
    'Thunderbird (bottom posting, soft-broken quote, format=flowed)',
    eml(
      tbHead(
        'Dan Burnside <dan@burnside.example>',
        'b2c3d4e5-f6a7-4b8c-9d0e-f1a2b3c4d5e6@burnside.example',
        'Sat, 28 Nov 2026 15:06:00 +0000',
      ),
      text(plain, { flowed: true }),
    ),
    { text: 'pass', from: 'dan@burnside.example', fromName: 'Dan Burnside', accepted: true },
  );
}

// Thunderbird, orders written between the quote's paragraphs (format=flowed, a long order line
// soft-broken by the client), then a signature.
{
  const plain = [
    'On 20/11/2026 10:15, Despatch wrote:',
    '> Sharpsburg #12 — Turn 3 (17 September 1862, 07:30), Union to ',
    '> move.',
    'move 1/I/1 0912 1013',
    '>',
    '> Reply to this mail with your orders, one per line, for ',
    '> example:',
    'move 2/I/1 0811 0912; attack ',
    '1114 with 1/I/1, 2/I/1',
    '>',
    '> Deadline: Sun 22 Nov 2026 18:00 UTC',
    '',
    '-- ',
    'Dan Burnside',
    '',
  ].join('\n');
  fixture(
    'thunderbird-interleaved-flowed',
    'Thunderbird (orders between quoted paragraphs, format=flowed)',
    eml(
      tbHead(
        'Dan Burnside <dan@burnside.example>',
        'c3d4e5f6-a7b8-4c9d-0e1f-a2b3c4d5e6f7@burnside.example',
        'Fri, 20 Nov 2026 11:30:00 +0000',
      ),
      text(plain, { flowed: true }),
    ),
    {
      text: 'move 1/I/1 0912 1013\nmove 2/I/1 0811 0912; attack 1114 with 1/I/1, 2/I/1',
      from: 'dan@burnside.example',
      fromName: 'Dan Burnside',
    },
  );
}

// Thunderbird, top posting: "On 20/11/2026 10:15, Despatch wrote:" below the orders
{
  const plain = [...ORDERS, '', 'On 20/11/2026 10:15, Despatch wrote:', ...quote(PROMPT), ''].join('\n');
  fixture(
    'thunderbird-top',
    'Thunderbird (top posting)',
    eml(
      tbHead(
        'Dan Burnside <dan@burnside.example>',
        'b2c3d4e5-f6a7-4b8c-9d0e-f1a2b3c4d5e6@burnside.example',
        'Fri, 20 Nov 2026 11:05:00 +0000',
      ),
      text(plain),
    ),
    { text: ORDERS_TEXT, from: 'dan@burnside.example', fromName: 'Dan Burnside' },
  );
}

// Plain HTML-only reply from a webmail (no text part): blockquote holds the old mail
{
  const htmlBody = `<html><body><p>move 1/I/1 0912 1013<br>move 2/I/1 0811 0912</p><p>Despatch wrote on 20.11.2026 10:15:</p><blockquote style="border-left:2px solid #ccc;padding-left:8px">${htmlLines(PROMPT)}</blockquote></body></html>`;
  fixture(
    'html-only-webmail',
    'Webmail (HTML only)',
    eml(
      headers([
        'Date: Fri, 20 Nov 2026 11:10:00 +0100',
        'From: Eve Porter <eve@porter.example>',
        `To: <${REPLY}>`,
        `Subject: ${SUBJECT}`,
        'Message-ID: <1732097400.4821@webmail.porter.example>',
        `In-Reply-To: ${ORIG_ID}`,
        'MIME-Version: 1.0',
        'X-Mailer: Roundcube Webmail/1.6.9',
      ]),
      html(htmlBody),
    ),
    {
      text: 'move 1/I/1 0912 1013\nmove 2/I/1 0811 0912',
      from: 'eve@porter.example',
      fromName: 'Eve Porter',
    },
  );
}

// base64 UTF-8 body (Yahoo style), with a long one-line reply that must not be wrapped
{
  const line =
    'move 1/I/1 0912 1013; move 2/I/1 0811 0912; move 3/I/1 0710 0811; attack 1114 with 1/I/1, 2/I/1, 3/I/1';
  const plain = [
    line,
    '',
    '',
    'On Friday, November 20, 2026 at 10:15:00 AM GMT, Despatch <' + REPLY + '> wrote:',
    '',
    ...quote(PROMPT),
  ].join('\n');
  fixture(
    'yahoo-base64',
    'Yahoo Mail (base64)',
    eml(
      headers([
        'Date: Fri, 20 Nov 2026 11:12:13 +0000 (UTC)',
        'From: Frank Mansfield <frank_mansfield@yahoo.com>',
        `To: Despatch <${REPLY}>`,
        'Message-ID: <1234567890.1234567.1732101133@mail.yahoo.com>',
        `In-Reply-To: ${ORIG_ID}`,
        `Subject: ${SUBJECT}`,
        'MIME-Version: 1.0',
        'X-Mailer: WebService/1.1.22876 YMailNorrin',
      ]),
      multipart('alternative', '----=_Part_1234567_987654321.1732101133000', [
        text(plain, { cte: 'base64' }),
        html(`<div>${esc(line)}</div>`, { cte: 'base64' }),
      ]),
    ),
    { text: line, from: 'frank_mansfield@yahoo.com', fromName: 'Frank Mansfield' },
  );
}

// Quoted-printable with soft line breaks inside one long order line
{
  const line =
    'move 1/I/1 0912 1013 ; move 2/I/1 0811 0912 ; move 3/I/1 0710 0811 ; move 1/II/1 1510 1411 ; attack 1114 with 1/I/1, 2/I/1';
  const plain = [line, '', 'Sent from my Android', ''].join('\n');
  fixture(
    'qp-soft-breaks',
    'Android (quoted-printable soft breaks)',
    eml(
      headers([
        'From: George Meade <george@meade.example>',
        `To: ${REPLY}`,
        `Subject: ${SUBJECT}`,
        'Date: Fri, 20 Nov 2026 11:15:00 +0000',
        'Message-ID: <qp.soft.1@meade.example>',
        'MIME-Version: 1.0',
      ]),
      text(plain, { cte: 'quoted-printable' }),
    ),
    { text: line, from: 'george@meade.example', fromName: 'George Meade' },
  );
}

// Attachments: a photo of the map and a PDF, orders in the text part
{
  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
  const body = multipart('mixed', '000000000000f1a2b305f3e4d5cc', [
    multipart('alternative', '000000000000f1a2b205f3e4d5cc', [
      text(
        [...ORDERS, '', `On Fri, Nov 20, 2026 at 10:15 AM Despatch <${REPLY}> wrote:`, ...quote(PROMPT)].join(
          '\n',
        ),
      ),
      html(`<div>${ORDERS.map(esc).join('<br>')}</div>`),
    ]),
    `Content-Type: image/png; name="map.png"\nContent-Disposition: attachment; filename="map.png"\nContent-Transfer-Encoding: base64\nX-Attachment-Id: f_lz1\nContent-ID: <f_lz1>\n\n${b64(png)}`,
    `Content-Type: application/pdf; name="plan.pdf"\nContent-Disposition: attachment; filename="plan.pdf"\nContent-Transfer-Encoding: base64\n\n${b64(Buffer.from('%PDF-1.4\n%EOF\n'))}`,
  ]);
  fixture(
    'gmail-attachments',
    'Gmail web (attachments)',
    eml(
      gmailHead(
        'Alice Hooker <alice.hooker@gmail.com>',
        'CAFq3X7aTTach@mail',
        'Fri, 20 Nov 2026 11:20:00 +0100',
      ),
      body,
    ),
    {
      text: ORDERS_TEXT,
      from: 'alice.hooker@gmail.com',
      fromName: 'Alice Hooker',
      attachments: 2,
    },
  );
}

// A forwarded mail: the player forwards the turn mail to the reply address with orders above
{
  const plain = [
    'move 1/I/1 0912 1013',
    '',
    '---------- Forwarded message ---------',
    `From: Despatch <${REPLY}>`,
    'Date: Fri, Nov 20, 2026 at 10:15 AM',
    'Subject: [Despatch] Sharpsburg #12 - Turn 3, Union to move',
    'To: <alice.hooker@gmail.com>',
    '',
    ...PROMPT,
  ].join('\n');
  fixture(
    'gmail-forwarded',
    'Gmail web (forward)',
    eml(
      gmailHead(
        'Alice Hooker <alice.hooker@gmail.com>',
        'CAFq3X7fWd@mail',
        'Fri, 20 Nov 2026 11:25:00 +0100',
        'Fwd: [Despatch] Sharpsburg #12 - Turn 3, Union to move',
      ),
      text(plain),
    ),
    { text: 'move 1/I/1 0912 1013', from: 'alice.hooker@gmail.com', fromName: 'Alice Hooker' },
  );
}

// Apple Mail forward: "Begin forwarded message:"
{
  const plain = [
    'move 2/I/1 0811 0912',
    '',
    'Begin forwarded message:',
    '',
    `From: Despatch <${REPLY}>`,
    'Subject: [Despatch] Sharpsburg #12',
    'Date: 20 November 2026 at 10:15:00 GMT',
    '',
    ...PROMPT,
  ].join('\n');
  fixture(
    'apple-forwarded',
    'Apple Mail (forward)',
    eml(
      appleHead(
        'Carl Sumner <carl@sumner.example>',
        'F0E1D2C3-B4A5-4968-8776-655443322110@sumner.example',
        'Fri, 20 Nov 2026 11:30:00 +0000',
        'Apple Mail (2.3774.600.62)',
      ),
      text(plain, { charset: 'us-ascii' }),
    ),
    {
      text: 'move 2/I/1 0811 0912',
      from: 'carl@sumner.example',
      fromName: 'Carl Sumner',
    },
  );
}

// Closing formula: email-reply-parser drops "Best regards," and what follows
{
  const plain = [
    ...ORDERS,
    '',
    'Best regards,',
    'Alice',
    '',
    `On Fri, Nov 20, 2026 at 10:15 AM Despatch <${REPLY}> wrote:`,
    ...quote(PROMPT),
  ].join('\n');
  fixture(
    'gmail-regards',
    'Gmail web (closing)',
    eml(
      gmailHead(
        'Alice Hooker <alice.hooker@gmail.com>',
        'CAFq3X7rEgArds@mail',
        'Fri, 20 Nov 2026 11:35:00 +0100',
      ),
      text(plain),
    ),
    {
      text: ORDERS_TEXT,
      from: 'alice.hooker@gmail.com',
      fromName: 'Alice Hooker',
    },
  );
}

// Windows Mail app: "Sent from Mail for Windows"
{
  const plain = [
    'move 1/I/1 0912 1013',
    '',
    'Sent from Mail for Windows',
    '',
    'From: Despatch',
    'Sent: 20 November 2026 10:15',
    'To: Hank Slocum',
    'Subject: [Despatch] Sharpsburg #12',
    '',
    ...PROMPT,
  ].join('\n');
  fixture(
    'windows-mail',
    'Mail for Windows',
    eml(
      headers([
        'From: Hank Slocum <hank@slocum.example>',
        `To: "Despatch" <${REPLY}>`,
        `Subject: ${SUBJECT}`,
        'Date: Fri, 20 Nov 2026 11:40:00 +0000',
        'Message-ID: <5f3e1a2b.1c69fb81.abc.123@mx.slocum.example>',
        'MIME-Version: 1.0',
      ]),
      text(plain, { cte: 'quoted-printable' }),
    ),
    { text: 'move 1/I/1 0912 1013', from: 'hank@slocum.example', fromName: 'Hank Slocum' },
  );
}

// Commands in a reply (the command parser splits them from orders later)
{
  const plain = [
    'status',
    '',
    `On Fri, Nov 20, 2026 at 10:15 AM Despatch <${REPLY}> wrote:`,
    ...quote(PROMPT),
  ].join('\n');
  fixture(
    'command-status',
    'Gmail web (command)',
    eml(
      gmailHead(
        'Alice Hooker <alice.hooker@gmail.com>',
        'CAFq3X7sTaTus@mail',
        'Fri, 20 Nov 2026 11:45:00 +0100',
      ),
      text(plain),
    ),
    {
      text: 'status',
      from: 'alice.hooker@gmail.com',
      fromName: 'Alice Hooker',
    },
  );
}

// Nothing new: the player hit reply and send
{
  const plain = ['', `On Fri, Nov 20, 2026 at 10:15 AM Despatch <${REPLY}> wrote:`, ...quote(PROMPT)].join(
    '\n',
  );
  fixture(
    'empty-reply',
    'Gmail web (empty)',
    eml(
      gmailHead(
        'Alice Hooker <alice.hooker@gmail.com>',
        'CAFq3X7eMpty@mail',
        'Fri, 20 Nov 2026 11:50:00 +0100',
      ),
      text(plain),
    ),
    {
      text: '',
      from: 'alice.hooker@gmail.com',
      fromName: 'Alice Hooker',
    },
  );
}

// The token only in Delivered-To: the club's alias forwarded the mail to our reply address
{
  const plain = [
    'move 1/I/1 0912 1013',
    '',
    `On Fri, Nov 20, 2026 at 10:15 AM Despatch <${REPLY}> wrote:`,
    ...quote(PROMPT),
  ].join('\n');
  const head =
    `Delivered-To: ${REPLY}\n` +
    gmailHead(
      'Alice Hooker <alice.hooker@gmail.com>',
      'CAFq3X7dElTo@mail',
      'Fri, 20 Nov 2026 11:55:00 +0100',
    ).replace(`To: Despatch <${REPLY}>`, 'To: Sharpsburg Club <sharpsburg@club.example>');
  fixture('delivered-to-only', 'Gmail web via a club alias', eml(head, text(plain)), {
    text: 'move 1/I/1 0912 1013',
    from: 'alice.hooker@gmail.com',
    fromName: 'Alice Hooker',
  });
}

// Auto-Submitted: no is a person: answered
{
  const plain = ['move 1/I/1 0912 1013', '', '-- ', 'Ivy'].join('\n');
  fixture(
    'auto-submitted-no',
    'Mutt (Auto-Submitted: no)',
    eml(
      headers([
        'Date: Fri, 20 Nov 2026 12:00:00 +0000',
        'From: Ivy Hancock <ivy@hancock.example>',
        `To: ${REPLY}`,
        `Subject: ${SUBJECT}`,
        'Message-ID: <20261120120000.GA1234@hancock.example>',
        'Auto-Submitted: no',
        'MIME-Version: 1.0',
        'User-Agent: Mutt/2.2.13 (2024-03-09)',
      ]),
      text(plain, { charset: 'us-ascii' }),
    ),
    { text: 'move 1/I/1 0912 1013', from: 'ivy@hancock.example', fromName: 'Ivy Hancock' },
  );
}

// ---------------------------------------------------------------- issue 13: replies as people write them
// Each of these carries `pass` (legal for the Union's first turn) and lines around it that are not
// orders: the pipeline test expects the orders accepted and exactly `setAside` quoted in the answer.
const mimeWord = (s) => `=?UTF-8?B?${Buffer.from(s).toString('base64')}?=`;

// Gmail on Android in Japanese: a greeting, full-width `ｐａｓｓ` with U+3000, a Japanese sign-off
{
  const plain = [
    'こんにちは',
    '',
    'ｐａｓｓ\u3000',
    '',
    'よろしくお願いします。',
    '佐藤健',
    '',
    `2026年11月20日(金) 18:15 Despatch <${REPLY}>:`,
    '',
    ...quote(PROMPT),
  ].join('\n');
  fixture(
    'gmail-android-japanese',
    'Gmail Android (Japanese, full-width)',
    eml(
      gmailHead(
        `${mimeWord('佐藤健')} <ken.sato@gmail.com>`,
        'CAJp6nAndr0id@mail',
        'Fri, 20 Nov 2026 18:20:00 +0900',
      ),
      multipart('alternative', '000000000000a9b8c705f3e4d5d1', [
        text(plain, { cte: 'base64' }),
        html(
          '<div dir="auto">こんにちは<div dir="auto"><br></div><div dir="auto">ｐａｓｓ\u3000</div></div>',
          {
            cte: 'base64',
          },
        ),
      ]),
    ),
    {
      text: 'こんにちは\n\npass\n\nよろしくお願いします。\n佐藤健',
      from: 'ken.sato@gmail.com',
      fromName: '佐藤健',
      setAside: ['こんにちは', 'よろしくお願いします。', '佐藤健'],
      accepted: true,
    },
  );
}

// Thunderbird in French, bottom posting: "Le ... a écrit :", the quote, a greeting, the orders, "-- "
{
  const plain = [
    'Le 20/11/2026 à 10:15, Despatch a écrit :',
    ...quote(PROMPT),
    '',
    'Bonjour,',
    '',
    'pass',
    '',
    '-- ',
    'Jean Dupont',
    'Club de Lyon',
    '',
  ].join('\n');
  fixture(
    'thunderbird-bottom-french',
    'Thunderbird (French, bottom posting, greeting, signature)',
    eml(
      tbHead(
        'Jean Dupont <jean@dupont.example>',
        'b2c3d4e5-f6a7-4b8c-9d0e-f1a2b3c4d5e6@dupont.example',
        'Fri, 20 Nov 2026 11:05:00 +0100',
      ),
      text(plain, { flowed: true }),
    ),
    {
      text: 'Bonjour,\n\npass',
      from: 'jean@dupont.example',
      fromName: 'Jean Dupont',
      setAside: ['Bonjour,'],
      accepted: true,
    },
  );
}

// Apple Mail with a photo of the table: "Hi," above, a remark below, an image attached
{
  const jpeg = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
  const plain = [
    'Hi,',
    '',
    'pass',
    '',
    'Photo of my table attached.',
    '',
    `> On 20 Nov 2026, at 10:15, Despatch <${REPLY}> wrote:`,
    '> ',
    ...quote(PROMPT),
    '',
  ].join('\n');
  const head = appleHead(
    'Carl Sumner <carl@sumner.example>',
    '4A2D3F2B-7C6E-4A4B-8D2F-3C8B9E0F1A22@sumner.example',
    'Fri, 20 Nov 2026 10:50:00 +0000',
    'Apple Mail (2.3774.600.62)',
  ).replace('Content-Transfer-Encoding: 7bit\n', '');
  fixture(
    'apple-mail-photo',
    'Apple Mail (photo attached)',
    eml(
      head,
      multipart('mixed', 'Apple-Mail=_6F7A8B9C-0D1E-4F2A-B3C4-D5E6F7A8B9C0', [
        text(plain, { charset: 'us-ascii' }),
        `Content-Disposition: attachment; filename=table.jpg\nContent-Type: image/jpeg; name="table.jpg"\nContent-Transfer-Encoding: base64\n\n${b64(jpeg)}`,
      ]),
    ),
    {
      text: 'Hi,\n\npass\n\nPhoto of my table attached.',
      from: 'carl@sumner.example',
      fromName: 'Carl Sumner',
      attachments: 1,
      setAside: ['Hi,', 'Photo of my table attached.'],
      accepted: true,
    },
  );
}

// Outlook in plain text: "Dear Bob," above, then "-----Original Message-----" and the From/Sent block
{
  const plain = [
    'Dear Bob,',
    '',
    'pass',
    '',
    'Ann',
    '',
    '-----Original Message-----',
    ...outlookBlock(),
    '',
    ...PROMPT,
  ].join('\n');
  fixture(
    'outlook-plain-text',
    'Outlook desktop (plain text, greeting)',
    eml(
      outlookHead('Ann Porter <ann@porter.example>', 'Fri, 20 Nov 2026 09:58:00 +0000'),
      text(plain, { charset: 'us-ascii' }),
    ),
    {
      text: 'Dear Bob,\n\npass\n\nAnn',
      from: 'ann@porter.example',
      fromName: 'Ann Porter',
      setAside: ['Dear Bob,', 'Ann'],
      accepted: true,
    },
  );
}

// Yahoo in German: "Am Freitag, 20. November 2026, 10:15:00 MEZ hat Despatch <...> Folgendes geschrieben:"
{
  const plain = [
    'Hallo,',
    'pass',
    'Gruß Jens',
    '',
    `Am Freitag, 20. November 2026, 10:15:00 MEZ hat Despatch <${REPLY}> Folgendes geschrieben:`,
    '',
    ...quote(PROMPT),
  ].join('\n');
  fixture(
    'yahoo-german-greeting',
    'Yahoo Mail (German, greeting)',
    eml(
      headers([
        'Date: Fri, 20 Nov 2026 11:30:00 +0100',
        'From: Jens Richter <jens.richter@yahoo.de>',
        `To: Despatch <${REPLY}>`,
        'Message-ID: <2233445566.7788990.1732101800@mail.yahoo.com>',
        `In-Reply-To: ${ORIG_ID}`,
        `Subject: ${SUBJECT}`,
        'MIME-Version: 1.0',
        'X-Mailer: WebService/1.1.22876 YMailNorrin',
      ]),
      multipart('alternative', '----=_Part_2233445_112233445.1732101800000', [
        text(plain, { cte: 'base64' }),
        html('<div>Hallo,</div><div>pass</div><div>Gruß Jens</div>', { cte: 'base64' }),
      ]),
    ),
    {
      text: 'Hallo,\npass\nGruß Jens',
      from: 'jens.richter@yahoo.de',
      fromName: 'Jens Richter',
      setAside: ['Hallo,', 'Gruß Jens'],
      accepted: true,
    },
  );
}

// A forward of the turn mail with a greeting and the orders above it
{
  const plain = [
    'Hi Bob,',
    '',
    'pass',
    '',
    '---------- Forwarded message ---------',
    `From: Despatch <${REPLY}>`,
    'Date: Fri, Nov 20, 2026 at 10:15 AM',
    `Subject: [Despatch] Sharpsburg #12`,
    `To: <alice.hooker@gmail.com>`,
    '',
    ...PROMPT,
  ].join('\n');
  fixture(
    'gmail-forwarded-greeting',
    'Gmail web (forward, greeting)',
    eml(
      gmailHead(
        'Alice Hooker <alice.hooker@gmail.com>',
        'CAFq3X7fWdGreet@mail',
        'Fri, 20 Nov 2026 12:40:00 +0100',
        'Fwd: [Despatch] Sharpsburg #12',
      ),
      text(plain),
    ),
    {
      text: 'Hi Bob,\n\npass',
      from: 'alice.hooker@gmail.com',
      fromName: 'Alice Hooker',
      setAside: ['Hi Bob,'],
      accepted: true,
    },
  );
}

// S/MIME-signed (Thunderbird): multipart/signed, the signature as an application/pkcs7-signature part
{
  const plain = [
    'pass',
    '',
    'Cheers,',
    'Dave',
    '',
    `On 20/11/2026 10:15, Despatch wrote:`,
    ...quote(PROMPT),
    '',
  ].join('\n');
  const sig = b64(Buffer.from('3082010006092a864886f70d010702a0', 'hex'));
  fixture(
    'smime-signed',
    'Thunderbird (S/MIME signed)',
    eml(
      tbHead(
        'Dave Franklin <dave@franklin.example>',
        'c3d4e5f6-a7b8-4c9d-0e1f-a2b3c4d5e6f7@franklin.example',
        'Fri, 20 Nov 2026 13:00:00 +0000',
      ),
      multipart(
        'signed',
        'ms010203040506070809000102',
        [
          text(plain),
          `Content-Type: application/pkcs7-signature; name="smime.p7s"\nContent-Transfer-Encoding: base64\nContent-Disposition: attachment; filename="smime.p7s"\nContent-Description: S/MIME Cryptographic Signature\n\n${sig}`,
        ],
        '; protocol="application/pkcs7-signature"; micalg=sha-256',
      ),
    ),
    // email-reply-parser drops the closing formula "Cheers," and the name below it.
    {
      text: 'pass',
      from: 'dave@franklin.example',
      fromName: 'Dave Franklin',
      attachments: 1,
      accepted: true,
    },
  );
}

// HTML only with &nbsp; everywhere (a webmail's rich editor), greeting and closing
{
  const htmlBody = `<div>Hello&nbsp;Bob,</div><div><br></div><div>&nbsp;pass&nbsp;</div><div><br></div><div>Thanks&nbsp;a&nbsp;lot!</div><div><br></div><blockquote style="border-left:1px solid #ccc;padding-left:1ex">${htmlLines(PROMPT)}</blockquote>`;
  fixture(
    'html-only-nbsp',
    'Webmail (HTML only, &nbsp;)',
    eml(
      headers([
        'Date: Fri, 20 Nov 2026 13:10:00 +0100',
        'From: Eve Sykes <eve@sykes.example>',
        `To: ${REPLY}`,
        'Message-ID: <webmail.nbsp.1@sykes.example>',
        `In-Reply-To: ${ORIG_ID}`,
        `Subject: ${SUBJECT}`,
        'MIME-Version: 1.0',
      ]),
      html(htmlBody),
    ),
    {
      text: 'Hello Bob,\n\n pass\n\nThanks a lot!',
      from: 'eve@sykes.example',
      fromName: 'Eve Sykes',
      setAside: ['Hello Bob,', 'Thanks a lot!'],
      accepted: true,
    },
  );
}

// Outlook in Japanese: a greeting, full-width orders, a name, then the 差出人/送信日時/宛先/件名 block
{
  const plain = [
    'お疲れ様です。',
    '',
    'ｐａｓｓ',
    '',
    '山田',
    '',
    `差出人: Despatch <${REPLY}>`,
    '送信日時: 2026年11月20日 10:15',
    '宛先: 山田 一郎 <ichiro@yamada.example>',
    '件名: [Despatch] Sharpsburg #12',
    '',
    ...PROMPT,
  ].join('\n');
  fixture(
    'outlook-japanese',
    'Outlook desktop (Japanese header block, full-width)',
    eml(
      outlookHead(`${mimeWord('山田 一郎')} <ichiro@yamada.example>`, 'Fri, 20 Nov 2026 19:00:00 +0900'),
      text(plain, { cte: 'base64' }),
    ),
    {
      text: 'お疲れ様です。\n\npass\n\n山田',
      from: 'ichiro@yamada.example',
      fromName: '山田 一郎',
      setAside: ['お疲れ様です。', '山田'],
      accepted: true,
    },
  );
}

// Interleaved: a greeting on top, the orders written between two quoted blocks, a name at the end
{
  const plain = [
    'Hi Bob,',
    '',
    `On Fri, Nov 20, 2026 at 10:15 AM Despatch <${REPLY}> wrote:`,
    ...quote(PROMPT.slice(0, 3)),
    '',
    'pass',
    '',
    ...quote(PROMPT.slice(3)),
    '',
    'Ann',
  ].join('\n');
  fixture(
    'interleaved-greeting',
    'Gmail web (inline reply, greeting and name)',
    eml(
      gmailHead(
        'Ann Porter <ann.porter@gmail.com>',
        'CAFq3X7iNterGreet@mail',
        'Fri, 20 Nov 2026 13:30:00 +0100',
      ),
      text(plain),
    ),
    {
      text: 'Hi Bob,\n\npass\n\nAnn',
      from: 'ann.porter@gmail.com',
      fromName: 'Ann Porter',
      setAside: ['Hi Bob,', 'Ann'],
      accepted: true,
    },
  );
}

// ---------------------------------------------------------------- loops: never answered
const auto = (name, client, head, body, why, expect = {}) =>
  fixture(name, client, eml(head, body), { text: expect.text ?? '', isAutomatic: true, why, ...expect });

auto(
  'gmail-vacation',
  'Gmail vacation responder',
  headers([
    'MIME-Version: 1.0',
    'Date: Fri, 20 Nov 2026 10:15:03 +0100',
    `References: ${ORIG_ID}`,
    `In-Reply-To: ${ORIG_ID}`,
    'Auto-Submitted: auto-replied',
    'Message-ID: <CAFq3X7vAcAt10n@mail.gmail.com>',
    'Subject: Out of office Re: [Despatch] Sharpsburg #12',
    'From: Alice Hooker <alice.hooker@gmail.com>',
    `To: ${REPLY}`,
  ]),
  text('I am away until 30 November with no access to mail.\n'),
  'Auto-Submitted: auto-replied',
  {
    text: 'I am away until 30 November with no access to mail.',
    from: 'alice.hooker@gmail.com',
    fromName: 'Alice Hooker',
  },
);
auto(
  'exchange-out-of-office',
  'Exchange automatic reply',
  headers([
    'From: Alice Hooker <alice@hooker.example>',
    `To: Despatch <${REPLY}>`,
    'Subject: Automatic reply: [Despatch] Sharpsburg #12 - Turn 3, Union to move',
    'Thread-Topic: [Despatch] Sharpsburg #12',
    'Date: Fri, 20 Nov 2026 09:15:04 +0000',
    'Message-ID: <AM0PR07MB4126AUTO@AM0PR07MB4126.eurprd07.prod.outlook.com>',
    `In-Reply-To: ${ORIG_ID}`,
    'Auto-Submitted: auto-generated',
    'X-MS-Exchange-Inbox-Rules-Loop: alice@hooker.example',
    'X-Auto-Response-Suppress: All',
    'MIME-Version: 1.0',
  ]),
  text('I am out of the office until Monday.\n'),
  'Auto-Submitted: auto-generated',
  { text: 'I am out of the office until Monday.', from: 'alice@hooker.example', fromName: 'Alice Hooker' },
);
auto(
  'x-autoreply',
  'Old vacation program (X-Autoreply)',
  headers([
    'From: Bob Longstreet <bob@longstreet.example>',
    `To: ${REPLY}`,
    'Subject: Away',
    'Date: Fri, 20 Nov 2026 09:16:00 +0000',
    'Message-ID: <vacation.1@longstreet.example>',
    'X-Autoreply: yes',
    'MIME-Version: 1.0',
  ]),
  text('Away.\n', { charset: 'us-ascii' }),
  'x-autoreply: yes',
  { text: 'Away.', from: 'bob@longstreet.example', fromName: 'Bob Longstreet' },
);
auto(
  'bounce-dsn',
  'Postfix bounce (DSN)',
  headers([
    'Return-Path: <>',
    'Date: Fri, 20 Nov 2026 10:16:00 +0000 (UTC)',
    'From: MAILER-DAEMON@mx.hooker.example (Mail Delivery System)',
    'Subject: Undelivered Mail Returned to Sender',
    `To: ${REPLY}`,
    'Message-Id: <20261120101600.4A1B2C3D4E@mx.hooker.example>',
    'MIME-Version: 1.0',
  ]),
  multipart(
    'report',
    '4A1B2C3D4E.1732097760/mx.hooker.example',
    [
      "Content-Description: Notification\nContent-Type: text/plain; charset=us-ascii\n\nThis is the mail system at host mx.hooker.example.\n\nI'm sorry to have to inform you that your message could not\nbe delivered to one or more recipients.\n",
      'Content-Description: Delivery report\nContent-Type: message/delivery-status\n\nReporting-MTA: dns; mx.hooker.example\nArrival-Date: Fri, 20 Nov 2026 10:15:59 +0000 (UTC)\n\nFinal-Recipient: rfc822; alice@hooker.example\nAction: failed\nStatus: 5.1.1\nDiagnostic-Code: smtp; 550 5.1.1 User unknown\n',
      `Content-Description: Undelivered Message Headers\nContent-Type: text/rfc822-headers\n\nFrom: Despatch <turns@despatch.example>\nTo: alice@hooker.example\nMessage-ID: ${ORIG_ID}\n`,
    ],
    '; report-type=delivery-status',
  ),
  'empty return path <>',
  {
    from: 'mailer-daemon@mx.hooker.example',
    fromName: 'Mail Delivery System',
    skipText: true,
    attachments: 1,
  },
);
auto(
  'bounce-postmaster',
  'Exchange NDR from postmaster',
  headers([
    'From: postmaster@hooker.example',
    `To: ${REPLY}`,
    'Subject: Undeliverable: [Despatch] Sharpsburg #12',
    'Date: Fri, 20 Nov 2026 10:17:00 +0000',
    'Message-ID: <ndr.1@hooker.example>',
    'MIME-Version: 1.0',
  ]),
  text('Delivery has failed to these recipients or groups:\nalice@hooker.example\n', { charset: 'us-ascii' }),
  'From postmaster',
  { from: 'postmaster@hooker.example', fromName: '', skipText: true },
);
auto(
  'dsn-multipart-report',
  'Read receipt (multipart/report without other loop headers)',
  headers([
    'From: Alice Hooker <alice@hooker.example>',
    `To: ${REPLY}`,
    'Subject: Read: [Despatch] Sharpsburg #12',
    'Date: Fri, 20 Nov 2026 10:18:00 +0000',
    'Message-ID: <mdn.1@hooker.example>',
    'MIME-Version: 1.0',
  ]),
  multipart(
    'report',
    'mdn-boundary-1',
    [
      'Content-Type: text/plain; charset=us-ascii\n\nYour message was read.\n',
      'Content-Type: message/disposition-notification\n\nFinal-Recipient: rfc822; alice@hooker.example\nDisposition: manual-action/MDN-sent-manually; displayed\n',
    ],
    '; report-type=disposition-notification',
  ),
  'multipart/report (delivery or read report)',
  { from: 'alice@hooker.example', fromName: 'Alice Hooker', skipText: true, attachments: 1 },
);
auto(
  'mailing-list',
  'Mailman list post',
  headers([
    'From: Alice Hooker <alice@hooker.example>',
    'To: sharpsburg-players@lists.club.example',
    `Cc: ${REPLY}`,
    'Subject: [sharpsburg-players] Turn 3 discussion',
    'Date: Fri, 20 Nov 2026 10:19:00 +0000',
    'Message-ID: <list.1@hooker.example>',
    'Precedence: list',
    'List-Id: Sharpsburg players <sharpsburg-players.lists.club.example>',
    'List-Unsubscribe: <mailto:sharpsburg-players-leave@lists.club.example>',
    'Sender: "sharpsburg-players" <sharpsburg-players-bounces@lists.club.example>',
    'MIME-Version: 1.0',
  ]),
  text('Who else is playing Union this week?\n', { charset: 'us-ascii' }),
  'Precedence: list',
  { text: 'Who else is playing Union this week?', from: 'alice@hooker.example', fromName: 'Alice Hooker' },
);
auto(
  'bulk-newsletter',
  'Newsletter (Precedence: bulk)',
  headers([
    'From: Wargame News <news@wargames.example>',
    `To: ${REPLY}`,
    'Subject: November news',
    'Date: Fri, 20 Nov 2026 10:20:00 +0000',
    'Message-ID: <news.1@wargames.example>',
    'Precedence: bulk',
    'MIME-Version: 1.0',
  ]),
  text('This month: Antietam at 164.\n', { charset: 'us-ascii' }),
  'Precedence: bulk',
  { text: 'This month: Antietam at 164.', from: 'news@wargames.example', fromName: 'Wargame News' },
);
// A list's mail marked only by List-Unsubscribe (RFC 2369), from a player's own address.
auto(
  'list-unsubscribe-only',
  'Mailing-list post (List-Unsubscribe only)',
  headers([
    'From: Alice Hooker <alice@hooker.example>',
    `To: ${REPLY}`,
    'Subject: Re: [Despatch] Sharpsburg #12',
    'Date: Fri, 20 Nov 2026 10:23:00 +0000',
    'Message-ID: <list.2@hooker.example>',
    'List-Unsubscribe: <mailto:leave-players@lists.club.example>',
    'MIME-Version: 1.0',
  ]),
  text('pass\n', { charset: 'us-ascii' }),
  'List-Unsubscribe: <mailto:leave-players@lists.club.example>',
  { text: 'pass', from: 'alice@hooker.example', fromName: 'Alice Hooker' },
);
auto(
  'own-address-loop',
  'Our own report coming back',
  headers([
    'From: Despatch <turns@despatch.example>',
    `To: ${REPLY}`,
    'Subject: [Despatch] Sharpsburg #12 - Turn 3, Union to move',
    'Date: Fri, 20 Nov 2026 10:21:00 +0000',
    `Message-ID: <despatch.g3k9x2m7qa.union.s3-answer@despatch.example>`,
    'MIME-Version: 1.0',
  ]),
  text(PROMPT.join('\n') + '\n'),
  'From our own address turns@despatch.example',
  { from: 'turns@despatch.example', fromName: 'Despatch', skipText: true },
);

writeFileSync(new URL('manifest.json', `file://${dir}`), JSON.stringify(manifest, null, 2) + '\n');
console.log(`${manifest.length} fixtures written to ${dir}`);
