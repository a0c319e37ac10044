import {
  codeSentSchema,
  envelope,
  registerBodySchema,
  resendOtpBodySchema,
  sessionSchema,
  verifyOtpBodySchema,
} from '@newsletter-os/contracts';
import type { App, ModuleDeps } from '../../deps';
import { ok } from '../../lib/reply';
import { authRateLimit } from '../../plugins/rate-limit';
import { register, resendCode, verifyAccount } from './registration-service';

const tags = ['auth'];

export async function registrationRoutes(app: App, deps: ModuleDeps) {
  const config = authRateLimit(deps.config.AUTH_RATE_LIMIT_MAX);

  app.post(
    '/register',
    {
      config,
      schema: {
        tags,
        summary: 'Create an account and mail a verification code',
        body: registerBodySchema,
        response: { 201: envelope(codeSentSchema) },
      },
    },
    async (request, reply) => {
      // The same answer for every address: new, unverified or taken (see register).
      const data = await register(deps, request.body);
      reply.status(201);
      return ok(data, 'We have sent a 6-digit code to your email.');
    },
  );

  app.post(
    '/resend-otp',
    {
      config,
      schema: {
        tags,
        summary: 'Mail a new code (verify the account, or reset the password)',
        body: resendOtpBodySchema,
        response: { 200: envelope(codeSentSchema) },
      },
    },
    async (request) => {
      const data = await resendCode(deps, request.body);
      return ok(data, 'If this email needs a code, a new one is on its way.');
    },
  );

  app.post(
    '/verify-otp',
    {
      config,
      schema: {
        tags,
        summary: 'Verify the account with the mailed code; answers a session like login',
        body: verifyOtpBodySchema,
        response: { 200: envelope(sessionSchema) },
      },
    },
    async (request) => {
      const data = await verifyAccount(deps, request.body);
      return ok(data, 'Your email address has been verified.');
    },
  );
}
