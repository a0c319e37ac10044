import { type EventFromUrl, NO_EVENT_FOUND } from '@newsletter-os/contracts';
import { eq } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Db } from '../../db/client';
import { workspaces } from '../../db/schema/index';
import { type EventFields, eventFromHtml, eventFromIcs } from '../../integrations/events/event-page';
import { EventSourceError } from '../../integrations/events/types';
import { checkOutboundUrl, OutboundError, safeFetch } from '../../integrations/safe-http';
import { AppError, badRequest } from '../../lib/errors';

/** An event page is read, never stored: 2 MB is far above a real one (the largest fixture is under 200 KB). */
const PAGE_MAX_BYTES = 2 * 1024 * 1024;
const PAGE_TIMEOUT_MS = 8_000;

export const unprocessable = (message: string) => new AppError(422, message);

async function workspaceZone(db: Db, scope: WorkspaceScope): Promise<string> {
  const [row] = await db
    .select({ timeZone: workspaces.timeZone })
    .from(workspaces)
    .where(eq(workspaces.id, scope.workspaceId));
  return row?.timeZone ?? 'UTC';
}

function isCalendar(url: string, contentType: string | undefined, body: Buffer): boolean {
  if (/text\/calendar/i.test(contentType ?? '')) return true;
  if (/\.ics$/i.test(new URL(url).pathname)) return true;
  return body.subarray(0, 64).toString('utf8').trimStart().toUpperCase().startsWith('BEGIN:VCALENDAR');
}

/**
 * The event on a page (or the first one to come in an .ics file), as the event form's fields. Fetched through the
 * SSRF-safe client; nothing is saved. 422 when the page names no event.
 */
export async function readEventFromUrl(
  db: Db,
  scope: WorkspaceScope,
  url: string,
  outbound: { allowPrivate: boolean },
): Promise<EventFromUrl> {
  try {
    checkOutboundUrl(url, outbound.allowPrivate);
  } catch (err) {
    if (err instanceof OutboundError) throw badRequest(`url: ${err.message}`, 'url');
    throw err;
  }
  const timeZone = await workspaceZone(db, scope);
  let response: Awaited<ReturnType<typeof safeFetch>>;
  try {
    response = await safeFetch(url, {
      allowPrivate: outbound.allowPrivate,
      maxBytes: PAGE_MAX_BYTES,
      timeoutMs: PAGE_TIMEOUT_MS,
      headers: { accept: 'text/html,application/xhtml+xml,text/calendar;q=0.9,*/*;q=0.5' },
    });
  } catch (err) {
    if (err instanceof OutboundError) {
      if (err.code === 'address_refused' || err.code === 'dns_failed') throw badRequest(`url: ${err.message}`, 'url');
      throw unprocessable(`The page could not be read: ${err.message}`);
    }
    throw err;
  }
  let fields: EventFields | null;
  try {
    fields = isCalendar(response.url, response.headers['content-type'], response.body)
      ? eventFromIcs(response.body.toString('utf8'), response.url)
      : eventFromHtml(response.body.toString('utf8'), response.url, timeZone);
  } catch (err) {
    if (err instanceof EventSourceError) throw unprocessable(NO_EVENT_FOUND);
    throw err;
  }
  if (!fields) throw unprocessable(NO_EVENT_FOUND);
  return { ...fields, link: response.url, timeZone };
}
