import { randomBytes } from 'node:crypto';
import { endpoint, type MatrixContext } from '../helpers/matrix';
import { rowOf, tenantA } from '../helpers/matrix-snapshots';

const unique = () => randomBytes(4).toString('hex');
const workspaceOfA = (ctx: MatrixContext) => rowOf(ctx, 'workspaces', ctx.a.workspace.id);

export const workspaceEntries = [
  endpoint({
    name: 'POST /business-register/',
    // Everyone in the matrix already has a business.
    allowed: [],
    statusFor: { admin: 409, manager: 409, user: 409, partner: 409 },
    crossTenant: 'own',
    request: () => ({ method: 'POST', url: '/api/v1/business-register/', payload: { name: `Biz ${unique()}` } }),
    unchanged: tenantA,
  }),
  endpoint({
    name: 'GET /business/',
    allowed: ['admin', 'manager'],
    // The business is the caller's own: B reads B's.
    crossTenant: 'own',
    request: () => ({ method: 'GET', url: '/api/v1/business/' }),
  }),
  endpoint({
    name: 'PUT /business/',
    allowed: ['admin', 'manager'],
    crossTenant: 'own',
    request: () => ({
      method: 'PUT',
      url: '/api/v1/business/',
      payload: { name: `Biz ${unique()}`, website: 'millbrook.example' },
    }),
    unchanged: tenantA,
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
    unchanged: tenantA,
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
    foreign: 'own',
    request: (_ctx, _none, { workspaceId }) => ({
      method: 'GET',
      url: `/api/v1/get-workspaces-brands?workspaceId=${workspaceId}`,
    }),
  }),
  endpoint({
    name: 'POST /update-workspaces-brands/',
    allowed: ['admin', 'manager'],
    foreign: 'own',
    request: (_ctx, _none, { workspaceId }) => ({
      method: 'POST',
      url: '/api/v1/update-workspaces-brands/',
      payload: { workspaceId, brandName: `Brand ${unique()}`, brandColor: '#112233' },
    }),
    unchanged: workspaceOfA,
  }),
  endpoint({
    name: 'POST /sync-workspace-publication-id/',
    allowed: ['admin', 'manager'],
    foreign: 'own',
    request: (_ctx, _none, { workspaceId }) => ({
      method: 'POST',
      url: '/api/v1/sync-workspace-publication-id/',
      payload: { workspaceId, publicationId: `pub_${unique()}` },
    }),
    unchanged: workspaceOfA,
  }),
];
