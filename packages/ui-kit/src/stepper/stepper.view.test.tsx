import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Stepper } from './stepper.view';

const steps = [
  { id: 'travellers', label: 'Travellers' },
  { id: 'trip', label: 'Trip' },
  { id: 'plans', label: 'Plans' },
  { id: 'payment', label: 'Payment' },
] as const;
const statusLabels = { complete: 'completed', current: 'current step', upcoming: 'not started' };

describe('Stepper', () => {
  it('lists the steps in a named navigation and marks the current one', () => {
    render(
      <Stepper
        label="Purchase steps"
        steps={steps}
        current="plans"
        statusLabels={statusLabels}
        progressText={(n, total) => `Step ${n} of ${total}`}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Purchase steps' });
    const items = within(nav).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items[2]).toHaveTextContent('Plans, current step');
    expect(items[0]).toHaveTextContent('Travellers, completed');
    expect(items[3]).toHaveTextContent('Payment, not started');
    expect(items[0]).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();
  });

  it('lets the user go back to a completed step only', async () => {
    const onStepSelect = vi.fn();
    render(
      <Stepper
        label="Steps"
        steps={steps}
        current="plans"
        statusLabels={statusLabels}
        onStepSelect={onStepSelect}
      />,
    );
    expect(screen.getAllByRole('button')).toHaveLength(2);
    screen.getByRole('button', { name: /Trip/ }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onStepSelect).toHaveBeenCalledWith('trip');
    expect(screen.queryByRole('button', { name: /Payment/ })).not.toBeInTheDocument();
  });
});
