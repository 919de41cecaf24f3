import type { SandboxCardBehaviour } from '@tripx/application';

export interface SandboxTestCard {
  readonly number: string;
  readonly behaviour: SandboxCardBehaviour;
  readonly description: string;
}

/**
 * The documented test numbers (README.md of this package). Tokenizing them always works; what they
 * do shows at charge time, as with a real provider. Any other Luhn-valid Visa, Mastercard or
 * American Express number is approved.
 */
export const SANDBOX_TEST_CARDS: readonly SandboxTestCard[] = [
  { number: '4242424242424242', behaviour: 'approve', description: 'Visa, approved' },
  { number: '5555555555554444', behaviour: 'approve', description: 'Mastercard, approved' },
  { number: '378282246310005', behaviour: 'approve', description: 'American Express, approved' },
  { number: '4000000000000002', behaviour: 'decline', description: 'Visa, declined' },
  { number: '5100000000000008', behaviour: 'decline', description: 'Mastercard, declined' },
  { number: '340000000000009', behaviour: 'decline', description: 'American Express, declined' },
  {
    number: '4000000000009995',
    behaviour: 'insufficientFunds',
    description: 'Visa, declined: insufficient funds',
  },
  {
    number: '4000000000000119',
    behaviour: 'captureFails',
    description: 'Visa, authorized then capture fails',
  },
];

const BY_NUMBER: ReadonlyMap<string, SandboxCardBehaviour> = new Map(
  SANDBOX_TEST_CARDS.map((card) => [card.number, card.behaviour]),
);

/** The behaviour of a (checked, digits-only) card number. */
export const sandboxBehaviourOf = (digits: string): SandboxCardBehaviour =>
  BY_NUMBER.get(digits) ?? 'approve';
