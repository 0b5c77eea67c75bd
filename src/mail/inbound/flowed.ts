// format=flowed text (RFC 3676) made into lines, as Thunderbird and Apple Mail send it. A line that
// ends in a space goes on in the next line, but only a next line of the same quote depth (§4.5):
// mailparser's decoder (libmime) joins across depths, so a player's `pass` under a quoted line
// ending in a space became part of the quote, and the reply read as empty.

/** Decodes a format=flowed body (its bytes as a latin1 string, as mailparser hands it over). */
export function decodeFlowed(text: string, delSp = false): string {
  const out: string[] = [];
  let paragraph: string[] | null = null;
  let paragraphDepth = 0;
  const close = () => {
    if (paragraph)
      out.push(`${'>'.repeat(paragraphDepth)}${paragraphDepth > 0 ? ' ' : ''}${paragraph.join('')}`);
    paragraph = null;
  };
  for (const raw of text.split(/\r?\n/)) {
    let depth = 0;
    while (raw.charCodeAt(depth) === 62) depth++; // '>'
    // Space-stuffing (§4.4): one space after the quote marks belongs to no text.
    const line = raw.charCodeAt(depth) === 32 ? raw.slice(depth + 1) : raw.slice(depth);
    if (paragraph && depth !== paragraphDepth) close();
    const signature = line === '-- ';
    const flowed = !signature && line.endsWith(' ');
    const piece = flowed && delSp ? line.slice(0, -1) : line;
    if (paragraph) paragraph.push(piece);
    else {
      paragraph = [piece];
      paragraphDepth = depth;
    }
    if (!flowed) close();
  }
  close();
  return out.join('\n');
}
