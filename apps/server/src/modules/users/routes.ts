import {
  businessUserSchema,
  deleteBusinessUserBodySchema,
  deleteBusinessUserSchema,
  emptyEnvelopeSchema,
  envelope,
  pageQuerySchema,
  paginated,
  updateBusinessUserBodySchema,
  userIdParamsSchema,
} from '@newsletter-os/contracts';
import type { App, ModuleDeps } from '../../deps';
import { badRequest } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { getBusinessUser, listBusinessUsers, removeUserFromBusiness, updateUserInBusiness } from './service';

const tags = ['users'];

export async function userRoutes(app: App, deps: ModuleDeps) {
  app.get(
    '/users',
    {
      schema: {
        tags,
        summary: "The business's users with their workspaces (admins and managers)",
        querystring: pageQuerySchema,
        response: { 200: envelope(paginated(businessUserSchema)) },
      },
    },
    async (request) => ok(await listBusinessUsers(deps.db, currentUser(request), request.query)),
  );

  app.get(
    '/users/:id',
    {
      schema: {
        tags,
        summary: 'One user of the business',
        params: userIdParamsSchema,
        response: { 200: envelope(businessUserSchema) },
      },
    },
    async (request) => ok(await getBusinessUser(deps.db, currentUser(request), request.params.id)),
  );

  app.put(
    '/users/:id/update',
    {
      schema: {
        tags,
        summary: 'Change name, gender, user type and workspaces of a user of the business',
        params: userIdParamsSchema,
        body: updateBusinessUserBodySchema,
        response: { 200: envelope(businessUserSchema) },
      },
    },
    async (request) =>
      ok(await updateUserInBusiness(deps.db, currentUser(request), request.params.id, request.body), 'User updated'),
  );

  app.delete(
    '/users/delete',
    {
      schema: {
        tags,
        summary: 'Remove a user from the business (userId in the query or the body); their sessions end at once',
        querystring: deleteBusinessUserSchema.partial(),
        body: deleteBusinessUserBodySchema,
        response: { 200: emptyEnvelopeSchema },
      },
    },
    async (request) => {
      const userId = request.query.userId ?? request.body?.userId;
      if (!userId) throw badRequest('userId: userId is required', 'userId');
      await removeUserFromBusiness(deps.db, currentUser(request), userId);
      return ok(null, 'User removed');
    },
  );
}
