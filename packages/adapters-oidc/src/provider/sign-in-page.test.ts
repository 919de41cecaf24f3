import { describe, expect, it } from 'vitest';
import { SIGN_IN_LABELS, consentPage, messagePage, signInPage } from './sign-in-page';

const base = {
  realm: 'staff' as const,
  action: '/oidc/interaction/abc/login',
  switchLanguageHref: '/oidc/interaction/abc?lang=fr',
  accounts: [{ code: 'admin', role: 'Staff_Admin' }],
};

describe('built-in sign-in page', () => {
  it('has no script at all (CSP script-src self) and posts to our own route', () => {
    for (const lang of ['en', 'fr'] as const) {
      const html = signInPage({ ...base, lang });
      expect(html).not.toMatch(/<script|\son[a-z]+=/i);
      expect(html).toContain('action="/oidc/interaction/abc/login"');
      expect(html).toContain(`<html lang="${lang}">`);
    }
    expect(consentPage('fr', '/x')).not.toMatch(/<script/i);
  });
  it('shows the demo accounts and the error in the page language', () => {
    const fr = signInPage({ ...base, lang: 'fr', error: 'invalidCredentials' });
    expect(fr).toContain('Le nom d’utilisateur ou le mot de passe est incorrect.');
    expect(fr).toContain('<code>admin</code>');
    expect(messagePage('en', 'expired')).toContain('This sign-in page has expired.');
  });
  it('escapes what the user typed', () => {
    const html = signInPage({ ...base, lang: 'en', username: '"><img src=x>' });
    expect(html).not.toContain('<img src=x>');
    expect(html).toContain('&#34;&#62;&#60;img');
  });
  it('English and French labels have the same keys', () => {
    expect(Object.keys(SIGN_IN_LABELS.fr).sort()).toEqual(Object.keys(SIGN_IN_LABELS.en).sort());
  });
});
