import { useRef, useState, type KeyboardEvent } from 'react';
import { cx } from '../shared/class-names';
import type { FieldBaseProps, Option } from '../field/field.types';
import { describedBy, useFieldIds } from '../field/field-ids';
import { FieldMessages } from '../field/field-messages.view';
import { Listbox, optionId } from '../listbox/listbox.view';
import { matchIndex, moveIndex } from '../listbox/listbox-navigation';

export interface DropdownProps<V extends string> extends FieldBaseProps {
  readonly options: readonly Option<V>[];
  readonly value: V | '' | undefined;
  readonly onChange: (value: V) => void;
  readonly onBlur?: () => void;
  /** Shown while nothing is chosen, e.g. "Select". */
  readonly placeholder?: string;
}

const TYPEAHEAD_RESET_MS = 500;

/**
 * A select-only combobox (ARIA pattern): the arrows, Home, End and the page keys browse, Enter or Space
 * choose, Escape and Tab close without changing the value, and typing letters jumps to a matching option.
 */
export function Dropdown<V extends string>(props: DropdownProps<V>) {
  const ids = useFieldIds(props.id);
  const listId = `${ids.control}-list`;
  const { options, hint, error } = props;
  const selectedIndex = options.findIndex((o) => o.value === props.value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef({ text: '', at: 0 });

  const openAt = (index: number) => {
    setOpen(true);
    setActive(index);
  };
  const choose = (index: number) => {
    const o = options[index];
    if (o && !o.disabled) props.onChange(o.value);
    setOpen(false);
  };
  const typeAhead = (ch: string, timeStamp: number) => {
    const t = typed.current;
    t.text = timeStamp - t.at > TYPEAHEAD_RESET_MS ? ch : t.text + ch;
    t.at = timeStamp;
    const base = open ? active : selectedIndex;
    // A longer prefix may still match the browsed option itself; a first letter moves on to the next one.
    const hit = matchIndex(t.text.length > 1 ? base - 1 : base, t.text, options);
    if (hit !== undefined) openAt(hit);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (props.disabled) return;
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(e.key)) {
        e.preventDefault();
        openAt(selectedIndex >= 0 ? selectedIndex : (moveIndex(-1, 'ArrowDown', options) ?? -1));
      } else if (e.key === 'Home' || e.key === 'End') {
        e.preventDefault();
        openAt(moveIndex(-1, e.key, options) ?? -1);
      } else if (e.key.length === 1 && !e.altKey && !e.ctrlKey && !e.metaKey) {
        typeAhead(e.key, e.timeStamp);
      }
      return;
    }
    const typing = typed.current.text !== '' && e.timeStamp - typed.current.at <= TYPEAHEAD_RESET_MS;
    if (e.key === 'Enter' || (e.key === ' ' && !typing) || (e.key === 'ArrowUp' && e.altKey)) {
      e.preventDefault();
      choose(active);
    } else if (e.key === 'Escape' || e.key === 'Tab') {
      if (e.key === 'Escape') e.preventDefault();
      setOpen(false);
    } else {
      const next = moveIndex(active, e.key, options);
      if (next !== undefined) {
        e.preventDefault();
        setActive(next);
      } else if (e.key.length === 1 && !e.ctrlKey && !e.metaKey) {
        typeAhead(e.key, e.timeStamp);
      }
    }
  };

  return (
    <div
      className={cx(
        'tx-field',
        'tx-dropdown',
        open && 'tx-dropdown--open',
        error && 'tx-field--invalid',
        props.className,
      )}
    >
      <span id={ids.label} className="tx-field__label">
        {props.label}
        {props.required ? (
          <span className="tx-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </span>
      <div
        id={ids.control}
        role="combobox"
        tabIndex={props.disabled ? -1 : 0}
        className="tx-dropdown__control"
        aria-labelledby={ids.label}
        aria-controls={listId}
        aria-expanded={open}
        aria-haspopup="listbox"
        aria-activedescendant={open && active >= 0 ? optionId(listId, active) : undefined}
        aria-required={props.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-disabled={props.disabled || undefined}
        aria-describedby={describedBy(ids, hint, error)}
        onKeyDown={onKeyDown}
        onClick={() => (props.disabled ? undefined : open ? setOpen(false) : openAt(selectedIndex))}
        onBlur={() => {
          setOpen(false);
          props.onBlur?.();
        }}
      >
        <span className={cx('tx-dropdown__value', selectedIndex < 0 && 'tx-dropdown__value--placeholder')}>
          {options[selectedIndex]?.label ?? props.placeholder ?? ''}
        </span>
        <span className="tx-dropdown__chevron" aria-hidden="true" />
      </div>
      <Listbox
        id={listId}
        labelledBy={ids.label}
        options={options}
        open={open}
        activeIndex={active}
        selectedValue={props.value}
        onPick={choose}
      />
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
