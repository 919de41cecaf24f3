/** Enough of RFC 822 / MIME to read back what nodemailer wrote: headers, encoded words, parts. */
export interface EmlPart {
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

const decodeWord = (_: string, charset: string, encoding: string, text: string): string => {
  const bytes =
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (__, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        );
  return new TextDecoder(charset).decode(bytes);
};

/** A header value with its =?UTF-8?Q?…?= / =?UTF-8?B?…?= words decoded. */
export const decodeHeader = (value: string): string =>
  value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, decodeWord);

const parsePart = (raw: string): EmlPart => {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = decodeHeader(line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(split + 4) };
};

/** Every leaf part of a multipart message (and the top headers first). */
export const parseEml = (
  raw: string,
): { readonly headers: EmlPart['headers']; readonly parts: EmlPart[] } => {
  const top = parsePart(raw);
  const leaves = (part: EmlPart): EmlPart[] => {
    const boundary = /boundary="?([^";]+)"?/.exec(part.headers['content-type'] ?? '')?.[1];
    if (!boundary) return [part];
    return part.body
      .split(`--${boundary}`)
      .slice(1, -1)
      .map((chunk) => parsePart(chunk.replace(/^\r\n/, '').replace(/\r\n$/, '')))
      .flatMap(leaves);
  };
  return { headers: top.headers, parts: leaves(top) };
};

export const decodeBody = (part: EmlPart): Buffer => {
  const encoding = (part.headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') {
    const soft = part.body.replace(/=\r\n/g, '');
    return Buffer.from(
      soft.replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    );
  }
  return Buffer.from(part.body, 'utf8');
};

/** The text/plain part of a message, decoded. */
export const plainText = (raw: string): string => {
  const part = parseEml(raw).parts.find((p) => p.headers['content-type']?.startsWith('text/plain'));
  return part ? decodeBody(part).toString('utf8') : '';
};
