import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';

/** A field the summary links to: the control's id, its label and its error, as the page shows them. */
export interface SummaryError {
  readonly id: string;
  readonly label: string;
  readonly message: string;
}

interface ErrorSummaryProps {
  /** The summary's heading, already translated ("There are 2 problems to fix"). */
  readonly title: (count: number) => string;
  /**
   * How many submits of the form have failed so far: each new failure moves focus to the summary. The
   * page counts them (useFailedSubmits); a field turning invalid on blur never takes the focus.
   */
  readonly failedSubmits: number;
}

const visibleText = (el: Element): string =>
  Array.from(el.childNodes)
    .filter((n) => !(n instanceof Element && n.getAttribute('aria-hidden') === 'true'))
    .map((n) => n.textContent ?? '')
    .join('')
    .trim();

/**
 * The errors the form shows inline, read from the page: every control marked `aria-invalid` whose error
 * paragraph (`<id>-error`, see field-ids) has text. Reading the rendered fields keeps the summary and the
 * inline messages the same list, whichever store and widget made them.
 */
export const invalidFields = (form: Element): SummaryError[] =>
  Array.from(form.querySelectorAll('[aria-invalid="true"][id]')).flatMap((el) => {
    const message = form.ownerDocument.getElementById(`${el.id}-error`)?.textContent?.trim() ?? '';
    if (message === '') return [];
    const labelEl =
      form.ownerDocument.getElementById(`${el.id}-label`) ??
      Array.from(form.querySelectorAll('label')).find((l) => l.htmlFor === el.id);
    // A control without a label element (a payment provider's frame) is named by its title.
    const label = labelEl ? visibleText(labelEl) : (el.getAttribute('title') ?? '');
    return [{ id: el.id, label, message }];
  });

/** Focus a field from the summary: a group (fieldset) hands the focus to its first enabled control. */
export const focusField = (id: string, doc: Document = document): void => {
  const target = doc.getElementById(id);
  if (!target) return;
  const control =
    target instanceof HTMLFieldSetElement
      ? (target.querySelector<HTMLElement>(
          'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]',
        ) ?? target)
      : target;
  control.focus();
  control.scrollIntoView?.({ block: 'center' });
};

/** The count of failed submits of a form, for ErrorSummary: call `failed()` when a submit is refused. */
export const useFailedSubmits = (): { readonly failedSubmits: number; readonly failed: () => void } => {
  const [failedSubmits, setFailed] = useState(0);
  return { failedSubmits, failed: () => setFailed((n) => n + 1) };
};

/**
 * The error summary at the top of a form (GOV.UK pattern): after a refused submit it takes the focus and
 * lists each error as a link that focuses its field; the errors stay inline under the fields as well.
 * Rendered inside the form it summarizes; nothing is shown while the form has no error.
 */
export function ErrorSummary({ title, failedSubmits }: ErrorSummaryProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const focusedFor = useRef(0);
  const [errors, setErrors] = useState<readonly SummaryError[]>([]);
  // After every render of the form: the fields' errors may have changed with the stores behind them.
  useLayoutEffect(() => {
    const form = anchor.current?.closest('form');
    const found = form ? invalidFields(form) : [];
    setErrors((now) => (JSON.stringify(now) === JSON.stringify(found) ? now : found));
  });
  useEffect(() => {
    if (failedSubmits > focusedFor.current && errors.length > 0) {
      focusedFor.current = failedSubmits;
      box.current?.focus();
    }
  }, [failedSubmits, errors]);
  const follow = (e: MouseEvent<HTMLAnchorElement>, id: string) => {
    e.preventDefault();
    focusField(id, e.currentTarget.ownerDocument);
  };
  return (
    <div ref={anchor} className="tx-error-summary__anchor">
      {errors.length > 0 && failedSubmits > 0 ? (
        <div
          ref={box}
          className="tx-error-summary"
          tabIndex={-1}
          role="alert"
          aria-labelledby="tx-error-summary-title"
        >
          <h2 id="tx-error-summary-title" className="tx-error-summary__title">
            {title(errors.length)}
          </h2>
          <ul className="tx-error-summary__list">
            {errors.map((e) => (
              <li key={e.id}>
                <a href={`#${e.id}`} onClick={(ev) => follow(ev, e.id)}>
                  {e.label === '' ? e.message : `${e.label} — ${e.message}`}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
