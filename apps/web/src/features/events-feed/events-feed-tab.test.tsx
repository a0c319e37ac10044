import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, renderContent, serveContentApi, WORKSPACE_ID } from '../../../test/content-api';
import { bodyOf, ok } from '../../../test/helpers';
import { EventsFeedSettingsTab } from './EventsFeedSettingsTab';

const token = 'IwSqTL1DQi2i7fEHM8uMVQ.qFhXtf1aYwIr5IEtssnsRw';
const feed = {
  id: '6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d',
  pageUrl: `https://news.example/api/v1/calendar/events?token=${token}`,
  icsUrl: `https://news.example/api/v1/calendar/events.ics?token=${token}`,
  webcalUrl: `webcal://news.example/api/v1/calendar/events.ics?token=${token}`,
  createdAt: '2026-11-20T09:00:00.000Z',
};

describe('Settings → Events calendar', () => {
  // Several round trips and a dialog: more than the default 5 s on a loaded machine.
  it('turns the feed on, shows its three addresses, and turns it off after confirming', {
    timeout: 20_000,
  }, async () => {
    const user = userEvent.setup();
    const calls = serveContentApi((config) => {
      if (config.url === '/events-feed/' && config.method === 'get') return ok({ feed: null });
      if (config.url === '/events-feed/rotate/') return ok({ feed }, 'The events calendar is on');
      if (config.url === '/events-feed/revoke/') {
        return ok({ feed: null }, 'The events calendar is off; its links no longer work');
      }
      return undefined;
    });
    renderContent(<EventsFeedSettingsTab />, { path: '/settings' });

    expect(await screen.findByText('Off')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn on events calendar' }));
    await waitFor(() => expect(callsTo(calls, '/events-feed/rotate/', 'post')).toHaveLength(1));
    const rotate = callsTo(calls, '/events-feed/rotate/', 'post')[0];
    expect(rotate && bodyOf(rotate)).toEqual({ workspaceId: WORKSPACE_ID });

    expect(await screen.findByText('On')).toBeInTheDocument();
    expect(screen.getByLabelText('Events page')).toHaveValue(feed.pageUrl);
    expect(screen.getByLabelText('Subscribe link')).toHaveValue(feed.webcalUrl);
    expect(screen.getByLabelText('Calendar feed (iCalendar)')).toHaveValue(feed.icsUrl);
    expect(screen.getByRole('link', { name: 'Open events page' })).toHaveAttribute('href', feed.pageUrl);

    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Turn off the events calendar?' });
    expect(callsTo(calls, '/events-feed/revoke/', 'post')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(callsTo(calls, '/events-feed/revoke/', 'post')).toHaveLength(1));
    expect(await screen.findByText('Off')).toBeInTheDocument();
    expect(screen.queryByLabelText('Events page')).not.toBeInTheDocument();
  });

  it('shows the error and retries when the link cannot be loaded', async () => {
    const user = userEvent.setup();
    let failing = true;
    serveContentApi((config) => {
      if (config.url !== '/events-feed/') return undefined;
      if (failing) return { status: 500, data: { meta: { code: 0, message: 'The server is busy' }, data: null } };
      return ok({ feed });
    });
    renderContent(<EventsFeedSettingsTab />, { path: '/settings' });
    expect(await screen.findByText('The server is busy')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: /Try again|Retry/ }));
    expect(await screen.findByLabelText('Events page')).toHaveValue(feed.pageUrl);
  });
});
