/** Contract entries of the sponsor reports and ad revenue (the CSV download is checked in ad-reports/). */
import { adReportLinkSchema, adReportSchema, adRevenueSchema } from '@newsletter-os/contracts';
import { z } from 'zod';
import { adReportLinks } from '../../src/db/schema/index';
import { buildRanBooking } from '../ad-reports/fixtures';
import { inDays } from '../ad-sales/fixtures';
import { type Entry, get, send } from './contract-entry-kit';

/** Each entry runs on its own issue day, so their newsletters never share a date. */
let nextDay = -1;
const ranBooking = (db: Parameters<typeof buildRanBooking>[0], ws: string) => {
  nextDay -= 1;
  return buildRanBooking(db, ws, { day: inDays(nextDay) });
};

export const adReportEntries: Entry[] = [
  {
    name: 'GET /ad-bookings/{id}/report/',
    request: async ({ t, ws }) => {
      const f = await ranBooking(t.db, ws);
      return get(`/api/v1/ad-bookings/${f.booking.id}/report/?workspaceId=${ws}`);
    },
    schema: adReportSchema,
    bad: async ({ ws }) => ({ options: get(`/api/v1/ad-bookings/nope/report/?workspaceId=${ws}`), field: 'id' }),
  },
  {
    name: 'POST /ad-bookings/{id}/report-link/',
    status: 201,
    request: async ({ t, ws }) => {
      const f = await ranBooking(t.db, ws);
      return send('POST', `/api/v1/ad-bookings/${f.booking.id}/report-link/`, { workspaceId: ws });
    },
    schema: adReportLinkSchema,
    bad: async ({ t, ws }) => {
      const f = await ranBooking(t.db, ws);
      return {
        options: send('POST', `/api/v1/ad-bookings/${f.booking.id}/report-link/`, { workspaceId: 'nope' }),
        field: 'workspaceId',
      };
    },
  },
  {
    name: 'POST /ad-bookings/{id}/report-link/revoke/',
    request: async ({ t, ws }) => {
      const f = await ranBooking(t.db, ws);
      await t.db.insert(adReportLinks).values({ workspaceId: ws, bookingId: f.booking.id });
      return send('POST', `/api/v1/ad-bookings/${f.booking.id}/report-link/revoke/`, { workspaceId: ws });
    },
    schema: z.null(),
    bad: async ({ ws }) => ({
      options: send('POST', '/api/v1/ad-bookings/nope/report-link/revoke/', { workspaceId: ws }),
      field: 'id',
    }),
  },
  {
    name: 'GET /ad-revenue/',
    request: async ({ t, ws }) => {
      await ranBooking(t.db, ws);
      return get(`/api/v1/ad-revenue/?workspaceId=${ws}&months=12`);
    },
    schema: adRevenueSchema,
    bad: async ({ ws }) => ({ options: get(`/api/v1/ad-revenue/?workspaceId=${ws}&months=0`), field: 'months' }),
  },
];
