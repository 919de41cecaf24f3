import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canSeePolicy, organizationsWithDescendants, type DataScope } from './data-scope';
import { mayReach, type Reacher } from './reach';

/** A forest of organizations: each one's parent comes before it (or it is a root). */
const forest = fc
  .array(fc.option(fc.nat(), { nil: undefined }), { minLength: 1, maxLength: 12 })
  .map((parents) =>
    parents.map((p, i) => ({
      code: `O${i}`,
      ...(p === undefined || i === 0 ? {} : { parentCode: `O${p % i}` }),
    })),
  );

type Links = readonly { readonly code: string; readonly parentCode?: string }[];

/** The oracle walks UP from the target (mayReach's scope was built walking down). */
const below = (links: Links, roots: readonly string[], code: string): boolean => {
  for (let c: string | undefined = code; c !== undefined; c = links.find((l) => l.code === c)?.parentCode)
    if (roots.includes(c)) return true;
  return false;
};

const world = forest.chain((links) =>
  fc.record({
    links: fc.constant(links),
    member: fc.subarray(
      links.map((l) => l.code),
      { minLength: 1 },
    ),
    target: fc.constantFrom(...links.map((l) => l.code)),
    others: fc.subarray(links.map((l) => l.code)),
    scope: fc.constantFrom<DataScope>('ORGANIZATION', 'OWN'),
  }),
);

const partner = (links: Links, member: readonly string[], scope: DataScope): Reacher => ({
  profileRef: 'P1',
  dataScope: scope,
  organizationsInScope: organizationsWithDescendants(member, links),
});

describe('the scope rule (mayReach)', () => {
  it('property: a partner reaches an organization exactly when it is one of its own or below them', () => {
    fc.assert(
      fc.property(world, ({ links, member, target, scope }) => {
        expect(mayReach(partner(links, member, scope), { kind: 'organization', code: target })).toBe(
          below(links, member, target),
        );
      }),
    );
  });

  it('property: a partner never reaches a user outside its subtree, nor any insurer staff', () => {
    fc.assert(
      fc.property(world, fc.constantFrom('CIAM_ID', 'LAN_ID'), (w, userType) => {
        const orgs = [w.target, ...w.others];
        const reached = mayReach(partner(w.links, w.member, w.scope), {
          kind: 'user',
          profileRef: 'U1',
          userType,
          organizationCodes: orgs,
        });
        const inside = orgs.every((o) => below(w.links, w.member, o));
        expect(reached).toBe(w.scope === 'ORGANIZATION' && userType === 'CIAM_ID' && inside);
      }),
    );
  });

  it('property: a policy is reached as the policy data scope says, never outside the subtree', () => {
    fc.assert(
      fc.property(world, fc.constantFrom(undefined, 'P1', 'P2'), (w, soldBy) => {
        const who = partner(w.links, w.member, w.scope);
        const policy = { organizationCode: w.target, ...(soldBy ? { soldBy } : {}) };
        const reached = mayReach(who, { kind: 'policy', ...policy });
        expect(reached).toBe(
          canSeePolicy(w.scope, { profileRef: 'P1', organizationCodes: who.organizationsInScope }, policy),
        );
        if (!below(w.links, w.member, w.target)) expect(reached).toBe(false);
      }),
    );
  });

  it('property: insurer staff reach every organization, user and policy; partners never what all share', () => {
    fc.assert(
      fc.property(world, (w) => {
        const staff: Reacher = { profileRef: 'S1', dataScope: 'ALL', organizationsInScope: [] };
        expect(mayReach(staff, { kind: 'organization', code: w.target })).toBe(true);
        expect(
          mayReach(staff, { kind: 'user', profileRef: 'U', userType: 'LAN_ID', organizationCodes: [] }),
        ).toBe(true);
        expect(mayReach(staff, { kind: 'policy', organizationCode: w.target })).toBe(true);
        expect(mayReach(staff, { kind: 'shared' })).toBe(true);
        expect(mayReach(partner(w.links, w.member, w.scope), { kind: 'shared' })).toBe(false);
      }),
    );
  });

  it('the demo tree: MAPLE reaches its branches, never the insurer, a sibling, or the staff admin shared with it', () => {
    const links = [
      { code: 'CM' },
      { code: 'MAPLE' },
      { code: 'MAPLE-MTL', parentCode: 'MAPLE' },
      { code: 'MAPLE-TOR', parentCode: 'MAPLE' },
      { code: 'NORTHBANK' },
    ];
    const mtl = partner(links, ['MAPLE-MTL'], 'ORGANIZATION');
    const reach = (code: string) => mayReach(mtl, { kind: 'organization', code });
    expect(['MAPLE-MTL', 'MAPLE', 'MAPLE-TOR', 'CM', 'NORTHBANK'].map(reach)).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    const maple = partner(links, ['MAPLE'], 'ORGANIZATION');
    const staffAdmin = { profileRef: 'prf-admin', organizationCodes: ['CM', 'MAPLE', 'NORTHBANK'] };
    expect(mayReach(maple, { kind: 'user', userType: 'LAN_ID', ...staffAdmin })).toBe(false);
    expect(mayReach(maple, { kind: 'user', userType: 'CIAM_ID', ...staffAdmin })).toBe(false);
    expect(
      mayReach(maple, {
        kind: 'user',
        userType: 'CIAM_ID',
        profileRef: 'prf-agent',
        organizationCodes: ['MAPLE-MTL'],
      }),
    ).toBe(true);
  });
});
