import type { CalendarMonth } from '@newsletter-os/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeWorkspace, mockServer, pageOf, resetAfterTest, routesServer, WORKSPACE_A } from '../../../test/app-server';
import { ok, renderApp, signIn } from '../../../test/helpers';

afterEach(() => {
  vi.restoreAllMocks();
  resetAfterTest();
});

/** November 2026 in Chicago, today the 20th, nothing planned. */
function month(): CalendarMonth {
  const days = Array.from({ length: 30 }, (_, i) => ({
    date: `2026-11-${String(i + 1).padStart(2, '0')}`,
    newsletters: [],
    adIds: [],
    eventIds: [],
  }));
  return {
    month: 11,
    year: 2026,
    timeZone: 'America/Chicago',
    defaultSendTime: '09:00',
    today: '2026-11-20',
    days,
    ads: [],
    events: [],
  };
}

function server() {
  mockServer(
    routesServer({
      'get /workspaces/': pageOf([makeWorkspace(WORKSPACE_A, 'Harbour Weekly')]),
      'get /get-workspaces-brands': ok({ brand: null, logo: null, brandName: 'Harbour', brandColor: '#112233' }),
      'get /calendar/': ok(month()),
    }),
  );
}

// The scheduler is a lazy screen: its first render on a busy machine can take longer than vitest's default.
describe('the scheduler', { timeout: 20_000 }, () => {
  it('names the newsletter’s time zone and links to the setting', async () => {
    signIn();
    server();
    renderApp(`/scheduler?workspaceId=${WORKSPACE_A}&month=2026-11`);
    expect(await screen.findByText('Times in America/Chicago')).toBeVisible();
    const change = screen.getByRole('link', { name: /^Change the time zone/ });
    expect(change).toHaveTextContent('Change');
    expect(change).toHaveAttribute('href', `/settings?tab=schedule&workspaceId=${WORKSPACE_A}`);
  });

  it('offers no link to Settings to a role that cannot open them', async () => {
    signIn({ user: { userType: 'user' } });
    server();
    renderApp(`/scheduler?workspaceId=${WORKSPACE_A}&month=2026-11`);
    expect(await screen.findByText('Times in America/Chicago')).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Change the time zone/ })).toBeNull();
  });

  it('names the month’s columns by their full weekdays, whatever letters the screen shows', async () => {
    signIn();
    server();
    renderApp(`/scheduler?workspaceId=${WORKSPACE_A}&month=2026-11&view=month`);
    const grid = await screen.findByRole('table', { name: /^November 2026, newsletters by day/ });
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'SundaySSun',
      'MondayMMon',
      'TuesdayTTue',
      'WednesdayWWed',
      'ThursdayTThu',
      'FridayFFri',
      'SaturdaySSat',
    ]);
    expect(within(grid).getByRole('columnheader', { name: 'Saturday' })).toBeInTheDocument();
  });

  it('the list view opens at today', async () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.getAttribute('data-date') ?? this.tagName);
    };
    signIn();
    server();
    renderApp(`/scheduler?workspaceId=${WORKSPACE_A}&month=2026-11&view=list`);
    const list = await screen.findByRole('region', { name: 'November 2026 as a list' });
    expect(list.querySelector('[aria-current="date"]')).toHaveAttribute('data-date', '2026-11-20');
    expect(scrolled).toEqual(['2026-11-20']);
  });
});
