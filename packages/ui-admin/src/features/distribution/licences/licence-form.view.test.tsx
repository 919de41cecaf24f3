import { type LicenceRowResponse, success } from '@tripx/application';
import { pendingLicenceNumber } from '@tripx/domain';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EditLicenceScreen, LicencesScreen } from '../distribution-screens.view';
import type { ScreenProps } from '../../screens/screen-registry';
import { aLicence, unusedService } from '../test-support/fake-distribution';
import { renderScreen } from '../test-support/render-screen';

/** The list and the edit form on one page, sharing the app's stores as the two routes do. */
const ListThenEdit = (props: ScreenProps) => (
  <>
    <LicencesScreen {...props} />
    <EditLicenceScreen {...props} />
  </>
);

const pending = aLicence({
  id: '3f2b8c1e-7a51-4d0e-9a61-2f1c0b9e4d77',
  name: 'Léa Martin',
  licenseNumber: pendingLicenceNumber('3f2b8c1e-7a51-4d0e-9a61-2f1c0b9e4d77'),
  status: 'IN_PROGRESS',
  profileRef: 'prf-6c1d2e0f-9b1a-4a8e-8f00-1d2c3b4a5e6f',
});

/** The edit form (the list's filters have a licence number field too). */
const editForm = async (save: string): Promise<HTMLElement> =>
  (await screen.findByRole('button', { name: save })).closest('form') as HTMLElement;

const render = async (lang: 'en' | 'fr') => {
  const updates: [string, string, string, unknown][] = [];
  await renderScreen(ListThenEdit, {
    role: 'Staff_Admin',
    userType: 'LAN_ID',
    lang,
    service: {
      ...unusedService(),
      searchLicences: async () => success({ total: 1, licenses: [pending] }),
      updateLicence: async (kind, owner, id, body) => {
        updates.push([kind, owner, id, body]);
        return success({ ...pending, ...(body as Partial<LicenceRowResponse>) });
      },
    },
  });
  return updates;
};

describe('licence form and list without internal ids or placeholder numbers (issue 17)', () => {
  it('a licence waiting for its number says so, its form shows neither the placeholder nor the agent reference, and saving keeps it', async () => {
    const updates = await render('en');
    const row = (await screen.findByText('Awaiting its number')).closest('tr') as HTMLElement;
    expect(document.body.textContent).not.toMatch(/PENDING-|prf-/);
    await userEvent.click(
      within(row).getByRole('button', { name: 'Edit licence Léa Martin (Awaiting its number)' }),
    );
    const form = await editForm('Save licence');
    const number = within(form).getByRole('textbox', { name: /^Licence number/ });
    expect(number).toHaveValue('');
    expect(number).toHaveAttribute('placeholder', 'Awaiting its number');
    expect(number).not.toBeRequired();
    expect(within(form).queryByRole('textbox', { name: /Agent profile reference/ })).toBeNull();
    expect(document.body.textContent).not.toMatch(/PENDING-|prf-/);
    await userEvent.click(screen.getByRole('button', { name: 'Save licence' }));
    expect(updates).toHaveLength(1);
    const [kind, , id, body] = updates[0]!;
    expect([kind, id]).toEqual(['agent', pending.id]);
    expect(body).toMatchObject({ licenseNumber: pending.licenseNumber, name: 'Léa Martin' });
  });

  it('in French, and a number typed in replaces the placeholder', async () => {
    const updates = await render('fr');
    const row = (await screen.findByText('En attente de son numéro')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: /Léa Martin/ }));
    const form = await editForm('Enregistrer le permis');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Numéro de permis/ }), 'ON-77');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le permis' }));
    expect(updates[0]?.[3]).toMatchObject({ licenseNumber: 'ON-77' });
  });
});

describe('the licence edit address (issue 17: ids in URLs)', () => {
  it('names the licence, and opened again (a reload, a shared link) reads it from the server into the form', async () => {
    const asked: [string, string, string][] = [];
    const { navigated } = await renderScreen(LicencesScreen, {
      role: 'Staff_Admin',
      userType: 'LAN_ID',
      service: {
        ...unusedService(),
        searchLicences: async () => success({ total: 1, licenses: [pending] }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Edit licence Léa Martin/ }));
    expect(navigated).toEqual([
      `/admin/licensing/editLicense/agent/${pending.profileRef}/${pending.id}?lang=en`,
    ]);
    cleanup();
    await renderScreen(EditLicenceScreen, {
      role: 'Staff_Admin',
      userType: 'LAN_ID',
      params: { ownerKind: 'agent', ownerId: pending.profileRef ?? '', licenceId: pending.id },
      service: {
        ...unusedService(),
        licence: async (kind, owner, id) => {
          asked.push([kind, owner, id]);
          return success(pending);
        },
      },
    });
    const form = await editForm('Save licence');
    expect(within(form).getByRole('textbox', { name: /^Licence name/ })).toHaveValue('Léa Martin');
    expect(asked).toEqual([['agent', pending.profileRef, pending.id]]);
  });
});
