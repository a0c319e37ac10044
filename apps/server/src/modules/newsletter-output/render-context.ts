import { DEFAULT_LANGUAGE, type NewsletterDocument, type NewsletterStyle } from '@newsletter-os/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import {
  adBookingDays,
  adBookings,
  adProducts,
  businessCompanies,
  eventFeedLinks,
  feedItems,
  images,
  workspaceArchives,
  workspaces,
} from '../../db/schema/index';
import type { ImageSize } from '../../email/context';
import type { AdBookingState, FeedItemState } from '../../email/readiness';
import { placedBookingIds } from '../ad-sales/placement';
import { issuePageUrl } from '../archive/service';
import { eventsFeedUrls } from '../calendar/urls';
import type { EmailIdentity } from './email-identity';
import { sourceItemIds } from './feed-states';

/** What the email is made from besides the newsletter itself, as the database has it now. */
export interface RenderContext {
  identity: EmailIdentity;
  /** The content manager's items the feed blocks came from; items of other workspaces are simply absent. */
  feedItems: Map<string, FeedItemState>;
  /**
   * The bookings of the issue's day and those the ad blocks name (a booking of another workspace is absent: the
   * checks report it as one that does not exist); the day's first, then the others, each by creation.
   */
  adBookings: AdBookingState[];
  /** The real sizes of the library's images the email shows by URL (logo, card images), for their attributes. */
  imageSizes: Map<string, ImageSize>;
}

/**
 * The image URLs whose size the email needs from the library: the logo and the card images (image and GIF blocks
 * carry their own size).
 */
export function sizedImageUrlsOf(newsletter: { document: NewsletterDocument; style?: NewsletterStyle }): string[] {
  const urls = newsletter.document.blocks.flatMap((block) => {
    if (block.type === 'article' || block.type === 'event' || block.type === 'ad') return [block.snapshot.imageUrl];
    if (block.type === 'twitter' || block.type === 'embed') return [block.preview?.thumbnailUrl];
    return [];
  });
  if (newsletter.style?.brandLogoUrl) urls.push(newsletter.style.brandLogoUrl);
  return [...new Set(urls.filter((url): url is string => Boolean(url)))].sort();
}

const workspaceIdParam = sql.placeholder('workspaceId');
const itemIdsParam = sql.placeholder('itemIds');
const bookingIdsParam = sql.placeholder('bookingIds');
const issueDateParam = sql.placeholder('issueDate');
const imageUrlsParam = sql.placeholder('imageUrls');

/** Whether the booking `b` has the issue's day among its days. */
const onIssueDay = sql`exists (select 1 from ${adBookingDays} d where d.booking_id = b.id
  and d.workspace_id = ${workspaceIdParam}::uuid and d.day = ${issueDateParam}::date)`;

/**
 * The statement of renderContextOf, prepared under a name: its text never changes (the id lists are array
 * parameters), so each pooled connection parses it once and PostgreSQL can keep its plan; planning the subqueries
 * afresh took about half of its time.
 */
const contextStatement = (db: DbOrTx) =>
  db
    .select({
      name: workspaces.name,
      language: workspaces.language,
      timeZone: workspaces.timeZone,
      feedLinkId: sql<string | null>`(select l.id from ${eventFeedLinks} l
        where l.workspace_id = ${workspaceIdParam}::uuid and l.revoked_at is null order by l.created_at desc limit 1)`,
      archive: sql<{ slug: string; visibility: 'public' | 'unlisted' | 'off'; tokenId: string } | null>`(select
          json_build_object('slug', a.slug, 'visibility', a.visibility, 'tokenId', a.token_id)
        from ${workspaceArchives} a where a.workspace_id = ${workspaceIdParam}::uuid)`,
      // updated_at as the driver's text, so it reads the same as when a feed item is answered on its own.
      feedItems: sql<{ id: string; updatedAt: string; archived: boolean }[]>`coalesce((select json_agg(
          json_build_object('id', f.id, 'updatedAt', f.updated_at::text, 'archived', f.feed_status = 'archived')
          order by f.id)
        from ${feedItems} f where f.workspace_id = ${workspaceIdParam}::uuid and f.id = any(${itemIdsParam}::uuid[])),
        '[]'::json)`,
      adBookings: sql<AdBookingState[]>`coalesce((select json_agg(json_build_object('id', b.id,
          'label', p.name || ' — ' || c.name, 'status', b.status,
          'dates', array(select d.day::text from ${adBookingDays} d where d.booking_id = b.id order by d.day))
          order by ${onIssueDay} desc, b.created_at, b.id)
        from ${adBookings} b
        join ${adProducts} p on p.id = b.product_id
        join ${businessCompanies} c on c.id = b.business_company_id
        where b.workspace_id = ${workspaceIdParam}::uuid
          and (b.id = any(${bookingIdsParam}::uuid[]) or ${onIssueDay})),
        '[]'::json)`,
      imageSizes: sql<Array<{ url: string; width: number; height: number }>>`coalesce((select json_agg(
          json_build_object('url', i.url, 'width', i.width, 'height', i.height) order by i.url, i.created_at)
        from ${images} i where i.workspace_id = ${workspaceIdParam}::uuid and i.url = any(${imageUrlsParam}::text[])
          and i.width > 0 and i.height > 0),
        '[]'::json)`,
    })
    .from(workspaces)
    .where(and(eq(workspaces.id, workspaceIdParam), eq(workspaces.businessId, sql.placeholder('businessId'))))
    .prepare('render_context');

/**
 * The workspace's name, language and zone, its events page, the issue's archive page, and the states of the feed items and ad bookings the
 * document names, in one statement: the builder asks for the render of an unchanged newsletter again and again, and
 * six lookups side by side cost more than the render they decide about (docs/decisions/0035). Every part has the
 * scope's workspace in its WHERE (and the business for the workspace row).
 */
export async function renderContextOf(
  db: DbOrTx,
  { workspaceId, businessId }: WorkspaceScope,
  config: Pick<Config, 'APP_URL' | 'SECRETS_KEY'>,
  newsletter: { issueDate: string; document: NewsletterDocument; style?: NewsletterStyle },
): Promise<RenderContext> {
  const [row] = await contextStatement(db).execute({
    workspaceId,
    businessId,
    issueDate: newsletter.issueDate,
    itemIds: sourceItemIds(newsletter.document),
    bookingIds: placedBookingIds(newsletter.document),
    imageUrls: sizedImageUrlsOf(newsletter),
  });
  return {
    identity: {
      publicationName: row?.name ?? '',
      language: row?.language ?? DEFAULT_LANGUAGE,
      timeZone: row?.timeZone ?? 'UTC',
      eventsFeedUrl: row?.feedLinkId ? eventsFeedUrls(config, row.feedLinkId).pageUrl : null,
      webVersionUrl: issuePageUrl(config, row?.archive, newsletter.issueDate),
    },
    feedItems: new Map(
      (row?.feedItems ?? []).map((item) => [
        item.id,
        { updatedAt: new Date(item.updatedAt).toISOString(), archived: item.archived },
      ]),
    ),
    adBookings: row?.adBookings ?? [],
    imageSizes: new Map((row?.imageSizes ?? []).map(({ url, width, height }) => [url, { width, height }])),
  };
}
