import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FullPageLoading, Spinner } from './full-page-loading.view';

describe('loading indicators', () => {
  it('full page: a busy status with its visible label', () => {
    render(<FullPageLoading label="Loading…" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading…');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading…')).toBeVisible();
  });

  it('inline spinner: a status whose name is read but whose circle is hidden', () => {
    render(<Spinner label="Calculating" />);
    expect(screen.getByRole('status')).toHaveTextContent('Calculating');
  });
});
