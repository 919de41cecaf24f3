import type { LogoImage } from '@tripx/application';
import { readFile } from 'node:fs/promises';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  bytes.length > signature.length && signature.every((b, i) => bytes[i] === b);

/** The image type the bytes really are (pdfkit reads PNG and JPEG; SVG is drawn as vectors), whatever the stored type says. */
export const sniffLogo = (logo: LogoImage | null): 'png' | 'jpeg' | 'svg' | undefined => {
  if (!logo || !(logo.bytes instanceof Uint8Array)) return undefined;
  if (startsWith(logo.bytes, PNG)) return 'png';
  if (startsWith(logo.bytes, JPEG)) return 'jpeg';
  return /^\uFEFF?\s*<(\?xml|svg)\b/.test(new TextDecoder().decode(logo.bytes.subarray(0, 200)))
    ? 'svg'
    : undefined;
};

const MIME_OF: Readonly<Record<string, LogoImage['mimeType']>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
};

/**
 * Logos from a folder of static files (the server's assets/logos), by the organization's logo file
 * name; read once and kept. A name that is not a plain file name of a known type, or a missing file,
 * gives no logo (the confirmation shows the organization's name).
 */
export const logosFromFolder = (folder: URL): ((file: string) => Promise<LogoImage | null>) => {
  const read = new Map<string, Promise<LogoImage | null>>();
  return (file) => {
    const type = /^[a-z0-9-]{1,60}\.(png|jpe?g|svg)$/.exec(file)?.[1];
    if (type === undefined) return Promise.resolve(null);
    const known = read.get(file);
    if (known) return known;
    const loaded = readFile(new URL(file, folder)).then(
      (bytes): LogoImage => ({
        bytes: new Uint8Array(bytes),
        mimeType: MIME_OF[type] as LogoImage['mimeType'],
      }),
      () => null,
    );
    read.set(file, loaded);
    return loaded;
  };
};
