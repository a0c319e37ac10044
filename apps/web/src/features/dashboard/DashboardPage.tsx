import { INSIGHT_META, type Insights, type InsightsTimePeriod } from '@newsletter-os/contracts';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { errorMessage } from '../../shared/api/errors';
import { PageHeader } from '../../shared/ui/Card';
import { cn } from '../../shared/ui/cn';
import { ErrorState, NoWorkspaceState } from '../../shared/ui/States';
import { useWorkspaceId } from '../workspaces';
import { ActivityRow } from './ActivityRow';
import { useDestinationFigures, useInsights, usePublications } from './api';
import { DashboardSkeleton } from './DashboardSkeleton';
import { type InsightErrorKind, InsightErrorState } from './InsightErrorState';
import { MetricCard } from './MetricCard';
import { LastPostCard, RecentPosts, TopPosts } from './PostLists';
import { timeRanges } from './ranges';
import { SubscriberChart } from './SubscriberChart';

// Below the first screen's figures, and only for some newsletters: fetched after the dashboard's own code, so the
// signed-in first screen stays within its JS budget (docs/decisions/0029).
const AdRevenueCard = lazy(async () => ({ default: (await import('./AdRevenueCard')).AdRevenueCard }));
const DestinationDashboard = lazy(async () => ({
  default: (await import('./DestinationDashboard')).DestinationDashboard,
}));

/** docs/product-spec.md section 4: meta code → the error state it drives. */
function errorKindOf(code: number): InsightErrorKind | null {
  if (code === INSIGHT_META.apiKeyError) return 'api_key';
  if (code === INSIGHT_META.authError) return 'auth';
  if (code === INSIGHT_META.syncError) return 'sync';
  return null;
}

function RangeSwitch({ value, onChange }: { value: InsightsTimePeriod; onChange: (p: InsightsTimePeriod) => void }) {
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">Time range</legend>
      <div className="inline-flex rounded-lg border border-gray-300 bg-white p-0.5 shadow-sm">
        {timeRanges.map((range) => (
          <label
            key={range.period}
            className={cn(
              'relative cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium text-gray-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600',
              value === range.period ? 'bg-indigo-600 text-white' : 'hover:bg-gray-100',
            )}
          >
            <input
              type="radio"
              name="time-range"
              // Invisible but covering its label: a click, a tap or the arrow keys choose it.
              className="absolute inset-0 cursor-pointer opacity-0"
              checked={value === range.period}
              onChange={() => onChange(range.period)}
            />
            {range.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function InsightFigures({ insights, workspaceId }: { insights: Insights; workspaceId: string }) {
  const range = timeRanges.find((r) => r.period === insights.time_period) ?? timeRanges[0];
  const comparedWith = range ? `the previous ${range.description.replace(/^the last |^all time$/, '')}` : '';
  const noHistory = 'Not enough history yet';
  const noEarlier = insights.time_period === 'all_time' ? 'All posts so far' : 'No posts in the period before';
  const { performance_metrics: metrics } = insights;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <MetricCard
          label="Total subscribers"
          kind="subscribers"
          metric={{
            value: insights.overview.total_subscribers,
            growth: insights.overview.growth,
            trend: insights.overview.trend,
          }}
          comparedWith={comparedWith}
          noGrowth={noHistory}
        />
        <MetricCard
          label="Active subscribers"
          kind="subscribers"
          metric={metrics.active_subscribers}
          comparedWith={comparedWith}
          noGrowth={noHistory}
        />
        <MetricCard
          label="Open rate"
          kind="rate"
          metric={metrics.open_rate}
          comparedWith={comparedWith}
          noGrowth={noEarlier}
        />
        <MetricCard
          label="Click through rate"
          kind="rate"
          metric={metrics.click_through_rate}
          comparedWith={comparedWith}
          noGrowth={noEarlier}
        />
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <LastPostCard post={insights.last_post_performance} />
        <div className="lg:col-span-2">
          <SubscriberChart points={insights.subscriber_history} startsOn={insights.history_starts_on} />
        </div>
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <RecentPosts posts={insights.recent_posts} />
        <TopPosts posts={insights.top_performing_posts} />
      </div>
      <ActivityRow workspaceId={workspaceId} />
      <p className="text-xs text-gray-500">
        Rates are unique opens or clicks divided by delivered emails, over the posts sent in the period
        {insights.posts_in_period === null ? '' : ` (${insights.posts_in_period})`}. Open rates include opens by mail
        apps that load images on their own, so read them as indicative.
      </p>
    </div>
  );
}

function PublicationInsights({ workspaceId, publicationId }: { workspaceId: string; publicationId: string }) {
  const { search } = useLocation();
  const [period, setPeriod] = useState<InsightsTimePeriod>('4_weeks');
  const insights = useInsights(workspaceId, publicationId, period);

  if (insights.isPending) return <DashboardSkeleton />;
  if (insights.isError) {
    return <ErrorState message={errorMessage(insights.error)} onRetry={() => void insights.refetch()} />;
  }
  const { meta, data } = insights.data;
  const errorKind = errorKindOf(meta.code);
  if (errorKind || !data) return <InsightErrorState kind={errorKind ?? 'sync'} search={search} />;
  return (
    <div className="flex flex-col gap-4" aria-busy={insights.isPlaceholderData || undefined}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-gray-600">
          Beehiiv publication <span className="font-medium text-gray-900">{data.publication.name}</span>
        </p>
        <RangeSwitch value={period} onChange={setPeriod} />
      </div>
      <div className={cn('transition-opacity', insights.isPlaceholderData && 'opacity-60')}>
        <InsightFigures insights={data} workspaceId={workspaceId} />
      </div>
    </div>
  );
}

/** One workspace's dashboard: its publications decide the state; then the linked publication's insights. */
function WorkspaceDashboard({ workspaceId }: { workspaceId: string }) {
  const { search } = useLocation();
  const publications = usePublications(workspaceId);
  const destination = useDestinationFigures(workspaceId);
  // The destination decides which figures the dashboard shows: Mailchimp's or Kit's own, else Beehiiv's.
  if (destination.isPending) return <DashboardSkeleton />;
  if (destination.isError) {
    return <ErrorState message={errorMessage(destination.error)} onRetry={() => void destination.refetch()} />;
  }
  const figures = destination.data;
  if (figures.kind === 'mailchimp' || figures.kind === 'kit') {
    return (
      <div className="flex flex-col gap-6">
        <Suspense fallback={<DashboardSkeleton />}>
          <DestinationDashboard figures={{ ...figures, kind: figures.kind }} workspaceId={workspaceId} />
        </Suspense>
        <ActivityRow workspaceId={workspaceId} />
      </div>
    );
  }
  if (publications.isPending) return <DashboardSkeleton />;
  if (publications.isError) {
    return <ErrorState message={errorMessage(publications.error)} onRetry={() => void publications.refetch()} />;
  }
  const { meta, data } = publications.data;
  const errorKind = errorKindOf(meta.code);
  if (errorKind) return <InsightErrorState kind={errorKind} search={search} />;
  const linked = data?.linkedPublicationId;
  if (!linked) return <InsightErrorState kind="sync" search={search} />;
  return <PublicationInsights workspaceId={workspaceId} publicationId={linked} />;
}

/**
 * /dashboard (docs/product-spec.md section 2 "Dashboard"): Beehiiv insights of the selected newsletter's publication, then the
 * workspace's ad revenue (which needs no Beehiiv). A workspace
 * change remounts everything below, so no figure of the previous workspace is ever shown for the new one.
 */
export function DashboardPage() {
  const workspaceId = useWorkspaceId();
  return (
    <div>
      <PageHeader title="Insights" subtitle="Newsletter publication analytics and performance metrics" />
      {workspaceId ? (
        <div key={workspaceId}>
          <WorkspaceDashboard workspaceId={workspaceId} />
          <Suspense fallback={null}>
            <AdRevenueCard workspaceId={workspaceId} />
          </Suspense>
        </div>
      ) : (
        <NoWorkspaceState what="insights" headingLevel={2} />
      )}
    </div>
  );
}
