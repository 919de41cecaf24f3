import 'reflect-metadata';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { outcome } from '../distribution/test-support/outcome';
import { contentModule, contentUseCases } from './content.module';
import { CONTENT_TOKENS } from './content.tokens';
import type { OrganizationRepository } from './organization.repository.port';

const none: OrganizationRepository = {
  findByCode: async () => undefined,
  findByReferenceId: async () => undefined,
  findDefault: async () => undefined,
};

describe('content wiring', () => {
  it('contentModule resolves its use cases; no organization at all is OrganizationNotFound', async () => {
    const container = new Container();
    container.bind(CONTENT_TOKENS.Organizations).toConstantValue(none);
    container.loadSync(contentModule);
    const { getContent, resolveOrganization, saleOrganization } = contentUseCases(container);
    const notFound = {
      ok: false,
      error: expect.objectContaining({ _tag: 'OrganizationNotFound', code: 'notFound' }),
    };
    expect(await outcome(getContent.execute({ lang: 'en', hint: {} }))).toMatchObject(notFound);
    expect(await outcome(resolveOrganization.execute({ requested: 'CM' }))).toMatchObject(notFound);
    // An unknown link sells as the session does (null: the default organization).
    const sale = saleOrganization.execute({ session: null, signedIn: false, refCode: 'NOPE' });
    expect(await outcome(sale)).toEqual({ ok: true, value: null });
  });
});
