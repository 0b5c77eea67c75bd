// The deadline as an iCalendar attachment (RFC 5545, METHOD:PUBLISH) on every turn mail. The UID is
// stable per game, side and step, and SEQUENCE counts the moves of the deadline (extension, vacation,
// pause), so a calendar updates the one event instead of adding another.
import type { MailAttachment } from './types';

export interface CalendarEvent {
  gameId: string;
  side: string;
  step: number;
  /** How many times this step's deadline has moved (0 at first). */
  sequence: number;
  /** ISO times: the deadline and when this version of the event was made. */
  deadline: string;
  stamp: string;
  summary: string;
  /** What the event says, in the reader's language; it names the orders page. */
  description: string;
  url: string;
  mailDomain: string;
}

/** 20261124T180000Z */
function icsTime(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT values escape backslash, semicolon, comma and newlines (RFC 5545 §3.3.11). */
function text(value: string): string {
  return value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
}

/** Content lines longer than 75 octets are folded with CRLF + space (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const out: string[] = [];
  let current = '';
  for (const ch of line) {
    const limit = out.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + ch, 'utf8') > limit) {
      out.push(current);
      current = '';
    }
    current += ch;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function calendarUid(e: Pick<CalendarEvent, 'gameId' | 'side' | 'step' | 'mailDomain'>): string {
  return `despatch-${e.gameId}-${e.side}-s${e.step}@${e.mailDomain}`;
}

export function deadlineCalendar(e: CalendarEvent): string {
  const end = new Date(e.deadline);
  const start = new Date(end.getTime() - 30 * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Despatch//Turn deadlines//EN', // not prose: the product's identifier (RFC 5545 §3.7.3)
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${calendarUid(e)}`,
    `SEQUENCE:${e.sequence}`,
    `DTSTAMP:${icsTime(e.stamp)}`,
    `DTSTART:${icsTime(start.toISOString())}`,
    `DTEND:${icsTime(e.deadline)}`,
    `SUMMARY:${text(e.summary)}`,
    `DESCRIPTION:${text(e.description)}`,
    `URL:${e.url}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

export function calendarAttachment(e: CalendarEvent): MailAttachment {
  return {
    filename: 'deadline.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH', // not prose: a MIME type
    contentBase64: Buffer.from(deadlineCalendar(e), 'utf8').toString('base64'),
  };
}
