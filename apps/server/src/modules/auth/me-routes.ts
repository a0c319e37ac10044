import { envelope, updateProfileBodySchema, userSchema } from '@newsletter-os/contracts';
import type { App, ModuleDeps } from '../../app';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { presentUser } from './presenter';
import { updateProfile } from './profile-service';

const tags = ['auth'];

/**
 * The signed-in user's own record. Not under the strict authentication rate limit: the client reads it on
 * every load, and it needs a valid access token anyway.
 */
export async function meRoutes(app: App, deps: ModuleDeps) {
  app.get(
    '/me',
    {
      onRequest: [app.authenticate],
      schema: { tags, summary: 'The signed-in user', response: { 200: envelope(userSchema) } },
    },
    // The authentication lookup already read the whole record: no second query.
    async (request) => ok(presentUser({ ...currentUser(request), isVerified: true })),
  );

  app.patch(
    '/me',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary: "Update the signed-in user's name and gender",
        body: updateProfileBodySchema,
        response: { 200: envelope(userSchema) },
      },
    },
    async (request) => {
      const data = await updateProfile(deps.db, currentUser(request).id, request.body);
      return ok(data, 'Profile updated.');
    },
  );
}
