import type { Insights } from '@newsletter-os/contracts';
import { Badge } from '../../shared/ui/Badge';
import { formatDay, formatMetric, relativeTime } from './format';

const panel = 'rounded-2xl border border-gray-200 bg-white p-5 shadow-sm';
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The newest sent post: title, time since publishing, recipients and its three rates. */
export function LastPostCard({ post }: { post: Insights['last_post_performance'] }) {
  return (
    <section aria-labelledby="last-post-heading" className={panel}>
      <h2 id="last-post-heading" className="text-base font-semibold text-gray-900">
        Last post performance
      </h2>
      {post ? (
        <>
          <p className="mt-3 font-medium text-gray-900">{post.title}</p>
          <p className="text-sm text-gray-500">{relativeTime(post.created_at)}</p>
          <dl className="mt-4 grid grid-cols-2 gap-3">
            {(
              [
                ['Recipients', formatMetric(post.recipients, 'subscribers')],
                ['Open rate', formatMetric(post.open_rate, 'rate')],
                ['Click through rate', formatMetric(post.click_through_rate, 'rate')],
                ['Unsubscribe rate', formatMetric(post.unsubscribe_rate, 'rate')],
              ] as const
            ).map(([term, value]) => (
              <div key={term} className="rounded-xl bg-gray-50 p-3">
                <dt className="text-xs text-gray-600">{term}</dt>
                <dd className="mt-0.5 text-lg font-semibold text-gray-900 tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <p className="mt-3 text-sm text-gray-600">No post has been sent yet.</p>
      )}
    </section>
  );
}

/** The first five posts: status badge (green for confirmed, yellow otherwise), audience and age. */
export function RecentPosts({ posts }: { posts: Insights['recent_posts'] }) {
  return (
    <section aria-labelledby="recent-posts-heading" className={panel}>
      <h2 id="recent-posts-heading" className="text-base font-semibold text-gray-900">
        Recent Posts
      </h2>
      {posts.length === 0 ? (
        <p className="mt-3 text-sm text-gray-600">No posts yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-gray-100">
          {posts.map((post) => (
            <li key={post.id} className="flex items-start justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="truncate font-medium text-gray-900">{post.title}</p>
                <p className="text-sm text-gray-500">
                  {capitalise(post.audience)} audience ·{' '}
                  {post.created_at !== null && post.created_at * 1000 > Date.now()
                    ? `Scheduled for ${formatDay(post.created_at)}`
                    : relativeTime(post.created_at)}
                </p>
              </div>
              <Badge tone={post.status === 'confirmed' ? 'green' : 'yellow'}>{capitalise(post.status)}</Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The best of the period's posts by open rate: rank, open, click, recipients. */
export function TopPosts({ posts }: { posts: Insights['top_performing_posts'] }) {
  return (
    <section aria-labelledby="top-posts-heading" className={panel}>
      <h2 id="top-posts-heading" className="text-base font-semibold text-gray-900">
        Top Performing Posts Among Recents
      </h2>
      {posts.length === 0 ? (
        <p className="mt-3 text-sm text-gray-600">No post was sent in this period.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-gray-600">
              <tr>
                <th scope="col" className="py-2 pr-2 font-medium">
                  Rank
                </th>
                <th scope="col" className="py-2 pr-2 font-medium">
                  Post
                </th>
                <th scope="col" className="py-2 pr-2 text-right font-medium">
                  Open
                </th>
                <th scope="col" className="py-2 pr-2 text-right font-medium">
                  Click
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Recipients
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100 tabular-nums">
              {posts.map((post, index) => (
                <tr key={post.id}>
                  <td className="py-2 pr-2 text-gray-500">#{index + 1}</td>
                  <td className="py-2 pr-2 font-medium break-words text-gray-900">{post.title}</td>
                  <td className="py-2 pr-2 text-right">{formatMetric(post.open_rate, 'rate')}</td>
                  <td className="py-2 pr-2 text-right">{formatMetric(post.click_rate, 'rate')}</td>
                  <td className="py-2 text-right">{formatMetric(post.recipients, 'subscribers')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
