import { DEFAULT_NEWSLETTER_STYLE } from '@newsletter-os/contracts';
import { sql } from 'drizzle-orm';
import { endpoint, type MatrixContext } from '../helpers/matrix';

const personalizationOfA = async ({ t, a }: MatrixContext) =>
  (await t.db.execute(sql`select * from personalizations where workspace_id = ${a.workspace.id}`)).rows;

export const personalizationEntries = [
  endpoint({
    name: 'GET /personalization/',
    allowed: ['admin', 'manager', 'user'],
    foreign: 'own',
    request: (_ctx, _none, { workspaceId }) => ({
      method: 'GET',
      url: `/api/v1/personalization/?workspaceId=${workspaceId}`,
    }),
  }),
  endpoint({
    name: 'POST /personalization/',
    allowed: ['admin', 'manager'],
    foreign: 'own',
    request: (_ctx, _none, { workspaceId }) => ({
      method: 'POST',
      url: '/api/v1/personalization/',
      payload: { workspaceId, ...DEFAULT_NEWSLETTER_STYLE, footerText: `Footer ${Math.random()}` },
    }),
    unchanged: personalizationOfA,
  }),
];
