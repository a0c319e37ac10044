import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  apiTags,
  callsTo,
  makeItem,
  pageOf,
  renderContent,
  serveContentApi,
  TAG_SPORTS,
  WORKSPACE_ID,
} from '../../../test/content-api';
import { bodyOf, ok } from '../../../test/helpers';
import { ContentManagerPage } from './ContentManagerPage';

const listCalls = (calls: Parameters<typeof callsTo>[0]) => callsTo(calls, '/feeds/list/', 'get');
const lastParams = (calls: Parameters<typeof callsTo>[0]) => listCalls(calls).at(-1)?.params;

describe('content list', () => {
  it('asks for the first page of active RSS items of the selected workspace', async () => {
    const items = [makeItem({ title: 'Harbour reopens' }), makeItem({ title: 'Council meets' })];
    const calls = serveContentApi((config) => (config.url === '/feeds/list/' ? ok(pageOf(items)) : undefined));
    renderContent(<ContentManagerPage />);

    expect(await screen.findByRole('heading', { name: 'Harbour reopens' })).toBeInTheDocument();
    expect(lastParams(calls)).toEqual({
      workspaceId: WORKSPACE_ID,
      page: '1',
      pageSize: '10',
      feedStatus: 'active',
      feedType: 'rss',
    });
  });

  it('uses the workspaceId query parameter while no workspace is selected', async () => {
    const other = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
    const calls = serveContentApi((config) => (config.url === '/feeds/list/' ? ok(pageOf([makeItem()])) : undefined));
    renderContent(<ContentManagerPage />, { path: `/content-manager?workspaceId=${other}`, selectWorkspace: false });
    await screen.findByRole('heading', { name: /^Item/ });
    expect(lastParams(calls)?.workspaceId).toBe(other);
  });

  it('asks to choose a newsletter when there is no workspace at all', async () => {
    const calls = serveContentApi(() => undefined);
    renderContent(<ContentManagerPage />, { selectWorkspace: false });
    expect(screen.getByRole('heading', { name: 'No newsletter selected' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends each filter under its API name and goes back to page 1', async () => {
    const user = userEvent.setup();
    const items = Array.from({ length: 10 }, () => makeItem());
    const calls = serveContentApi((config) =>
      config.url === '/feeds/list/' ? ok(pageOf(items, Number(config.params.page), 25)) : undefined,
    );
    renderContent(<ContentManagerPage />);
    await screen.findByText('Showing 1–10 of 25 items');

    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(lastParams(calls)?.page).toBe('2'));

    await user.selectOptions(screen.getByLabelText('Status'), 'archived');
    await waitFor(() => expect(lastParams(calls)).toMatchObject({ feedStatus: 'archived', page: '1' }));

    await user.selectOptions(screen.getByLabelText('Sort by'), 'title');
    await waitFor(() => expect(lastParams(calls)).toMatchObject({ sort_by: 'title' }));

    await screen.findByRole('option', { name: 'Sports' });
    await user.selectOptions(screen.getByLabelText('Tag'), 'Sports');
    await waitFor(() => expect(lastParams(calls)).toMatchObject({ tagId: TAG_SPORTS }));

    await user.type(screen.getByLabelText('From'), '2026-05-01');
    await user.type(screen.getByLabelText('To'), '2026-05-31');
    await waitFor(() =>
      expect(lastParams(calls)).toMatchObject({
        start_date: '2026-05-01',
        end_date: '2026-05-31',
        feedStatus: 'archived',
        sort_by: 'title',
        tagId: TAG_SPORTS,
        page: '1',
      }),
    );
  });

  it('debounces the search: one request with the whole term, none for the partial ones', async () => {
    const user = userEvent.setup();
    const calls = serveContentApi((config) => (config.url === '/feeds/list/' ? ok(pageOf([makeItem()])) : undefined));
    renderContent(<ContentManagerPage />);
    await screen.findByRole('heading', { name: /^Item/ });
    const before = listCalls(calls).length;

    await user.type(screen.getByLabelText('Search'), 'harbour');
    // Typing is done, but the 300 ms have not passed yet.
    expect(listCalls(calls)).toHaveLength(before);

    await waitFor(() => expect(lastParams(calls)?.search_param).toBe('harbour'));
    const searches = listCalls(calls)
      .map((call) => call.params.search_param)
      .filter(Boolean);
    expect(searches).toEqual(['harbour']);
  });

  it('uses the events list with the location and distance filters on the Events tab', async () => {
    const user = userEvent.setup();
    const locationId = '6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d';
    const calls = serveContentApi((config) => {
      if (config.url === '/events/list/') return ok(pageOf([makeItem({ feedType: 'events', title: 'Regatta' })]));
      if (config.url === '/location-dropdown/') return ok([{ id: locationId, name: 'Harbour town' }]);
      return undefined;
    });
    renderContent(<ContentManagerPage initialTab="events" />);
    await screen.findByRole('heading', { name: 'Regatta' });
    expect(callsTo(calls, '/events/list/').at(-1)?.params.feedType).toBeUndefined();

    await user.click(screen.getByRole('button', { name: /Locations/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'Harbour town' }));
    await user.keyboard('{Escape}');
    await user.type(screen.getByLabelText('Distance (km)'), '15');
    await waitFor(() =>
      expect(callsTo(calls, '/events/list/').at(-1)?.params).toMatchObject({
        location: JSON.stringify([locationId]),
        distance: '15',
      }),
    );
  });

  it('archives the selected items in one call with their ids', async () => {
    const user = userEvent.setup();
    const items = [makeItem({ title: 'First' }), makeItem({ title: 'Second' }), makeItem({ title: 'Third' })];
    const calls = serveContentApi((config) => {
      if (config.url === '/feeds/list/' && config.method === 'get') return ok(pageOf(items));
      if (config.url === '/feeds/list/' && config.method === 'post') {
        return ok({ updated: 2, ids: [items[0]?.id, items[2]?.id] }, '2 items updated');
      }
      return undefined;
    });
    renderContent(<ContentManagerPage />);
    await screen.findByRole('heading', { name: 'First' });
    const getsBefore = listCalls(calls).length;

    await user.click(screen.getByRole('checkbox', { name: 'Select First' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Third' }));
    const toolbar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(within(toolbar).getByText('2 items selected')).toBeInTheDocument();
    await user.click(within(toolbar).getByRole('button', { name: 'Archive' }));

    await waitFor(() => expect(callsTo(calls, '/feeds/list/', 'post')).toHaveLength(1));
    const post = callsTo(calls, '/feeds/list/', 'post')[0];
    expect(post && bodyOf(post)).toEqual({
      workspaceId: WORKSPACE_ID,
      ids: [items[0]?.id, items[2]?.id],
      feedStatus: 'archived',
    });
    // The list reloads and the selection is gone.
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(getsBefore));
    await waitFor(() => expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).not.toBeInTheDocument());
  });

  it('tags the selected items through the bulk tag menu', async () => {
    const user = userEvent.setup();
    const items = [makeItem({ title: 'Match report' })];
    const calls = serveContentApi((config) => {
      if (config.url === '/feeds/list/' && config.method === 'get') return ok(pageOf(items));
      if (config.url === '/feeds/list/') return ok({ updated: 1, ids: [items[0]?.id] }, '1 items updated');
      return undefined;
    });
    renderContent(<ContentManagerPage />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select Match report' }));
    await user.click(screen.getByRole('button', { name: /Add tag/ }));
    await user.click(await screen.findByRole('menuitem', { name: apiTags[0]?.name }));
    await waitFor(() => expect(callsTo(calls, '/feeds/list/', 'post')).toHaveLength(1));
    const post = callsTo(calls, '/feeds/list/', 'post')[0];
    expect(post && bodyOf(post)).toEqual({ workspaceId: WORKSPACE_ID, ids: [items[0]?.id], addTagIds: [TAG_SPORTS] });
  });

  it('renders hostile titles and summaries as inert text', async () => {
    const hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';
    serveContentApi((config) =>
      config.url === '/feeds/list/'
        ? ok(pageOf([makeItem({ title: hostile, summary: hostile, link: 'javascript:alert(1)' })]))
        : undefined,
    );
    const { container } = renderContent(<ContentManagerPage />);
    expect(await screen.findByRole('heading', { name: hostile })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.querySelector('a[href^="javascript:"]')).toBeNull();
  });

  it('shows the empty state, and the error state with a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    serveContentApi((config) => {
      if (config.url !== '/feeds/list/') return undefined;
      return fail ? { status: 500, data: { meta: { code: 0, message: 'Database unavailable' } } } : ok(pageOf([]));
    });
    renderContent(<ContentManagerPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No RSS items yet' })).toBeInTheDocument();
  });

  it('opens on the Ads tab for /Ads and filters by company', async () => {
    const user = userEvent.setup();
    const companyId = '3c2b1a0f-9e8d-4c7b-8a69-5f4e3d2c1b0a';
    const calls = serveContentApi((config) => {
      if (config.url === '/feeds/list/') return ok(pageOf([]));
      if (config.url === '/business-companies/list/') {
        return ok(
          pageOf([
            {
              id: companyId,
              workspaceId: WORKSPACE_ID,
              name: 'Harbour Bakery',
              logo: null,
              website: null,
              contactName: null,
              contactEmail: null,
              contactPhone: null,
              adCount: 2,
              fromPublicForm: false,
              createdAt: '2026-05-01T09:00:00.000Z',
            },
          ]),
        );
      }
      return undefined;
    });
    renderContent(<ContentManagerPage initialTab="ads" />, { path: '/Ads' });
    expect(screen.getByRole('tab', { name: 'Ads' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(lastParams(calls)).toMatchObject({ feedType: 'ads' }));
    await screen.findByRole('option', { name: 'Harbour Bakery' });
    await user.selectOptions(screen.getByLabelText('Company'), 'Harbour Bakery');
    await waitFor(() => expect(lastParams(calls)).toMatchObject({ feedType: 'ads', businessCompanyId: companyId }));
  });
});
