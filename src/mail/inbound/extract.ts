// Keeps only what the player wrote in this reply. email-reply-parser does the classic work
// (quoted fragments, common signatures); the passes around it cover what it misses: quoted
// blocks *above* the orders (bottom posting), attribution lines wrapped over two lines or in other
// languages, Outlook header blocks that quote without `>`, forwarded mails, phone signatures.
import EmailReplyParser from 'email-reply-parser';
import { normaliseText } from '../../games/core/order-text';

const QUOTED = /^\s*>/;
const SIGNATURE_DELIMITER = /^--\s*$/;

/** Separator lines that open the old mail: everything from here down is not the player's. */
const CUT_MARKERS: RegExp[] = [
  /^\s*-{2,}\s*(forwarded message|original message|weitergeleitete nachricht|ursprüngliche nachricht|message transféré|message d'origine|mensaje (reenviado|original)|messaggio (inoltrato|originale)|doorgestuurd bericht|oorspronkelijk bericht|転送されたメッセージ|元のメッセージ)\s*-*\s*$/i,
  /^\s*(begin forwarded message|anfang der weitergeleiteten nachricht|début du message réexpédié)\s*:\s*$/i,
];

/** Phone and webmail taglines; they end the new text. */
const TAGLINES: RegExp[] = [
  /^\s*sent from (my |mail for |yahoo mail|outlook|aol)/i,
  /^\s*sent (via|with) \S/i,
  /^\s*get outlook for (ios|android)/i,
  /^\s*(von meinem .+ gesendet|envoyé de mon .+|enviado desde mi .+|inviato da(l mio)? .+)\s*$/i,
  /^\s*(iphone|ipad|android)から送信\s*$/i,
];

const HEADER_FROM = /^\s*\**(from|von|de|da|van|差出人|送信者)\s*\**\s*[:：]\s*\S/i;
const HEADER_NEXT =
  /^\s*\**(sent|date|to|subject|gesendet|datum|an|betreff|envoyé|objet|enviado|asunto|inviato|oggetto|verzonden|onderwerp|送信日時|日付|宛先|件名)\s*\**\s*[:：]/i;

/** Verbs that end an attribution line ("On <date>, <name> wrote:"), in the languages we see. */
const ATTRIBUTION_VERB =
  /(wrote|schrieb|a écrit|escribió|escreveu|ha scritto|scritto|schreef|skrev|kirjoitti|pisze|napisał|написал\(а\)|написал|写道|작성|書きました|のメッセージ|のメール).{0,120}[:：]\s*$/i;
/** Attributions without a verb: "2026年11月20日(金) 10:15 Despatch <orders+x@d>:", "... <a@b>:". */
const ATTRIBUTION_ADDRESS_END = /\d.*<[^<>\s]+@[^<>\s]+>\s*[:：]\s*$/;
const ATTRIBUTION_LEAD = /^\s*((on|am|le|el|il|em|op|den|w dniu|dnia)\s|\d)/i;

function isAttribution(line: string): boolean {
  const t = line.trim();
  if (t.length < 8 || t.length > 300) return false;
  if (ATTRIBUTION_ADDRESS_END.test(t)) return true;
  return ATTRIBUTION_VERB.test(t) && (/\d/.test(t) || t.includes('@'));
}

function isOutlookHeaderBlock(lines: string[], i: number): boolean {
  if (!HEADER_FROM.test(lines[i] ?? '')) return false;
  let seen = 0;
  for (let j = i + 1; j < Math.min(lines.length, i + 6); j++) {
    if (HEADER_NEXT.test(lines[j] ?? '')) seen++;
  }
  return seen >= 2;
}

function nextNonBlank(lines: string[], from: number): string | undefined {
  for (let j = from; j < lines.length; j++) {
    if ((lines[j] ?? '').trim() !== '') return lines[j];
  }
  return undefined;
}

/**
 * Walks the unquoted lines top-down. A cut marker, an Outlook header block or an attribution
 * followed by unquoted text ends the new text; an attribution followed by a `>` block (bottom
 * posting, inline replies) is just dropped, the quote lines go later.
 */
function cutOldMail(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (QUOTED.test(line)) {
      out.push(line);
      continue;
    }
    if (CUT_MARKERS.some((re) => re.test(line)) || isOutlookHeaderBlock(lines, i)) break;
    let span = 0;
    if (isAttribution(line)) span = 1;
    else if (ATTRIBUTION_LEAD.test(line) && i + 1 < lines.length) {
      const next = lines[i + 1] ?? '';
      // Wrapped: "On Fri, ... Despatch <" + "orders+x@d> wrote:" (the second half alone may match).
      const joined = `${line.trim()} ${next.trim()}`;
      if (!QUOTED.test(next) && !ATTRIBUTION_LEAD.test(next) && isAttribution(joined)) span = 2;
    }
    if (span === 0) {
      out.push(line);
      continue;
    }
    const after = nextNonBlank(lines, i + span);
    if (after !== undefined && !QUOTED.test(after)) break;
    i += span - 1;
  }
  return out;
}

/** Drops the signature: from a `-- ` delimiter or a phone tagline down to the end. */
function cutSignature(lines: string[]): string[] {
  const end = lines.findIndex((l) => SIGNATURE_DELIMITER.test(l) || TAGLINES.some((re) => re.test(l)));
  return end < 0 ? lines : lines.slice(0, end);
}

function tidy(lines: string[]): string {
  return lines
    .map((l) => l.replace(/\s+$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/(\n[-_=*]{3,})+\s*$/, '')
    .trim();
}

const replyParser = new EmailReplyParser();

/** windows-1252 text labelled ISO-8859-1 (Outlook does this) decodes its dashes and quotes to C1
 * controls; map the ones an order line may hold back to what the player typed. */
const C1: Record<string, string> = {
  '\u0085': '…',
  '\u0091': "'",
  '\u0092': "'",
  '\u0093': '"',
  '\u0094': '"',
  '\u0096': '–',
  '\u0097': '—',
};
function fromC1(text: string): string {
  return text.replace(/[\u0085\u0091-\u0094\u0096\u0097]/g, (c) => C1[c] ?? c);
}

/** The lines the player wrote (quotes, attributions, forwarded parts and signatures cut), tidied. */
export function ownText(body: string): string {
  // NFKC and friends (core/order-text): full-width letters and digits, U+3000, NBSP, curly quotes.
  const normalised = normaliseText(fromC1(body).replace(/\r\n?/g, '\n'));
  const lines = cutOldMail(normalised.split('\n'));
  return tidy(cutSignature(lines.filter((l) => !QUOTED.test(l))));
}

/** The closing lines email-reply-parser reads: the last ones, and short ones. Its cost grows much
 * faster than its text (it reverses strings and runs backtracking expressions spanning lines); on
 * this much, it stays under ~10 ms whatever the text. */
const CLOSING_LINES = 20;
const CLOSING_LINE_CHARS = 200;

/**
 * email-reply-parser as the last pass: closing formulas ("Best regards," + name) and anything
 * quote-shaped it knows that the passes above let through, in the last lines of the text.
 */
export function withoutClosing(ours: string): string {
  if (ours === '') return '';
  const lines = ours.split('\n');
  let from = lines.length;
  while (
    from > 0 &&
    lines.length - from < CLOSING_LINES &&
    (lines[from - 1] ?? '').length <= CLOSING_LINE_CHARS
  )
    from--;
  const tail = lines.slice(from).join('\n');
  const visible = tail === '' ? [] : replyParser.read(tail).getVisibleText().split('\n');
  return tidy([...lines.slice(0, from), ...visible]);
}

/** The new text of a reply body (already decoded to a string, of a bounded size). */
export function extractNewText(body: string): string {
  return withoutClosing(ownText(body));
}
