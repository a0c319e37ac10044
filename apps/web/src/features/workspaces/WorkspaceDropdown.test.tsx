import type { Workspace } from '@newsletter-os/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  callPath,
  makeWorkspace,
  mockServer,
  pageOf,
  renderAt,
  resetAfterTest,
  WORKSPACE_A,
  WORKSPACE_B,
  WORKSPACE_C,
} from '../../../test/app-server';
import { type ApiCall, bodyOf, fail, type MockReply, ok, renderApp, signIn } from '../../../test/helpers';
import { useWorkspaceStore } from './store';
import { WorkspaceDropdown } from './WorkspaceDropdown';

const ALPHA = WORKSPACE_A;
const BETA = WORKSPACE_B;
const GAMMA = WORKSPACE_C;
const workspace = makeWorkspace;
const page = (results: Workspace[]) => pageOf(results);

const brandOf = (logo: string) => ok({ brand: logo, logo, brandName: 'Brand', brandColor: '#112233' });

/** A server with a workspace list and per-workspace brands; `brands` answers null to fail that brand call. */
function workspaceServer(list: Workspace[], brands: Record<string, MockReply | null> = {}) {
  return (config: ApiCall): MockReply | Promise<MockReply> => {
    if (config.url === '/workspaces/') return page(list);
    if (config.url === '/get-workspaces-brands') {
      const id = config.params.workspaceId ?? '';
      return brands[id] ?? fail(404, 'Workspace not found');
    }
    return fail(500, `unexpected ${config.method} ${config.url}`);
  };
}

function renderDropdown(path: Parameters<typeof renderAt>[1]) {
  return renderAt(<WorkspaceDropdown />, path);
}

const label = () => screen.getByTestId('workspace-dropdown-label');

afterEach(resetAfterTest);

describe('workspace selection', () => {
  it('fetches page 1 of size 50 and selects the workspace named in the URL', async () => {
    signIn();
    const calls = mockServer(workspaceServer([workspace(ALPHA, 'Alpha'), workspace(BETA, 'Beta')]));
    const view = renderDropdown(`/dashboard?workspaceId=${BETA}`);
    await waitFor(() => expect(label()).toHaveTextContent('Beta'));
    expect(callPath(calls[0] as ApiCall)).toBe('/workspaces/?page=1&pageSize=50');
    expect(view.location().search).toBe(`?workspaceId=${BETA}`);
    expect(useWorkspaceStore.getState().selectedWorkspace?.workspaceId).toBe(BETA);
  });

  it('selects the newsletter this user last worked in when the URL names none, and remembers each choice', async () => {
    const user = signIn();
    localStorage.setItem(`selectedWorkspace:${user.id}`, BETA);
    mockServer(workspaceServer([workspace(ALPHA, 'Alpha'), workspace(BETA, 'Beta')]));
    const view = renderDropdown('/content-manager');
    await waitFor(() => expect(label()).toHaveTextContent('Beta'));
    await waitFor(() => expect(view.location().search).toBe(`?workspaceId=${BETA}`));
  });

  it('lets a URL naming one of the user’s newsletters win over the remembered one, and remembers it', async () => {
    const user = signIn();
    localStorage.setItem(`selectedWorkspace:${user.id}`, BETA);
    mockServer(workspaceServer([workspace(ALPHA, 'Alpha'), workspace(BETA, 'Beta'), workspace(GAMMA, 'Gamma')]));
    renderDropdown(`/content-manager?workspaceId=${GAMMA}`);
    await waitFor(() => expect(label()).toHaveTextContent('Gamma'));
    expect(localStorage.getItem(`selectedWorkspace:${user.id}`)).toBe(GAMMA);
  });

  it('falls back to the remembered newsletter for an id the user does not have, then to the first', async () => {
    const user = signIn();
    const unknown = '0b7e4a10-0000-4000-8000-00000000dead';
    localStorage.setItem(`selectedWorkspace:${user.id}`, BETA);
    mockServer(workspaceServer([workspace(ALPHA, 'Alpha'), workspace(BETA, 'Beta')]));
    const view = renderDropdown(`/content-manager?workspaceId=${unknown}`);
    await waitFor(() => expect(label()).toHaveTextContent('Beta'));
    await waitFor(() => expect(view.location().search).toBe(`?workspaceId=${BETA}`));
  });

  it('ignores what another user of this browser remembered', async () => {
    signIn();
    localStorage.setItem('selectedWorkspace:someone-else', BETA);
    mockServer(workspaceServer([workspace(ALPHA, 'Alpha'), workspace(BETA, 'Beta')]));
    renderDropdown('/content-manager');
    await waitFor(() => expect(label()).toHaveTextContent('Alpha'));
  });

  it('selects the first workspace without an id in the URL and writes it in place, keeping other parameters', async () => {
    signIn();
    mockServer(workspaceServer([workspace(ALPHA, 'Alpha'), workspace(BETA, 'Beta')]));
    const view = renderDropdown('/settings?tab=users');
    await waitFor(() => expect(label()).toHaveTextContent('Alpha'));
    await waitFor(() => expect(view.location().search).toBe(`?tab=users&workspaceId=${ALPHA}`));
    expect(localStorage.getItem('hasWorkspaces')).toBe('true');
    // Replaced, not pushed: Back leaves the page instead of undoing the automatic choice.
    expect(view.router.state.historyAction).toBe('REPLACE');
  });

  it('keeps the page’s navigation state when it writes the id into the URL', async () => {
    signIn();
    mockServer(workspaceServer([workspace(ALPHA, 'Alpha')]));
    const view = renderDropdown({ pathname: '/form-submission', state: { trackingId: 'SUB-7Q2K' } });
    await waitFor(() => expect(view.location().search).toBe(`?workspaceId=${ALPHA}`));
    expect(view.location().state).toEqual({ trackingId: 'SUB-7Q2K' });
  });

  it('writes the id again when a navigation without it lands before the screen showed the first write', async () => {
    signIn();
    mockServer(workspaceServer([workspace(ALPHA, 'Alpha')]));
    const view = renderDropdown('/content-upload-portal');
    // A menu link drawn before the URL had the id, clicked while the write is still waiting to be shown: the router
    // takes both navigations before the screen renders either, so the screen only ever sees URLs without the id.
    let linkClicked = false;
    const stop = view.router.subscribe((state) => {
      if (linkClicked || !state.location.search.includes(ALPHA)) return;
      linkClicked = true;
      void view.router.navigate('/content-upload-portal');
    });
    await waitFor(() => expect(linkClicked).toBe(true));
    await waitFor(() => expect(view.location().search).toBe(`?workspaceId=${ALPHA}`));
    stop();
  });

  it('selects the first workspace when the URL names one the user does not have', async () => {
    signIn();
    mockServer(workspaceServer([workspace(ALPHA, 'Alpha'), workspace(BETA, 'Beta')]));
    const view = renderDropdown(`/dashboard?workspaceId=${GAMMA}`);
    await waitFor(() => expect(view.location().search).toBe(`?workspaceId=${ALPHA}`));
    expect(label()).toHaveTextContent('Alpha');
  });

  it('switches workspace from the menu and updates the URL', async () => {
    signIn({ user: { userType: 'user' } });
    mockServer(workspaceServer([workspace(ALPHA, 'Alpha'), workspace(BETA, 'Beta')]));
    const user = userEvent.setup();
    const view = renderDropdown(`/dashboard?workspaceId=${ALPHA}&page=2`);
    await waitFor(() => expect(label()).toHaveTextContent('Alpha'));
    await user.click(screen.getByRole('button', { name: /Alpha/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitemradio', { name: 'Alpha' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Beta' }));
    await waitFor(() => expect(view.location().search).toBe(`?workspaceId=${BETA}&page=2`));
    expect(label()).toHaveTextContent('Beta');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('truncates the selected name to 20 characters with an ellipsis', async () => {
    signIn();
    mockServer(workspaceServer([workspace(ALPHA, 'The Harbour Town Weekly Gazette')]));
    renderDropdown('/dashboard');
    await waitFor(() => expect(label()).toHaveTextContent('The Harbour Town Wee...'));
    expect(label().textContent).toBe('The Harbour Town Wee...');
  });

  it("shows 'Loading...' while fetching, then 'Select workspace' and 'No workspaces found' without workspaces", async () => {
    signIn();
    let answer: (reply: MockReply) => void = () => {};
    const calls = mockServer(() => new Promise<MockReply>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderDropdown('/dashboard');
    expect(label()).toHaveTextContent('Loading...');
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => answer(page([])));
    await waitFor(() => expect(label()).toHaveTextContent('Select workspace'));
    expect(localStorage.getItem('hasWorkspaces')).toBe('false');
    await user.click(screen.getByRole('button', { name: /Select workspace/ }));
    expect(await screen.findByText('No workspaces found')).toBeInTheDocument();
  });
});

describe('brand', () => {
  it('overrides the list entry with the fetched brand and logo', async () => {
    signIn();
    const calls = mockServer(
      workspaceServer([workspace(ALPHA, 'Alpha')], { [ALPHA]: brandOf('/uploads/fresh-alpha.png') }),
    );
    renderDropdown('/dashboard');
    await waitFor(() =>
      expect(useWorkspaceStore.getState().selectedWorkspace).toMatchObject({
        workspaceId: ALPHA,
        brand: '/uploads/fresh-alpha.png',
        logo: '/uploads/fresh-alpha.png',
        brandColor: '#112233',
      }),
    );
    expect(calls.map(callPath)).toContain(`/get-workspaces-brands?workspaceId=${ALPHA}`);
  });

  it('keeps the list values when the brand call fails', async () => {
    signIn();
    const calls = mockServer(workspaceServer([workspace(ALPHA, 'Alpha')], { [ALPHA]: null }));
    renderDropdown('/dashboard');
    await waitFor(() => expect(calls.map(callPath)).toContain(`/get-workspaces-brands?workspaceId=${ALPHA}`));
    await waitFor(() =>
      expect(useWorkspaceStore.getState().selectedWorkspace).toMatchObject({
        workspaceId: ALPHA,
        brand: '/uploads/Alpha.png',
        logo: '/uploads/Alpha.png',
      }),
    );
  });

  it('fetches the brand of each workspace selected', async () => {
    signIn();
    const calls = mockServer(
      workspaceServer([workspace(ALPHA, 'Alpha'), workspace(BETA, 'Beta')], {
        [ALPHA]: brandOf('/uploads/a.png'),
        [BETA]: brandOf('/uploads/b.png'),
      }),
    );
    const user = userEvent.setup();
    renderDropdown('/dashboard');
    await waitFor(() => expect(useWorkspaceStore.getState().selectedWorkspace?.brand).toBe('/uploads/a.png'));
    await user.click(screen.getByRole('button', { name: /Alpha/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Beta' }));
    await waitFor(() => expect(useWorkspaceStore.getState().selectedWorkspace?.brand).toBe('/uploads/b.png'));
    expect(calls.map(callPath)).toContain(`/get-workspaces-brands?workspaceId=${BETA}`);
  });
});

describe('Add Newsletter', () => {
  it.each(['user', 'partner'] as const)('is not offered to userType %s', async (userType) => {
    signIn({ user: { userType } });
    mockServer(workspaceServer([workspace(ALPHA, 'Alpha')]));
    const user = userEvent.setup();
    renderDropdown('/dashboard');
    await waitFor(() => expect(label()).toHaveTextContent('Alpha'));
    await user.click(screen.getByRole('button', { name: /Alpha/ }));
    await screen.findByRole('menu');
    expect(screen.queryByRole('menuitem', { name: 'Add Newsletter' })).not.toBeInTheDocument();
  });

  it.each(['admin', 'manager'] as const)('is offered to userType %s', async (userType) => {
    signIn({ user: { userType } });
    mockServer(workspaceServer([workspace(ALPHA, 'Alpha')]));
    const user = userEvent.setup();
    renderDropdown('/dashboard');
    await waitFor(() => expect(label()).toHaveTextContent('Alpha'));
    await user.click(screen.getByRole('button', { name: /Alpha/ }));
    expect(await screen.findByRole('menuitem', { name: 'Add Newsletter' })).toBeInTheDocument();
  });

  async function openInput() {
    const user = userEvent.setup();
    await waitFor(() => expect(label()).not.toHaveTextContent('Loading...'));
    await user.click(screen.getByRole('button', { name: /Newsletter:/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Add Newsletter' }));
    const input = await screen.findByPlaceholderText('Enter newsletter name...');
    await waitFor(() => expect(input).toHaveFocus());
    return { user, input };
  }

  it("submits on Enter, shows 'Creating...', then reloads the list and selects the first", async () => {
    signIn();
    let list = [workspace(ALPHA, 'Alpha')];
    let answerCreate: (reply: MockReply) => void = () => {};
    const calls = mockServer((config) => {
      if (config.url === '/workspace-register/') {
        return new Promise<MockReply>((resolve) => (answerCreate = resolve));
      }
      return workspaceServer(list)(config);
    });
    const view = renderDropdown(`/dashboard?workspaceId=${ALPHA}`);
    const { user, input } = await openInput();
    await user.type(input, '  Gamma Gazette  {Enter}');
    expect(await screen.findByText('Creating...')).toBeInTheDocument();
    const create = calls.find((call) => call.url === '/workspace-register/');
    expect(create && bodyOf(create)).toEqual({ workspaces: ['Gamma Gazette'], timeZone: expect.any(String) });

    list = [workspace(GAMMA, 'Gamma Gazette'), workspace(ALPHA, 'Alpha')];
    await act(async () =>
      answerCreate({ status: 201, data: { meta: { code: 1, message: 'Newsletter created' }, data: [list[0]] } }),
    );
    await waitFor(() => expect(view.location().search).toBe(`?workspaceId=${GAMMA}`));
    expect(label()).toHaveTextContent('Gamma Gazette');
    expect(calls.filter((call) => call.url === '/workspaces/')).toHaveLength(2);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('does not submit a name that is empty after trimming', async () => {
    signIn();
    const calls = mockServer(workspaceServer([workspace(ALPHA, 'Alpha')]));
    renderDropdown('/dashboard');
    const { user, input } = await openInput();
    await user.type(input, '   {Enter}');
    expect(await screen.findByText('Newsletter name is required')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/workspace-register/')).toBe(false);
    expect(input).toBeInTheDocument();
  });

  it('cancels on Escape and keeps the menu open', async () => {
    signIn();
    const calls = mockServer(workspaceServer([workspace(ALPHA, 'Alpha')]));
    renderDropdown('/dashboard');
    const { user, input } = await openInput();
    await user.type(input, 'Half typed');
    await user.keyboard('{Escape}');
    expect(screen.queryByPlaceholderText('Enter newsletter name...')).not.toBeInTheDocument();
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Add Newsletter' })).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/workspace-register/')).toBe(false);
  });

  it('cancels when the input loses focus', async () => {
    signIn();
    const calls = mockServer(workspaceServer([workspace(ALPHA, 'Alpha')]));
    renderDropdown('/dashboard');
    const { user, input } = await openInput();
    await user.type(input, 'Half typed');
    await act(async () => input.blur());
    expect(screen.queryByPlaceholderText('Enter newsletter name...')).not.toBeInTheDocument();
    expect(calls.some((call) => call.url === '/workspace-register/')).toBe(false);
  });

  it("shows the server's refusal under the input and keeps the name", async () => {
    signIn();
    mockServer((config) =>
      config.url === '/workspace-register/'
        ? fail(409, 'A newsletter named "Alpha" already exists.')
        : workspaceServer([workspace(ALPHA, 'Alpha')])(config),
    );
    renderDropdown('/dashboard');
    const { user, input } = await openInput();
    await user.type(input, 'Alpha{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('A newsletter named "Alpha" already exists.');
    expect(input).toHaveValue('Alpha');
  });
});

describe('header', () => {
  it('shows the selected workspace in the header, its brand logo, and the product logo when that fails to load', async () => {
    signIn();
    mockServer(workspaceServer([workspace(ALPHA, 'Alpha')], { [ALPHA]: brandOf('/uploads/brand-alpha.png') }));
    const app = renderApp('/dashboard');
    const slot = await screen.findByTestId('workspace-dropdown-slot');
    await waitFor(() => expect(within(slot).getByRole('button', { name: /Alpha/ })).toBeInTheDocument());
    await waitFor(() => expect(app.location().search).toBe(`?workspaceId=${ALPHA}`));
    const logo = await screen.findByRole('img', { name: 'Alpha logo' });
    await waitFor(() => expect(logo).toHaveAttribute('src', '/uploads/brand-alpha.png'));
    fireEvent.error(logo);
    expect(screen.getByRole('img', { name: 'Alpha logo' })).toHaveAttribute('src', '/logo.svg');
  });
});
