import { CALENDAR_PATHS, type EventsFeedLink } from '@newsletter-os/contracts';
import type { Config } from '../../config';
import { calendarTokensFor } from '../../lib/calendar-tokens';

type UrlConfig = Pick<Config, 'APP_URL' | 'SECRETS_KEY'>;

function apiBase(config: UrlConfig): string {
  return `${config.APP_URL.replace(/\/+$/, '')}/api/v1`;
}

/** The "Add to calendar" link of an event item: the same item always gets the same URL. */
export function eventCalendarUrl(config: UrlConfig, itemId: string): string {
  const token = calendarTokensFor(config.SECRETS_KEY).sign('event', itemId);
  return `${apiBase(config)}${CALENDAR_PATHS.event}?token=${token}`;
}

/** The three addresses of a workspace's events feed link. */
export function eventsFeedUrls(
  config: UrlConfig,
  linkId: string,
): Pick<EventsFeedLink, 'pageUrl' | 'icsUrl' | 'webcalUrl'> {
  const token = calendarTokensFor(config.SECRETS_KEY).sign('feed', linkId);
  const icsUrl = `${apiBase(config)}${CALENDAR_PATHS.feed}?token=${token}`;
  return {
    pageUrl: `${apiBase(config)}${CALENDAR_PATHS.page}?token=${token}`,
    icsUrl,
    webcalUrl: icsUrl.replace(/^https?:\/\//, 'webcal://'),
  };
}

/** The domain part of event UIDs ("<item id>@<host>"): globally unique and stable while the product's URL is. */
export function uidDomain(config: Pick<Config, 'APP_URL'>): string {
  return new URL(config.APP_URL).host;
}
