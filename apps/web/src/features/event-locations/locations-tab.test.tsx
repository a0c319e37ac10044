import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, renderContent, serveContentApi, WORKSPACE_ID } from '../../../test/content-api';
import { bodyOf, ok } from '../../../test/helpers';
import { EventLocationsSettingsTab } from './EventLocationsSettingsTab';

const LOCATION_ID = '6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d';
const location = {
  id: LOCATION_ID,
  workspaceId: WORKSPACE_ID,
  name: 'Harbour town',
  latitude: 50.1,
  longitude: -5.5,
  defaultRadiusKm: 25,
  sources: [
    { url: 'https://events.example.org/cal.ics', kind: 'ics' as const },
    { url: 'https://broken.example.org/feed', kind: 'rss' as const },
  ],
  lastFetchedAt: null,
  lastError: null,
  createdAt: '2026-05-01T09:00:00.000Z',
};

describe('event locations tab', () => {
  it('creates a location with its sources', async () => {
    const user = userEvent.setup();
    const calls = serveContentApi((config) => {
      if (config.url === '/event-locations' && config.method === 'get') return ok([]);
      if (config.url === '/event-locations/' && config.method === 'post') {
        return { ...ok(location, 'Event location created'), status: 201 };
      }
      return undefined;
    });
    renderContent(<EventLocationsSettingsTab />, { path: '/settings' });
    await user.click((await screen.findAllByRole('button', { name: /New location/ }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Location name'), 'Harbour town');
    await user.type(within(dialog).getByLabelText('Latitude'), '95');
    await user.type(within(dialog).getByLabelText('Longitude'), '-5.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add source' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create location' }));
    expect(await within(dialog).findByText('Latitude must be between -90 and 90')).toBeInTheDocument();
    expect(within(dialog).getByText('Source URL is required')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Latitude'));
    await user.type(within(dialog).getByLabelText('Latitude'), '50.1');
    await user.type(within(dialog).getByLabelText('Source 1 URL'), 'https://events.example.org/cal.ics');
    await user.click(within(dialog).getByRole('button', { name: 'Create location' }));

    await waitFor(() => expect(callsTo(calls, '/event-locations/', 'post')).toHaveLength(1));
    const post = callsTo(calls, '/event-locations/', 'post')[0];
    expect(post && bodyOf(post)).toEqual({
      workspaceId: WORKSPACE_ID,
      name: 'Harbour town',
      latitude: 50.1,
      longitude: -5.5,
      defaultRadiusKm: 25,
      sources: [{ url: 'https://events.example.org/cal.ics', kind: 'ics' }],
    });
  });

  it('fetches events now and shows what each failing source said', async () => {
    const user = userEvent.setup();
    const calls = serveContentApi((config) => {
      if (config.url === '/event-locations') return ok([location]);
      if (config.url === '/events/') {
        return ok(
          {
            locationId: LOCATION_ID,
            imported: 4,
            sources: [
              { url: location.sources[0]?.url, kind: 'ics', imported: 4, error: null },
              { url: location.sources[1]?.url, kind: 'rss', imported: 0, error: 'The server answered 404 Not Found' },
            ],
          },
          '4 events imported; 1 sources failed',
        );
      }
      return undefined;
    });
    renderContent(<EventLocationsSettingsTab />, { path: '/settings' });
    await user.click(await screen.findByRole('button', { name: 'Fetch events now' }));
    await waitFor(() => expect(callsTo(calls, '/events/', 'post')).toHaveLength(1));
    const post = callsTo(calls, '/events/')[0];
    expect(post && bodyOf(post)).toEqual({ workspaceId: WORKSPACE_ID, locationId: LOCATION_ID });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('4 events imported; 1 sources failed');
    expect(alert).toHaveTextContent('https://broken.example.org/feed: The server answered 404 Not Found');
  });
});
