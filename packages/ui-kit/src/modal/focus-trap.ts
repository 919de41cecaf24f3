const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements Tab can reach inside `root`, in document order. */
export const focusableIn = (root: HTMLElement): HTMLElement[] =>
  [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden],[inert]'));

/**
 * Keeps Tab and Shift+Tab inside `root`: from the last element Tab wraps to the first and back. Returns
 * true when it moved the focus itself.
 */
export interface TabKeyEvent {
  readonly key: string;
  readonly shiftKey: boolean;
  preventDefault(): void;
}

export const trapTab = (event: TabKeyEvent, root: HTMLElement): boolean => {
  if (event.key !== 'Tab') return false;
  const items = focusableIn(root);
  const first = items[0];
  const last = items.at(-1);
  const active = root.ownerDocument.activeElement;
  if (!first || !last) {
    event.preventDefault();
    root.focus();
    return true;
  }
  const outside = !root.contains(active);
  if (event.shiftKey && (active === first || active === root || outside)) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
};

/**
 * Hides everything beside `keep` (a child of body) from assistive technology and from the pointer while a
 * modal is open; the returned function puts the previous attributes back.
 */
export const hideSiblings = (keep: HTMLElement): (() => void) => {
  const body = keep.ownerDocument.body;
  const changed = [...body.children]
    .filter((el): el is HTMLElement => el !== keep && el instanceof HTMLElement && el.tagName !== 'SCRIPT')
    .map((el) => ({ el, ariaHidden: el.getAttribute('aria-hidden'), inert: el.hasAttribute('inert') }));
  for (const { el } of changed) {
    el.setAttribute('aria-hidden', 'true');
    el.setAttribute('inert', '');
  }
  return () => {
    for (const { el, ariaHidden, inert } of changed) {
      if (ariaHidden === null) el.removeAttribute('aria-hidden');
      else el.setAttribute('aria-hidden', ariaHidden);
      if (!inert) el.removeAttribute('inert');
    }
  };
};
