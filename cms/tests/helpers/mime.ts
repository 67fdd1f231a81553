/**
 * Reading mails as they arrive: a strict quoted-printable decoder (it refuses what
 * RFC 2045 forbids instead of passing it through) and the parts of a multipart message.
 */

/**
 * The text a quoted-printable body stands for (UTF-8), with CRLF line ends. Throws on a
 * line over 76 characters, a bare CR or LF, a character that must be encoded, whitespace
 * ending a line, or an "=" that is neither a byte (=XX) nor a soft line break.
 */
export function strictQuotedPrintable(encoded: string): string {
  if (/\r(?!\n)|(?<!\r)\n/.test(encoded)) throw new Error('a line ends without CRLF');
  const bytes: number[] = [];
  const lines = encoded.split('\r\n');
  lines.forEach((line, index) => {
    if (line.length > 76) throw new Error(`a line of ${line.length} characters: ${line}`);
    if (/[ \t]$/.test(line)) throw new Error(`whitespace ends a line: ${JSON.stringify(line)}`);
    const soft = line.endsWith('=');
    const content = soft ? line.slice(0, -1) : line;
    for (let i = 0; i < content.length; i += 1) {
      const char = content.charCodeAt(i);
      if (char === 0x3d) {
        const hex = content.slice(i + 1, i + 3);
        if (!/^[0-9A-F]{2}$/.test(hex)) throw new Error(`a bad "=" sequence in ${JSON.stringify(line)}`);
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else if (char === 0x09 || (char >= 0x20 && char <= 0x7e)) {
        bytes.push(char);
      } else {
        throw new Error(`an unencoded character ${char} in ${JSON.stringify(line)}`);
      }
    }
    if (!soft && index < lines.length - 1) bytes.push(0x0d, 0x0a);
  });
  return Buffer.from(bytes).toString('utf8');
}

export type MimePart = { headers: Map<string, string>; body: string };

/** Headers (unfolded, names in lower case) and the rest. */
export function splitHead(raw: string): MimePart {
  const end = raw.indexOf('\r\n\r\n');
  const headers = new Map<string, string>();
  for (const line of raw
    .slice(0, end)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(end + 4) };
}

/** The parts of a multipart message, by the boundary its Content-Type names. */
export function multipartParts(raw: string): MimePart[] {
  const { headers, body } = splitHead(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  if (!boundary) throw new Error('not a multipart message');
  const sections = `\r\n${body}`.split(`\r\n--${boundary}`);
  const closing = sections.findIndex((section) => section.startsWith('--'));
  if (closing < 0) throw new Error('the closing boundary is missing');
  // Before the first boundary: the preamble; from the closing one on: the epilogue.
  return sections.slice(1, closing).map((section) => splitHead(section.replace(/^[ \t]*\r\n/, '')));
}
