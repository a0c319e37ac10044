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
import { sendReadinessChecks, sendReadinessChecksWithLinks } from '../../email/readiness';
import { type RenderedNewsletter, renderNewsletter } from '../../email/render-newsletter';
import { feedItemStates, sourceItemIds } from './feed-states';

/** Event times in the email and the date checks; workspaces carry no zone of their own yet. */
export const EMAIL_TIME_ZONE = 'UTC';

export interface EmailIdentity {
  publicationName: string;
  /** The workspace's BCP 47 language tag; the writing direction follows from it. */
  language: string;
}

/** The scope's workspace's email language (BCP 47, canonical). */
export async function workspaceLanguage(db: DbOrTx, { workspaceId, businessId }: WorkspaceScope): Promise<string> {
  const [row] = await db
    .select({ language: workspaces.language })
    .from(workspaces)
    .where(and(eq(workspaces.id, workspaceId), eq(workspaces.businessId, businessId)));
  return row?.language ?? DEFAULT_LANGUAGE;
}

export function renderForEmail(newsletter: Newsletter, config: Config, identity: EmailIdentity): RenderedNewsletter {
  return renderNewsletter(newsletter, newsletter.style, {
    lang: identity.language,
    dir: textDirectionOf(identity.language),
    timeZone: EMAIL_TIME_ZONE,
    publicationName: identity.publicationName,
    assetBaseUrl: config.APP_URL,
  });
}

export async function renderWithChecks(
  db: DbOrTx,
  scope: WorkspaceScope,
  config: Config,
  newsletter: Newsletter,
  options: { checkLinks: boolean; publicationName: string },
): Promise<RenderedNewsletterResponse> {
  const language = await workspaceLanguage(db, scope);
  const rendered = renderForEmail(newsletter, config, { publicationName: options.publicationName, language });
  const feedItems = await feedItemStates(db, scope, sourceItemIds(newsletter.document));
  const media = { production: config.NODE_ENV === 'production', demo: config.DEMO_MODE };
  const input = { newsletter, rendered, timeZone: EMAIL_TIME_ZONE, feedItems, media };
  const checks = options.checkLinks
    ? await sendReadinessChecksWithLinks(input, { allowPrivate: config.OUTBOUND_ALLOW_PRIVATE })
    : sendReadinessChecks(input);
  return { ...rendered, checks };
}
