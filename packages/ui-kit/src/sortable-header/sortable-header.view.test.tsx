import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { nextSort, SortableHeader, type SortState } from './sortable-header.view';

type Col = 'firstName' | 'lastName';

function Table({ onSort }: { onSort?: (s: SortState<Col>) => void }) {
  const [sort, setSort] = useState<SortState<Col> | undefined>({ column: 'firstName', direction: 'asc' });
  const change = (s: SortState<Col>) => {
    setSort(s);
    onSort?.(s);
  };
  return (
    <table>
      <thead>
        <tr>
          <SortableHeader column="firstName" label="First name" sort={sort} onSort={change} />
          <SortableHeader column="lastName" label="Last name" sort={sort} onSort={change} />
        </tr>
      </thead>
    </table>
  );
}

describe('SortableHeader', () => {
  it('marks the sorted column with aria-sort and the other one with none', () => {
    render(<Table />);
    expect(screen.getByRole('columnheader', { name: /First name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByRole('columnheader', { name: /Last name/ })).not.toHaveAttribute('aria-sort');
  });

  it('flips the direction of the sorted column and starts another ascending', async () => {
    const onSort = vi.fn();
    render(<Table onSort={onSort} />);
    await userEvent.click(screen.getByRole('button', { name: /First name/ }));
    expect(screen.getByRole('columnheader', { name: /First name/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    screen.getByRole('button', { name: /Last name/ }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onSort.mock.calls).toEqual([
      [{ column: 'firstName', direction: 'desc' }],
      [{ column: 'lastName', direction: 'asc' }],
    ]);
    expect(screen.getByRole('columnheader', { name: /First name/ })).not.toHaveAttribute('aria-sort');
  });

  it('starts ascending with no sort at all', () => {
    expect(nextSort<Col>(undefined, 'lastName')).toEqual({ column: 'lastName', direction: 'asc' });
  });
});
