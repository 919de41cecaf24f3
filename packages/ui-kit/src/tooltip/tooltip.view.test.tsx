import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tooltip } from './tooltip.view';

const tip = <Tooltip label="About the deductible" text="The amount you pay before the insurer pays." />;

describe('Tooltip', () => {
  it('is hidden until the trigger is focused, and describes the trigger', async () => {
    render(tip);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.tab();
    const trigger = screen.getByRole('button', { name: 'About the deductible' });
    expect(trigger).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('The amount you pay');
    expect(trigger).toHaveAccessibleDescription('The amount you pay before the insurer pays.');
  });

  it('hides on Escape and on blur', async () => {
    render(
      <>
        {tip}
        <button type="button">Next</button>
      </>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'About the deductible' }));
    expect(screen.getByRole('tooltip')).toBeVisible();
    await userEvent.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on hover and hides when the pointer leaves', async () => {
    render(tip);
    await userEvent.hover(screen.getByRole('button', { name: 'About the deductible' }));
    expect(screen.getByRole('tooltip')).toBeVisible();
    await userEvent.unhover(screen.getByRole('button', { name: 'About the deductible' }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
