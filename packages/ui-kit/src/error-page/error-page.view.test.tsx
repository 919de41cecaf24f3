import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorPage } from './error-page.view';

describe('ErrorPage', () => {
  it('shows the title as the focused heading, the help lines and the link', () => {
    render(
      <ErrorPage
        code="404"
        title="Page introuvable"
        help={["Vérifiez l'adresse.", 'Contactez le service d’assistance.']}
        link={{ href: '/user', label: 'Ma page personnelle' }}
      />,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Page introuvable' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByText("Vérifiez l'adresse.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ma page personnelle' })).toHaveAttribute('href', '/user');
  });

  it('hands the link click to the router when asked', async () => {
    const onNavigate = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    render(
      <ErrorPage title="Access denied" help={[]} link={{ href: '/admin/', label: 'Home', onNavigate }} />,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('offers a Retry that repeats what failed, before the link, and may have no link', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(
      <ErrorPage
        code="500"
        title="Erreur interne du serveur"
        help={[]}
        retry={{ label: 'Réessayer', onRetry }}
        link={{ href: '/', label: 'Accueil' }}
      />,
    );
    const home = screen.getByRole('link', { name: 'Accueil' });
    const again = screen.getByRole('button', { name: 'Réessayer' });
    expect(again.compareDocumentPosition(home) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<ErrorPage title="Hors ligne" help={[]} retry={{ label: 'Réessayer', onRetry }} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
