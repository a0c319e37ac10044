import {
  changePasswordBodySchema,
  codeSentSchema,
  emptyEnvelopeSchema,
  envelope,
  forgetPasswordBodySchema,
  resetPasswordBodySchema,
  sessionSchema,
} from '@newsletter-os/contracts';
import type { App, ModuleDeps } from '../../deps';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { authRateLimit } from '../../plugins/rate-limit';
import { changePassword, forgetPassword, resetPassword } from './password-service';

const tags = ['auth'];

/** Forgotten passwords: registered in the public scope. */
export async function passwordRoutes(app: App, deps: ModuleDeps) {
  const config = authRateLimit(deps.config.AUTH_RATE_LIMIT_MAX);

  app.post(
    '/forget-password',
    {
      config,
      schema: {
        tags,
        summary: 'Mail a password reset code (same answer whether or not the email has an account)',
        body: forgetPasswordBodySchema,
        response: { 200: envelope(codeSentSchema) },
      },
    },
    async (request) => {
      const data = await forgetPassword(deps, request.body);
      return ok(data, 'If an account exists for this email, we have sent a code to reset the password.');
    },
  );

  app.post(
    '/reset-password',
    {
      config,
      schema: {
        tags,
        summary: 'Set a new password with the mailed code; ends every session',
        body: resetPasswordBodySchema,
        response: { 200: emptyEnvelopeSchema },
      },
    },
    async (request) => {
      await resetPassword(deps, request.body);
      return ok(null, 'Your password has been reset. Please login with your new password.');
    },
  );
}

/** Changing the password of the signed-in user: registered in the authenticated scope. */
export async function changePasswordRoutes(app: App, deps: ModuleDeps) {
  const config = authRateLimit(deps.config.AUTH_RATE_LIMIT_MAX);

  app.post(
    '/change-password',
    {
      config,
      schema: {
        tags,
        summary: 'Change the password; ends the other sessions and answers a fresh one for this client',
        body: changePasswordBodySchema,
        response: { 200: envelope(sessionSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const data = await changePassword(deps, user.id, request.body);
      return ok(data, 'Your password has been changed. Other sessions have been logged out.');
    },
  );
}
