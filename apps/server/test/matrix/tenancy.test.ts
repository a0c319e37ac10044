import { randomBytes } from 'node:crypto';
import { buildUser } from '../helpers/factories';
import { describeMatrix, endpoint, type MatrixContext } from '../helpers/matrix';

const unique = () => randomBytes(4).toString('hex');
/** A user of tenant A for requests that read, change or remove one. */
const freshUserOfA = ({ t, a }: MatrixContext) =>
  buildUser(t.db, { businessId: a.business.id, userType: 'user', workspaceIds: [a.workspace.id] });
const userSecrets = (_ctx: MatrixContext, user: { id: string; name: string; email: string }) => [
  user.id,
  user.name,
  user.email,
];

describeMatrix('businesses, workspaces and brands: roles and tenants', [
  endpoint({
    name: 'POST /business-register/',
    // Everyone in the matrix already has a business.
    allowed: [],
    statusFor: { admin: 409, manager: 409, user: 409, partner: 409 },
    crossTenant: 'own',
    request: () => ({ method: 'POST', url: '/api/v1/business-register/', payload: { name: `Biz ${unique()}` } }),
  }),
  endpoint({
    name: 'POST /workspace-register/',
    allowed: ['admin', 'manager'],
    success: 201,
    crossTenant: 'own',
    request: () => ({
      method: 'POST',
      url: '/api/v1/workspace-register/',
      payload: { workspaces: [`Letter ${unique()}`] },
    }),
  }),
  endpoint({
    name: 'GET /workspaces/',
    allowed: ['admin', 'manager', 'user', 'partner'],
    crossTenant: 'own',
    request: () => ({ method: 'GET', url: '/api/v1/workspaces/?page=1&pageSize=50' }),
  }),
  endpoint({
    name: 'GET /workspaces/business/',
    allowed: ['admin', 'manager'],
    crossTenant: 'own',
    request: () => ({ method: 'GET', url: '/api/v1/workspaces/business/?page=1&pageSize=50' }),
  }),
  endpoint({
    name: 'GET /get-workspaces-brands',
    allowed: ['admin', 'manager', 'user', 'partner'],
    request: ({ a }) => ({ method: 'GET', url: `/api/v1/get-workspaces-brands?workspaceId=${a.workspace.id}` }),
  }),
  endpoint({
    name: 'POST /update-workspaces-brands/',
    allowed: ['admin', 'manager'],
    request: ({ a }) => ({
      method: 'POST',
      url: '/api/v1/update-workspaces-brands/',
      payload: { workspaceId: a.workspace.id, brandName: `Brand ${unique()}`, brandColor: '#112233' },
    }),
  }),
  endpoint({
    name: 'POST /sync-workspace-publication-id/',
    allowed: ['admin', 'manager'],
    request: ({ a }) => ({
      method: 'POST',
      url: '/api/v1/sync-workspace-publication-id/',
      payload: { workspaceId: a.workspace.id, publicationId: `pub_${unique()}` },
    }),
  }),
]);

describeMatrix('users and invitations: roles and tenants', [
  endpoint({
    name: 'POST /invite-users/',
    allowed: ['admin', 'manager'],
    prepare: async () => `invitee-${unique()}@example.com`,
    request: ({ a }, email) => ({
      method: 'POST',
      url: '/api/v1/invite-users/',
      payload: { emails: [email], userType: 'user', workspaces: [a.workspace.id] },
    }),
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
    prepare: freshUserOfA,
    request: (_ctx, user) => ({ method: 'GET', url: `/api/v1/users/${user.id}/` }),
    secrets: userSecrets,
  }),
  endpoint({
    name: 'PUT /users/{id}/update/',
    allowed: ['admin', 'manager'],
    prepare: freshUserOfA,
    request: ({ a }, user) => ({
      method: 'PUT',
      url: `/api/v1/users/${user.id}/update/`,
      payload: { name: `Renamed ${unique()}`, gender: 'female', userType: 'partner', workspaces: [a.workspace.id] },
    }),
    secrets: userSecrets,
  }),
  endpoint({
    name: 'DELETE /users/delete/',
    allowed: ['admin', 'manager'],
    prepare: freshUserOfA,
    request: (_ctx, user) => ({ method: 'DELETE', url: `/api/v1/users/delete/?userId=${user.id}` }),
    secrets: userSecrets,
  }),
]);
