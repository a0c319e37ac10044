import { ARCHIVE_PATHS, effectiveWebTitleOf } from '@newsletter-os/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type ArchiveAccess, requireArchive } from '../../authz/archive-scope';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import { personalizations } from '../../db/schema/index';
import type { App, ModuleDeps } from '../../deps';
import { thumbnailOf } from '../../email/beehiiv-fragment';
import { notFound } from '../../lib/errors';
import { sendCacheable } from '../calendar/http-cache';
import { presentNewsletter } from '../newsletters/presenter';
import { renderFeed } from './feed';
import { renderGoneIssuePage, renderIndexPage, renderIssuePage } from './pages';
import { findSentIssue, findSentIssues, isDeletedIssue } from './repository';
import { archiveOrigin } from './service';

const ARCHIVE_RATE_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } };
/** A new issue shows within 5 minutes; RSS-to-email services poll hourly or daily. */
const MAX_AGE = 300;
/** An issue's page does not change once sent: a day in shared caches. */
const ISSUE_MAX_AGE = 86_400;
const DEFAULT_ACCENT = '#4f46e5';

const slugParams = z.object({ slug: z.string().max(200) });
const issueParams = z.object({ slug: z.string().max(200), date: z.string().max(20) });
const tokenQuery = z.object({ token: z.string().max(100).optional() });
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const NO_ISSUE = 'There is no issue of this newsletter on that day.';

type Open = Extract<ArchiveAccess, { kind: 'open' }>;
type Db = ModuleDeps['db'];

/** Links inside an unlisted archive keep its token, so a reader who was given one can move around in it. */
function withToken(url: string, access: Open): string {
  return access.token ? `${url}?token=${encodeURIComponent(access.token)}` : url;
}

async function accentOf(db: Db, scope: WorkspaceScope): Promise<string> {
  const [row] = await db
    .select({ accentColor: personalizations.accentColor })
    .from(personalizations)
    .where(eq(personalizations.workspaceId, scope.workspaceId));
  return row?.accentColor ?? DEFAULT_ACCENT;
}

/**
 * An issue's public headline: its web title, else the subject it was sent with (docs/decisions/0056). The
 * thumbnail beside it comes from thumbnailOf, which follows the issue's chosen picture the same way.
 */
function webTitleOf(row: { newsletter: { webTitle: string | null; title: string }; subject: string }): string {
  return effectiveWebTitleOf({ webTitle: row.newsletter.webTitle, subject: row.subject, title: row.newsletter.title });
}

function dayLabel(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * The public archive and its feed, outside the API and without session or cookie: the slug (and, when unlisted, the
 * signed token) is all that opens them (authz/archive-scope.ts). An old slug redirects to the current one.
 */
export async function archivePublicRoutes(app: App, { db, config }: Pick<ModuleDeps, 'db' | 'config'>) {
  const origin = archiveOrigin(config);

  /** The archive the request opens, or null once it has answered with a redirect to the current slug. */
  async function open(
    request: FastifyRequest,
    reply: FastifyReply,
    pathOf: (slug: string) => string,
  ): Promise<Open | null> {
    const { slug } = slugParams.parse(request.params);
    const { token } = tokenQuery.parse(request.query);
    const access = await requireArchive(db, config.SECRETS_KEY, slug, token);
    if (access.kind === 'open') {
      // Unlisted answers stay out of search engines.
      if (access.visibility === 'unlisted') reply.header('X-Robots-Tag', 'noindex');
      return access;
    }
    const query = token ? `?token=${encodeURIComponent(token)}` : '';
    await reply.redirect(`${pathOf(access.slug)}${query}`, 301);
    return null;
  }

  app.get('/n/:slug/feed.xml', { config: ARCHIVE_RATE_LIMIT }, async (request, reply) => {
    const access = await open(request, reply, ARCHIVE_PATHS.feed);
    if (!access) return reply;
    const rows = await findSentIssues(db, access.scope, new Date());
    const sentAt = (row: (typeof rows)[number]) => row.newsletter.scheduledAt ?? row.publishedAt;
    const body = renderFeed({
      title: access.name,
      link: withToken(`${origin}${ARCHIVE_PATHS.index(access.slug)}`, access),
      selfUrl: withToken(`${origin}${ARCHIVE_PATHS.feed(access.slug)}`, access),
      description: `Issues of ${access.name}`,
      builtAt: rows[0] ? sentAt(rows[0]) : null,
      issues: rows.map((row) => ({
        id: row.newsletter.id,
        title: webTitleOf(row),
        description: row.newsletter.preheader,
        html: row.html,
        link: withToken(`${origin}${ARCHIVE_PATHS.issue(access.slug, row.newsletter.issueDate)}`, access),
        sentAt: sentAt(row),
        thumbnailUrl: thumbnailOf(presentNewsletter(row.newsletter), config.APP_URL),
      })),
    });
    return sendCacheable(request, reply, body, {
      contentType: 'application/rss+xml; charset=utf-8',
      maxAgeSeconds: MAX_AGE,
    });
  });

  app.get('/n/:slug/', { config: ARCHIVE_RATE_LIMIT }, async (request, reply) => {
    const access = await open(request, reply, ARCHIVE_PATHS.index);
    if (!access) return reply;
    const rows = await findSentIssues(db, access.scope, new Date());
    const indexUrl = `${origin}${ARCHIVE_PATHS.index(access.slug)}`;
    const body = renderIndexPage({
      newsletterName: access.name,
      title: `${access.name}: all issues`,
      description: `Every issue of ${access.name}, newest first.`,
      canonicalUrl: indexUrl,
      imageUrl: null,
      noindex: access.visibility === 'unlisted',
      feedUrl: withToken(`${origin}${ARCHIVE_PATHS.feed(access.slug)}`, access),
      accentColor: await accentOf(db, access.scope),
      issues: rows.map((row) => ({
        date: row.newsletter.issueDate,
        dateLabel: dayLabel(row.newsletter.issueDate),
        title: webTitleOf(row),
        description: row.newsletter.preheader,
        url: withToken(`${origin}${ARCHIVE_PATHS.issue(access.slug, row.newsletter.issueDate)}`, access),
      })),
    });
    return sendCacheable(request, reply, body, { contentType: 'text/html; charset=utf-8', maxAgeSeconds: MAX_AGE });
  });

  app.get('/n/:slug/:date', { config: ARCHIVE_RATE_LIMIT }, async (request, reply) => {
    const { date } = issueParams.parse(request.params);
    const access = await open(request, reply, (slug) => ARCHIVE_PATHS.issue(slug, date));
    if (!access) return reply;
    if (!ISO_DAY.test(date)) throw notFound(NO_ISSUE);
    const row = await findSentIssue(db, access.scope, date, new Date());
    if (!row && (await isDeletedIssue(db, access.scope, date))) {
      // Gone for good: links to it (the email's "View in browser", shares) say so; shared caches may keep that.
      return reply
        .status(410)
        .header('Cache-Control', `public, max-age=${MAX_AGE}`)
        .type('text/html; charset=utf-8')
        .send(
          renderGoneIssuePage({
            newsletterName: access.name,
            indexUrl: withToken(`${origin}${ARCHIVE_PATHS.index(access.slug)}`, access),
          }),
        );
    }
    if (!row) throw notFound(NO_ISSUE);
    const canonicalUrl = `${origin}${ARCHIVE_PATHS.issue(access.slug, date)}`;
    const body = renderIssuePage({
      newsletterName: access.name,
      title: webTitleOf(row),
      description: row.newsletter.preheader,
      canonicalUrl,
      imageUrl: thumbnailOf(presentNewsletter(row.newsletter), config.APP_URL),
      noindex: access.visibility === 'unlisted',
      emailHtml: row.html,
      indexUrl: withToken(`${origin}${ARCHIVE_PATHS.index(access.slug)}`, access),
      sentAt: row.newsletter.scheduledAt ?? row.publishedAt,
      accentColor: await accentOf(db, access.scope),
    });
    return sendCacheable(request, reply, body, {
      contentType: 'text/html; charset=utf-8',
      maxAgeSeconds: ISSUE_MAX_AGE,
    });
  });
}
