import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, pageOf, renderContent, serveContentApi, WORKSPACE_ID } from '../../../test/content-api';
import { fail, ok } from '../../../test/helpers';
import { BusinessCompaniesSettingsTab } from './BusinessCompaniesSettingsTab';

const COMPANY_ID = '3c2b1a0f-9e8d-4c7b-8a69-5f4e3d2c1b0a';
const company = {
  id: COMPANY_ID,
  workspaceId: WORKSPACE_ID,
  name: 'Harbour Bakery',
  logo: null,
  website: 'https://bakery.example.org',
  contactName: 'Bea',
  contactEmail: 'bea@bakery.example.org',
  contactPhone: null,
  adCount: 3,
  fromPublicForm: false,
  createdAt: '2026-05-01T09:00:00.000Z',
};

describe('business companies tab', () => {
  it("shows the server's confirmation for a company with ads and deletes only when asked again", async () => {
    const user = userEvent.setup();
    const calls = serveContentApi((config) => {
      if (config.url === '/business-companies/list/') return ok(pageOf([company]));
      if (config.url === `/business-companies/${COMPANY_ID}/delete/`) {
        return config.params.confirm === 'true'
          ? ok({ id: COMPANY_ID, archivedAds: 3 }, 'Business company deleted')
          : fail(409, 'This company has 3 ads. Deleting it archives them.');
      }
      return undefined;
    });
    renderContent(<BusinessCompaniesSettingsTab />, { path: '/settings' });

    await user.click(await screen.findByRole('button', { name: 'Delete Harbour Bakery' }));
    let dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete company' }));

    dialog = await screen.findByRole('alertdialog', { name: 'This company has ads' });
    expect(within(dialog).getByText('This company has 3 ads. Deleting it archives them.')).toBeInTheDocument();
    const deletes = callsTo(calls, `/business-companies/${COMPANY_ID}/delete/`);
    expect(deletes).toHaveLength(1);
    expect(deletes[0]?.params).toEqual({ workspaceId: WORKSPACE_ID });

    await user.click(within(dialog).getByRole('button', { name: 'Delete and archive ads' }));
    await waitFor(() => expect(callsTo(calls, `/business-companies/${COMPANY_ID}/delete/`)).toHaveLength(2));
    expect(callsTo(calls, `/business-companies/${COMPANY_ID}/delete/`)[1]?.params).toEqual({
      workspaceId: WORKSPACE_ID,
      confirm: 'true',
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('validates the company form before sending it', async () => {
    const user = userEvent.setup();
    const calls = serveContentApi((config) =>
      config.url === '/business-companies/list/' ? ok(pageOf([])) : undefined,
    );
    renderContent(<BusinessCompaniesSettingsTab />, { path: '/settings' });
    expect(await screen.findByRole('heading', { name: 'No business companies yet' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: /New company/ })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Website'), 'bakery');
    await user.type(within(dialog).getByLabelText('Contact email'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Create company' }));
    expect(await within(dialog).findByText('Company name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a full http or https URL')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid email address')).toBeInTheDocument();
    expect(callsTo(calls, '/business-companies/', 'post')).toHaveLength(0);
  });
});
