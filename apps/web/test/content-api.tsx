import type { FeedItem } from '@newsletter-os/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { useWorkspaceStore } from '../src/features/workspaces/store';
import { type ApiCall, type MockReply, mockApi, ok, signIn } from './helpers';

export const WORKSPACE_ID = '0b9c1f6e-2a3d-4e5f-8a7b-9c0d1e2f3a4b';
export const TAG_SPORTS = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';
export const TAG_ARTS = '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d';
export const COMPANY_ID = '3c2b1a0f-9e8d-4c7b-8a69-5f4e3d2c1b0a';

export const apiTags = [
  { tagId: TAG_SPORTS, name: 'Sports', color: '#ef4444', modelName: 'feed', modelType: 'content' },
  { tagId: TAG_ARTS, name: 'Arts', color: '#8b5cf6', modelName: 'feed', modelType: 'content' },
];

export function pageOf<T>(results: T[], page = 1, count = results.length, pageSize = 10) {
  return { results, count, page, pageSize, totalPages: Math.max(1, Math.ceil(count / pageSize)) };
}

let itemNumber = 0;

/** A content item as the API answers it. */
export function makeItem(overrides: Partial<FeedItem> = {}): FeedItem {
  itemNumber += 1;
  const id = `00000000-0000-4000-8000-${String(itemNumber).padStart(12, '0')}`;
  return {
    id,
    workspaceId: WORKSPACE_ID,
    feedType: 'rss',
    feedStatus: 'active',
    title: `Item ${itemNumber}`,
    summary: 'A short summary',
    content: null,
    link: 'https://news.example.org/story',
    imageUrl: null,
    author: null,
    publishedAt: '2026-05-01T09:00:00.000Z',
    source: 'Harbour News',
    tags: [],
    businessCompanyId: null,
    company: null,
    adStartsAt: null,
    adEndsAt: null,
    ctaUrl: null,
    placement: null,
    eventStartsAt: null,
    eventEndsAt: null,
    venue: null,
    address: null,
    latitude: null,
    longitude: null,
    price: null,
    ticketUrl: null,
    eventLocationId: null,
    distanceKm: null,
    submitterName: null,
    submitterEmail: null,
    createdById: null,
    createdAt: '2026-05-01T09:00:00.000Z',
    updatedAt: '2026-05-01T09:00:00.000Z',
    ...overrides,
  };
}

type Route = (config: ApiCall) => MockReply | undefined | Promise<MockReply | undefined>;

/**
 * Answers the content screens' calls through `fetch`: `route` first, then tags, companies and locations with
 * sensible defaults. Returns every request made.
 */
export function serveContentApi(route: Route) {
  return mockApi(async (config) => {
    const answer = await route(config);
    if (answer) return answer;
    if (config.url === '/tags/list') return ok(pageOf(apiTags, 1, apiTags.length, 100));
    if (config.url === '/business-companies/list/') return ok(pageOf([]));
    if (config.url === '/location-dropdown/') return ok([]);
    return { status: 404, data: { meta: { code: 0, message: `No mock for ${config.method} ${config.url}` } } };
  });
}

/**
 * Signs in as an admin (with a selected workspace unless told otherwise) and renders `ui` with a query client that
 * does not retry and a memory router at `path`: the harness of any feature's component test that needs no app route.
 */
export function renderContent(
  ui: ReactNode,
  { path = '/content-manager', selectWorkspace = true }: { path?: string; selectWorkspace?: boolean } = {},
) {
  signIn();
  useWorkspaceStore
    .getState()
    .setSelectedWorkspace(
      selectWorkspace
        ? { workspaceId: WORKSPACE_ID, name: 'Harbour Weekly', brand: null, logo: null, publicationId: null }
        : null,
    );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The calls made to one path (any method unless given). */
export function callsTo(calls: ApiCall[], url: string, method?: string) {
  return calls.filter((call) => call.url === url && (!method || call.method === method));
}
