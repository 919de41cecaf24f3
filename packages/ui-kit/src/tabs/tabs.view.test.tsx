import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs.view';

type Key = 'info' | 'notes' | 'history';
const tabs = [
  { id: 'info', label: 'Policy info' },
  { id: 'notes', label: 'Notes' },
  { id: 'history', label: 'History' },
] as const;

function Harness({ onSelect }: { onSelect?: (k: Key) => void }) {
  const [selected, setSelected] = useState<Key>('info');
  return (
    <Tabs<Key>
      label="Policy"
      tabs={tabs}
      selected={selected}
      onSelect={(k) => {
        setSelected(k);
        onSelect?.(k);
      }}
    >
      <p>Content of {selected}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows a named tab list with the selected tab and its panel', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Policy' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Policy info' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Policy info' })).toHaveTextContent('Content of info');
  });

  it('moves and selects with the arrow keys, wrapping, and Home / End', async () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Policy info' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Notes' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Notes' })).toHaveTextContent('Content of notes');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'History' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Policy info' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(onSelect.mock.calls.map((c) => c[0])).toEqual(['notes', 'info', 'history', 'info', 'history']);
  });

  it('puts only the selected tab in the Tab order, then the panel', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('tab', { name: 'Notes' }));
    expect(screen.getByRole('tab', { name: 'Policy info' })).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });
});
