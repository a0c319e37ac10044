import { businessRegisterBodySchema, businessRegisterResponseSchema, envelope } from '@newsletter-os/contracts';
import type { App, ModuleDeps } from '../../deps';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { registerBusiness } from './service';

export async function businessRoutes(app: App, deps: ModuleDeps) {
  app.post(
    '/business-register',
    {
      schema: {
        tags: ['businesses'],
        summary: 'Create the business of a signed-in user who has none; the user becomes its admin',
        body: businessRegisterBodySchema,
        response: { 201: envelope(businessRegisterResponseSchema) },
      },
    },
    async (request, reply) => {
      const result = await registerBusiness(deps.db, currentUser(request), request.body);
      return reply.status(201).send(ok(result, 'Business registered'));
    },
  );
}
