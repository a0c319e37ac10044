import type { CalendarMonth, CalendarNewsletter } from '@newsletter-os/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeWorkspace, mockServer, pageOf, resetAfterTest, routesServer, WORKSPACE_A } from '../../../test/app-server';
import { ok, renderApp, signIn } from '../../../test/helpers';

afterEach(() => {
  vi.restoreAllMocks();
  resetAfterTest();
});

const REFUSAL = 'Beehiiv refused the newsletter: Your Beehiiv plan cannot create posts through the API; use Export';

function issue(date: string, n: number, failureReason: string | null): CalendarNewsletter {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    date,
    title: `Harbour news ${n}`,
    subject: `Harbour news ${n}`,
    status: failureReason ? 'failed' : 'planned',
    version: 1,
    scheduledAt: failureReason ? `${date}T15:00:00.000Z` : null,
    sendTime: failureReason ? '09:00' : null,
    failureReason,
    handoff: null,
    publishedAt: null,
  };
}

function month(newsletters: Record<string, CalendarNewsletter[]>): CalendarMonth {
  const days = Array.from({ length: 30 }, (_, i) => {
    const date = `2026-11-${String(i + 1).padStart(2, '0')}`;
    return { date, newsletters: newsletters[date] ?? [], adIds: [], eventIds: [] };
  });
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

function server(calendar: CalendarMonth) {
  mockServer(
    routesServer({
      'get /workspaces/': pageOf([makeWorkspace(WORKSPACE_A, 'Harbour Weekly')]),
      'get /get-workspaces-brands': ok({ brand: null, logo: null, brandName: 'Harbour', brandColor: '#112233' }),
      'get /calendar/': ok(calendar),
    }),
  );
}

describe("Beehiiv's plan refusal on the calendar", { timeout: 20_000 }, () => {
  it('is said once above the month, with the way on; each refused card says it in short', async () => {
    signIn();
    server(
      month({
        '2026-11-03': [issue('2026-11-03', 1, REFUSAL)],
        '2026-11-10': [issue('2026-11-10', 2, REFUSAL)],
        '2026-11-17': [issue('2026-11-17', 3, 'Not ready to send: the subject is empty.')],
      }),
    );
    renderApp(`/scheduler?workspaceId=${WORKSPACE_A}&month=2026-11&view=list`);
    expect(await screen.findByText('Your Beehiiv plan cannot create posts through the API.')).toBeVisible();
    expect(screen.getAllByText(/Your Beehiiv plan cannot create posts/)).toHaveLength(1);
    expect(screen.getByText(/2 issues this month were not published\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'choose another destination' })).toHaveAttribute(
      'href',
      `/settings?tab=publishing&workspaceId=${WORKSPACE_A}`,
    );
    expect(screen.getByRole('link', { name: 'Open the issue of Tuesday, 3 November 2026' })).toHaveAttribute(
      'href',
      `/newsletter-builder?workspaceId=${WORKSPACE_A}&date=2026-11-03`,
    );
    expect(screen.getAllByText('Beehiiv plan refused: use “Copy for Beehiiv”.')).toHaveLength(2);
    expect(screen.getByText('Not ready to send: the subject is empty.')).toBeVisible();
  });

  it('says nothing when no issue was refused by the plan', async () => {
    signIn();
    server(month({ '2026-11-03': [issue('2026-11-03', 1, 'Not ready to send: the subject is empty.')] }));
    renderApp(`/scheduler?workspaceId=${WORKSPACE_A}&month=2026-11&view=list`);
    expect(await screen.findByText('Not ready to send: the subject is empty.')).toBeVisible();
    expect(screen.queryByText(/Your Beehiiv plan cannot create posts/)).toBeNull();
  });
});
