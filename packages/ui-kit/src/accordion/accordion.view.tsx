import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../shared/class-names';

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface AccordionSectionProps {
  readonly title: ReactNode;
  readonly children: ReactNode;
  /** Controlled state; leave out to let the section keep its own. */
  readonly expanded?: boolean;
  readonly defaultExpanded?: boolean;
  readonly onToggle?: (expanded: boolean) => void;
  readonly headingLevel?: HeadingLevel;
  readonly className?: string;
}

/** One heading whose button shows or hides its panel (the ARIA accordion pattern). */
export function AccordionSection(props: AccordionSectionProps) {
  const [own, setOwn] = useState(props.defaultExpanded ?? false);
  const expanded = props.expanded ?? own;
  const id = useId();
  const Heading = `h${props.headingLevel ?? 3}` as const;
  const toggle = () => {
    setOwn(!expanded);
    props.onToggle?.(!expanded);
  };
  return (
    <div className={cx('tx-accordion__section', expanded && 'tx-accordion__section--open', props.className)}>
      <Heading className="tx-accordion__heading">
        <button
          type="button"
          id={`${id}-trigger`}
          className="tx-accordion__trigger"
          aria-expanded={expanded}
          aria-controls={`${id}-panel`}
          data-accordion-trigger=""
          onClick={toggle}
        >
          <span className="tx-accordion__title">{props.title}</span>
          <span className="tx-accordion__icon" aria-hidden="true" />
        </button>
      </Heading>
      <div
        id={`${id}-panel`}
        role="region"
        aria-labelledby={`${id}-trigger`}
        className="tx-accordion__panel"
        hidden={!expanded}
      >
        {props.children}
      </div>
    </div>
  );
}

const MOVES: Readonly<Record<string, (i: number, n: number) => number>> = {
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/** Groups sections so that the arrow keys, Home and End move between their headers. */
export function Accordion({
  children,
  className,
}: {
  readonly children: ReactNode;
  readonly className?: string;
}) {
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[e.key];
    const target = e.target as HTMLElement;
    if (!move || !target.hasAttribute('data-accordion-trigger')) return;
    const triggers = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('[data-accordion-trigger]')];
    const next = triggers[move(triggers.indexOf(target as HTMLButtonElement), triggers.length)];
    if (!next) return;
    e.preventDefault();
    next.focus();
  };
  return (
    <div className={cx('tx-accordion', className)} onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}
