import { useEffect, useRef } from 'react';
import { cx } from '../shared/class-names';
import type { Option } from '../field/field.types';

export interface ListboxProps<V extends string> {
  readonly id: string;
  readonly labelledBy: string;
  readonly options: readonly Option<V>[];
  readonly open: boolean;
  /** The browsed option (aria-activedescendant of the combobox), -1 when none. */
  readonly activeIndex: number;
  readonly selectedValue?: V | '';
  readonly onPick: (index: number) => void;
  /** Shown as a non-selectable line when there is no option (e.g. "No match"). */
  readonly emptyText?: string;
}

export const optionId = (listId: string, index: number): string => `${listId}-option-${index}`;

/**
 * The popup list of a combobox: items 44px high, at most 220px tall (spec 9). The focus stays on the
 * combobox; a mouse press here is cancelled so that it does not blur it.
 */
export function Listbox<V extends string>(props: ListboxProps<V>) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!props.open || props.activeIndex < 0) return;
    const el = list.current?.querySelector<HTMLElement>(
      `#${CSS.escape(optionId(props.id, props.activeIndex))}`,
    );
    // jsdom has no scrollIntoView; browsers keep the browsed option visible in the 220px list.
    el?.scrollIntoView?.({ block: 'nearest' });
  }, [props.open, props.activeIndex, props.id]);
  return (
    <ul
      ref={list}
      id={props.id}
      role="listbox"
      aria-labelledby={props.labelledBy}
      className="tx-listbox"
      hidden={!props.open}
      onMouseDown={(e) => e.preventDefault()}
    >
      {props.options.map((o, i) => (
        <li
          key={o.value}
          id={optionId(props.id, i)}
          role="option"
          aria-selected={props.selectedValue === o.value}
          aria-disabled={o.disabled || undefined}
          className={cx('tx-listbox__option', i === props.activeIndex && 'tx-listbox__option--active')}
          onClick={() => {
            if (!o.disabled) props.onPick(i);
          }}
        >
          {o.label}
        </li>
      ))}
      {props.options.length === 0 && props.emptyText ? (
        <li className="tx-listbox__empty" role="presentation">
          {props.emptyText}
        </li>
      ) : null}
    </ul>
  );
}
