import { type LicenceFilterInput, type LicencePageParams, success } from '@tripx/application';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LicencesScreen } from '../distribution-screens.view';
import { aLicence, unusedService } from '../test-support/fake-distribution';
import { renderScreen } from '../test-support/render-screen';

const licences = [
  aLicence(),
  aLicence({ id: 'lic-2', licenseNumber: 'QC-2', licensedProvince: 'QC', status: 'RENEWAL_PENDING' }),
  aLicence({ id: 'lic-3', licenseNumber: 'ON-3', isDeleted: true, profileRef: undefined }),
];

const service = () => {
  const searches: [LicenceFilterInput, LicencePageParams][] = [];
  const exports: unknown[] = [];
  return {
    searches,
    exports,
    service: {
      ...unusedService(),
      searchLicences: async (filter: LicenceFilterInput, page: LicencePageParams) => {
        searches.push([filter, page]);
        return success({ total: licences.length, licenses: licences });
      },
      exportLicences: async (filter: LicenceFilterInput, params: unknown) => {
        exports.push([filter, params]);
        return success({ bytes: new ArrayBuffer(1), type: 'text/csv', fileName: 'licences.csv' });
      },
    },
  };
};

describe('licences screen', () => {
  it('shows each status (Deleted wins), the licence kind, and edit buttons for an editor', async () => {
    const fake = service();
    await renderScreen(LicencesScreen, { service: fake.service, role: 'Administrator_Full' });
    await screen.findByText('Renewal Pending');
    const rows = screen.getAllByRole('row');
    const texts = rows.slice(1).map((r) => r.textContent);
    expect(texts[0]).toContain('Authorized');
    expect(texts[1]).toContain('Renewal Pending');
    expect(texts[2]).toContain('Deleted');
    expect(texts[2]).toContain('Agency licence');
    expect(screen.getAllByRole('button', { name: /^Edit licence/ })).toHaveLength(3);
  });

  it('a reader sees no add nor edit; the search sends only the filled fields; export uses the same filter', async () => {
    const fake = service();
    URL.createObjectURL = () => 'blob:x';
    URL.revokeObjectURL = () => undefined;
    await renderScreen(LicencesScreen, { service: fake.service, role: 'Administrator_Lite' });
    await screen.findAllByText('Authorized');
    expect(screen.queryByRole('button', { name: /^Edit licence/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a licence' })).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Licence number' }), ' QC-2 ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(fake.searches.at(-1)).toEqual([
      { licenseNumber: 'QC-2' },
      { sortField: 'name', sortOrder: 'asc', offset: 0, limit: 10, lang: 'en' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Export to CSV' }));
    expect(fake.exports).toEqual([
      [{ licenseNumber: 'QC-2' }, { sortField: 'name', sortOrder: 'asc', lang: 'en', format: 'csv' }],
    ]);
  });

  it('leaving the list for a licence keeps the search to come back to (the next address is not the list’s)', async () => {
    const fake = service();
    const { router, navigated } = await renderScreen(LicencesScreen, {
      service: fake.service,
      role: 'Administrator_Full',
      url: '/admin/licensing?lang=en',
    });
    await screen.findAllByText('Authorized');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Licence number' }), 'QC-2');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const searches = fake.searches.length;
    // The router moves before the screen is gone: the edit address's empty query must not reset the list.
    router.navigate('/licensing/editLicense/agent/p-1/lic-2');
    await vi.waitFor(() => expect(navigated.at(-1)).toContain('/licensing/editLicense/'));
    expect(fake.searches).toHaveLength(searches);
    expect(screen.getByRole('textbox', { name: 'Licence number' })).toHaveValue('QC-2');
  });

  it('the domain refuses a bad expiry range before any call, on the field', async () => {
    const fake = service();
    await renderScreen(LicencesScreen, { service: fake.service, role: 'Administrator_Lite' });
    await screen.findAllByText('Authorized');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Expires on or after' }), '2030-01-01');
    await user.type(screen.getByRole('textbox', { name: 'Expires on or before' }), '2029-01-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(fake.searches).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Expires on or before' })).toHaveAccessibleDescription(
      /licenceSearchRangeInverted/,
    );
  });

  it('French labels', async () => {
    await renderScreen(LicencesScreen, {
      service: service().service,
      role: 'Administrator_Full',
      lang: 'fr',
    });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByText('Autorisé').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Exporter vers Excel (XLSX)' })).toBeInTheDocument();
  });
});
