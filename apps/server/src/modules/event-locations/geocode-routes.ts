import { envelope, geocodeQuerySchema, geocodeResponseSchema } from '@newsletter-os/contracts';
import { requireWorkspace } from '../../authz/workspace-scope';
import type { App, ModuleDeps } from '../../deps';
import { searchAddress } from '../../integrations/geocoder';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';

/** Searches a minute per user: a public Nominatim allows about one a second for a whole installation. */
export const GEOCODE_RATE_LIMIT_MAX = 30;

/**
 * Address search for the event-locations form (finds latitude and longitude by address). Off unless GEOCODER_URL
 * names a Nominatim-compatible service; then 503 says so and the form keeps its coordinate fields.
 */
export async function geocodeRoutes(app: App, { db, config }: ModuleDeps) {
  app.get(
    '/geocode',
    {
      config: {
        rateLimit: {
          max: GEOCODE_RATE_LIMIT_MAX,
          timeWindow: '1 minute',
          hook: 'preHandler' as const,
          keyGenerator: (request) => `geocode:${request.authUser?.id ?? request.ip}`,
        },
      },
      schema: {
        tags: ['event-locations'],
        summary: 'Find places (latitude, longitude) by address, through the configured geocoder',
        querystring: geocodeQuerySchema,
        response: { 200: envelope(geocodeResponseSchema) },
      },
    },
    async (request) => {
      const { workspaceId, q } = request.query;
      await requireWorkspace(db, currentUser(request), workspaceId, 'manageWorkspaces');
      if (!config.GEOCODER_URL) {
        throw new AppError(503, 'Address search is not set up on this server. Enter the latitude and longitude.');
      }
      const results = await searchAddress(config.GEOCODER_URL, q, { allowPrivate: config.OUTBOUND_ALLOW_PRIVATE });
      return ok({ results }, results.length === 0 ? 'No place found' : 'Places found');
    },
  );
}
