/** Baselines of the content routes: feed items, events, RSS fetchers, tags, companies, locations, images and GIFs. */
import type { AreaContext } from './kit';

export function contentBaselines({ shared, ws, set }: AreaContext): void {
  const { tag, company, location, item, ad, image, fetcher } = shared;
  set('POST /api/v1/feeds/list', { body: { ...ws, ids: [item.id], feedStatus: 'active' } });
  set('POST /api/v1/feeds', { body: { ...ws, title: 'Fuzz', tagIds: [tag.id] } });
  set('POST /api/v1/feeds-ugc', { body: { ...ws, title: 'Fuzz' } });
  set('POST /api/v1/feeds-ads', { body: { ...ws, title: 'Fuzz', businessCompanyId: company.id } });
  set('POST /api/v1/feeds-events', { body: { ...ws, title: 'Fuzz', eventStartsAt: '2026-09-01T18:00:00Z' } });
  set('POST /api/v1/events', { body: { ...ws, title: 'Fuzz', eventStartsAt: '2026-09-01T18:00:00Z' } });
  set('POST /api/v1/feeds-update', { body: { ...ws, id: ad.id, title: 'Fuzz' } });
  set('GET /api/v1/events/list', { query: { ...ws, location: JSON.stringify([location.id]) } });
  set('POST /api/v1/feed-fetcher/create', { body: { ...ws, name: 'Fuzz', url: 'https://feeds.example/a.xml' } });
  set('PUT /api/v1/feed-fetcher/{id}/update', { params: { id: fetcher.id }, body: { ...ws, name: 'Fuzz' } });
  set('DELETE /api/v1/feed-fetcher/{id}/delete', { params: { id: fetcher.id }, query: ws });
  // Not waiting: the run is queued (no job queue in this app: run in the request against an unroutable host).
  set('POST /api/v1/feed-fetcher/{id}/fetch-now', { params: { id: fetcher.id }, query: ws });
  set('POST /api/v1/rss-feeds-add', { body: { ...ws, url: 'https://feeds.example/a.xml' } });
  set('POST /api/v1/tags', { body: { ...ws, name: 'Fuzz tag', color: '#112233' } });
  set('PUT /api/v1/tags/{id}', { params: { id: tag.id }, body: { ...ws, name: 'Fuzz tag 2' } });
  set('DELETE /api/v1/tags/{id}/delete', { params: { id: tag.id }, query: ws });
  set('POST /api/v1/business-companies', { body: { ...ws, name: 'Fuzz company' } });
  set('GET /api/v1/business-companies/{id}', { params: { id: company.id }, query: ws });
  set('PUT /api/v1/business-companies/{id}/update', { params: { id: company.id }, body: { ...ws, name: 'Fuzz co' } });
  set('DELETE /api/v1/business-companies/{id}/delete', { params: { id: company.id }, query: ws });
  set('POST /api/v1/event-locations', { body: { ...ws, name: 'Fuzz town', latitude: 1, longitude: 2 } });
  set('PUT /api/v1/event-locations', { body: { ...ws, id: location.id, name: 'Fuzz town 2' } });
  set('DELETE /api/v1/event-locations', { body: { ...ws, id: location.id } });
  set('POST /api/v1/images', { body: ws });
  set('DELETE /api/v1/images', { body: { ...ws, imageIds: [image.id] } });
  set('PATCH /api/v1/images/{id}/favorite', { params: { id: image.id }, body: { ...ws, isFavorite: true } });
  set('GET /api/v1/tenor-search', { query: { q: 'coffee' } });
}
