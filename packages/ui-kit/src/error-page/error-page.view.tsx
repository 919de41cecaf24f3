import { useEffect, useRef, type MouseEvent } from 'react';

export interface ErrorPageProps {
  /** 404, 500 or 403 (spec 2.8), shown large beside the title. */
  readonly code?: string;
  readonly title: string;
  /** The help lines: check the address, retype the link, contact the help desk. */
  readonly help: readonly string[];
  /** Repeats what failed (the call, or loading the page), where the user was. */
  readonly retry?: { readonly label: string; readonly onRetry: () => void };
  readonly link?: {
    readonly href: string;
    readonly label: string;
    /** For client-side routing: call preventDefault and navigate. */
    readonly onNavigate?: (e: MouseEvent<HTMLAnchorElement>) => void;
  };
}

/**
 * The layout of the not-found, server-error, forbidden and offline pages. The title takes the focus
 * when the page shows, so that a screen reader starts reading there after a client-side navigation.
 */
export function ErrorPage(props: ErrorPageProps) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    title.current?.focus();
  }, []);
  const { retry, link } = props;
  return (
    <section className="tx-error-page" aria-labelledby="tx-error-page-title">
      {props.code ? (
        <p className="tx-error-page__code" aria-hidden="true">
          {props.code}
        </p>
      ) : null}
      <h1 id="tx-error-page-title" ref={title} tabIndex={-1} className="tx-error-page__title">
        {props.title}
      </h1>
      {props.help.map((line) => (
        <p key={line} className="tx-error-page__help">
          {line}
        </p>
      ))}
      <div className="tx-error-page__actions">
        {retry ? (
          <button type="button" className="tx-button tx-button--primary" onClick={retry.onRetry}>
            {retry.label}
          </button>
        ) : null}
        {link ? (
          <a
            className={`tx-button ${retry ? 'tx-button--secondary' : 'tx-button--primary'}`}
            href={link.href}
            onClick={link.onNavigate}
          >
            {link.label}
          </a>
        ) : null}
      </div>
    </section>
  );
}
