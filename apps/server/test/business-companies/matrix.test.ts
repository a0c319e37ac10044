import { buildBusinessCompany } from '../helpers/factories-content';
import { describeMatrix, endpoint } from '../helpers/matrix';

const writers = ['admin', 'manager'] as const;
const readers = ['admin', 'manager', 'user'] as const;

describeMatrix('business companies: roles and tenants', [
  endpoint({
    name: 'POST /business-companies/',
    allowed: writers,
    success: 201,
    request: ({ a }) => ({
      method: 'POST',
      url: '/api/v1/business-companies/',
      payload: { workspaceId: a.workspace.id, name: 'New advertiser' },
    }),
  }),
  endpoint({
    name: 'GET /business-companies/list/',
    allowed: readers,
    prepare: ({ t, a }) => buildBusinessCompany(t.db, { workspaceId: a.workspace.id }),
    request: ({ a }) => ({ method: 'GET', url: `/api/v1/business-companies/list/?workspaceId=${a.workspace.id}` }),
    secrets: (_ctx, company) => [company.id, company.name],
  }),
  endpoint({
    name: 'GET /business-companies/{id}/',
    allowed: readers,
    prepare: ({ t, a }) => buildBusinessCompany(t.db, { workspaceId: a.workspace.id }),
    request: ({ a }, company) => ({
      method: 'GET',
      url: `/api/v1/business-companies/${company.id}/?workspaceId=${a.workspace.id}`,
    }),
    secrets: (_ctx, company) => [company.name],
  }),
  endpoint({
    name: 'PUT /business-companies/{id}/update/',
    allowed: writers,
    prepare: ({ t, a }) => buildBusinessCompany(t.db, { workspaceId: a.workspace.id }),
    request: ({ a }, company) => ({
      method: 'PUT',
      url: `/api/v1/business-companies/${company.id}/update/`,
      payload: { workspaceId: a.workspace.id, website: 'https://new.example' },
    }),
    secrets: (_ctx, company) => [company.name],
  }),
  endpoint({
    name: 'DELETE /business-companies/{id}/delete/',
    allowed: writers,
    prepare: ({ t, a }) => buildBusinessCompany(t.db, { workspaceId: a.workspace.id }),
    request: ({ a }, company) => ({
      method: 'DELETE',
      url: `/api/v1/business-companies/${company.id}/delete/?workspaceId=${a.workspace.id}`,
    }),
    secrets: (_ctx, company) => [company.name],
  }),
]);
