import {
  adReportLinkBodySchema,
  adReportLinkSchema,
  adReportQuerySchema,
  adReportSchema,
  adRevenueQuerySchema,
  adRevenueSchema,
  emptyEnvelopeSchema,
  envelope,
  idParamsSchema,
} from '@newsletter-os/contracts';
import { z } from 'zod';
import { requireWorkspace } from '../../authz/workspace-scope';
import type { App, ModuleDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { reportCsv, reportFilename } from './csv';
import { buildSponsorReport, buildStaffReport, sponsorLinkOf } from './report';
import { insertLink, ownBookingIds, revokeLinks } from './repository';
import { adRevenue } from './revenue';

/** Sponsor reports and ad revenue: everyone who works in the workspace (as for bookings). */
export async function adReportRoutes(app: App, { db, config }: ModuleDeps) {
  const tags = ['ad-reports'];

  app.get(
    '/ad-bookings/:id/report',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: adReportQuerySchema,
        response: { 200: envelope(adReportSchema) },
      },
    },
    async (request) => {
      const scope = await requireWorkspace(db, currentUser(request), request.query.workspaceId, 'useWorkspace');
      return ok(await buildStaffReport(db, config, scope, request.params.id));
    },
  );

  app.get(
    '/ad-bookings/:id/report.csv',
    { schema: { tags, params: idParamsSchema, querystring: adReportQuerySchema, response: { 200: z.string() } } },
    async (request, reply) => {
      const scope = await requireWorkspace(db, currentUser(request), request.query.workspaceId, 'useWorkspace');
      const { report } = await buildSponsorReport(db, scope, request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${reportFilename(report)}"`)
        .header('Cache-Control', 'no-store')
        .send(reportCsv(report));
    },
  );

  app.post(
    '/ad-bookings/:id/report-link',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: adReportLinkBodySchema,
        response: { 201: envelope(adReportLinkSchema) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const scope = await requireWorkspace(db, user, request.body.workspaceId, 'useWorkspace');
      const bookingId = request.params.id;
      if ((await ownBookingIds(db, scope, [bookingId])).length === 0) throw notFound('Booking not found');
      // A new link replaces the old one, which stops working at once.
      await db.transaction(async (tx) => {
        await revokeLinks(tx, scope, bookingId);
        await insertLink(tx, scope, bookingId, user.id);
      });
      const link = await sponsorLinkOf(db, config, scope, bookingId);
      if (!link) throw notFound('Booking not found');
      return reply.status(201).send(ok(link, 'Sponsor link created'));
    },
  );

  app.post(
    '/ad-bookings/:id/report-link/revoke',
    {
      schema: { tags, params: idParamsSchema, body: adReportLinkBodySchema, response: { 200: emptyEnvelopeSchema } },
    },
    async (request) => {
      const scope = await requireWorkspace(db, currentUser(request), request.body.workspaceId, 'useWorkspace');
      if ((await ownBookingIds(db, scope, [request.params.id])).length === 0) throw notFound('Booking not found');
      const revoked = await revokeLinks(db, scope, request.params.id);
      return ok(null, revoked > 0 ? 'Sponsor link turned off' : 'The booking had no sponsor link');
    },
  );

  app.get(
    '/ad-revenue',
    { schema: { tags, querystring: adRevenueQuerySchema, response: { 200: envelope(adRevenueSchema) } } },
    async (request) => {
      const { workspaceId, months } = request.query;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'useWorkspace');
      return ok(await adRevenue(db, scope, months));
    },
  );
}
