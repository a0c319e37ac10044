import { errorMessage } from '../../shared/api/errors';
import { useWorkspaceActivity } from './api';

const ACTIVITY_DAYS = 30;

/** What happened in this newsletter itself (not Beehiiv) over the last 30 days. */
export function ActivityRow({ workspaceId }: { workspaceId: string }) {
  const activity = useWorkspaceActivity(workspaceId, ACTIVITY_DAYS);
  const data = activity.data;
  const figures = data
    ? [
        ['RSS items', data.itemsIngested.rss],
        ['Original items', data.itemsIngested.original],
        ['Submissions', data.itemsIngested.ugc],
        ['Ads', data.itemsIngested.ads],
        ['Events', data.itemsIngested.events],
        ['Awaiting review', data.awaitingReview],
        ['Planned', data.newsletters.planned],
        ['Scheduled', data.newsletters.scheduled],
        ['Published', data.newsletters.published],
      ]
    : [];
  return (
    <section aria-labelledby="activity-heading" className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
      <h2 id="activity-heading" className="text-base font-semibold text-gray-900">
        This newsletter in the last {ACTIVITY_DAYS} days
      </h2>
      {activity.isError ? (
        <p className="mt-3 text-sm text-red-700">{errorMessage(activity.error)}</p>
      ) : data ? (
        <dl className="mt-3 grid grid-cols-3 gap-3 sm:grid-cols-5 lg:grid-cols-9">
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs text-gray-600">{label}</dt>
              <dd className="text-lg font-semibold text-gray-900 tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <div className="mt-3 h-10 animate-pulse rounded-lg bg-gray-100" />
      )}
    </section>
  );
}
