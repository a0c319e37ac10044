import { DEFAULT_LANGUAGE, type NewsletterDocument } from '@newsletter-os/contracts';
import { sql } from 'drizzle-orm';
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
  workspaces,
} from '../../db/schema/index';
import type { AdBookingState, FeedItemState } from '../../email/readiness';
import { placedBookingIds } from '../ad-sales/placement';
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
}

interface ContextRow extends Record<string, unknown> {
  name: string | null;
  language: string | null;
  time_zone: string | null;
  feed_link_id: string | null;
  feed_items: { id: string; updatedAt: string; archived: boolean }[];
  bookings: AdBookingState[];
}

/**
 * The workspace's name, language and zone, its events page, and the states of the feed items and ad bookings the
 * document names, in one statement: the builder asks for the render of an unchanged newsletter again and again, and
 * six lookups side by side cost more than the render they decide about (docs/decisions/0035). Every part has the
 * scope's workspace in its WHERE (and the business for the workspace row).
 */
export async function renderContextOf(
  db: DbOrTx,
  { workspaceId, businessId }: WorkspaceScope,
  config: Pick<Config, 'APP_URL' | 'SECRETS_KEY'>,
  newsletter: { issueDate: string; document: NewsletterDocument },
): Promise<RenderContext> {
  const itemIds = sourceItemIds(newsletter.document);
  const bookingIds = placedBookingIds(newsletter.document);
  const onIssueDay = sql`exists (select 1 from ${adBookingDays} d where d.booking_id = b.id
    and d.workspace_id = ${workspaceId}::uuid and d.day = ${newsletter.issueDate}::date)`;
  const { rows } = await db.execute<ContextRow>(sql`
    select w.name, w.language, w.time_zone,
      (select l.id from ${eventFeedLinks} l where l.workspace_id = ${workspaceId}::uuid and l.revoked_at is null
        order by l.created_at desc limit 1) as feed_link_id,
      -- updated_at as the driver's text, so it reads the same as when a feed item is answered on its own.
      coalesce((select json_agg(json_build_object('id', f.id, 'updatedAt', f.updated_at::text,
          'archived', f.feed_status = 'archived') order by f.id)
        from ${feedItems} f where f.workspace_id = ${workspaceId}::uuid and f.id = any(${sql.param(itemIds)}::uuid[])),
        '[]'::json) as feed_items,
      coalesce((select json_agg(json_build_object('id', b.id, 'label', p.name || ' — ' || c.name,
          'status', b.status,
          'dates', array(select d.day::text from ${adBookingDays} d where d.booking_id = b.id order by d.day))
          order by ${onIssueDay} desc, b.created_at, b.id)
        from ${adBookings} b
        join ${adProducts} p on p.id = b.product_id
        join ${businessCompanies} c on c.id = b.business_company_id
        where b.workspace_id = ${workspaceId}::uuid and (b.id = any(${sql.param(bookingIds)}::uuid[]) or ${onIssueDay})),
        '[]'::json) as bookings
    from (select 1) as one
    left join ${workspaces} w on w.id = ${workspaceId}::uuid and w.business_id = ${businessId}::uuid
  `);
  const row = rows[0];
  return {
    identity: {
      publicationName: row?.name ?? '',
      language: row?.language ?? DEFAULT_LANGUAGE,
      timeZone: row?.time_zone ?? 'UTC',
      eventsFeedUrl: row?.feed_link_id ? eventsFeedUrls(config, row.feed_link_id).pageUrl : null,
    },
    feedItems: new Map(
      (row?.feed_items ?? []).map((item) => [
        item.id,
        { updatedAt: new Date(item.updatedAt).toISOString(), archived: item.archived },
      ]),
    ),
    adBookings: row?.bookings ?? [],
  };
}
