import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, renderContent, serveContentApi, WORKSPACE_ID } from '../../../test/content-api';
import { bodyOf, ok } from '../../../test/helpers';
import { ApiKeysSettingsTab } from './ApiKeysSettingsTab';

const PUB = 'pub_3f1c2a9e-6b7d-4c1e-9a0b-2d5e8f7a1c44';
const SECOND = 'pub_8b0d1f22-4c3a-4e5b-9d6c-7e8f9a0b1c2d';
const storedKey = { lastFour: 'Wx9Z', checkedAt: '2026-05-01T09:00:00.000Z', updatedAt: '2026-05-01T09:00:00.000Z' };

describe('settings → API keys', () => {
  it('checks and saves a key, then offers the publications to link', async () => {
    const user = userEvent.setup();
    let saved = false;
    let linked: string | null = null;
    const calls = serveContentApi((config) => {
      if (config.url === '/newsletter-keys/' && config.method === 'get')
        return ok({ beehiiv: saved ? storedKey : null });
      if (config.url === '/newsletter-keys/' && config.method === 'patch') {
        saved = true;
        return ok({ beehiiv: storedKey }, 'Beehiiv key saved');
      }
      if (config.url === '/dashboard/beehive-publications/') {
        return ok({
          results: [
            { id: PUB, name: 'Riverside Weekly', organization_name: null, active_subscriptions: 8421 },
            { id: SECOND, name: 'Harbor Hustle', organization_name: null, active_subscriptions: 1250 },
          ],
          linkedPublicationId: linked,
        });
      }
      if (config.url === '/sync-workspace-publication-id/') {
        linked = (bodyOf(config) as { publicationId: string }).publicationId;
        return ok(
          {
            workspaceId: WORKSPACE_ID,
            name: 'Harbour Weekly',
            brand: null,
            logo: null,
            brandName: null,
            brandColor: null,
            publicationId: linked,
          },
          'Publication linked',
        );
      }
      return undefined;
    });
    renderContent(<ApiKeysSettingsTab />, { path: '/settings?tab=api' });

    await user.click(await screen.findByRole('button', { name: 'Save key' }));
    expect(await screen.findByText('Beehiiv API key is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Beehiiv API key'), 'bh_live_abcdefWx9Z');
    await user.click(screen.getByRole('button', { name: 'Save key' }));
    expect(await screen.findByText('••••Wx9Z')).toBeInTheDocument();
    expect(bodyOf(callsTo(calls, '/newsletter-keys/', 'patch')[0] as never)).toEqual({
      workspaceId: WORKSPACE_ID,
      beehiivApiKey: 'bh_live_abcdefWx9Z',
    });

    const publication = await screen.findByRole('region', { name: 'Beehiiv publication' });
    expect(within(publication).getByText('No publication is linked to this newsletter yet.')).toBeInTheDocument();
    await user.selectOptions(within(publication).getByLabelText('Publication'), SECOND);
    await user.click(within(publication).getByRole('button', { name: 'Sync publication' }));
    await waitFor(() => expect(within(publication).getByText('Harbor Hustle')).toBeInTheDocument());
    expect(bodyOf(callsTo(calls, '/sync-workspace-publication-id/')[0] as never)).toEqual({
      workspaceId: WORKSPACE_ID,
      publicationId: SECOND,
    });
  });

  it('shows a refused key inline, and removes a stored key after confirming', async () => {
    const user = userEvent.setup();
    let stored = true;
    const calls = serveContentApi((config) => {
      if (config.url === '/newsletter-keys/' && config.method === 'get')
        return ok({ beehiiv: stored ? storedKey : null });
      if (config.url === '/newsletter-keys/' && config.method === 'patch') {
        const body = bodyOf(config) as { beehiivApiKey: string | null };
        if (body.beehiivApiKey === null) {
          stored = false;
          return ok({ beehiiv: null }, 'Beehiiv key removed');
        }
        return {
          status: 422,
          data: {
            meta: { code: 0, message: 'Invalid API key: Beehiiv did not accept it' },
            data: { errors: [{ field: 'beehiivApiKey', message: 'Invalid API key: Beehiiv did not accept it' }] },
          },
        };
      }
      if (config.url === '/dashboard/beehive-publications/') return ok({ results: [], linkedPublicationId: null });
      return undefined;
    });
    renderContent(<ApiKeysSettingsTab />, { path: '/settings?tab=api' });
    await user.click(await screen.findByRole('button', { name: 'Replace key' }));
    await user.type(screen.getByLabelText('Beehiiv API key'), 'bh_wrong');
    await user.click(screen.getByRole('button', { name: 'Save key' }));
    expect(await screen.findByText('Invalid API key: Beehiiv did not accept it')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Remove key' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove key' }));
    expect(await screen.findByLabelText('Beehiiv API key')).toBeInTheDocument();
    expect(callsTo(calls, '/newsletter-keys/', 'patch')).toHaveLength(2);
  });
});
