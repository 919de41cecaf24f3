import en from '../../../../translations/auth/sign-in.en.json' with { type: 'json' };
import fr from '../../../../translations/auth/sign-in.fr.json' with { type: 'json' };
import type { Realm } from '@tripx/application';

export type PageLanguage = 'en' | 'fr';
export type SignInLabel = keyof typeof en;
export const SIGN_IN_LABELS: Record<PageLanguage, Record<SignInLabel, string>> = { en, fr };

const escape = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const fill = (label: string, values: Readonly<Record<string, string | number>> = {}): string =>
  label.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));

/** A demo account shown on the built-in page (its password is never printed when overridden). */
export interface DemoAccountLine {
  readonly code: string;
  readonly role: string;
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f8;color:#1b1f24}
main{max-width:34rem;margin:3rem auto;background:#fff;padding:2rem;border-radius:8px;box-shadow:0 1px 4px #0002}
label{display:block;margin-top:1rem;font-weight:600}input{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}
button{margin-top:1.5rem;padding:.6rem 1.2rem;font-size:1rem;background:#00457c;color:#fff;border:0;border-radius:4px;cursor:pointer}
.error{color:#a4000f;font-weight:600}table{border-collapse:collapse;margin-top:.5rem;width:100%}
td,th{border-bottom:1px solid #ddd;padding:.3rem;text-align:left}nav{text-align:right}`;

/** A whole page: no script at all (CSP script-src 'self'), the form posts to our own route. */
const page = (lang: PageLanguage, title: string, body: string): string =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
  `<title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;

export const signInPage = (input: {
  readonly lang: PageLanguage;
  readonly realm: Realm;
  readonly action: string;
  readonly switchLanguageHref: string;
  readonly accounts: readonly DemoAccountLine[];
  readonly error?: SignInLabel | undefined;
  /** Values of the error's placeholders (`{{minutes}}`). */
  readonly errorValues?: Readonly<Record<string, string | number>>;
  readonly username?: string | undefined;
  readonly signup?: boolean;
}): string => {
  const t = SIGN_IN_LABELS[input.lang];
  const rows = input.accounts
    .map((a) => `<tr><td><code>${escape(a.code)}</code></td><td>${escape(a.role)}</td></tr>`)
    .join('');
  return page(
    input.lang,
    t.title,
    `<nav><a href="${escape(input.switchLanguageHref)}" lang="${input.lang === 'en' ? 'fr' : 'en'}">${t.otherLanguage}</a></nav>
<h1>${t.title}</h1><p>${input.realm === 'staff' ? t.staffRealm : t.ciamRealm}</p>
${input.signup ? `<p>${t.signupNote}</p>` : ''}
${input.error ? `<p class="error" role="alert">${escape(fill(t[input.error], input.errorValues))}</p>` : ''}
<form method="post" action="${escape(input.action)}" autocomplete="off">
<label for="username">${t.username}</label><input id="username" name="username" required value="${escape(input.username ?? '')}">
<label for="password">${t.password}</label><input id="password" name="password" type="password" required>
<input type="hidden" name="lang" value="${input.lang}">
<button type="submit">${t.submit}</button></form>
<h2>${t.demoAccounts}</h2><p>${t.demoPasswordNote}</p>
<table><thead><tr><th>${t.account}</th><th>${t.role}</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
};

export const messagePage = (lang: PageLanguage, label: SignInLabel): string =>
  page(
    lang,
    SIGN_IN_LABELS[lang].title,
    `<h1>${SIGN_IN_LABELS[lang].title}</h1><p>${SIGN_IN_LABELS[lang][label]}</p>`,
  );

export const consentPage = (lang: PageLanguage, action: string): string => {
  const t = SIGN_IN_LABELS[lang];
  return page(
    lang,
    t.consentTitle,
    `<h1>${t.consentTitle}</h1><p>${t.consentText}</p><form method="post" action="${escape(action)}"><input type="hidden" name="lang" value="${lang}"><button type="submit">${t.allow}</button></form>`,
  );
};
