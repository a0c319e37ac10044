import { buildBusinessCompany } from '../helpers/factories-content';
import { endpoint, type MatrixContext } from '../helpers/matrix';
import { rowOf, rowsOfWorkspace } from '../helpers/matrix-snapshots';

const writers = ['admin', 'manager'] as const;
const readers = ['admin', 'manager', 'user'] as const;
const companyRow = (ctx: MatrixContext, company: { id: string }) => rowOf(ctx, 'business_companies', company.id);

export const businessCompanyEntries = [
  endpoint({
    name: 'POST /business-companies/',
    allowed: writers,
    success: 201,
    foreign: 'own',
    request: (_ctx, _none, { workspaceId }) => ({
      method: 'POST',
      url: '/api/v1/business-companies/',
      payload: { workspaceId, name: 'New advertiser' },
    }),
    unchanged: (ctx) => rowsOfWorkspace(ctx, 'business_companies'),
  }),
  endpoint({
    name: 'GET /business-companies/list/',
    allowed: readers,
    foreign: 'own',
    prepare: ({ t, a }) => buildBusinessCompany(t.db, { workspaceId: a.workspace.id }),
    request: (_ctx, _company, { workspaceId }) => ({
      method: 'GET',
      url: `/api/v1/business-companies/list/?workspaceId=${workspaceId}`,
    }),
    secrets: (_ctx, company) => [company.id, company.name],
  }),
  endpoint({
    name: 'GET /business-companies/{id}/',
    allowed: readers,
    foreign: 'notFound',
    prepare: ({ t, a }) => buildBusinessCompany(t.db, { workspaceId: a.workspace.id }),
    request: (_ctx, company, { workspaceId }) => ({
      method: 'GET',
      url: `/api/v1/business-companies/${company.id}/?workspaceId=${workspaceId}`,
    }),
    secrets: (_ctx, company) => [company.name],
  }),
  endpoint({
    name: 'PUT /business-companies/{id}/update/',
    allowed: writers,
    foreign: 'notFound',
    prepare: ({ t, a }) => buildBusinessCompany(t.db, { workspaceId: a.workspace.id }),
    request: (_ctx, company, { workspaceId }) => ({
      method: 'PUT',
      url: `/api/v1/business-companies/${company.id}/update/`,
      payload: { workspaceId, website: 'https://new.example' },
    }),
    unchanged: companyRow,
    secrets: (_ctx, company) => [company.name],
  }),
  endpoint({
    name: 'DELETE /business-companies/{id}/delete/',
    allowed: writers,
    foreign: 'notFound',
    prepare: ({ t, a }) => buildBusinessCompany(t.db, { workspaceId: a.workspace.id }),
    request: (_ctx, company, { workspaceId }) => ({
      method: 'DELETE',
      url: `/api/v1/business-companies/${company.id}/delete/?workspaceId=${workspaceId}`,
    }),
    unchanged: companyRow,
    secrets: (_ctx, company) => [company.name],
  }),
  endpoint({
    name: 'POST /business-companies/{id}/merge/',
    allowed: writers,
    foreign: 'notFound',
    prepare: async ({ t, a }) => {
      const merged = await buildBusinessCompany(t.db, { workspaceId: a.workspace.id, name: 'harbor COFFEE' });
      const kept = await buildBusinessCompany(t.db, { workspaceId: a.workspace.id, name: 'Harbor Coffee' });
      return { id: merged.id, name: merged.name, keptId: kept.id };
    },
    request: (_ctx, company, { workspaceId }) => ({
      method: 'POST',
      url: `/api/v1/business-companies/${company.id}/merge/`,
      payload: { workspaceId, intoId: company.keptId },
    }),
    unchanged: companyRow,
    secrets: (_ctx, company) => [company.name],
  }),
];
