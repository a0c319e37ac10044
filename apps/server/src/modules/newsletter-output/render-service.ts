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
import type { ImageSize } from '../../email/context';
import { sendReadinessChecks, withUnreachableLinkChecks } from '../../email/readiness';
import { type RenderableNewsletter, type RenderedNewsletter, renderNewsletter } from '../../email/render-newsletter';
import { eventCalendarUrl } from '../calendar/urls';
import type { EmailIdentity, EmailLocale } from './email-identity';
import { type CachedRender, cachedRender, type RenderInputs } from './render-cache';
import { renderContextOf } from './render-context';

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

export function renderForEmail(
  newsletter: RenderableNewsletter & Pick<Newsletter, 'style'>,
  config: Config,
  identity: EmailIdentity,
  imageSizes?: ReadonlyMap<string, ImageSize>,
): RenderedNewsletter {
  return renderNewsletter(newsletter, newsletter.style, {
    imageSizes,
    lang: identity.language,
    dir: textDirectionOf(identity.language),
    timeZone: identity.timeZone,
    publicationName: identity.publicationName,
    assetBaseUrl: config.APP_URL,
    calendar: { eventUrl: (itemId) => eventCalendarUrl(config, itemId), feedUrl: identity.eventsFeedUrl },
    webVersionUrl: identity.webVersionUrl ?? null,
  });
}

/**
 * The render with its offline checks, for the newsletter as given and what the database says now about what the
 * email depends on (the workspace's name, language and zone, its events page, the feed items and ad bookings the
 * blocks name; one statement, on every call). The render and the checks come from the render cache when none of
 * that and nothing in the newsletter changed. `documentJson` is the document's text as stored, when the caller read
 * it so; else it is made here.
 */
export async function cachedRenderOf(
  db: DbOrTx,
  scope: WorkspaceScope,
  config: Config,
  newsletter: Newsletter,
  documentJson = JSON.stringify(newsletter.document),
): Promise<CachedRender> {
  const context = await renderContextOf(db, scope, config, newsletter);
  const inputs: RenderInputs = {
    workspaceId: scope.workspaceId,
    // Only the fields the render reads, so the cache key covers all of them.
    newsletter: {
      title: newsletter.title,
      subject: newsletter.subject,
      preheader: newsletter.preheader,
      webTitle: newsletter.webTitle,
      thumbnailUrl: newsletter.thumbnailUrl,
      beehiivHeaderFooter: newsletter.beehiivHeaderFooter,
      issueDate: newsletter.issueDate,
      document: newsletter.document,
      style: newsletter.style,
    },
    documentJson,
    ...context,
  };
  return cachedRender(config, inputs, () => renderWithOfflineChecks(config, inputs));
}

/**
 * The cached render's checks plus the email's links that do not answer now. Links are fetched fresh each time they
 * are checked: whether they answer is not a function of the email.
 */
export async function withLinkChecks(config: Config, answer: RenderedNewsletterResponse) {
  const checks = await withUnreachableLinkChecks(answer.checks, answer.html, {
    allowPrivate: config.OUTBOUND_ALLOW_PRIVATE,
  });
  return { ...answer, checks };
}

/** The email, its Beehiiv body and its readiness checks (the links fetched too when asked). */
export async function renderWithChecks(
  db: DbOrTx,
  scope: WorkspaceScope,
  config: Config,
  newsletter: Newsletter,
  options: { checkLinks: boolean },
): Promise<RenderedNewsletterResponse> {
  const { answer } = await cachedRenderOf(db, scope, config, newsletter);
  return options.checkLinks ? withLinkChecks(config, answer) : answer;
}

/** The render and every check that needs no network: a pure function of the inputs and the configuration. */
async function renderWithOfflineChecks(config: Config, inputs: RenderInputs): Promise<RenderedNewsletterResponse> {
  const { newsletter, identity } = inputs;
  const rendered = renderForEmail(newsletter, config, identity, inputs.imageSizes);
  const beehiiv = beehiivRenderingOf(newsletter, rendered.html, { assetBaseUrl: config.APP_URL });
  // doiuse-email is the slow part of the checks: on a worker thread, once per distinct email.
  const clientSupport = await clientSupportProblemsOffThread(rendered.html);
  const checks = sendReadinessChecks({
    newsletter,
    rendered,
    style: newsletter.style,
    timeZone: identity.timeZone,
    feedItems: inputs.feedItems,
    adBookings: inputs.adBookings,
    beehiivHtml: beehiiv.html,
    clientSupport,
    media: { production: config.NODE_ENV === 'production', demo: config.DEMO_MODE },
  });
  return { ...rendered, checks, beehiiv };
}
