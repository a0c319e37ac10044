import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeWorkspace, mockServer, pageOf, resetAfterTest, routesServer, WORKSPACE_A } from '../../../test/app-server';
import { fail, ok, renderApp, signIn } from '../../../test/helpers';
import { resolveSettingsTab, settingsTabs } from './tabs';

afterEach(resetAfterTest);

function server() {
  return mockServer(
    routesServer({
      'get /workspaces/': pageOf([makeWorkspace(WORKSPACE_A, 'Harbour Weekly')]),
      'get /get-workspaces-brands': ok({ brand: null, logo: null, brandName: 'Harbour', brandColor: '#112233' }),
      'get /users': pageOf([], 10),
      'get /workspaces/business/': pageOf([], 100),
      'get /tags/list': fail(404, 'not needed here'),
    }),
  );
}

describe('settings frame', () => {
  it('offers the tabs that exist, in order', () => {
    expect(settingsTabs.map((tab) => tab.id)).toEqual([
      'users',
      'business',
      'brand',
      'schedule',
      'api',
      'publishing',
      'llm',
      'rss',
      'tags',
      'locations',
      'companies',
      'ads',
      'links',
      'calendar',
    ]);
  });

  it.each([null, 'unknown-tab', 'nonsense'])('shows the first tab for ?tab=%s', (tab) => {
    expect(resolveSettingsTab(tab).id).toBe('users');
  });

  it('opens the tab named by ?tab=', async () => {
    signIn();
    server();
    renderApp(`/settings?tab=brand&workspaceId=${WORKSPACE_A}`);
    const tabs = await screen.findByRole('tablist', { name: 'Settings sections' });
    expect(within(tabs).getByRole('tab', { name: 'Brand' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByLabelText('Brand name')).toHaveValue('Harbour');
  });

  it('shows Users for an unknown tab and writes the chosen tab into the URL, keeping workspaceId', async () => {
    signIn();
    server();
    const user = userEvent.setup();
    const app = renderApp(`/settings?tab=nonsense&workspaceId=${WORKSPACE_A}`);
    const tabs = await screen.findByRole('tablist', { name: 'Settings sections' });
    expect(within(tabs).getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(tabs).getByRole('tab', { name: 'Brand' }));
    await waitFor(() => expect(app.location().search).toBe(`?tab=brand&workspaceId=${WORKSPACE_A}`));
  });

  it('is not shown to userType user', async () => {
    signIn({ user: { userType: 'user' } });
    const calls = server();
    const app = renderApp('/settings?tab=users');
    await waitFor(() => expect(app.location().pathname).toBe('/dashboard'));
    expect(calls.some((call) => call.url === '/users')).toBe(false);
  });
});
