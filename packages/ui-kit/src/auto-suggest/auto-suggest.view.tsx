import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Subject } from 'rxjs';
import { cx } from '../shared/class-names';
import type { FieldBaseProps, Option } from '../field/field.types';
import { describedBy, useFieldIds } from '../field/field-ids';
import { FieldLabel, FieldMessages } from '../field/field-messages.view';
import { Listbox, optionId } from '../listbox/listbox.view';
import { moveIndex } from '../listbox/listbox-navigation';
import { suggestQueries } from './suggest-queries';

export interface AutoSuggestProps<V extends string> extends FieldBaseProps {
  /** The text in the box; the app keeps it (and sets it to the label of a chosen suggestion). */
  readonly value: string;
  readonly onInputChange: (text: string) => void;
  /** A search to run, sent once typing pauses; the app answers by passing new suggestions. */
  readonly onQuery: (text: string) => void;
  readonly suggestions: readonly Option<V>[];
  readonly onSelect: (option: Option<V>) => void;
  readonly onBlur?: () => void;
  readonly debounceMs?: number;
  readonly minChars?: number;
  /** Read out when the list changes, e.g. (n) => `${n} suggestions`. */
  readonly resultsText?: (count: number) => string;
  readonly noResultsText?: string;
  readonly placeholder?: string;
}

/**
 * An editable combobox with a list of suggestions (ARIA pattern "list autocomplete"): the arrows browse,
 * Enter chooses, Escape closes the list (or clears the box when the list is closed).
 */
export function AutoSuggest<V extends string>(props: AutoSuggestProps<V>) {
  const ids = useFieldIds(props.id);
  const listId = `${ids.control}-list`;
  const { suggestions, hint, error } = props;
  const minChars = props.minChars ?? 2;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef(new Subject<string>());
  const onQuery = useRef(props.onQuery);
  onQuery.current = props.onQuery;

  useEffect(() => {
    const sub = suggestQueries(typed.current, { debounceMs: props.debounceMs ?? 300, minChars }).subscribe(
      (q) => onQuery.current(q),
    );
    return () => sub.unsubscribe();
  }, [props.debounceMs, minChars]);

  // A new answer starts browsing afresh; compared by values, since the app may pass a fresh array each render.
  const answerKey = suggestions.map((o) => o.value).join('\n');
  useEffect(() => setActive(-1), [answerKey]);

  const long = props.value.trim().length >= minChars;
  const showList = open && long && (suggestions.length > 0 || props.noResultsText !== undefined);
  const choose = (index: number) => {
    const o = suggestions[index];
    if (!o || o.disabled) return;
    props.onSelect(o);
    setOpen(false);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      if (showList) setOpen(false);
      else props.onInputChange('');
      return;
    }
    if (e.key === 'Enter' && showList && active >= 0) {
      e.preventDefault();
      choose(active);
      return;
    }
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    if (!showList) setOpen(true);
    const next = moveIndex(showList ? active : -1, e.key, suggestions);
    if (next !== undefined) setActive(next);
  };

  return (
    <div className={cx('tx-field', 'tx-auto-suggest', error && 'tx-field--invalid', props.className)}>
      <FieldLabel ids={ids} label={props.label} required={props.required} />
      <input
        id={ids.control}
        className="tx-input"
        type="text"
        role="combobox"
        autoComplete="off"
        value={props.value}
        placeholder={props.placeholder}
        disabled={props.disabled}
        aria-autocomplete="list"
        aria-controls={listId}
        aria-expanded={showList}
        aria-activedescendant={showList && active >= 0 ? optionId(listId, active) : undefined}
        aria-required={props.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        onChange={(e) => {
          props.onInputChange(e.target.value);
          typed.current.next(e.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          props.onBlur?.();
        }}
      />
      <Listbox
        id={listId}
        labelledBy={ids.label}
        options={suggestions}
        open={showList}
        activeIndex={active}
        onPick={choose}
        emptyText={props.noResultsText}
      />
      <p className="tx-visually-hidden" aria-live="polite">
        {showList && props.resultsText ? props.resultsText(suggestions.length) : ''}
      </p>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
