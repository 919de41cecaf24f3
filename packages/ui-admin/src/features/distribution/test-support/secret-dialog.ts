import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * A secret shown once (English labels): the dialog shows it with its warning, copies it, and once
 * closed the secret is nowhere on the page.
 */
export const secretKeptOnce = async (user: UserEvent, dialogName: string, secret: string): Promise<void> => {
  const dialog = await screen.findByRole('alertdialog', { name: dialogName });
  expect(within(dialog).getByText(secret)).toBeInTheDocument();
  expect(dialog.textContent).toContain('you will not see it again');
  expect(within(dialog).queryByText('Copied.')).toBeNull();
  await user.click(within(dialog).getByRole('button', { name: 'Copy the secret' }));
  // user-event's clipboard stands in for the browser's.
  expect(await navigator.clipboard.readText()).toBe(secret);
  await within(dialog).findByText('Copied.');
  await user.click(within(dialog).getByRole('button', { name: 'I have kept it' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(screen.queryByText(secret)).toBeNull();
};
