import type { Insights } from '@newsletter-os/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WORKSPACE_ID } from '../../../test/content-api';
import { mockApi, ok, signIn } from '../../../test/helpers';
import { useWorkspaceStore } from '../workspaces/store';
import { DashboardPage } from './DashboardPage';

const PUB = 'pub_3f1c2a9e-6b7d-4c1e-9a0b-2d5e8f7a1c44';
const now = Math.floor(Date.now() / 1000);

function insights(openRate: number, period: Insights['time_period'] = '4_weeks'): Insights {
  return {
    time_period: period,
    publication: { id: PUB, name: 'Riverside Weekly' },
    overview: { total_subscribers: 9120, growth: null, trend: null },
    performance_metrics: {
      active_subscribers: { value: 8421, growth: 5.3, trend: 'up' },
      open_rate: { value: openRate, growth: -2.1, trend: 'down' },
      click_through_rate: { value: 6.1, growth: 1, trend: 'up' },
    },
    last_post_performance: {
      id: 'post_1',
      title: 'Riverside Weekly #240',
      created_at: now - 86_400,
      recipients: 8390,
      open_rate: 48.2,
      click_through_rate: 6.1,
      unsubscribe_rate: 0.1,
    },
    recent_posts: [
      { id: 'post_3', title: 'Riverside Weekly #242', status: 'draft', audience: 'free', created_at: now - 3600 },
      { id: 'post_1', title: 'Riverside Weekly #240', status: 'confirmed', audience: 'free', created_at: now - 86_400 },
    ],
    top_performing_posts: [
      { id: 'post_1', title: 'Riverside Weekly #240', open_rate: 48.2, click_rate: 6.1, recipients: 8390 },
    ],
    posts_in_period: 9,
    subscriber_history: [
      { date: '2026-01-01', active_subscribers: 8300 },
      { date: '2026-01-02', active_subscribers: 8421 },
    ],
    history_starts_on: '2026-01-01',
  };
}

const publications = (linked: string | null) =>
  ok({
    results: [{ id: PUB, name: 'Riverside Weekly', organization_name: null, active_subscriptions: 8421 }],
    linkedPublicationId: linked,
  });
const activity = ok({
  days: 30,
  itemsIngested: { rss: 12, original: 2, ugc: 3, ads: 1, events: 4 },
  awaitingReview: 2,
  newsletters: { planned: 1, scheduled: 1, published: 3 },
});

function serve(routes: {
  publications: ReturnType<typeof ok>;
  insights?: (period: string) => ReturnType<typeof ok>;
  revenue?: ReturnType<typeof ok>;
  destination?: ReturnType<typeof ok>;
}) {
  const calls = mockApi((config) => {
    if (config.url === '/dashboard/beehive-publications/') return routes.publications;
    if (config.url === '/beehiiv/insights/' && routes.insights)
      return routes.insights(String(config.params.time_period));
    if (config.url === '/dashboard/') return activity;
    if (config.url === '/ad-revenue/') return routes.revenue ?? ok({ currencies: [] });
    if (config.url === '/publishing-destination/figures/')
      return routes.destination ?? ok({ kind: 'beehiiv', problem: null, issues: [] });
    return { status: 404, data: { meta: { code: 0, message: `No mock for ${config.url}` } } };
  });
  return calls;
}

function renderDashboard(userType: 'admin' | 'user' = 'admin') {
  signIn({ user: { userType } });
  useWorkspaceStore.getState().setSelectedWorkspace({
    workspaceId: WORKSPACE_ID,
    name: 'Harbour Weekly',
    brand: null,
    logo: null,
    publicationId: PUB,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/dashboard?workspaceId=${WORKSPACE_ID}`]}>
        <DashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const metaOnly = (code: number, message: string) => ({ status: 200, data: { meta: { code, message }, data: null } });

describe('dashboard', () => {
  it('shows the title, a skeleton, then the figures; each range asks the server for its own', async () => {
    const user = userEvent.setup();
    const calls = serve({
      publications: publications(PUB),
      insights: (period) => ok(insights(period === '3_months' ? 44.4 : 47.5, period as Insights['time_period'])),
    });
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Insights' })).toBeInTheDocument();
    expect(screen.getByText('Newsletter publication analytics and performance metrics')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading insights' })).toBeInTheDocument();

    const openCard = await screen.findByRole('region', { name: 'Open rate' });
    expect(within(openCard).getByText('47.5%')).toBeInTheDocument();
    expect(within(openCard).getByText('−2.1%')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Total subscribers' })).getByText('9,120')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Total subscribers' })).getByText('Not enough history yet'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Active subscribers' })).getByText('+5.3%')).toBeInTheDocument();
    const lastPost = screen.getByRole('region', { name: 'Last post performance' });
    expect(within(lastPost).getByText('48.2%')).toBeInTheDocument();
    expect(within(lastPost).getByText('8,390')).toBeInTheDocument();
    expect(within(lastPost).getByText('1 day ago')).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Recent Posts' });
    expect(within(recent).getByText('Draft')).toHaveClass('bg-yellow-50');
    expect(within(recent).getByText('Confirmed')).toHaveClass('bg-green-50');
    expect(screen.getByRole('region', { name: 'Top Performing Posts Among Recents' })).toBeInTheDocument();
    expect(await screen.findByText('Awaiting review')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '3m' }));
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Open rate' })).getByText('44.4%')).toBeInTheDocument(),
    );
    const periods = calls.filter((c) => c.url === '/beehiiv/insights/').map((c) => c.params.time_period);
    expect(periods).toEqual(['4_weeks', '3_months']);
  });

  it('no key: the spec texts and an Add API Key link to the API settings tab', async () => {
    serve({ publications: metaOnly(2, 'No Beehiiv API key found') });
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'No Beehiiv Insights Yet' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'No Beehiiv API key found. Please add your API key in settings to start fetching insights and buzzing activity.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add API Key' })).toHaveAttribute(
      'href',
      `/settings?workspaceId=${WORKSPACE_ID}&tab=api`,
    );
  });

  it('userType user sees the state without the button', async () => {
    serve({ publications: metaOnly(2, 'No Beehiiv API key found') });
    renderDashboard('user');
    expect(await screen.findByRole('heading', { name: 'No Beehiiv Insights Yet' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add API Key' })).not.toBeInTheDocument();
  });

  it('no linked publication: the sync state', async () => {
    serve({ publications: publications(null) });
    renderDashboard();
    expect(
      await screen.findByRole('heading', { name: 'Please sync your publication with newsletter' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Please sync your publication with newsletter or please check your beehiiv api key'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check your API key' })).toBeInTheDocument();
  });

  it('a key Beehiiv refuses: the invalid-key state', async () => {
    serve({ publications: publications(PUB), insights: () => metaOnly(3, 'Invalid Beehiiv API key') });
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Invalid API key provided' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'The provided Beehiiv API key is invalid. Please check your API key in settings to start fetching insights and buzzing activity.',
      ),
    ).toBeInTheDocument();
  });
});

describe('DashboardPage: ad revenue', () => {
  it('shows booked, paid and refunded per month in the workspace currency', async () => {
    serve({
      publications: publications(null),
      revenue: ok({
        currencies: [
          {
            currency: 'USD',
            months: [
              { month: '2026-10', bookedCents: 0, paidCents: 0, refundedCents: 0 },
              { month: '2026-11', bookedCents: 125_000, paidCents: 50_000, refundedCents: 15_000 },
            ],
          },
        ],
      }),
    });
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Ad revenue' });
    const row = await within(card).findByRole('row', { name: /Nov 2026/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$1,250', '$500', '$150']);
    expect(within(card).getByRole('table', { name: 'In USD' })).toBeInTheDocument();
  });

  it('says so when the workspace has sold no ads', async () => {
    serve({ publications: publications(null) });
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Ad revenue' });
    expect(await within(card).findByRole('heading', { name: 'No ad bookings yet' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Go to Ad sales' })).toHaveAttribute('href', '/ad-sales');
  });
});

const sentIssue = {
  newsletterId: '6a1f0c1e-3b7d-4c1e-9a0b-2d5e8f7a1c01',
  issueDate: '2026-11-20',
  subject: 'Harbour Weekly: the ferry returns',
  publishedAt: '2026-11-20T14:00:00.000Z',
  recipients: 1200,
  delivered: 1180,
  uniqueOpens: 531,
  clicks: 140,
  uniqueClicks: 97,
};

describe('dashboard: Mailchimp and Kit', () => {
  it("shows the last issues' figures from Mailchimp instead of Beehiiv's", async () => {
    const calls = serve({
      publications: metaOnly(2, 'No Beehiiv API key found'),
      destination: ok({ kind: 'mailchimp', problem: null, issues: [sentIssue] }),
    });
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Last issues sent with Mailchimp' });
    expect(within(card).getByText('Figures as Mailchimp reports them, newest first.')).toBeInTheDocument();
    const row = within(card).getByRole('row', { name: /the ferry returns/ });
    expect(within(row).getByText('Nov 20, 2026')).toBeInTheDocument();
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1,180', '531', '45.0%', '140', '8.2%']);
    expect(screen.queryByRole('heading', { name: 'No Beehiiv Insights Yet' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url === '/beehiiv/insights/')).toBe(false);
  });

  it('Kit with nothing sent yet says when figures appear', async () => {
    serve({
      publications: metaOnly(2, 'No Beehiiv API key found'),
      destination: ok({ kind: 'kit', problem: null, issues: [] }),
    });
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Last issues sent with Kit' });
    expect(
      within(card).getByText('No issue has been sent with Kit yet. Figures appear here after the first one goes out.'),
    ).toBeInTheDocument();
  });

  it("a key Kit refuses: the problem's heading, the server's message and the way to Settings", async () => {
    serve({
      publications: metaOnly(2, 'No Beehiiv API key found'),
      destination: ok({
        kind: 'kit',
        problem: { code: 'invalid_key', message: 'Kit refused the API key: paste a new one in Settings → Publishing.' },
        issues: [],
      }),
    });
    renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Kit refused the API key' })).toBeInTheDocument();
    expect(
      within(alert).getByText('Kit refused the API key: paste a new one in Settings → Publishing.'),
    ).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Open publishing settings' })).toHaveAttribute(
      'href',
      `/settings?tab=publishing&workspaceId=${WORKSPACE_ID}`,
    );
  });

  it('Mailchimp limiting requests keeps the figures read before and offers no settings link', async () => {
    serve({
      publications: metaOnly(2, 'No Beehiiv API key found'),
      destination: ok({
        kind: 'mailchimp',
        problem: { code: 'rate_limited', message: 'Mailchimp is limiting requests: try again in a minute.' },
        issues: [sentIssue],
      }),
    });
    renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Mailchimp is limiting requests' })).toBeInTheDocument();
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /the ferry returns/ })).toBeInTheDocument();
  });
});
