import { useEffect, useRef, type ReactNode } from 'react';

let firstPage = true;

/**
 * The page's h1. After a client-side navigation it takes the focus, so that a screen reader starts
 * reading the new page there (on the very first page the browser's own start is kept).
 */
export function PageHeading({ children }: { readonly children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (firstPage) firstPage = false;
    else ref.current?.focus();
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className="flow-page__title">
      {children}
    </h1>
  );
}
