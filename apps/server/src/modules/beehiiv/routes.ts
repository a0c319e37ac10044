import {
  dashboardActivityQuerySchema,
  dashboardActivitySchema,
  dashboardInsightsQuerySchema,
  envelope,
  INSIGHTS_DEFAULT_PERIOD,
  insightsEnvelopeSchema,
  insightsQuerySchema,
  newsletterKeysSchema,
  publicationsEnvelopeSchema,
  updateNewsletterKeysBodySchema,
  workspaceQuerySchema,
} from '@newsletter-os/contracts';
import { requireWorkspace } from '../../authz/workspace-scope';
import type { App, ModuleDeps } from '../../deps';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { workspaceActivity } from './activity';
import { presentNewsletterKeys } from './presenter';
import { findBeehiivKey } from './repository';
import { type InsightOutcome, listPublications, loadInsights, removeBeehiivKey, saveBeehiivKey } from './service';

const insightEnvelope = <T>({ code, message, data }: InsightOutcome<T>) => ({ meta: { code, message }, data });

/**
 * The dashboard (docs/product-spec.md section 7 "Dashboard"): Beehiiv publications and insights for everyone who uses the
 * workspace, with the spec's meta codes (1 ok, 0 sync, 2 no key, 3 invalid key) at HTTP 200; the workspace's own
 * activity; and the Beehiiv key itself (PATCH /newsletter-keys/), which only admins and managers see or change.
 */
export async function beehiivRoutes(app: App, { db, config }: ModuleDeps) {
  const tags = ['dashboard'];

  app.get(
    '/dashboard',
    {
      schema: {
        tags,
        summary: "The workspace's own activity over the last `days` days",
        querystring: dashboardActivityQuerySchema,
        response: { 200: envelope(dashboardActivitySchema) },
      },
    },
    async (request) => {
      const { workspaceId, days } = request.query;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'useWorkspace');
      return ok(await workspaceActivity(db, scope, days));
    },
  );

  app.get(
    '/dashboard/beehive-publications',
    {
      schema: {
        tags,
        summary: 'The Beehiiv publications the workspace key can see',
        querystring: workspaceQuerySchema,
        response: { 200: publicationsEnvelopeSchema },
      },
    },
    async (request) => {
      const scope = await requireWorkspace(db, currentUser(request), request.query.workspaceId, 'useWorkspace');
      return insightEnvelope(await listPublications(db, config, scope));
    },
  );

  app.get(
    '/beehiiv/insights',
    {
      schema: {
        tags,
        summary: 'Insights of a publication for a time period (default 4_weeks)',
        querystring: insightsQuerySchema,
        response: { 200: insightsEnvelopeSchema },
      },
    },
    async (request) => {
      const { workspaceId, publication_id, time_period } = request.query;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'useWorkspace');
      return insightEnvelope(await loadInsights(db, config, scope, publication_id, time_period));
    },
  );

  app.get(
    '/dashboard/beehive-insights',
    {
      schema: {
        tags,
        summary: 'Insights of a publication for the default period',
        querystring: dashboardInsightsQuerySchema,
        response: { 200: insightsEnvelopeSchema },
      },
    },
    async (request) => {
      const { workspaceId, publication_id } = request.query;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'useWorkspace');
      return insightEnvelope(await loadInsights(db, config, scope, publication_id, INSIGHTS_DEFAULT_PERIOD));
    },
  );

  app.get(
    '/newsletter-keys',
    {
      schema: {
        tags,
        summary: "The workspace's newsletter-platform keys (last four characters only)",
        querystring: workspaceQuerySchema,
        response: { 200: envelope(newsletterKeysSchema) },
      },
    },
    async (request) => {
      const scope = await requireWorkspace(db, currentUser(request), request.query.workspaceId, 'manageWorkspaces');
      return ok(presentNewsletterKeys(await findBeehiivKey(db, scope)));
    },
  );

  app.patch(
    '/newsletter-keys',
    {
      schema: {
        tags,
        summary: 'Set (checked with Beehiiv first) or remove (null) the workspace Beehiiv API key',
        body: updateNewsletterKeysBodySchema,
        response: { 200: envelope(newsletterKeysSchema) },
      },
    },
    async (request) => {
      const { workspaceId, beehiivApiKey } = request.body;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'manageWorkspaces');
      if (beehiivApiKey === null) {
        await removeBeehiivKey(db, scope);
        return ok(presentNewsletterKeys(null), 'Beehiiv key removed');
      }
      const row = await saveBeehiivKey(db, config, scope, beehiivApiKey);
      return ok(presentNewsletterKeys(row), 'Beehiiv key saved');
    },
  );
}
