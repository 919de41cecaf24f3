import { describe, expect, it } from 'vitest';
import en from '../../../../translations/errors/delivery.en.json';
import fr from '../../../../translations/errors/delivery.fr.json';
import { DELIVERY_CODES, deliveryFailure, MAX_ERROR_DETAIL, storeUnavailable } from './delivery.errors';

describe('delivery errors', () => {
  it('has an English and a French message for every code, and nothing else', () => {
    const codes = [...DELIVERY_CODES].sort();
    expect(Object.keys(en).sort()).toEqual(codes);
    expect(Object.keys(fr).sort()).toEqual(codes);
    for (const code of codes) {
      const [e, f] = [(en as Record<string, string>)[code], (fr as Record<string, string>)[code]];
      expect(e?.trim(), code).toBeTruthy();
      expect(f?.trim(), code).toBeTruthy();
      expect(f, code).not.toBe(e);
    }
  });

  it('keeps the detail of a failure short and readable', () => {
    expect(deliveryFailure('deliverySendFailed', new Error('550 mailbox unavailable'))).toMatchObject({
      _tag: 'DeliveryFailure',
      code: 'deliverySendFailed',
      detail: '550 mailbox unavailable',
    });
    expect(deliveryFailure('deliveryPolicyNotFound', 'TX1')).toMatchObject({
      _tag: 'DeliveryPolicyNotFound',
      code: 'deliveryPolicyNotFound',
      detail: 'TX1',
    });
    expect(deliveryFailure('deliveryRenderFailed', 'x'.repeat(2_000)).detail).toHaveLength(MAX_ERROR_DETAIL);
    expect(deliveryFailure('deliveryRenderFailed', { code: 7 }).detail).toBe('{"code":7}');
    expect(storeUnavailable(new Error('connection reset'))).toMatchObject({
      _tag: 'DeliveryStoreUnavailable',
      code: 'unavailable',
      detail: 'connection reset',
    });
  });
});
