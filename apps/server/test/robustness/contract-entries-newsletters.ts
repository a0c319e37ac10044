/**
 * Contract entries of the newsletter endpoints: newsletters, ad placement, calendar, scheduling, templates,
 * personalization.
 */
import {
  calendarMonthSchema,
  calendarNewsletterSchema,
  DEFAULT_NEWSLETTER_STYLE,
  issueAdBookingSchema,
  newsletterSchema,
  newsletterTemplateSchema,
  personalizationSchema,
  workspaceScheduleSettingsSchema,
} from '@newsletter-os/contracts';
import { z } from 'zod';
import { buildAdBooking, inDays } from '../ad-sales/fixtures';
import { buildNewsletter, buildTemplate, nextIssueDate, shortDocument } from '../helpers/factories-newsletters';

import { after, type Entry, get, send } from './contract-entry-kit';

export const newsletterEntries: Entry[] = [
  {
    name: 'POST /newsletters/',
    request: async ({ ws }) =>
      send('POST', '/api/v1/newsletters/', { workspaceId: ws, date: nextIssueDate(), document: shortDocument() }),
    status: 201,
    schema: newsletterSchema,
    bad: async ({ ws }) => ({
      options: send('POST', '/api/v1/newsletters/', { workspaceId: ws, date: '2026-13-01', document: shortDocument() }),
      field: 'date',
    }),
  },
  {
    name: 'GET /newsletters/',
    request: async ({ t, ws }) => {
      const newsletter = await buildNewsletter(t.db, { workspaceId: ws });
      return get(`/api/v1/newsletters/?workspaceId=${ws}&date=${newsletter.issueDate}`);
    },
    schema: z.array(newsletterSchema),
    bad: async ({ ws }) => ({ options: get(`/api/v1/newsletters/?workspaceId=${ws}`), field: 'date' }),
  },
  {
    name: 'GET /newsletters/{id}/',
    request: async ({ t, ws }) => {
      const newsletter = await buildNewsletter(t.db, { workspaceId: ws });
      return get(`/api/v1/newsletters/${newsletter.id}/?workspaceId=${ws}`);
    },
    schema: newsletterSchema,
    bad: async ({ ws }) => ({ options: get(`/api/v1/newsletters/nope/?workspaceId=${ws}`), field: 'id' }),
  },
  {
    name: 'GET /ad-placements/',
    request: async ({ t, ws }) => {
      await buildAdBooking(t.db, ws, [inDays(30)]);
      return get(`/api/v1/ad-placements/?workspaceId=${ws}&date=${inDays(30)}`);
    },
    schema: z.array(issueAdBookingSchema),
    bad: async ({ ws }) => ({ options: get(`/api/v1/ad-placements/?workspaceId=${ws}&date=soon`), field: 'date' }),
  },
  {
    name: 'GET /calendar/',
    request: async ({ t, ws }) => {
      await buildNewsletter(t.db, { workspaceId: ws, issueDate: '2031-05-05' });
      return get(`/api/v1/calendar/?workspaceId=${ws}&month=5&year=2031`);
    },
    schema: calendarMonthSchema,
    bad: async ({ ws }) => ({ options: get(`/api/v1/calendar/?workspaceId=${ws}&month=13&year=2031`), field: 'month' }),
  },
  {
    name: 'POST /newsletters/{id}/move/',
    request: async ({ t, ws }) => {
      const newsletter = await buildNewsletter(t.db, { workspaceId: ws, status: 'planned' });
      return send('POST', `/api/v1/newsletters/${newsletter.id}/move/`, { workspaceId: ws, date: nextIssueDate() });
    },
    schema: calendarNewsletterSchema,
    bad: async ({ t, ws }) => {
      const newsletter = await buildNewsletter(t.db, { workspaceId: ws });
      return {
        options: send('POST', `/api/v1/newsletters/${newsletter.id}/move/`, { workspaceId: ws, date: 'soon' }),
        field: 'date',
      };
    },
  },
  {
    name: 'POST /newsletters/{id}/schedule/',
    request: async ({ t, ws }) => {
      const newsletter = await buildNewsletter(t.db, { workspaceId: ws, status: 'planned' });
      return send('POST', `/api/v1/newsletters/${newsletter.id}/schedule/`, { workspaceId: ws, time: '09:00' });
    },
    schema: calendarNewsletterSchema,
    bad: async ({ t, ws }) => {
      const newsletter = await buildNewsletter(t.db, { workspaceId: ws });
      return {
        options: send('POST', `/api/v1/newsletters/${newsletter.id}/schedule/`, { workspaceId: ws, time: '9 am' }),
        field: 'time',
      };
    },
  },
  {
    name: 'POST /newsletters/{id}/unschedule/',
    request: async ({ t, ws }) => {
      const newsletter = await buildNewsletter(t.db, {
        workspaceId: ws,
        status: 'scheduled',
        scheduledAt: new Date('2031-01-01T09:00:00Z'),
      });
      return send('POST', `/api/v1/newsletters/${newsletter.id}/unschedule/`, { workspaceId: ws });
    },
    schema: calendarNewsletterSchema,
    bad: async ({ t, ws }) => {
      const newsletter = await buildNewsletter(t.db, { workspaceId: ws });
      return { options: send('POST', `/api/v1/newsletters/${newsletter.id}/unschedule/`, {}), field: 'workspaceId' };
    },
  },
  {
    name: 'PUT /workspace-schedule/',
    request: async ({ ws }) =>
      send('PUT', '/api/v1/workspace-schedule/', { workspaceId: ws, timeZone: 'UTC', defaultSendTime: '08:00' }),
    schema: workspaceScheduleSettingsSchema,
    bad: async ({ ws }) => ({
      options: send('PUT', '/api/v1/workspace-schedule/', {
        workspaceId: ws,
        timeZone: 'Atlantis',
        defaultSendTime: '08:00',
      }),
      field: 'timeZone',
    }),
  },
  {
    name: 'GET /templates/',
    request: ({ t, ws }) =>
      after(buildTemplate(t.db, { workspaceId: ws }), get(`/api/v1/templates/?workspaceId=${ws}`)),
    schema: z.array(newsletterTemplateSchema),
    bad: async () => ({ options: get('/api/v1/templates/'), field: 'workspaceId' }),
  },
  {
    name: 'POST /templates/',
    request: async ({ ws }) =>
      send('POST', '/api/v1/templates/', {
        workspaceId: ws,
        name: `Template ${nextIssueDate()}`,
        document: shortDocument(),
      }),
    status: 201,
    schema: newsletterTemplateSchema,
    bad: async ({ ws }) => ({
      options: send('POST', '/api/v1/templates/', { workspaceId: ws, name: ' ', document: shortDocument() }),
      field: 'name',
    }),
  },
  {
    name: 'DELETE /templates/{id}/delete/',
    request: async ({ t, ws }) => {
      const template = await buildTemplate(t.db, { workspaceId: ws });
      return { method: 'DELETE', url: `/api/v1/templates/${template.id}/delete/?workspaceId=${ws}` };
    },
    schema: z.null(),
    bad: async ({ ws }) => ({
      options: { method: 'DELETE', url: `/api/v1/templates/1/delete/?workspaceId=${ws}` },
      field: 'id',
    }),
  },
  {
    name: 'GET /personalization/',
    request: async ({ ws }) => get(`/api/v1/personalization/?workspaceId=${ws}`),
    schema: personalizationSchema,
    bad: async () => ({ options: get('/api/v1/personalization/?workspaceId=x'), field: 'workspaceId' }),
  },
  {
    name: 'POST /personalization/',
    request: async ({ ws }) =>
      send('POST', '/api/v1/personalization/', { workspaceId: ws, ...DEFAULT_NEWSLETTER_STYLE }),
    schema: personalizationSchema,
    bad: async ({ ws }) => ({
      options: send('POST', '/api/v1/personalization/', {
        workspaceId: ws,
        ...DEFAULT_NEWSLETTER_STYLE,
        accentColor: 'blue',
      }),
      field: 'accentColor',
    }),
  },
];
