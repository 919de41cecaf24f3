import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SCREEN_TITLES } from './screen-titles';

/** A screen that a later issue fills: its title only, focused for screen readers after navigation. */
export function ScreenTitle({ routePath }: { readonly routePath: string }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [routePath]);
  return (
    <h1 ref={heading} tabIndex={-1} data-screen={routePath}>
      {t(SCREEN_TITLES[routePath] ?? 'appTitle')}
    </h1>
  );
}
