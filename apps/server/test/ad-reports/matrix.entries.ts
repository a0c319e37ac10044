import { adReportLinks } from '../../src/db/schema/index';
import { endpoint } from '../helpers/matrix';
import { rowsOfWorkspace } from '../helpers/matrix-snapshots';
import { buildRanBooking } from './fixtures';

const readers = ['admin', 'manager', 'user'] as const;

export const adReportEntries = [
  endpoint({
    name: 'GET /ad-bookings/{id}/report/',
    allowed: readers,
    foreign: 'notFound',
    prepare: ({ t, a }) => buildRanBooking(t.db, a.workspace.id),
    request: (_ctx, f, { workspaceId }) => ({
      method: 'GET',
      url: `/api/v1/ad-bookings/${f.booking.id}/report/?workspaceId=${workspaceId}`,
    }),
    secrets: (_ctx, f) => [f.company.name, f.product.name, f.booking.id],
  }),
  endpoint({
    name: 'GET /ad-bookings/{id}/report.csv',
    allowed: readers,
    foreign: 'notFound',
    prepare: ({ t, a }) => buildRanBooking(t.db, a.workspace.id),
    request: (_ctx, f, { workspaceId }) => ({
      method: 'GET',
      url: `/api/v1/ad-bookings/${f.booking.id}/report.csv?workspaceId=${workspaceId}`,
    }),
    secrets: (_ctx, f) => [f.company.name],
  }),
  endpoint({
    name: 'POST /ad-bookings/{id}/report-link/',
    allowed: readers,
    success: 201,
    foreign: 'notFound',
    prepare: ({ t, a }) => buildRanBooking(t.db, a.workspace.id),
    request: (_ctx, f, { workspaceId }) => ({
      method: 'POST',
      url: `/api/v1/ad-bookings/${f.booking.id}/report-link/`,
      payload: { workspaceId },
    }),
    unchanged: (ctx) => rowsOfWorkspace(ctx, 'ad_report_links'),
    secrets: (_ctx, f) => [f.company.name],
  }),
  endpoint({
    name: 'POST /ad-bookings/{id}/report-link/revoke/',
    allowed: readers,
    foreign: 'notFound',
    prepare: async ({ t, a }) => {
      const f = await buildRanBooking(t.db, a.workspace.id);
      await t.db.insert(adReportLinks).values({ workspaceId: a.workspace.id, bookingId: f.booking.id });
      return f;
    },
    request: (_ctx, f, { workspaceId }) => ({
      method: 'POST',
      url: `/api/v1/ad-bookings/${f.booking.id}/report-link/revoke/`,
      payload: { workspaceId },
    }),
    unchanged: (ctx) => rowsOfWorkspace(ctx, 'ad_report_links'),
    secrets: (_ctx, f) => [f.company.name],
  }),
  endpoint({
    name: 'GET /ad-revenue/',
    allowed: readers,
    foreign: 'own',
    prepare: ({ t, a }) => buildRanBooking(t.db, a.workspace.id),
    request: (_ctx, _f, { workspaceId }) => ({ method: 'GET', url: `/api/v1/ad-revenue/?workspaceId=${workspaceId}` }),
  }),
];
