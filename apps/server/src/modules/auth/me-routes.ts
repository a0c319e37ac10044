import { envelope, updateProfileBodySchema, userSchema } from '@newsletter-os/contracts';
import type { App, ModuleDeps } from '../../deps';
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
      schema: { tags, summary: 'The signed-in user', response: { 200: envelope(userSchema) } },
      // Read on every page load. presentUser builds exactly the fields of userSchema (the schema still documents
      // the route), so the answer is written without walking the schema again: a measured share of the request.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    // The authentication lookup already read the whole record: no second query.
    async (request) => ok(presentUser({ ...currentUser(request), isVerified: true })),
  );

  app.patch(
    '/me',
    {
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
