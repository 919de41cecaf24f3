import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../shared/class-names';

export interface TabItem<K extends string> {
  readonly id: K;
  readonly label: string;
}

export interface TabsProps<K extends string> {
  /** Names the tab list. */
  readonly label: string;
  readonly tabs: readonly TabItem<K>[];
  readonly selected: K;
  readonly onSelect: (id: K) => void;
  /** The content of the selected tab. */
  readonly children: ReactNode;
  readonly className?: string;
}

/**
 * Tabs with automatic activation: the arrow keys, Home and End choose a tab and move the focus; only the
 * selected tab is in the Tab order, and Tab goes from it into the panel.
 */
export function Tabs<K extends string>(props: TabsProps<K>) {
  const id = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const { tabs } = props;
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.id === props.selected),
  );
  const select = (i: number) => {
    const tab = tabs[(i + tabs.length) % tabs.length];
    if (!tab) return;
    props.onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[e.key];
    if (target === undefined) return;
    e.preventDefault();
    select(target);
  };
  const tabId = (k: K) => `${id}-tab-${k}`;
  return (
    <div className={cx('tx-tabs', props.className)}>
      <div role="tablist" aria-label={props.label} className="tx-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((t) => {
          const selected = t.id === tabs[index]?.id;
          return (
            <button
              key={t.id}
              ref={(el) => {
                if (el) refs.current.set(t.id, el);
                else refs.current.delete(t.id);
              }}
              type="button"
              role="tab"
              id={tabId(t.id)}
              className="tx-tabs__tab"
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => props.onSelect(t.id)}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={tabs[index] ? tabId(tabs[index].id) : undefined}
        tabIndex={0}
        className="tx-tabs__panel"
      >
        {props.children}
      </div>
    </div>
  );
}
