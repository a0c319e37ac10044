/** Baselines of the newsletter routes: issues, the calendar, scheduling, templates and the newsletter's style. */
import { DEFAULT_NEWSLETTER_STYLE } from '@newsletter-os/contracts';
import { shortDocument } from '../../helpers/factories-newsletters';
import type { AreaContext } from './kit';

export function newsletterBaselines({ shared, ws, set }: AreaContext): void {
  const { newsletter, template } = shared;
  set('POST /api/v1/newsletters', {
    body: { ...ws, date: newsletter.issueDate, document: shortDocument(), version: newsletter.version },
  });
  set('GET /api/v1/newsletters', { query: { ...ws, date: newsletter.issueDate } });
  set('GET /api/v1/newsletters/{id}', { params: { id: newsletter.id }, query: ws });
  set('GET /api/v1/calendar', { query: { ...ws, month: '3', year: '2027' } });
  set('POST /api/v1/newsletters/{id}/move', { params: { id: newsletter.id }, body: { ...ws, date: '2031-01-02' } });
  set('POST /api/v1/newsletters/{id}/schedule', { params: { id: newsletter.id }, body: { ...ws, time: '09:00' } });
  set('POST /api/v1/newsletters/{id}/reschedule', { params: { id: newsletter.id }, body: { ...ws, time: '10:00' } });
  set('POST /api/v1/newsletters/{id}/unschedule', { params: { id: newsletter.id }, body: ws });
  set('PUT /api/v1/workspace-schedule', { body: { ...ws, timeZone: 'UTC', defaultSendTime: '09:00' } });
  set('POST /api/v1/templates', { body: { ...ws, name: 'Fuzz template', document: shortDocument() } });
  set('DELETE /api/v1/templates/{id}/delete', { params: { id: template.id }, query: ws });
  set('POST /api/v1/personalization', { body: { ...ws, ...DEFAULT_NEWSLETTER_STYLE } });
}
