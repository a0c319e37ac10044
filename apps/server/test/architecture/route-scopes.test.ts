import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unauthorized } from '../../src/lib/errors';
import { errorHandlerPlugin } from '../../src/plugins/error-handler';
import { registerRouteScopes, routeScopeGuard } from '../../src/plugins/route-scopes';
import { createTestApp, type TestApp } from '../helpers/app';

/** The whole public surface of the API: anything else needs a session (or a portal token). */
const PUBLIC_ROUTES = [
  'GET /api/v1/accept-invite',
  'GET /api/v1/health',
  'HEAD /api/v1/accept-invite',
  'HEAD /api/v1/health',
  'POST /api/v1/accept-invite',
  'POST /api/v1/forget-password',
  'POST /api/v1/login',
  'POST /api/v1/refresh-token',
  'POST /api/v1/register',
  'POST /api/v1/resend-otp',
  'POST /api/v1/reset-password',
  'POST /api/v1/stripe/webhook',
  'POST /api/v1/verify-otp',
];

/** Reachable with a signed portal or calendar token only (authz/portal-scope.ts, authz/calendar-scope.ts). */
const PORTAL_ROUTES = [
  'GET /api/v1/calendar/event.ics',
  'GET /api/v1/calendar/events',
  'GET /api/v1/calendar/events.ics',
  'GET /api/v1/portal',
  'GET /api/v1/portal/ad-offer',
  'GET /api/v1/portal/challenge',
  'GET /api/v1/sponsor-report',
  'GET /api/v1/submission-status',
  'HEAD /api/v1/calendar/event.ics',
  'HEAD /api/v1/calendar/events',
  'HEAD /api/v1/calendar/events.ics',
  'HEAD /api/v1/portal',
  'HEAD /api/v1/portal/ad-offer',
  'HEAD /api/v1/portal/challenge',
  'HEAD /api/v1/sponsor-report',
  'HEAD /api/v1/submission-status',
  'POST /api/v1/feeds-ads-public',
  'POST /api/v1/feeds-events-public',
  'POST /api/v1/feeds-ugc-public',
  'POST /api/v1/submission-status',
  'POST /api/v1/submission-status/withdraw',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('route scopes of the application', () => {
  it('puts every /api/v1 route in one of the three scopes', () => {
    const routes = t.app.registeredRoutes();
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((route) => route.scope === null)).toEqual([]);
  });

  it('keeps the public scope to sign-in, registration, password reset, invitation links, health and the signed Stripe webhook', () => {
    const publicRoutes = t.app
      .registeredRoutes()
      .filter((route) => route.scope === 'public')
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(publicRoutes).toEqual(PUBLIC_ROUTES);
  });

  it('rate-limits every public route but health', () => {
    const unlimited = t.app
      .registeredRoutes()
      .filter((route) => route.scope === 'public' && !route.rateLimited)
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(unlimited).toEqual(['GET /api/v1/health', 'HEAD /api/v1/health']);
  });

  it('keeps the portal scope to the submission pages, the submitter status link, the ad offer, the calendar links and the sponsor report, all rate-limited', () => {
    const portal = t.app
      .registeredRoutes()
      .filter((route) => route.scope === 'portal')
      .map((route) => `${route.method} ${route.url}${route.rateLimited ? '' : ' (no rate limit)'}`)
      .sort();
    expect(portal).toEqual(PORTAL_ROUTES);
  });

  it('answers 401 without a token on every route of the authenticated scope, before validation', async () => {
    const authenticated = t.app.registeredRoutes().filter((route) => route.scope === 'authenticated');
    expect(authenticated.length).toBeGreaterThan(30);
    const answers = await Promise.all(
      authenticated.map(async (route) => {
        const url = route.url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          payload: route.method === 'GET' ? undefined : {},
        });
        return `${route.method} ${route.url} → ${res.statusCode}`;
      }),
    );
    expect(answers.filter((answer) => !answer.endsWith('→ 401'))).toEqual([]);
  });
});

/** A bare Fastify with the real scope plugins: the guard and the portal hook, without the application's routes. */
async function bareApi(register: (api: Parameters<typeof registerRouteScopes>[0]) => Promise<void>) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(routeScopeGuard, { prefix: '/api/v1' });
  await app.register(errorHandlerPlugin);
  app.decorate('authenticate', async () => {
    throw unauthorized();
  });
  await app.register(register, { prefix: '/api/v1' });
  return app;
}

describe('route scope rules', () => {
  it('refuses to start when a route is registered outside the scopes', async () => {
    const app = await bareApi(async (api) => {
      await registerRouteScopes(api, { authenticated: [], public: [], portal: [] }, null);
      api.get('/stray', async () => ({ ok: true }));
    });
    await expect(app.ready()).rejects.toThrow(
      'Routes registered outside the route scopes (choose one in modules/index.ts): GET /api/v1/stray',
    );
    await app.close();
  });

  it('portal routes answer 401 without a portal token and run with one', async () => {
    const app = await bareApi(async (api) => {
      const portal = async (scope: typeof api) => {
        scope.get('/portal-probe', async () => ({ reached: true }));
      };
      await registerRouteScopes(api, { authenticated: [], public: [], portal: [portal] }, null);
    });
    await app.ready();
    const without = await app.inject({ method: 'GET', url: '/api/v1/portal-probe' });
    expect(without.statusCode).toBe(401);
    expect(without.json()).toEqual({ meta: { code: 0, message: 'A portal token is required' }, data: null });
    const withToken = await app.inject({ method: 'GET', url: '/api/v1/portal-probe?token=signed' });
    expect(withToken.json()).toEqual({ reached: true });
    expect(app.registeredRoutes().find((route) => route.method === 'GET')?.scope).toBe('portal');
    await app.close();
  });

  it('authenticated routes run the authentication hook before their handler', async () => {
    let reached = false;
    const app = await bareApi(async (api) => {
      const probe = async (scope: typeof api) => {
        scope.get('/private-probe', async () => {
          reached = true;
          return { reached };
        });
      };
      await registerRouteScopes(api, { authenticated: [probe], public: [], portal: [] }, null);
    });
    const res = await app.inject({ method: 'GET', url: '/api/v1/private-probe' });
    expect(res.statusCode).toBe(401);
    expect(reached).toBe(false);
    await app.close();
  });
});
