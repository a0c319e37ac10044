import type { CalendarNewsletter } from '@newsletter-os/contracts';
import { zonedTimeOf } from '@newsletter-os/contracts';
import type { CalendarNewsletterRow } from './repository';

export function presentCalendarNewsletter(row: CalendarNewsletterRow, timeZone: string): CalendarNewsletter {
  return {
    id: row.id,
    date: row.issueDate,
    title: row.title,
    subject: row.subject,
    status: row.status,
    version: row.version,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    sendTime: row.scheduledAt ? zonedTimeOf(row.scheduledAt, timeZone) : null,
    failureReason: row.status === 'failed' ? row.failureReason : null,
    handoff: row.handoff,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}
