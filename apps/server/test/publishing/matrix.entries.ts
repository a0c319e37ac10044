import { eq } from 'drizzle-orm';
import { publishingDestinations } from '../../src/db/schema/index';
import { endpoint, type MatrixContext } from '../helpers/matrix';
import { FAKE_KIT_KEY, storeDestination } from './helpers';

const destinationOfA = ({ t, a }: MatrixContext) =>
  t.db.select().from(publishingDestinations).where(eq(publishingDestinations.workspaceId, a.workspace.id));

export const publishingEntries = [
  endpoint({
    name: 'GET /publishing-destination/',
    allowed: ['admin', 'manager'],
    foreign: 'own',
    prepare: async ({ t, a }) => storeDestination(t, a.workspace.id, 'kit'),
    request: (_ctx, _none, { workspaceId }) => ({
      method: 'GET',
      url: `/api/v1/publishing-destination/?workspaceId=${workspaceId}`,
    }),
    secrets: () => [FAKE_KIT_KEY],
  }),
  endpoint({
    name: 'PUT /publishing-destination/',
    allowed: ['admin', 'manager'],
    foreign: 'own',
    prepare: async ({ t, a }) => storeDestination(t, a.workspace.id, 'kit'),
    request: (_ctx, _none, { workspaceId }) => ({
      method: 'PUT',
      url: '/api/v1/publishing-destination/',
      payload: { workspaceId, kind: 'export' },
    }),
    unchanged: destinationOfA,
    secrets: () => [FAKE_KIT_KEY],
  }),
  endpoint({
    name: 'GET /publishing-destination/figures/',
    allowed: ['admin', 'manager', 'user'],
    foreign: 'own',
    prepare: async ({ t, a }) => storeDestination(t, a.workspace.id, 'kit'),
    request: (_ctx, _none, { workspaceId }) => ({
      method: 'GET',
      url: `/api/v1/publishing-destination/figures/?workspaceId=${workspaceId}`,
    }),
    secrets: () => [FAKE_KIT_KEY],
  }),
];
