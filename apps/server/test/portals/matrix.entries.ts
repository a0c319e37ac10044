import { buildBusinessCompany, buildTag, multipart } from '../helpers/factories-content';
import { endpoint, type MatrixContext } from '../helpers/matrix';
import { rowOf, rowsOfWorkspace } from '../helpers/matrix-snapshots';
import { buildPortalLink, buildSubmission } from './helpers';

const managers = ['admin', 'manager'] as const;
const readers = ['admin', 'manager', 'user'] as const;
const uploaders = ['admin', 'manager', 'partner'] as const;

const linksOfA = (ctx: MatrixContext) => rowsOfWorkspace(ctx, 'portal_links');

/** Signed-in routes of the portals: submission links, the moderation queue, partner content. */
export const portalEntries = [
  endpoint({
    name: 'GET /portal-links/',
    allowed: managers,
    foreign: 'own',
    request: (_ctx, _none, { workspaceId }) => ({
      method: 'GET',
      url: `/api/v1/portal-links/?workspaceId=${workspaceId}`,
    }),
  }),
  endpoint({
    name: 'POST /portal-links/rotate/',
    allowed: managers,
    foreign: 'own',
    request: (_ctx, _none, { workspaceId }) => ({
      method: 'POST',
      url: '/api/v1/portal-links/rotate/',
      payload: { workspaceId, kind: 'events' },
    }),
    unchanged: linksOfA,
  }),
  endpoint({
    name: 'POST /portal-links/rotate/ (ad link of a company)',
    allowed: managers,
    foreign: 'notFound',
    prepare: ({ t, a }) => buildBusinessCompany(t.db, { workspaceId: a.workspace.id }),
    request: (_ctx, company, { workspaceId }) => ({
      method: 'POST',
      url: '/api/v1/portal-links/rotate/',
      payload: { workspaceId, kind: 'ads', businessCompanyId: company.id },
    }),
    unchanged: linksOfA,
    secrets: (_ctx, company) => [company.name],
  }),
  endpoint({
    name: 'POST /portal-links/revoke/',
    allowed: managers,
    foreign: 'notFound',
    prepare: ({ t, a }) => buildPortalLink(t, { workspaceId: a.workspace.id, kind: 'ugc' }),
    request: (_ctx, { link }, { workspaceId }) => ({
      method: 'POST',
      url: '/api/v1/portal-links/revoke/',
      payload: { workspaceId, linkId: link.id },
    }),
    unchanged: (ctx, { link }) => rowOf(ctx, 'portal_links', link.id),
    secrets: (_ctx, { token }) => [token],
  }),
  endpoint({
    name: 'GET /submissions/',
    allowed: readers,
    foreign: 'own',
    prepare: ({ t, a }) => buildSubmission(t.db, { workspaceId: a.workspace.id }),
    request: (_ctx, _sub, { workspaceId }) => ({
      method: 'GET',
      url: `/api/v1/submissions/?workspaceId=${workspaceId}`,
    }),
    secrets: (_ctx, sub) => [sub.title, sub.trackingId, sub.submitterEmail ?? ''],
  }),
  endpoint({
    name: 'POST /submissions/{id}/moderate/',
    allowed: readers,
    foreign: 'notFound',
    prepare: ({ t, a }) => buildSubmission(t.db, { workspaceId: a.workspace.id }),
    request: (_ctx, sub, { workspaceId }) => ({
      method: 'POST',
      url: `/api/v1/submissions/${sub.id}/moderate/`,
      payload: { workspaceId, action: 'reject', reason: 'Not for us' },
    }),
    unchanged: (ctx, sub) => rowOf(ctx, 'portal_submissions', sub.id),
    secrets: (_ctx, sub) => [sub.title, sub.trackingId, sub.submitterEmail ?? ''],
  }),
  endpoint({
    name: 'GET /partner-content/upload/',
    allowed: uploaders,
    foreign: 'own',
    prepare: ({ t, a }) => buildTag(t.db, { workspaceId: a.workspace.id }),
    request: (_ctx, _tag, { workspaceId }) => ({
      method: 'GET',
      url: `/api/v1/partner-content/upload/?workspace_id=${workspaceId}`,
    }),
    secrets: (_ctx, tag) => [tag.id, tag.name],
  }),
  endpoint({
    name: 'POST /partner-content/upload/',
    allowed: uploaders,
    success: 201,
    foreign: 'own',
    request: (_ctx, _none, { workspaceId }) => {
      const form = multipart({ workspaceId, title: 'From a partner', text: 'Hello' });
      return { method: 'POST', url: '/api/v1/partner-content/upload/', headers: form.headers, payload: form.payload };
    },
    unchanged: (ctx) => rowsOfWorkspace(ctx, 'portal_submissions'),
  }),
  endpoint({
    name: 'GET /partner-content/list/',
    allowed: uploaders,
    foreign: 'own',
    prepare: ({ t, a }) => buildSubmission(t.db, { workspaceId: a.workspace.id, submittedById: a.partner.id }),
    request: (_ctx, _sub, { workspaceId }) => ({
      method: 'GET',
      url: `/api/v1/partner-content/list/?workspaceId=${workspaceId}`,
    }),
    secrets: (_ctx, sub) => [sub.title, sub.trackingId],
  }),
  endpoint({
    name: 'DELETE /partner-content/delete/',
    allowed: uploaders,
    // Only the uploader's own: the partner withdraws it; an admin or manager of the business finds nothing.
    statusFor: { admin: 404, manager: 404 },
    foreign: 'notFound',
    prepare: ({ t, a }) => buildSubmission(t.db, { workspaceId: a.workspace.id, submittedById: a.partner.id }),
    request: (_ctx, sub, { workspaceId }) => ({
      method: 'DELETE',
      url: `/api/v1/partner-content/delete/?trackingId=${sub.trackingId}&workspaceId=${workspaceId}`,
    }),
    unchanged: (ctx, sub) => rowOf(ctx, 'portal_submissions', sub.id),
    secrets: (_ctx, sub) => [sub.title],
  }),
];
