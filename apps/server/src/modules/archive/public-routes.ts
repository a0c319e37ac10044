import { ARCHIVE_PATHS } from '@newsletter-os/contracts';
import { z } from 'zod';
import { type ArchiveAccess, requireArchive } from '../../authz/archive-scope';
import type { App, ModuleDeps } from '../../deps';
import { thumbnailOf } from '../../email/beehiiv-fragment';
import { sendCacheable } from '../calendar/http-cache';
import { presentNewsletter } from '../newsletters/presenter';
import { renderFeed } from './feed';
import { findSentIssues } from './repository';
import { archiveOrigin } from './service';

const ARCHIVE_RATE_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } };
/** Feed readers and RSS-to-email services poll every few minutes to hours: a new issue shows within 5 minutes. */
const FEED_MAX_AGE = 300;

const slugParams = z.object({ slug: z.string().max(200) });
const tokenQuery = z.object({ token: z.string().max(100).optional() });

type Open = Extract<ArchiveAccess, { kind: 'open' }>;

/** Links inside an unlisted archive keep its token, so a reader who was given one can move around in it. */
function withToken(url: string, access: Open): string {
  return access.token ? `${url}?token=${encodeURIComponent(access.token)}` : url;
}

/**
 * The public archive and its feed, outside the API and without session or cookie: the slug (and, when unlisted, the
 * signed token) is all that opens them (authz/archive-scope.ts). An old slug redirects to the current one.
 */
export async function archivePublicRoutes(app: App, { db, config }: Pick<ModuleDeps, 'db' | 'config'>) {
  const origin = archiveOrigin(config);

  app.get(
    '/n/:slug/feed.xml',
    { schema: { params: slugParams, querystring: tokenQuery }, config: ARCHIVE_RATE_LIMIT },
    async (request, reply) => {
      const { slug } = slugParams.parse(request.params);
      const { token } = tokenQuery.parse(request.query);
      const access = await requireArchive(db, config.SECRETS_KEY, slug, token);
      if (access.kind === 'moved') {
        const query = token ? `?token=${encodeURIComponent(token)}` : '';
        return reply.redirect(`${ARCHIVE_PATHS.feed(access.slug)}${query}`, 301);
      }
      const now = new Date();
      const rows = await findSentIssues(db, access.scope, now);
      const sentAt = (row: (typeof rows)[number]) => row.newsletter.scheduledAt ?? row.publishedAt;
      const body = renderFeed({
        title: access.name,
        link: withToken(`${origin}${ARCHIVE_PATHS.index(access.slug)}`, access),
        selfUrl: withToken(`${origin}${ARCHIVE_PATHS.feed(access.slug)}`, access),
        description: `Issues of ${access.name}`,
        builtAt: rows[0] ? sentAt(rows[0]) : null,
        issues: rows.map((row) => ({
          id: row.newsletter.id,
          title: row.subject,
          description: row.newsletter.preheader,
          html: row.html,
          link: withToken(`${origin}${ARCHIVE_PATHS.issue(access.slug, row.newsletter.issueDate)}`, access),
          sentAt: sentAt(row),
          thumbnailUrl: thumbnailOf(presentNewsletter(row.newsletter), config.APP_URL),
        })),
      });
      // An unlisted feed stays out of search engines, as its pages do.
      if (access.visibility === 'unlisted') reply.header('X-Robots-Tag', 'noindex');
      return sendCacheable(request, reply, body, {
        contentType: 'application/rss+xml; charset=utf-8',
        maxAgeSeconds: FEED_MAX_AGE,
      });
    },
  );
}
