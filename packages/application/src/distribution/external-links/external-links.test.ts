import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../session/session';
import { linkAllowed, saveLink as saveLinkEffect } from './external-links';
import { outcome } from '../test-support/outcome';

const saveLink = (...a: Parameters<typeof saveLinkEffect>) => outcome(saveLinkEffect(...a));

const staff = { kind: 'user', dataScope: 'ALL', organizationsInScope: [] } as unknown as Actor;
const deps = () => {
  const saved: unknown[] = [];
  return {
    saved,
    deps: {
      repo: {
        allowedDomains: async () => ['canada.ca'],
        findLink: async () => undefined,
        saveLink: async (l: unknown) => void saved.push(l),
      },
      newId: () => 'L1',
    },
  };
};
const link = { labelEn: 'Advice', labelFr: 'Conseils', url: 'https://travel.canada.ca/x' };
const codes = async (input: typeof link) => {
  const r = await saveLink(deps().deps, staff, 'faq', input);
  return r.ok ? [] : r.error._tag === 'InvalidForm' ? r.error.fields.map((e) => e.code) : [r.code];
};

describe('external links', () => {
  it('accepts the domain and its subdomains over http(s) only', () => {
    expect(linkAllowed('https://canada.ca/a', ['canada.ca'])).toBe(true);
    expect(linkAllowed('https://www.canada.ca/a', ['canada.ca'])).toBe(true);
    expect(linkAllowed('https://canada.ca.evil.com/', ['canada.ca'])).toBe(false);
    expect(linkAllowed('https://evilcanada.ca/', ['canada.ca'])).toBe(false);
    expect(linkAllowed('javascript://canada.ca/%0aalert(1)', ['canada.ca'])).toBe(false);
    expect(linkAllowed('https://user:pw@canada.ca/', ['canada.ca'])).toBe(false);
  });
  it('property: a host is allowed only if it equals an allowed domain or ends with "." + it', () => {
    const label = fc.stringMatching(/^[a-z][a-z0-9]{0,6}$/);
    fc.assert(
      fc.property(
        fc.array(label, { minLength: 1, maxLength: 3 }),
        fc.array(label, { minLength: 1, maxLength: 3 }),
        (h, d) => {
          const host = `${h.join('.')}.ca`;
          const domain = `${d.join('.')}.ca`;
          expect(linkAllowed(`https://${host}/p`, [domain])).toBe(
            host === domain || host.endsWith(`.${domain}`),
          );
        },
      ),
    );
  });
  it('linkDomainNotAllowed', async () =>
    expect(await codes({ ...link, url: 'https://example.com' })).toEqual(['linkDomainNotAllowed']));
  it('linkUrlInvalid', async () =>
    expect(await codes({ ...link, url: 'not a url' })).toEqual(['linkUrlInvalid']));
  it('linkLabelRequired', async () =>
    expect(await codes({ ...link, labelFr: ' ' })).toEqual(['linkLabelRequired']));
  it('saves an allowed link; a global link needs a staff (ALL) scope', async () => {
    const f = deps();
    expect((await saveLink(f.deps, staff, 'faq', link)).ok).toBe(true);
    expect(f.saved).toEqual([
      {
        id: 'L1',
        section: 'faq',
        organizationCode: null,
        labelEn: 'Advice',
        labelFr: 'Conseils',
        url: link.url,
        sortOrder: 0,
      },
    ]);
    const agency = {
      kind: 'user',
      dataScope: 'ORGANIZATION',
      organizationsInScope: ['MAPLE'],
    } as unknown as Actor;
    expect(await saveLink(f.deps, agency, 'faq', link)).toMatchObject({ ok: false, code: 'forbidden' });
  });
});
