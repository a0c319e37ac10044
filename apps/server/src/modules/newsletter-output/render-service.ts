import {
  DEFAULT_LANGUAGE,
  type Newsletter,
  type RenderedNewsletterResponse,
  textDirectionOf,
} from '@newsletter-os/contracts';
import { and, eq } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { workspaces } from '../../db/schema/index';
import { beehiivRenderingOf } from '../../email/beehiiv-fragment';
import { clientSupportProblemsOffThread } from '../../email/client-support-pool';
import { sendReadinessChecks, sendReadinessChecksWithLinks } from '../../email/readiness';
import { type RenderedNewsletter, renderNewsletter } from '../../email/render-newsletter';
import { issueAdBookingStates } from '../ad-sales/placement';
import { eventsFeedPageUrl } from '../calendar/link-service';
import { eventCalendarUrl } from '../calendar/urls';
import { feedItemStates, sourceItemIds } from './feed-states';

export interface EmailLocale {
  /** The workspace's BCP 47 language tag; the writing direction follows from it. */
  language: string;
  /** The workspace's IANA zone: event times, ad dates and the date checks are read in it. */
  timeZone: string;
}

export interface EmailIdentity extends EmailLocale {
  publicationName: string;
  /** The workspace's public events page while its feed is on (the footer's "Events calendar"). */
  eventsFeedUrl?: string | null;
}

/** The scope's workspace's email language (BCP 47, canonical) and time zone (IANA). */
export async function workspaceEmailLocale(
  db: DbOrTx,
  { workspaceId, businessId }: WorkspaceScope,
): Promise<EmailLocale> {
  const [row] = await db
    .select({ language: workspaces.language, timeZone: workspaces.timeZone })
    .from(workspaces)
    .where(and(eq(workspaces.id, workspaceId), eq(workspaces.businessId, businessId)));
  return { language: row?.language ?? DEFAULT_LANGUAGE, timeZone: row?.timeZone ?? 'UTC' };
}

export function renderForEmail(newsletter: Newsletter, config: Config, identity: EmailIdentity): RenderedNewsletter {
  return renderNewsletter(newsletter, newsletter.style, {
    lang: identity.language,
    dir: textDirectionOf(identity.language),
    timeZone: identity.timeZone,
    publicationName: identity.publicationName,
    assetBaseUrl: config.APP_URL,
    calendar: { eventUrl: (itemId) => eventCalendarUrl(config, itemId), feedUrl: identity.eventsFeedUrl },
  });
}

export async function renderWithChecks(
  db: DbOrTx,
  scope: WorkspaceScope,
  config: Config,
  newsletter: Newsletter,
  options: { checkLinks: boolean; publicationName: string },
): Promise<RenderedNewsletterResponse> {
  const locale = await workspaceEmailLocale(db, scope);
  const eventsFeedUrl = await eventsFeedPageUrl(db, config, scope);
  const rendered = renderForEmail(newsletter, config, {
    publicationName: options.publicationName,
    ...locale,
    eventsFeedUrl,
  });
  const beehiiv = beehiivRenderingOf(newsletter, rendered.html, { assetBaseUrl: config.APP_URL });
  const feedItems = await feedItemStates(db, scope, sourceItemIds(newsletter.document));
  const adBookings = await issueAdBookingStates(db, scope, newsletter.issueDate, newsletter.document);
  // doiuse-email is the slow part of the checks: on a worker thread, once per distinct email.
  const clientSupport = await clientSupportProblemsOffThread(rendered.html);
  const input = {
    newsletter,
    rendered,
    timeZone: locale.timeZone,
    feedItems,
    adBookings,
    beehiivHtml: beehiiv.html,
    clientSupport,
    media: { production: config.NODE_ENV === 'production', demo: config.DEMO_MODE },
  };
  const checks = options.checkLinks
    ? await sendReadinessChecksWithLinks(input, { allowPrivate: config.OUTBOUND_ALLOW_PRIVATE })
    : sendReadinessChecks(input);
  return { ...rendered, checks, beehiiv };
}
