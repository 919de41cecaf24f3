import type { LogoImage } from '@tripx/application';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  bytes.length > signature.length && signature.every((b, i) => bytes[i] === b);

/** The image type the bytes really are (pdfkit reads PNG and JPEG only), whatever the stored type says. */
export const sniffLogo = (logo: LogoImage | null): 'png' | 'jpeg' | undefined => {
  if (!logo || !(logo.bytes instanceof Uint8Array)) return undefined;
  if (startsWith(logo.bytes, PNG)) return 'png';
  return startsWith(logo.bytes, JPEG) ? 'jpeg' : undefined;
};
