import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { invitations } from '../../src/db/schema/index';
import { buildUser } from '../helpers/factories';
import { buildInvitation } from '../helpers/factories-tenancy';
import { endpoint, type MatrixContext } from '../helpers/matrix';
import { tenantA, userWithMemberships } from '../helpers/matrix-snapshots';

const unique = () => randomBytes(4).toString('hex');
/** A user of tenant A for requests that read, change or remove one. */
const freshUserOfA = ({ t, a }: MatrixContext) =>
  buildUser(t.db, { businessId: a.business.id, userType: 'user', workspaceIds: [a.workspace.id] });
const userSecrets = (_ctx: MatrixContext, user: { id: string; name: string; email: string }) => [
  user.id,
  user.name,
  user.email,
];
/** A pending invitation of tenant A, mailed long enough ago to be sent again. */
const pendingInvitationOfA = async ({ t, a }: MatrixContext) =>
  (await buildInvitation(t.db, { businessId: a.business.id, createdAt: new Date(Date.now() - 3_600_000) })).invitation;
const invitationRow = ({ t }: MatrixContext, invitation: { id: string }) =>
  t.db.select().from(invitations).where(eq(invitations.id, invitation.id));
const invitationSecrets = (_ctx: MatrixContext, invitation: { id: string; email: string }) => [
  invitation.id,
  invitation.email,
];
const userRow = (ctx: MatrixContext, user: { id: string }) => userWithMemberships(ctx, user.id);

export const userEntries = [
  endpoint({
    name: 'POST /invite-users/',
    allowed: ['admin', 'manager'],
    // Inviting into B's own workspace names nothing of A.
    foreign: 'own',
    prepare: async () => `invitee-${unique()}@example.com`,
    request: (_ctx, email, { workspaceId }) => ({
      method: 'POST',
      url: '/api/v1/invite-users/',
      payload: { emails: [email], userType: 'user', workspaces: [workspaceId] },
    }),
    unchanged: tenantA,
  }),
  endpoint({
    name: 'GET /users',
    allowed: ['admin', 'manager'],
    crossTenant: 'own',
    request: () => ({ method: 'GET', url: '/api/v1/users?page=1&pageSize=100' }),
  }),
  endpoint({
    name: 'GET /users/{id}/',
    allowed: ['admin', 'manager'],
    // The request names no workspace: A's user id is the record, whichever workspace the caller has.
    foreign: 'notFound',
    prepare: freshUserOfA,
    request: (_ctx, user) => ({ method: 'GET', url: `/api/v1/users/${user.id}/` }),
    secrets: userSecrets,
  }),
  endpoint({
    name: 'PUT /users/{id}/update/',
    allowed: ['admin', 'manager'],
    foreign: 'notFound',
    prepare: freshUserOfA,
    request: (_ctx, user, { workspaceId }) => ({
      method: 'PUT',
      url: `/api/v1/users/${user.id}/update/`,
      payload: { name: `Renamed ${unique()}`, gender: 'female', userType: 'partner', workspaces: [workspaceId] },
    }),
    unchanged: userRow,
    secrets: userSecrets,
  }),
  endpoint({
    name: 'DELETE /users/delete/',
    allowed: ['admin', 'manager'],
    foreign: 'notFound',
    prepare: freshUserOfA,
    request: (_ctx, user) => ({ method: 'DELETE', url: `/api/v1/users/delete/?userId=${user.id}` }),
    unchanged: userRow,
    secrets: userSecrets,
  }),
  endpoint({
    name: 'GET /invitations/',
    allowed: ['admin', 'manager'],
    crossTenant: 'own',
    request: () => ({ method: 'GET', url: '/api/v1/invitations/?page=1&pageSize=100' }),
  }),
  endpoint({
    name: 'POST /invitations/{id}/resend/',
    allowed: ['admin', 'manager'],
    foreign: 'notFound',
    prepare: pendingInvitationOfA,
    request: (_ctx, invitation) => ({ method: 'POST', url: `/api/v1/invitations/${invitation.id}/resend/` }),
    unchanged: invitationRow,
    secrets: invitationSecrets,
  }),
  endpoint({
    name: 'DELETE /invitations/{id}/',
    allowed: ['admin', 'manager'],
    foreign: 'notFound',
    prepare: pendingInvitationOfA,
    request: (_ctx, invitation) => ({ method: 'DELETE', url: `/api/v1/invitations/${invitation.id}/` }),
    unchanged: invitationRow,
    secrets: invitationSecrets,
  }),
];
