import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, pageOf, renderContent, serveContentApi, WORKSPACE_ID } from '../../../test/content-api';
import { ok } from '../../../test/helpers';
import { RssFetchersSettingsTab } from './RssFetchersSettingsTab';

const FETCHER_ID = '2b1a0f9e-8d7c-4b6a-9f5e-4d3c2b1a0f9e';
const fetcher = {
  id: FETCHER_ID,
  workspaceId: WORKSPACE_ID,
  name: 'Council news',
  url: 'https://council.example.org/feed.xml',
  intervalMinutes: 60,
  isActive: true,
  defaultTagIds: [],
  lastRunAt: '2026-05-01T09:00:00.000Z',
  lastStatus: 'error' as const,
  lastError: 'The server answered 404 Not Found',
  itemCount: 42,
  createdAt: '2026-04-01T09:00:00.000Z',
};

describe('RSS fetchers tab', () => {
  it('shows status, item count and the last error, and fetches now with progress', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls = serveContentApi(async (config) => {
      if (config.url === '/feed-fetcher/') return ok(pageOf([fetcher]));
      if (config.url === `/feed-fetcher/${FETCHER_ID}/fetch-now/`) {
        // Answers only when released, so the progress can be seen meanwhile.
        await held;
        const done = { ...fetcher, lastStatus: 'ok', lastError: null };
        return ok({ status: 'ok', imported: 5, error: null, fetcher: done }, 'Fetched');
      }
      return undefined;
    });
    renderContent(<RssFetchersSettingsTab />, { path: '/settings' });

    const card = (await screen.findByRole('heading', { name: 'Council news' })).closest('li') as HTMLElement;
    expect(within(card).getByText('Error')).toBeInTheDocument();
    expect(within(card).getByText('42 items')).toBeInTheDocument();
    expect(within(card).getByRole('alert')).toHaveTextContent('The server answered 404 Not Found');

    await user.click(within(card).getByRole('button', { name: 'Fetch now' }));
    expect(await within(card).findByText('Fetching Council news…')).toBeInTheDocument();
    const run = callsTo(calls, `/feed-fetcher/${FETCHER_ID}/fetch-now/`);
    expect(run).toHaveLength(1);
    expect(run[0]?.method).toBe('post');
    expect(run[0]?.params).toEqual({ workspaceId: WORKSPACE_ID, wait: 'true' });
    // No body and so no form content type, which the server would refuse with 415.
    expect(run[0]?.data).toBeUndefined();

    release();
    expect(await within(card).findByText('Fetched: 5 new items')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(calls, '/feed-fetcher/').length).toBeGreaterThan(1));
  });
});
