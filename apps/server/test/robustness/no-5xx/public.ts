/** Baselines of the routes behind a link: portals and their submissions, partner uploads and calendar feeds. */
import { eventFeedLinks } from '../../../src/db/schema/index';
import { calendarTokensFor } from '../../../src/lib/calendar-tokens';
import { portalTokensFor } from '../../../src/lib/portal-tokens';
import { buildFeedItem } from '../../helpers/factories-content';
import { buildPortalLink, buildSubmission, eventFields, formTokenFor } from '../../portals/helpers';
import type { AreaContext } from './kit';

const AD_FIELDS = {
  businessName: 'Fuzz',
  headline: 'Fuzz',
  text: 'Fuzz',
  link: 'https://fuzz.example/',
  adStartsAt: '2030-01-01',
  submitterName: 'Fuzz',
  submitterEmail: 'fuzz@example.com',
};

export async function publicBaselines({ t, a, ws, set }: AreaContext): Promise<void> {
  const db = t.db;
  const workspaceId = ws.workspaceId;
  // Portals: a valid link (or status) token, so hostile values reach the form's own checks.
  const [submission, partnerUpload] = await Promise.all([
    buildSubmission(db, { workspaceId }),
    buildSubmission(db, { workspaceId, submittedById: a.admin.id }),
  ]);
  set('POST /api/v1/portal-links/rotate', { body: { ...ws, kind: 'events' } });
  set('POST /api/v1/events-feed/rotate', { body: ws });
  set('POST /api/v1/events-feed/revoke', { body: ws });
  set('POST /api/v1/submissions/{id}/moderate', { params: { id: submission.id }, body: { ...ws, action: 'approve' } });
  set('GET /api/v1/partner-content/upload', { query: { workspace_id: workspaceId } });
  set('POST /api/v1/partner-content/upload', { body: { ...ws, title: 'Fuzz', text: 'Fuzz text' } });
  set('DELETE /api/v1/partner-content/delete', { query: { trackingId: partnerUpload.trackingId } });
  for (const kind of ['ugc', 'events', 'ads'] as const) {
    const { token, link } = await buildPortalLink(t, { workspaceId, kind });
    const spam = { formToken: await formTokenFor(t, link.id), altcha: 'x' };
    const fields = {
      ugc: { title: 'Fuzz', text: 'Fuzz', submitterName: 'Fuzz', submitterEmail: 'fuzz@example.com' },
      events: eventFields,
      ads: AD_FIELDS,
    }[kind];
    set(`POST /api/v1/feeds-${kind}-public`, { query: { token }, body: { ...fields, ...spam } });
    if (kind === 'ads') set('GET /api/v1/portal/ad-offer', { query: { token } });
    if (kind === 'events') {
      set('GET /api/v1/portal', { query: { token } });
      set('GET /api/v1/portal/challenge', { query: { token } });
    }
  }
  const statusToken = await portalTokensFor(t.config.SECRETS_KEY).signStatus(submission.trackingId);
  set('GET /api/v1/submission-status', { query: { token: statusToken } });
  set('POST /api/v1/submission-status', {
    query: { token: statusToken },
    body: { title: 'Fuzz', text: 'Fuzz', submitterName: 'Fuzz', submitterEmail: 'fuzz@example.com' },
  });
  set('POST /api/v1/submission-status/withdraw', { query: { token: statusToken } });
  // Calendar links: valid event and feed tokens, so hostile values reach past the signature check.
  const calendarEvent = await buildFeedItem(db, {
    workspaceId,
    feedType: 'events',
    eventStartsAt: new Date(Date.now() + 86_400_000),
  });
  const [feedLink] = await db.insert(eventFeedLinks).values({ workspaceId }).returning();
  if (!feedLink) throw new Error('feed link not created');
  const calendarTokens = calendarTokensFor(t.config.SECRETS_KEY);
  const feedToken = calendarTokens.sign('feed', feedLink.id);
  set('GET /api/v1/calendar/event.ics', { query: { token: calendarTokens.sign('event', calendarEvent.id) } });
  set('GET /api/v1/calendar/events.ics', { query: { token: feedToken } });
  set('GET /api/v1/calendar/events', { query: { token: feedToken } });
}
