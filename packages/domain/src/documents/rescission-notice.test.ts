import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROVINCES } from '../shared/enums';
import { RESCISSION_NOTICE_PROVINCE, rescissionNoticeApplies } from './rescission-notice';

describe('notice of rescission', () => {
  it('applies to Québec residents, written in any case', () => {
    expect(RESCISSION_NOTICE_PROVINCE).toBe('QC');
    expect(rescissionNoticeApplies('QC')).toBe(true);
    expect(rescissionNoticeApplies(' qc')).toBe(true);
    expect(rescissionNoticeApplies('ON')).toBe(false);
    expect(rescissionNoticeApplies(undefined)).toBe(false);
    expect(rescissionNoticeApplies(7)).toBe(false);
  });

  it('property: exactly one province gets the notice', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PROVINCES), (province) => {
        expect(rescissionNoticeApplies(province)).toBe(province === 'QC');
      }),
    );
  });
});
