import { CALENDAR_PATHS, calendarTokenQuerySchema } from '@newsletter-os/contracts';
import { requireCalendarEvent, requireEventsFeed, UNKNOWN_EVENT_LINK } from '../../authz/calendar-scope';
import type { App, ModuleDeps } from '../../deps';
import { calendarTokensFor } from '../../lib/calendar-tokens';
import { notFound } from '../../lib/errors';
import { writeCalendar } from '../../lib/ics';
import { findWorkspace } from '../workspaces/repository';
import { sendCacheable } from './http-cache';
import { ICS_PRODID, icsContentDisposition, icsEventOf } from './ics-presenter';
import { renderEventsPage } from './page';
import { findPublicEvent, findUpcomingPublicEvents } from './repository';
import { uidDomain } from './urls';

const tags = ['calendar'];
// Calendar apps poll a feed every few hours and mail clients prefetch links: generous, but bounded per address.
const CALENDAR_RATE_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } };
/** Every answer here is `Cache-Control: public`: no cookie (plugins/security.ts). */
const CALENDAR_CONFIG = { ...CALENDAR_RATE_LIMIT, sharedCache: true };
const ICS_TYPE = 'text/calendar; charset=utf-8';
/** One event changes rarely; an hour keeps a wave of readers clicking "Add to calendar" off the database. */
const EVENT_MAX_AGE = 3600;
/** A feed and its page: new events show within 15 minutes (a turned-off link may live that long in caches). */
const FEED_MAX_AGE = 900;
/** Subscribers are asked to look again this often. */
const FEED_REFRESH_HOURS = 6;

/**
 * The public calendar links (portal scope: a signed token names the row; authz/calendar-scope.ts verifies it):
 * one event as iCalendar (the email's "Add to calendar"), and a workspace's upcoming events as iCalendar and as a
 * web page. Only approved, published events of the token's workspace appear (modules/calendar/repository.ts).
 */
export async function calendarPublicRoutes(app: App, deps: ModuleDeps) {
  const { db, config } = deps;
  const tokens = calendarTokensFor(config.SECRETS_KEY);
  const domain = uidDomain(config);

  app.get(
    CALENDAR_PATHS.event,
    { schema: { tags, querystring: calendarTokenQuerySchema }, config: CALENDAR_CONFIG },
    async (request, reply) => {
      const { scope, itemId } = await requireCalendarEvent(db, tokens, request.query.token);
      const event = await findPublicEvent(db, scope, itemId);
      if (!event) throw notFound(UNKNOWN_EVENT_LINK);
      const body = writeCalendar({ prodId: ICS_PRODID, events: [icsEventOf(event, domain)] });
      reply.header('Content-Disposition', icsContentDisposition(event));
      return sendCacheable(request, reply, body, { contentType: ICS_TYPE, maxAgeSeconds: EVENT_MAX_AGE });
    },
  );

  app.get(
    CALENDAR_PATHS.feed,
    { schema: { tags, querystring: calendarTokenQuerySchema }, config: CALENDAR_CONFIG },
    async (request, reply) => {
      const { scope } = await requireEventsFeed(db, tokens, request.query.token);
      const [workspace, events] = await Promise.all([findWorkspace(db, scope), findUpcomingPublicEvents(db, scope)]);
      const body = writeCalendar({
        prodId: ICS_PRODID,
        name: `${workspace?.brandName || workspace?.name || 'Newsletter'} events`,
        refreshHours: FEED_REFRESH_HOURS,
        events: events.map((event) => icsEventOf(event, domain)),
      });
      return sendCacheable(request, reply, body, { contentType: ICS_TYPE, maxAgeSeconds: FEED_MAX_AGE });
    },
  );

  app.get(
    CALENDAR_PATHS.page,
    { schema: { tags, querystring: calendarTokenQuerySchema }, config: CALENDAR_CONFIG },
    async (request, reply) => {
      const { scope, linkId } = await requireEventsFeed(db, tokens, request.query.token);
      const [workspace, events] = await Promise.all([findWorkspace(db, scope), findUpcomingPublicEvents(db, scope)]);
      const body = renderEventsPage({
        publicationName: workspace?.brandName || workspace?.name || 'Newsletter',
        timeZone: workspace?.timeZone ?? 'UTC',
        language: workspace?.language ?? 'en',
        linkId,
        config,
        events,
      });
      return sendCacheable(request, reply, body, {
        contentType: 'text/html; charset=utf-8',
        maxAgeSeconds: FEED_MAX_AGE,
      });
    },
  );
}
