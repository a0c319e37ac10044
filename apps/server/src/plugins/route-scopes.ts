import type { FastifyInstance, FastifyRequest, HTTPMethods, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { App, ModuleDeps } from '../deps';
import { unauthorized } from '../lib/errors';

/**
 * Every API route lives in exactly one of three encapsulated scopes (docs/decisions/0005):
 * - authenticated: an onRequest hook requires a valid access token before anything else runs;
 * - public: sign-in, registration, password reset, invitation links and health; each route sets its own rate limit;
 * - portal: public submission endpoints; the workspace comes only from a signed portal token.
 */
export const ROUTE_SCOPES = ['authenticated', 'public', 'portal'] as const;
export type RouteScope = (typeof ROUTE_SCOPES)[number];

/** One module's routes (or one part of them); registered in its own encapsulated context inside its scope. */
export type RouteRegistrar<Deps = ModuleDeps> = (app: App, deps: Deps) => Promise<void>;

/** Which registrars run in which scope. A registrar not listed here is never registered. */
export type ScopedRoutes<Deps = ModuleDeps> = Readonly<Record<RouteScope, readonly RouteRegistrar<Deps>[]>>;

export interface RegisteredRoute {
  method: string;
  url: string;
  scope: RouteScope | null;
  /** Whether the route declares its own rate limit (`config.rateLimit`). */
  rateLimited: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by the route scope the route was registered in; never set by a route itself. */
    routeScope?: RouteScope;
    /**
     * A public answer shared caches keep (`Cache-Control: public`): it sets no cookie, which would be served to
     * every later reader of the cached copy (and makes many caches refuse to store it).
     */
    sharedCache?: boolean;
  }
  interface FastifyInstance {
    /** Every route under the API prefix with the scope it was registered in. */
    registeredRoutes: () => readonly RegisteredRoute[];
  }
}

/**
 * Every portal route needs a `token` query parameter; without one it is refused before anything else runs. Each
 * route then verifies the token it expects (a link's or a submitter's status link) through authz/portal-scope.ts,
 * which alone turns it into a workspace scope (docs/decisions/0014).
 */
async function requirePortalToken(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown> | undefined;
  const token = query?.token;
  if (typeof token !== 'string' || token.length === 0) throw unauthorized('A portal token is required');
}

const scopeHooks: Readonly<Record<RouteScope, (scope: App) => void>> = {
  authenticated: (scope) => scope.addHook('onRequest', scope.authenticate),
  // Public routes are reachable by anyone; each one declares its rate limit (see plugins/rate-limit.ts).
  public: () => {},
  portal: (scope) => scope.addHook('onRequest', requirePortalToken),
};

/** Registers the three scopes, each with its hook, and every registrar inside the scope it was listed under. */
export async function registerRouteScopes<Deps>(api: App, routes: ScopedRoutes<Deps>, deps: Deps): Promise<void> {
  for (const name of ROUTE_SCOPES) {
    await api.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, routeScope: name };
      });
      scopeHooks[name](scope);
      for (const register of routes[name]) {
        await scope.register(async (moduleScope) => register(moduleScope, deps));
      }
    });
  }
}

function methodsOf(method: HTTPMethods | HTTPMethods[]): string {
  return Array.isArray(method) ? method.join(',') : method;
}

/**
 * Refuses to start when a route under `prefix` was registered outside the three scopes: adding a route means
 * choosing its scope. Registered at the root before any route, so it sees every one.
 */
export const routeScopeGuard = fp(async (app: FastifyInstance, opts: { prefix: string }) => {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(opts.prefix)) routes.push(route);
  });
  app.decorate('registeredRoutes', () =>
    routes.map((route) => ({
      method: methodsOf(route.method),
      url: route.url,
      scope: route.config?.routeScope ?? null,
      rateLimited: Boolean(route.config?.rateLimit),
    })),
  );
  app.addHook('onReady', async () => {
    const outside = app
      .registeredRoutes()
      .filter((route) => route.scope === null)
      .map((route) => `${route.method} ${route.url}`);
    if (outside.length > 0) {
      throw new Error(
        `Routes registered outside the route scopes (choose one in modules/index.ts): ${outside.join(', ')}`,
      );
    }
  });
});
