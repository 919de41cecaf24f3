import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Option } from '../field/field.types';
import { AutoSuggest } from './auto-suggest.view';

const CITIES: Option[] = [
  { value: 'YYZ', label: 'Toronto' },
  { value: 'YTZ', label: 'Toronto Island' },
  { value: 'YUL', label: 'Montréal' },
];

function Harness({ onQuery, onSelect }: { onQuery: (q: string) => void; onSelect?: (o: Option) => void }) {
  const [text, setText] = useState('');
  const [suggestions, setSuggestions] = useState<Option[]>([]);
  return (
    <AutoSuggest
      label="Departure city"
      value={text}
      onInputChange={setText}
      suggestions={suggestions}
      noResultsText="No city found"
      resultsText={(n) => `${n} cities`}
      onQuery={(q) => {
        onQuery(q);
        setSuggestions(CITIES.filter((c) => c.label.toLowerCase().startsWith(q.toLowerCase())));
      }}
      onSelect={(o) => {
        setText(o.label);
        onSelect?.(o);
      }}
    />
  );
}

describe('AutoSuggest', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const box = () => screen.getByRole('combobox', { name: 'Departure city' });

  it('searches once, 300 ms after the last keystroke', async () => {
    const user = setup();
    const onQuery = vi.fn();
    render(<Harness onQuery={onQuery} />);
    await user.type(box(), 'Tor');
    act(() => vi.advanceTimersByTime(299));
    expect(onQuery).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onQuery).toHaveBeenCalledTimes(1);
    expect(onQuery).toHaveBeenCalledWith('Tor');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Toronto', 'Toronto Island']);
    expect(screen.getByText('2 cities')).toBeInTheDocument();
  });

  it('browses with the arrows and chooses with Enter', async () => {
    const user = setup();
    const onSelect = vi.fn();
    render(<Harness onQuery={() => undefined} onSelect={onSelect} />);
    await user.type(box(), 'Tor');
    act(() => vi.advanceTimersByTime(300));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = box().getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)).toHaveTextContent('Toronto Island');
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(CITIES[1]);
    expect(box()).toHaveValue('Toronto Island');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not search below two characters and says when nothing matches', async () => {
    const user = setup();
    const onQuery = vi.fn();
    render(<Harness onQuery={onQuery} />);
    await user.type(box(), 'Z');
    act(() => vi.advanceTimersByTime(1000));
    expect(onQuery).not.toHaveBeenCalled();
    await user.type(box(), 'z');
    act(() => vi.advanceTimersByTime(300));
    expect(onQuery).toHaveBeenCalledWith('Zz');
    expect(screen.getByRole('listbox')).toHaveTextContent('No city found');
  });

  it('closes on Escape, then clears on a second Escape', async () => {
    const user = setup();
    render(<Harness onQuery={() => undefined} />);
    await user.type(box(), 'Mon');
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByRole('option', { name: 'Montréal' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveValue('Mon');
    await user.keyboard('{Escape}');
    expect(box()).toHaveValue('');
  });

  it('chooses a suggestion by click', async () => {
    const user = setup();
    const onSelect = vi.fn();
    render(<Harness onQuery={() => undefined} onSelect={onSelect} />);
    await user.type(box(), 'Mon');
    act(() => vi.advanceTimersByTime(300));
    await user.click(screen.getByRole('option', { name: 'Montréal' }));
    expect(onSelect).toHaveBeenCalledWith(CITIES[2]);
    expect(box()).toHaveFocus();
  });
});
