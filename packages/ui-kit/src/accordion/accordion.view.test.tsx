import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Accordion, AccordionSection } from './accordion.view';

function Plans({ onToggle }: { onToggle?: (open: boolean) => void }) {
  return (
    <Accordion>
      <AccordionSection title="Emergency medical" onToggle={onToggle}>
        <p>Up to $10 million</p>
      </AccordionSection>
      <AccordionSection title="Trip cancellation" defaultExpanded headingLevel={2}>
        <p>Covers the cost of the trip</p>
      </AccordionSection>
      <AccordionSection title="Baggage">
        <p>Lost bags</p>
      </AccordionSection>
    </Accordion>
  );
}

describe('Accordion', () => {
  it('shows the panel of an expanded section as a named region', () => {
    render(<Plans />);
    expect(screen.getByRole('button', { name: 'Trip cancellation' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('region', { name: 'Trip cancellation' })).toHaveTextContent('Covers the cost');
    expect(screen.getByRole('heading', { level: 2, name: 'Trip cancellation' })).toBeInTheDocument();
    expect(screen.queryByText('Up to $10 million')).not.toBeVisible();
  });

  it('opens and closes with Enter and Space', async () => {
    const onToggle = vi.fn();
    render(<Plans onToggle={onToggle} />);
    const trigger = screen.getByRole('button', { name: 'Emergency medical' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Up to $10 million')).toBeVisible();
    await userEvent.keyboard(' ');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(onToggle.mock.calls).toEqual([[true], [false]]);
  });

  it('moves between headers with arrows, Home and End', async () => {
    render(<Plans />);
    screen.getByRole('button', { name: 'Emergency medical' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Trip cancellation' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Baggage' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Emergency medical' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Baggage' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'Emergency medical' })).toHaveFocus();
  });

  it('follows the expanded prop when controlled', async () => {
    const onToggle = vi.fn();
    render(
      <AccordionSection title="Policy" expanded={false} onToggle={onToggle}>
        <p>Details</p>
      </AccordionSection>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Policy' }));
    expect(onToggle).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: 'Policy' })).toHaveAttribute('aria-expanded', 'false');
  });
});
