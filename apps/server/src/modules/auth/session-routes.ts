import {
  emptyEnvelopeSchema,
  envelope,
  loginBodySchema,
  logoutBodySchema,
  refreshTokenBodySchema,
  refreshTokenResponseSchema,
  sessionSchema,
} from '@newsletter-os/contracts';
import type { App, ModuleDeps } from '../../deps';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { authRateLimit } from '../../plugins/rate-limit';
import { login, logout, refreshSession } from './login-service';

const tags = ['auth'];

/** Signing in and refreshing: registered in the public scope. */
export async function sessionRoutes(app: App, deps: ModuleDeps) {
  const config = authRateLimit(deps.config.AUTH_RATE_LIMIT_MAX);

  app.post(
    '/login',
    {
      config,
      schema: { tags, summary: 'Log in', body: loginBodySchema, response: { 200: envelope(sessionSchema) } },
    },
    async (request) => {
      const data = await login(deps, request.body);
      return ok(data, 'Logged in successfully.');
    },
  );

  app.post(
    '/refresh-token',
    {
      config,
      schema: {
        tags,
        summary: 'Trade a refresh token for a new pair (each refresh token works once)',
        body: refreshTokenBodySchema,
        response: { 200: envelope(refreshTokenResponseSchema) },
      },
    },
    async (request) => {
      const data = await refreshSession(deps, request.body.refreshToken);
      return ok(data, 'Token refreshed.');
    },
  );
}

/** Ending a session needs the session: registered in the authenticated scope. */
export async function logoutRoutes(app: App, deps: ModuleDeps) {
  const config = authRateLimit(deps.config.AUTH_RATE_LIMIT_MAX);

  app.post(
    '/logout',
    {
      config,
      schema: {
        tags,
        summary: "Log out: ends the given refresh token's session",
        // The body may be left out entirely.
        body: logoutBodySchema.nullish(),
        response: { 200: emptyEnvelopeSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await logout(deps, user.id, request.body?.refreshToken);
      return ok(null, 'You have been logged out.');
    },
  );
}
