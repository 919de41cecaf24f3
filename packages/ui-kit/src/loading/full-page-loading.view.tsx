export interface FullPageLoadingProps {
  /** Read by screen readers and shown under the spinner, e.g. "Loading…". */
  readonly label: string;
}

/** Covers the page while claims, sign-in or a token are pending; announced once as a status. */
export function FullPageLoading({ label }: FullPageLoadingProps) {
  return (
    <div className="tx-loading" role="status" aria-live="polite" aria-busy="true">
      <span className="tx-loading__spinner" aria-hidden="true" />
      <span className="tx-loading__label">{label}</span>
    </div>
  );
}

/** A small inline spinner for a button or a card (e.g. while a premium is calculated). */
export function Spinner({ label }: FullPageLoadingProps) {
  return (
    <span className="tx-spinner" role="status">
      <span className="tx-spinner__circle" aria-hidden="true" />
      <span className="tx-visually-hidden">{label}</span>
    </span>
  );
}
