import fc from 'fast-check';
import { SELLING_LICENCE_CODES } from '@tripx/domain';
import { describe, expect, it } from 'vitest';
import { callFailureKind } from './call-failure';

const refused = (status: number | undefined) =>
  ({
    kind: 'refused',
    code: 'x',
    message: '',
    fields: [],
    ...(status === undefined ? {} : { status }),
  }) as const;

describe('callFailureKind', () => {
  it('no answer is offline, an unreadable answer is the server’s fault, 403 is forbidden', () => {
    expect(callFailureKind({ kind: 'network', code: 'network' })).toBe('offline');
    expect(callFailureKind({ kind: 'decode', code: 'badResponse', paths: [] })).toBe('server');
    expect(callFailureKind(refused(403))).toBe('forbidden');
    expect(callFailureKind(refused(undefined))).toBeUndefined();
  });

  it('a 403 about the step (a selling licence, another organization) is the step’s to word, not forbidden', () => {
    for (const code of [...SELLING_LICENCE_CODES, 'organizationMismatch'])
      expect(callFailureKind({ ...refused(403), code })).toBeUndefined();
    expect(callFailureKind({ ...refused(403), code: 'forbidden' })).toBe('forbidden');
  });

  it('every 5xx is the server’s fault; any other refusal is the step’s to show (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 500, max: 599 }), (status) => {
        expect(callFailureKind(refused(status))).toBe('server');
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 400, max: 499 }).filter((s) => s !== 403),
        (status) => {
          expect(callFailureKind(refused(status))).toBeUndefined();
        },
      ),
    );
  });
});
