/** Sum of the Luhn digits of `digits` (only digits), doubling every second one from the right. */
const luhnSum = (digits: string, doubleFirst: boolean): number => {
  let sum = 0;
  let double = doubleFirst;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum;
};

const ALL_DIGITS = /^\d+$/;

/** True when `digits` is at least two digits and passes the Luhn check; anything else is false. */
export const luhnValid = (digits: unknown): boolean =>
  typeof digits === 'string' &&
  digits.length >= 2 &&
  ALL_DIGITS.test(digits) &&
  luhnSum(digits, false) % 10 === 0;

/** The check digit that makes `payload + digit` Luhn-valid; undefined when payload is not digits. */
export const luhnCheckDigit = (payload: string): string | undefined =>
  typeof payload === 'string' && ALL_DIGITS.test(payload)
    ? String((10 - (luhnSum(payload, true) % 10)) % 10)
    : undefined;
