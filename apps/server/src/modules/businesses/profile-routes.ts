import { businessSchema, envelope, updateBusinessBodySchema } from '@newsletter-os/contracts';
import type { App, ModuleDeps } from '../../deps';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { businessProfile, updateBusinessProfile } from './profile-service';

const tags = ['businesses'];

/** The caller's business details (Settings → Business). Authenticated scope; the business is the caller's own. */
export async function businessProfileRoutes(app: App, { db }: ModuleDeps) {
  app.get(
    '/business',
    {
      schema: {
        tags,
        summary: "The caller's business details (admins and managers)",
        response: { 200: envelope(businessSchema) },
      },
    },
    async (request) => ok(await businessProfile(db, currentUser(request))),
  );

  app.put(
    '/business',
    {
      schema: {
        tags,
        summary: "Edit the caller's business details (admins and managers); a website without scheme gets https://",
        body: updateBusinessBodySchema,
        response: { 200: envelope(businessSchema) },
      },
    },
    async (request) => ok(await updateBusinessProfile(db, currentUser(request), request.body), 'Business updated'),
  );
}
