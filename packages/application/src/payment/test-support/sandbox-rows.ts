import type { SandboxChargeRow, SandboxRefundRow, SandboxTokenRow } from '../sandbox-storage.port';
import { asChargeRef, asDataKey } from '../payment.types';

/** When the rows below were made. */
export const ROWS_AT = new Date('2030-03-10T15:00:00.000Z');

export const aTokenRow = (overrides: Partial<SandboxTokenRow> = {}): SandboxTokenRow => ({
  dataKey: asDataKey('4TESTtokenAAAAAAAAAA'),
  brand: 'visa',
  last4: '4242',
  cardExpiry: { month: 12, year: 2034 },
  behaviour: 'approve',
  createdAt: ROWS_AT,
  expiresAt: new Date(ROWS_AT.getTime() + 15 * 60_000),
  ...overrides,
});

export const aChargeRow = (overrides: Partial<SandboxChargeRow> = {}): SandboxChargeRow => ({
  chargeRef: asChargeRef('ch_1'),
  idempotencyKey: 'key-1',
  fingerprint: 'f1',
  dataKey: asDataKey('4TESTtokenAAAAAAAAAA'),
  brand: 'visa',
  last4: '4242',
  amountCents: 10_000,
  currency: 'CAD',
  reference: 'POL-1',
  status: 'CAPTURED',
  createdAt: ROWS_AT,
  ...overrides,
});

export const aRefundRow = (overrides: Partial<SandboxRefundRow> = {}): SandboxRefundRow => ({
  refundRef: 'rf_1' as SandboxRefundRow['refundRef'],
  chargeRef: asChargeRef('ch_1'),
  idempotencyKey: 'refund-1',
  fingerprint: 'r1',
  kind: 'REFUND',
  amountCents: 1_000,
  createdAt: ROWS_AT,
  ...overrides,
});
