import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrganizationLogo } from './organization-logo.view';

describe('OrganizationLogo', () => {
  it('reserves the logo’s width and height before the file loads, named by the organization', () => {
    render(<OrganizationLogo src="/logos/maple-travel.svg" alt="Maple Travel" />);
    const logo = screen.getByRole('img', { name: 'Maple Travel' });
    expect(logo).toHaveAttribute('width', '160');
    expect(logo).toHaveAttribute('height', '40');
    expect(logo).toHaveClass('tx-organization-logo');
  });
});
