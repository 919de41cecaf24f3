import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal.view';

function Page({ onClose, closeOnEscape }: { onClose?: () => void; closeOnEscape?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Select plan
      </button>
      <Modal
        open={open}
        title="Eligibility"
        closeLabel="Close"
        closeOnEscape={closeOnEscape}
        onClose={() => {
          setOpen(false);
          onClose?.();
        }}
        footer={
          <button type="button" onClick={() => setOpen(false)}>
            I agree
          </button>
        }
      >
        <p>You must be a resident of Canada.</p>
        <a href="#terms">Terms</a>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<Page />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a labelled modal dialog, focuses inside and hides the page behind', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Select plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Eligibility' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Select plan' })).not.toBeInTheDocument();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Select plan' }));
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'I agree' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'I agree' })).toHaveFocus();
  });

  it('closes on Escape and gives the focus back to the opener', async () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Select plan' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select plan' })).toHaveFocus();
  });

  it('ignores Escape when told to', async () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} closeOnEscape={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Select plan' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Eligibility' })).toBeInTheDocument();
  });

  it('focuses the element it is told to', async () => {
    function WithInitial() {
      const agree = useRef<HTMLButtonElement>(null);
      return (
        <Modal open title="Session" onClose={() => undefined} initialFocus={agree} role="alertdialog">
          <button type="button">Sign out</button>
          <button type="button" ref={agree}>
            Stay signed in
          </button>
        </Modal>
      );
    }
    render(<WithInitial />);
    expect(screen.getByRole('alertdialog', { name: 'Session' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
  });
});
