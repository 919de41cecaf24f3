import { describe, expect, it } from 'vitest';
import type { Actor } from '../../session/session';
import { editContractContent as editContractContentEffect } from './edit-contract-content';
import { outcome } from '../test-support/outcome';

const editContractContent = (...a: Parameters<typeof editContractContentEffect>) =>
  outcome(editContractContentEffect(...a));

const staff = { kind: 'user', dataScope: 'ALL', organizationsInScope: [] } as unknown as Actor;
const setup = () => {
  const saved: unknown[] = [];
  return {
    saved,
    deps: {
      repo: {
        organizationDetails: async (code: string) =>
          code === 'MAPLE'
            ? ({
                contract: { content: { en: { banner: 'old', acm: 'keep' }, fr: { banner: 'ancien' } } },
              } as never)
            : undefined,
        saveContractContent: async (_c: string, content: unknown) => void saved.push(content),
      },
      sanitize: (html: string) => html.replace(/<script>.*<\/script>/g, ''),
    },
  };
};
const codes = async (edit: Record<string, Record<string, unknown>>) => {
  const r = await editContractContent(setup().deps, staff, 'MAPLE', edit);
  return r.ok
    ? []
    : r.error._tag === 'InvalidForm'
      ? r.error.fields.map((e) => `${e.path}:${e.code}`)
      : [r.code];
};

describe('edit contract content', () => {
  it('sanitizes what is sent, keeps the other keys of each language', async () => {
    const f = setup();
    const r = await editContractContent(f.deps, staff, 'MAPLE', { fr: { footer: 'Pied<script>x</script>' } });
    expect(r.ok).toBe(true);
    expect(f.saved).toEqual([
      { en: { banner: 'old', acm: 'keep' }, fr: { banner: 'ancien', footer: 'Pied' } },
    ]);
  });
  it('contentKeyUnknown', async () =>
    expect(await codes({ en: { acm: 'x' } })).toEqual(['en.acm:contentKeyUnknown']));
  it('contentNotText', async () =>
    expect(await codes({ fr: { banner: 3 } })).toEqual(['fr.banner:contentNotText']));
  it('contentTooLong', async () =>
    expect(await codes({ en: { footer: 'x'.repeat(20_001) } })).toEqual(['en.footer:contentTooLong']));
  it('an unknown or out-of-scope organization is not found', async () => {
    expect(await editContractContent(setup().deps, staff, 'NOPE', {})).toMatchObject({
      ok: false,
      code: 'notFound',
    });
    const agency = {
      kind: 'user',
      dataScope: 'ORGANIZATION',
      organizationsInScope: ['X'],
    } as unknown as Actor;
    expect(await editContractContent(setup().deps, agency, 'MAPLE', {})).toMatchObject({
      ok: false,
      code: 'notFound',
    });
  });
});
