import { createHash, randomInt } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `length` characters drawn uniformly from [0-9A-Za-z] with the system's secure random source. */
export const secureRandomId = (length: number): string => {
  let id = '';
  for (let i = 0; i < length; i += 1) id += BASE62.charAt(randomInt(62));
  return id;
};

/** The fingerprint of a request under an idempotency key: equal requests, equal fingerprints. */
export const requestFingerprint = (parts: readonly (string | number | null)[]): string =>
  createHash('sha256').update(JSON.stringify(parts)).digest('hex');
