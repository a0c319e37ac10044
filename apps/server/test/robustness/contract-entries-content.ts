/** Contract entries of the content endpoints: feeds, events, fetchers, tags, companies, locations, images. */
import {
  businessCompanySchema,
  deleteBusinessCompanyResultSchema,
  deleteImagesResultSchema,
  eventLocationSchema,
  feedBulkUpdateResultSchema,
  feedItemSchema,
  feedListResponseSchema,
  fetchRunSchema,
  imageSchema,
  locationDropdownItemSchema,
  paginated,
  rssFetcherSchema,
  tagSchema,
} from '@newsletter-os/contracts';
import { z } from 'zod';
import {
  buildBusinessCompany,
  buildEventLocation,
  buildFeedItem,
  buildImage,
  buildTag,
} from '../helpers/factories-content';
import { buildFetcher } from '../helpers/factories-rss-fetchers';

import { after, type Entry, get, send } from './contract-entry-kit';

export const contentEntries: Entry[] = [
  {
    name: 'GET /feeds/list/',
    request: ({ t, ws }) =>
      after(buildFeedItem(t.db, { workspaceId: ws }), get(`/api/v1/feeds/list/?workspaceId=${ws}`)),
    schema: feedListResponseSchema,
    bad: async ({ ws }) => ({ options: get(`/api/v1/feeds/list/?workspaceId=${ws}&sort_by=best`), field: 'sort_by' }),
  },
  {
    name: 'POST /feeds/list/ (bulk)',
    request: async ({ t, ws }) => {
      const item = await buildFeedItem(t.db, { workspaceId: ws });
      return send('POST', '/api/v1/feeds/list/', { workspaceId: ws, ids: [item.id], feedStatus: 'archived' });
    },
    schema: feedBulkUpdateResultSchema,
    bad: async ({ ws }) => ({
      options: send('POST', '/api/v1/feeds/list/', { workspaceId: ws, ids: ['x'], feedStatus: 'archived' }),
      field: 'ids.0',
    }),
  },
  ...(['/feeds/', '/feeds-ugc/'] as const).map(
    (path): Entry => ({
      name: `POST ${path}`,
      request: async ({ ws }) => send('POST', `/api/v1${path}`, { workspaceId: ws, title: 'Shape' }),
      status: 201,
      schema: feedItemSchema,
      bad: async ({ ws }) => ({
        options: send('POST', `/api/v1${path}`, { workspaceId: ws, title: 'x', link: 'ftp://a' }),
        field: 'link',
      }),
    }),
  ),
  {
    name: 'POST /feeds-ads/',
    request: async ({ t, ws }) => {
      const company = await buildBusinessCompany(t.db, { workspaceId: ws });
      return send('POST', '/api/v1/feeds-ads/', { workspaceId: ws, title: 'Ad', businessCompanyId: company.id });
    },
    status: 201,
    schema: feedItemSchema,
    bad: async ({ ws }) => ({
      options: send('POST', '/api/v1/feeds-ads/', { workspaceId: ws, title: 'Ad' }),
      field: 'businessCompanyId',
    }),
  },
  {
    name: 'POST /feeds-events/',
    request: async ({ ws }) =>
      send('POST', '/api/v1/feeds-events/', { workspaceId: ws, title: 'Gig', eventStartsAt: '2026-09-01T18:00:00Z' }),
    status: 201,
    schema: feedItemSchema,
    bad: async ({ ws }) => ({
      options: send('POST', '/api/v1/feeds-events/', {
        workspaceId: ws,
        title: 'Gig',
        eventStartsAt: '2026-09-01',
        latitude: 95,
      }),
      field: 'latitude',
    }),
  },
  {
    name: 'POST /feeds-update/',
    request: async ({ t, ws }) => {
      const item = await buildFeedItem(t.db, { workspaceId: ws, feedType: 'original' });
      return send('POST', '/api/v1/feeds-update/', { workspaceId: ws, id: item.id, summary: 'Edited' });
    },
    schema: feedItemSchema,
    bad: async ({ ws }) => ({
      options: send('POST', '/api/v1/feeds-update/', { workspaceId: ws, id: 'nope' }),
      field: 'id',
    }),
  },
  {
    name: 'GET /events/list/',
    request: async ({ t, ws }) => {
      await buildFeedItem(t.db, { workspaceId: ws, feedType: 'events', eventStartsAt: new Date() });
      return get(`/api/v1/events/list/?workspaceId=${ws}`);
    },
    schema: feedListResponseSchema,
    bad: async ({ ws }) => ({ options: get(`/api/v1/events/list/?workspaceId=${ws}&distance=far`), field: 'distance' }),
  },
  {
    name: 'POST /events/ (manual)',
    request: async ({ ws }) =>
      send('POST', '/api/v1/events/', { workspaceId: ws, title: 'Fair', eventStartsAt: '2026-10-01' }),
    status: 201,
    schema: feedItemSchema,
    bad: async ({ ws }) => ({
      options: send('POST', '/api/v1/events/', { workspaceId: ws, title: 'Fair' }),
      field: 'eventStartsAt',
    }),
  },
  {
    name: 'GET /feed-fetcher/',
    request: ({ t, ws }) =>
      after(buildFetcher(t.db, { workspaceId: ws }), get(`/api/v1/feed-fetcher/?workspaceId=${ws}`)),
    schema: paginated(rssFetcherSchema),
    bad: async ({ ws }) => ({
      options: get(`/api/v1/feed-fetcher/?workspaceId=${ws}&pageSize=1000`),
      field: 'pageSize',
    }),
  },
  {
    name: 'POST /feed-fetcher/create/',
    request: async ({ ws }) =>
      send('POST', '/api/v1/feed-fetcher/create/', {
        workspaceId: ws,
        name: 'Shape',
        url: 'https://feeds.example/s.xml',
      }),
    status: 201,
    schema: rssFetcherSchema,
    bad: async ({ ws }) => ({
      options: send('POST', '/api/v1/feed-fetcher/create/', { workspaceId: ws, name: 'Shape', url: 'gopher://x' }),
      field: 'url',
    }),
  },
  {
    name: 'PUT /feed-fetcher/{id}/update/',
    request: async ({ t, ws }) => {
      const fetcher = await buildFetcher(t.db, { workspaceId: ws });
      return send('PUT', `/api/v1/feed-fetcher/${fetcher.id}/update/`, { workspaceId: ws, name: 'Renamed' });
    },
    schema: rssFetcherSchema,
    bad: async ({ t, ws }) => {
      const fetcher = await buildFetcher(t.db, { workspaceId: ws });
      return {
        options: send('PUT', `/api/v1/feed-fetcher/${fetcher.id}/update/`, { workspaceId: ws, intervalMinutes: 0 }),
        field: 'intervalMinutes',
      };
    },
  },
  {
    name: 'POST /feed-fetcher/{id}/fetch-now/',
    // An unroutable test address: the run fails and says so, which is still a 200 with the run's shape.
    request: async ({ t, ws }) => {
      const fetcher = await buildFetcher(t.db, { workspaceId: ws, url: 'http://127.0.0.1:9/feed.xml' });
      return { method: 'POST', url: `/api/v1/feed-fetcher/${fetcher.id}/fetch-now/?workspaceId=${ws}&wait=true` };
    },
    schema: fetchRunSchema,
    bad: async ({ t, ws }) => {
      const fetcher = await buildFetcher(t.db, { workspaceId: ws });
      return {
        options: { method: 'POST', url: `/api/v1/feed-fetcher/${fetcher.id}/fetch-now/?workspaceId=${ws}&wait=maybe` },
        field: 'wait',
      };
    },
  },
  {
    name: 'GET /tags/list',
    request: ({ t, ws }) => after(buildTag(t.db, { workspaceId: ws }), get(`/api/v1/tags/list?workspaceId=${ws}`)),
    schema: paginated(tagSchema),
    bad: async () => ({ options: get('/api/v1/tags/list?workspaceId=nope'), field: 'workspaceId' }),
  },
  {
    name: 'POST /tags/',
    request: async ({ ws }) =>
      send('POST', '/api/v1/tags/', { workspaceId: ws, name: `Shape ${Math.random()}`, color: '#123456' }),
    status: 201,
    schema: tagSchema,
    bad: async ({ ws }) => ({
      options: send('POST', '/api/v1/tags/', { workspaceId: ws, name: 'x', color: 'red' }),
      field: 'color',
    }),
  },
  {
    name: 'GET /business-companies/list/',
    request: ({ t, ws }) =>
      after(buildBusinessCompany(t.db, { workspaceId: ws }), get(`/api/v1/business-companies/list/?workspaceId=${ws}`)),
    schema: paginated(businessCompanySchema),
    bad: async () => ({ options: get('/api/v1/business-companies/list/'), field: 'workspaceId' }),
  },
  {
    name: 'GET /business-companies/{id}/',
    request: async ({ t, ws }) => {
      const company = await buildBusinessCompany(t.db, { workspaceId: ws });
      return get(`/api/v1/business-companies/${company.id}/?workspaceId=${ws}`);
    },
    schema: businessCompanySchema,
    bad: async ({ ws }) => ({ options: get(`/api/v1/business-companies/nope/?workspaceId=${ws}`), field: 'id' }),
  },
  {
    name: 'DELETE /business-companies/{id}/delete/',
    request: async ({ t, ws }) => {
      const company = await buildBusinessCompany(t.db, { workspaceId: ws });
      return { method: 'DELETE', url: `/api/v1/business-companies/${company.id}/delete/?workspaceId=${ws}` };
    },
    schema: deleteBusinessCompanyResultSchema,
    bad: async ({ t, ws }) => {
      const company = await buildBusinessCompany(t.db, { workspaceId: ws });
      return {
        options: {
          method: 'DELETE',
          url: `/api/v1/business-companies/${company.id}/delete/?workspaceId=${ws}&confirm=yes`,
        },
        field: 'confirm',
      };
    },
  },
  {
    name: 'GET /event-locations',
    request: ({ t, ws }) =>
      after(buildEventLocation(t.db, { workspaceId: ws }), get(`/api/v1/event-locations?workspaceId=${ws}`)),
    schema: z.array(eventLocationSchema),
    bad: async () => ({ options: get('/api/v1/event-locations'), field: 'workspaceId' }),
  },
  {
    name: 'GET /location-dropdown/',
    request: ({ t, ws }) =>
      after(buildEventLocation(t.db, { workspaceId: ws }), get(`/api/v1/location-dropdown/?workspaceId=${ws}`)),
    schema: z.array(locationDropdownItemSchema),
    bad: async () => ({ options: get('/api/v1/location-dropdown/?workspaceId=1'), field: 'workspaceId' }),
  },
  {
    name: 'GET /images/',
    request: ({ t, ws }) => after(buildImage(t.db, { workspaceId: ws }), get(`/api/v1/images/?workspaceId=${ws}`)),
    schema: paginated(imageSchema),
    bad: async ({ ws }) => ({ options: get(`/api/v1/images/?workspaceId=${ws}&isFavorite=yes`), field: 'isFavorite' }),
  },
  {
    name: 'DELETE /images/',
    request: async ({ t, ws }) => {
      const image = await buildImage(t.db, { workspaceId: ws });
      return send('DELETE', '/api/v1/images/', { workspaceId: ws, imageIds: [image.id] });
    },
    schema: deleteImagesResultSchema,
    bad: async ({ ws }) => ({
      options: send('DELETE', '/api/v1/images/', { workspaceId: ws, imageIds: [] }),
      field: 'imageIds',
    }),
  },
];
