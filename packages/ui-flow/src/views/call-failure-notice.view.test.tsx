import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithLabels } from '../test-support/render-with-labels';
import { CallFailureNotice } from './call-failure-notice.view';

const SERVER_ERROR = {
  kind: 'refused',
  code: 'internalError',
  message: '',
  fields: [],
  status: 500,
} as const;

describe('CallFailureNotice', () => {
  it('a 500: the server’s error in words, what was typed is kept, and Retry repeats the call', async () => {
    const onRetry = vi.fn();
    renderWithLabels(<CallFailureNotice failure={SERVER_ERROR} onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Internal server error');
    expect(alert).toHaveTextContent('What you entered is kept.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('no answer (in French): hors ligne, and the call is repeated by itself once the browser is back online', () => {
    const onRetry = vi.fn();
    renderWithLabels(
      <CallFailureNotice failure={{ kind: 'network', code: 'network' }} onRetry={onRetry} />,
      'fr',
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Vous êtes hors ligne');
    // French typography: a no-break space before the colon.
    expect(screen.getByRole('alert').textContent).toContain('Vérifiez votre connexion Internet\u00a0:');
    expect(onRetry).not.toHaveBeenCalled();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('a 403 is the forbidden page, with Retry; a refusal of what was sent is left to the step', () => {
    const forbidden = { ...SERVER_ERROR, code: 'forbidden', status: 403 };
    const { unmount } = renderWithLabels(<CallFailureNotice failure={forbidden} onRetry={() => undefined} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Access denied' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    unmount();
    for (const refusal of [
      { ...SERVER_ERROR, code: 'badRequest', status: 400 },
      { ...SERVER_ERROR, code: 'licenceMissing', status: 403 },
    ]) {
      const view = renderWithLabels(<CallFailureNotice failure={refusal} onRetry={() => undefined} />);
      expect(screen.queryByRole('heading')).toBeNull();
      expect(screen.queryByRole('button')).toBeNull();
      view.unmount();
    }
  });
});
