import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canSeePolicy, organizationsWithDescendants, ROLE_DATA_SCOPE, type PolicyViewer } from './data-scope';

const viewer: PolicyViewer = { profileRef: 'AG1', organizationCodes: ['AGY', 'AGY-EAST'] };

describe('policy data scope', () => {
  it('lets staff see every policy', () => {
    expect(canSeePolicy('ALL', viewer, { organizationCode: 'ELSEWHERE' })).toBe(true);
    expect(ROLE_DATA_SCOPE.Staff_Viewer).toBe('ALL');
  });

  it('limits agency roles to their organizations and children', () => {
    expect(canSeePolicy('ORGANIZATION', viewer, { organizationCode: 'AGY-EAST', soldBy: 'AG9' })).toBe(true);
    expect(canSeePolicy('ORGANIZATION', viewer, { organizationCode: 'OTHER', soldBy: 'AG1' })).toBe(false);
    expect(ROLE_DATA_SCOPE.Consultant_Agency).toBe('ORGANIZATION');
  });

  it('limits Consultant_Own to the policies they sold', () => {
    expect(ROLE_DATA_SCOPE.Consultant_Own).toBe('OWN');
    expect(canSeePolicy('OWN', viewer, { organizationCode: 'AGY', soldBy: 'AG1' })).toBe(true);
    expect(canSeePolicy('OWN', viewer, { organizationCode: 'AGY', soldBy: 'AG2' })).toBe(false);
    expect(canSeePolicy('OWN', viewer, { organizationCode: 'AGY' })).toBe(false);
    expect(canSeePolicy('OWN', { ...viewer, profileRef: '' }, { organizationCode: 'AGY', soldBy: '' })).toBe(
      false,
    );
  });

  it('expands an organization to its descendants, even through bad data with a cycle', () => {
    const links = [
      { code: 'AGY' },
      { code: 'AGY-EAST', parentCode: 'AGY' },
      { code: 'AGY-EAST-1', parentCode: 'AGY-EAST' },
      { code: 'OTHER' },
      { code: 'X', parentCode: 'Y' },
      { code: 'Y', parentCode: 'X' },
    ];
    expect([...organizationsWithDescendants(['AGY'], links)].sort()).toEqual([
      'AGY',
      'AGY-EAST',
      'AGY-EAST-1',
    ]);
    expect([...organizationsWithDescendants(['X'], links)].sort()).toEqual(['X', 'Y']);
  });

  it('property: OWN sees no more than ORGANIZATION, which sees no more than ALL', () => {
    const code = fc.constantFrom('A', 'B', 'C', 'D');
    const ref = fc.constantFrom('', 'P1', 'P2');
    fc.assert(
      fc.property(
        ref,
        fc.uniqueArray(code),
        code,
        fc.option(ref, { nil: undefined }),
        (profileRef, orgs, org, soldBy) => {
          const v = { profileRef, organizationCodes: orgs };
          const p = soldBy === undefined ? { organizationCode: org } : { organizationCode: org, soldBy };
          if (canSeePolicy('OWN', v, p)) expect(canSeePolicy('ORGANIZATION', v, p)).toBe(true);
          if (canSeePolicy('ORGANIZATION', v, p)) expect(canSeePolicy('ALL', v, p)).toBe(true);
          expect(canSeePolicy('ORGANIZATION', v, p)).toBe(orgs.includes(org));
        },
      ),
    );
  });

  it('property: descendants contain the roots, and every non-root has its parent inside', () => {
    const code = fc.constantFrom<string>('A', 'B', 'C', 'D', 'E', 'F');
    const link = fc.record({ code, parentCode: fc.option(code, { nil: undefined }) });
    fc.assert(
      fc.property(fc.array(code, { maxLength: 3 }), fc.array(link, { maxLength: 10 }), (roots, links) => {
        const out = organizationsWithDescendants(roots, links);
        expect(new Set(out).size).toBe(out.length);
        for (const r of roots) expect(out).toContain(r);
        for (const c of out) {
          if (roots.includes(c)) continue;
          expect(
            links.some((l) => l.code === c && l.parentCode !== undefined && out.includes(l.parentCode)),
          ).toBe(true);
        }
      }),
    );
  });
});
