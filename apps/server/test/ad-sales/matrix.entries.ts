import { buildBusinessCompany, buildFeedItem } from '../helpers/factories-content';
import { endpoint } from '../helpers/matrix';
import { rowOf, rowsOfWorkspace } from '../helpers/matrix-snapshots';
import { buildAdBooking, buildAdProduct, inDays, publishEveryDay } from './fixtures';

const writers = ['admin', 'manager'] as const;
const readers = ['admin', 'manager', 'user'] as const;

export const adSalesEntries = [
  endpoint({
    name: 'GET /ad-products/',
    allowed: readers,
    foreign: 'own',
    prepare: ({ t, a }) => buildAdProduct(t.db, { workspaceId: a.workspace.id }),
    request: (_ctx, _p, { workspaceId }) => ({ method: 'GET', url: `/api/v1/ad-products/?workspaceId=${workspaceId}` }),
    secrets: (_ctx, product) => [product.id, product.name],
  }),
  endpoint({
    name: 'POST /ad-products/',
    allowed: writers,
    success: 201,
    foreign: 'own',
    request: (_ctx, _none, { workspaceId }) => ({
      method: 'POST',
      url: '/api/v1/ad-products/',
      payload: { workspaceId, name: `Spot ${Math.random()}`, priceCents: 5000, currency: 'usd' },
    }),
    unchanged: (ctx) => rowsOfWorkspace(ctx, 'ad_products'),
  }),
  endpoint({
    name: 'PUT /ad-products/{id}/',
    allowed: writers,
    foreign: 'notFound',
    prepare: ({ t, a }) => buildAdProduct(t.db, { workspaceId: a.workspace.id }),
    request: (_ctx, product, { workspaceId }) => ({
      method: 'PUT',
      url: `/api/v1/ad-products/${product.id}/`,
      payload: { workspaceId, priceCents: 9900 },
    }),
    unchanged: (ctx, product) => rowOf(ctx, 'ad_products', product.id),
    secrets: (_ctx, product) => [product.name],
  }),
  endpoint({
    name: 'DELETE /ad-products/{id}/',
    allowed: writers,
    foreign: 'notFound',
    prepare: ({ t, a }) => buildAdProduct(t.db, { workspaceId: a.workspace.id }),
    request: (_ctx, product, { workspaceId }) => ({
      method: 'DELETE',
      url: `/api/v1/ad-products/${product.id}/?workspaceId=${workspaceId}`,
    }),
    unchanged: (ctx, product) => rowOf(ctx, 'ad_products', product.id),
    secrets: (_ctx, product) => [product.name],
  }),
  endpoint({
    name: 'GET /ad-availability/',
    allowed: readers,
    foreign: 'own',
    prepare: ({ t, a }) => buildAdBooking(t.db, a.workspace.id),
    request: (_ctx, _f, { workspaceId }) => ({
      method: 'GET',
      url: `/api/v1/ad-availability/?workspaceId=${workspaceId}&from=${inDays(1)}&to=${inDays(30)}`,
    }),
    secrets: (_ctx, f) => [f.product.id, f.booking.id],
  }),
  endpoint({
    name: 'POST /ad-bookings/',
    allowed: readers,
    success: 201,
    foreign: 'notFound',
    prepare: async ({ t, a }) => {
      await publishEveryDay(t.db, a.workspace.id);
      const product = await buildAdProduct(t.db, { workspaceId: a.workspace.id });
      const company = await buildBusinessCompany(t.db, { workspaceId: a.workspace.id });
      return { product, company };
    },
    request: (_ctx, { product, company }, { workspaceId }) => ({
      method: 'POST',
      url: '/api/v1/ad-bookings/',
      payload: { workspaceId, productId: product.id, businessCompanyId: company.id, dates: [inDays(7)] },
    }),
    unchanged: (ctx) => rowsOfWorkspace(ctx, 'ad_bookings'),
    secrets: (_ctx, { product, company }) => [product.name, company.name],
  }),
  endpoint({
    name: 'GET /ad-bookings/',
    allowed: readers,
    foreign: 'own',
    prepare: ({ t, a }) => buildAdBooking(t.db, a.workspace.id),
    request: (_ctx, _f, { workspaceId }) => ({
      method: 'GET',
      url: `/api/v1/ad-bookings/?workspaceId=${workspaceId}&from=${inDays(1)}&to=${inDays(30)}`,
    }),
    secrets: (_ctx, f) => [f.booking.id, f.company.name, f.product.name],
  }),
  endpoint({
    name: 'GET /ad-placements/',
    allowed: readers,
    foreign: 'own',
    prepare: ({ t, a }) => buildAdBooking(t.db, a.workspace.id, [inDays(14)]),
    request: (_ctx, _f, { workspaceId }) => ({
      method: 'GET',
      url: `/api/v1/ad-placements/?workspaceId=${workspaceId}&date=${inDays(14)}`,
    }),
    secrets: (_ctx, f) => [f.booking.id, f.company.name, f.product.name],
  }),
  endpoint({
    name: 'POST /ad-bookings/{id}/cancel/',
    allowed: readers,
    foreign: 'notFound',
    prepare: ({ t, a }) => buildAdBooking(t.db, a.workspace.id),
    request: (_ctx, f, { workspaceId }) => ({
      method: 'POST',
      url: `/api/v1/ad-bookings/${f.booking.id}/cancel/`,
      payload: { workspaceId },
    }),
    unchanged: (ctx, f) => rowOf(ctx, 'ad_bookings', f.booking.id),
    secrets: (_ctx, f) => [f.company.name, f.product.name],
  }),
  endpoint({
    // A staff booking owes no refund: an allowed role is told so (409); nobody else learns the booking exists.
    name: 'POST /ad-bookings/{id}/refund/',
    allowed: readers,
    success: 409,
    foreign: 'notFound',
    prepare: ({ t, a }) => buildAdBooking(t.db, a.workspace.id),
    request: (_ctx, f, { workspaceId }) => ({
      method: 'POST',
      url: `/api/v1/ad-bookings/${f.booking.id}/refund/`,
      payload: { workspaceId },
    }),
    unchanged: (ctx, f) => rowOf(ctx, 'ad_bookings', f.booking.id),
    secrets: (_ctx, f) => [f.company.name, f.product.name],
  }),
  endpoint({
    name: 'POST /ad-bookings/{id}/creative/',
    allowed: readers,
    foreign: 'notFound',
    prepare: async ({ t, a }) => {
      const booked = await buildAdBooking(t.db, a.workspace.id);
      const item = await buildFeedItem(t.db, { workspaceId: a.workspace.id, feedType: 'ads' });
      return { ...booked, item };
    },
    request: (_ctx, f, { workspaceId }) => ({
      method: 'POST',
      url: `/api/v1/ad-bookings/${f.booking.id}/creative/`,
      payload: { workspaceId, feedItemId: f.item.id },
    }),
    unchanged: (ctx, f) => rowOf(ctx, 'ad_bookings', f.booking.id),
    secrets: (_ctx, f) => [f.company.name, f.product.name],
  }),
];
