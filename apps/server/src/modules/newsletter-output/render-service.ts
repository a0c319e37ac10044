import type { Newsletter, RenderedNewsletterResponse } from '@newsletter-os/contracts';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { sendReadinessChecks, sendReadinessChecksWithLinks } from '../../email/readiness';
import { type RenderedNewsletter, renderNewsletter } from '../../email/render-newsletter';
import { feedItemStates, sourceItemIds } from './feed-states';

/** Event times in the email and the date checks; workspaces carry no zone of their own yet. */
export const EMAIL_TIME_ZONE = 'UTC';

export function renderForEmail(newsletter: Newsletter, config: Config, publicationName: string): RenderedNewsletter {
  return renderNewsletter(newsletter, newsletter.style, {
    lang: 'en',
    dir: 'ltr',
    timeZone: EMAIL_TIME_ZONE,
    publicationName,
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
  const rendered = renderForEmail(newsletter, config, options.publicationName);
  const feedItems = await feedItemStates(db, scope, sourceItemIds(newsletter.document));
  const input = { newsletter, rendered, timeZone: EMAIL_TIME_ZONE, feedItems };
  const checks = options.checkLinks
    ? await sendReadinessChecksWithLinks(input, { allowPrivate: config.OUTBOUND_ALLOW_PRIVATE })
    : sendReadinessChecks(input);
  return { ...rendered, checks };
}
