import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { routeParams } from './screen-registry';

describe('routeParams', () => {
  it('reads the named segments of a matched path', () => {
    expect(
      routeParams('/policy/endorsement/:policyNumber/view', '/policy/endorsement/TX00000012/view?x=1'),
    ).toEqual({
      policyNumber: 'TX00000012',
    });
    expect(routeParams('/users', '/users')).toEqual({});
  });
  it('keeps a malformed escape as written instead of throwing', () => {
    expect(routeParams('/users/:agentId', '/users/%E0%A4%A')).toEqual({ agentId: '%E0%A4%A' });
  });
  it('property: an encoded segment comes back as the value that was encoded', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (value) => {
        expect(routeParams('/users/:agentId', `/users/${encodeURIComponent(value)}`)).toEqual({
          agentId: value,
        });
      }),
    );
  });
});
