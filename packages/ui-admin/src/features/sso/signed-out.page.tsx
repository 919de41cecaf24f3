import { shellVisibility } from '@tripx/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appPath, APP_BASE } from '../routing/app-path';
import { languageFromUrl, type Lang } from '../../platform/i18n';
import { TopBar } from '../shell/top-bar.view';
import { signInHref } from './sign-in-href';
import { SsoPage, staffSignInOf } from './sso.view';

/** The address with another language (the `lang` query parameter), the rest kept. */
const inLanguage = (location: Pick<Location, 'pathname' | 'search'>, lang: Lang): string => {
  const search = new URLSearchParams(location.search);
  search.set('lang', lang);
  return `${location.pathname}?${search.toString()}`;
};

/**
 * What someone not signed in sees at any address of the app (spec 2.6): the top bar and the sign-on
 * page, back to that address once signed in (to the home from /sso), as the signed-in app shows them.
 * The page shows it before, and without, the signed-in app's code: plain React and i18next, no store.
 */
export function SignedOutPage({ window: w }: { readonly window: Pick<Window, 'location' | 'history'> }) {
  const { i18n } = useTranslation();
  const [lang, setLang] = useState<Lang>(languageFromUrl(w.location.search));
  const shell = shellVisibility({ isAdmin: true });
  // The address as the router's store would give it (signInHref reads the same four).
  const place = {
    path: appPath(w.location.pathname),
    lang,
    here: inLanguage(w.location, lang),
    href: (path: string) => `${APP_BASE}${path === '/' ? '/' : path}?lang=${lang}`,
  };
  const other: Lang = lang === 'en' ? 'fr' : 'en';
  const switchLanguage = () => {
    w.history.replaceState(null, '', inLanguage(w.location, other));
    void i18n.changeLanguage(other).then(() => setLang(other));
  };
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return (
    <div className="adm-app">
      <TopBar
        lang={lang}
        home={place.href('/')}
        {...(shell.languageToggle ? { onOtherLanguage: switchLanguage } : {})}
        {...(shell.signInLink ? { signIn: signInHref('/ciam', place) } : {})}
      />
      <div className="adm-body">
        <main className="adm-main">
          <SsoPage href={signInHref('/login', place)} provider={staffSignInOf(document)} />
        </main>
      </div>
    </div>
  );
}
