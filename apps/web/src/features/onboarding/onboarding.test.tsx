import type { User } from '@newsletter-os/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  makeWorkspace,
  mockServer,
  pageOf,
  resetAfterTest,
  routesServer,
  WORKSPACE_A,
  WORKSPACE_B,
} from '../../../test/app-server';
import { BUSINESS_ID, bodyOf, fail, makeUser, ok, renderApp, signIn } from '../../../test/helpers';

afterEach(resetAfterTest);

const newcomer = { businessId: null, businessName: null } satisfies Partial<User>;

function flags() {
  return {
    hasBusinessProfile: localStorage.getItem('hasBusinessProfile'),
    hasWorkspaces: localStorage.getItem('hasWorkspaces'),
    onboardingComplete: localStorage.getItem('onboardingComplete'),
  };
}

const businessRecord = {
  id: BUSINESS_ID,
  name: 'Harbour Weekly',
  website: null,
  phone: null,
  address: null,
  city: 'Portsmouth',
  country: null,
  industry: null,
  description: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('onboarding', () => {
  it('starts a user without a business at the business profile and corrects stale flags', async () => {
    // Flags left "true" from an earlier session: the server says there is no business.
    signIn({ user: newcomer });
    mockServer(routesServer({ 'get /me/': ok(makeUser(newcomer)) }));
    const user = userEvent.setup();
    const app = renderApp('/onboarding');
    await user.click(await screen.findByRole('link', { name: /Get started/ }));
    await waitFor(() => expect(app.location().pathname).toBe('/bussiness-register'));
    expect(app.location().search).toBe('?step=business');
    expect(flags()).toEqual({ hasBusinessProfile: 'false', hasWorkspaces: 'false', onboardingComplete: 'false' });
    expect(await screen.findByLabelText('Business name')).toBeInTheDocument();
  });

  it('registers the business, refreshes userData from GET /me/, creates newsletters and moves on to invitations', async () => {
    signIn({ user: newcomer });
    let me = makeUser(newcomer);
    const calls = mockServer(
      routesServer({
        'get /me/': () => ok(me),
        'post /business-register/': () => {
          me = makeUser({ userType: 'admin', businessId: BUSINESS_ID, businessName: 'Harbour Weekly' });
          return {
            status: 201,
            data: { meta: { code: 1, message: 'Business registered' }, data: { business: businessRecord, user: me } },
          };
        },
        'post /workspace-register/': (config) => ({
          status: 201,
          data: {
            meta: { code: 1, message: 'Newsletters created' },
            data: [makeWorkspace(WORKSPACE_A, 'Harbour Weekly'), makeWorkspace(WORKSPACE_B, 'Harbour Events')].slice(
              0,
              (bodyOf(config) as { workspaces: string[] }).workspaces.length,
            ),
          },
        }),
        'get /workspaces/': pageOf([makeWorkspace(WORKSPACE_A, 'Harbour Weekly')]),
        'get /workspaces/business/': pageOf([makeWorkspace(WORKSPACE_A, 'Harbour Weekly')], 100),
      }),
    );
    const user = userEvent.setup();
    const app = renderApp('/bussiness-register');

    await user.type(await screen.findByLabelText('Business name'), '  Harbour Weekly ');
    await user.type(screen.getByLabelText('City'), 'Portsmouth');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByLabelText('Newsletter 1 name')).toBeInTheDocument();
    expect(app.location().search).toBe('?step=newsletters');
    // Back shows the business step again, as done; Forward returns to the newsletters.
    await act(() => app.router.navigate(-1));
    expect(app.location().search).toBe('?step=business');
    expect(await screen.findByText(/Harbour Weekly is set up\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tell us about your business' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Business name')).toBeNull();
    // The step shown is current and ticked; the newsletters step, where the user stands, is not done yet.
    const progress = screen.getByRole('list', { name: 'Setup progress' });
    const [businessStep, newslettersStep] = within(progress).getAllByRole('listitem');
    expect(businessStep).toHaveAttribute('aria-current', 'step');
    expect(businessStep).toHaveTextContent('Business profile (done)');
    expect(newslettersStep).not.toHaveAttribute('aria-current');
    expect(newslettersStep).not.toHaveTextContent('(done)');
    await act(() => app.router.navigate(1));
    expect(app.location().search).toBe('?step=newsletters');
    const register = calls.find((call) => call.url === '/business-register/');
    expect(register && bodyOf(register)).toEqual({ name: 'Harbour Weekly', city: 'Portsmouth' });
    // The stored record now carries the business and the admin type the server gave.
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}')).toMatchObject({
      userType: 'admin',
      businessId: BUSINESS_ID,
    });
    expect(calls.filter((call) => call.url === '/me/').length).toBeGreaterThanOrEqual(2);
    expect(flags()).toEqual({ hasBusinessProfile: 'true', hasWorkspaces: 'false', onboardingComplete: 'false' });

    await user.type(screen.getByLabelText('Newsletter 1 name'), 'Harbour Weekly');
    await user.click(screen.getByRole('button', { name: 'Add another newsletter' }));
    await user.type(screen.getByLabelText('Newsletter 2 name'), ' Harbour Events ');
    await user.click(screen.getByRole('button', { name: 'Create newsletters' }));

    await waitFor(() => expect(app.location().pathname).toBe('/invite-users'));
    const created = calls.find((call) => call.url === '/workspace-register/');
    expect(created && bodyOf(created)).toEqual({
      workspaces: ['Harbour Weekly', 'Harbour Events'],
      timeZone: expect.any(String),
    });
    expect(flags()).toEqual({ hasBusinessProfile: 'true', hasWorkspaces: 'true', onboardingComplete: 'false' });

    // Back from the invitations shows the newsletters step as done, with the way on.
    await act(() => app.router.navigate(-1));
    expect(app.location().search).toBe('?step=newsletters');
    expect(await screen.findByText(/Your newsletters are created\./)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Continue setup/ }));
    await waitFor(() => expect(app.location().pathname).toBe('/invite-users'));
  });

  it('refuses two newsletters with the same name before calling the server', async () => {
    signIn();
    const calls = mockServer(routesServer({ 'get /me/': ok(makeUser()), 'get /workspaces/': pageOf([], 1) }));
    const user = userEvent.setup();
    renderApp('/bussiness-register');
    await user.type(await screen.findByLabelText('Newsletter 1 name'), 'Harbour Weekly');
    await user.click(screen.getByRole('button', { name: 'Add another newsletter' }));
    await user.type(screen.getByLabelText('Newsletter 2 name'), 'harbour weekly');
    await user.click(screen.getByRole('button', { name: 'Create newsletters' }));
    expect(await screen.findByText('This name is already in the list')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/workspace-register/')).toBe(false);
  });

  it('lets the invitation step be skipped: onboarding is complete and the dashboard opens', async () => {
    signIn();
    localStorage.setItem('onboardingComplete', 'false');
    mockServer(
      routesServer({
        'get /me/': ok(makeUser()),
        'get /workspaces/': pageOf([makeWorkspace(WORKSPACE_A, 'Harbour Weekly')]),
        'get /workspaces/business/': pageOf([makeWorkspace(WORKSPACE_A, 'Harbour Weekly')], 100),
        'get /get-workspaces-brands': fail(404, 'Workspace not found'),
      }),
    );
    const user = userEvent.setup();
    const app = renderApp('/invite-users');
    await user.click(await screen.findByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(app.location().pathname).toBe('/dashboard'));
    expect(flags()).toEqual({ hasBusinessProfile: 'true', hasWorkspaces: 'true', onboardingComplete: 'true' });
  });

  it('sends invitations with the emails, the type and every newsletter ticked, then continues', async () => {
    signIn();
    localStorage.setItem('onboardingComplete', 'false');
    const workspaces = [makeWorkspace(WORKSPACE_A, 'Harbour Weekly'), makeWorkspace(WORKSPACE_B, 'Harbour Events')];
    const calls = mockServer(
      routesServer({
        'get /me/': ok(makeUser()),
        'get /workspaces/': pageOf(workspaces),
        'get /workspaces/business/': pageOf(workspaces, 100),
        'post /invite-users/': ok(
          {
            invited: [
              { email: 'sam@example.com', expiresAt: '2026-01-08T00:00:00.000Z' },
              { email: 'kim@example.com', expiresAt: '2026-01-08T00:00:00.000Z' },
            ],
          },
          'Invitations sent',
        ),
      }),
    );
    const user = userEvent.setup();
    const app = renderApp('/invite-users');
    const type = await screen.findByLabelText('User type');
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select type', 'Admin', 'User', 'Partner', 'Manager']);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Harbour Events' })).toBeChecked());
    await user.type(screen.getByLabelText('Email addresses'), 'Sam@Example.com, kim@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText('Select a user type')).toBeInTheDocument();
    await user.selectOptions(type, 'partner');
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));

    expect(await screen.findByText('kim@example.com')).toBeInTheDocument();
    expect(screen.getByText('To work on Harbour Weekly and Harbour Events:')).toBeInTheDocument();
    const invite = calls.find((call) => call.url === '/invite-users/');
    expect(invite && bodyOf(invite)).toEqual({
      emails: ['sam@example.com', 'kim@example.com'],
      userType: 'partner',
      workspaces: [WORKSPACE_A, WORKSPACE_B],
    });
    expect(localStorage.getItem('onboardingComplete')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Continue to dashboard' }));
    await waitFor(() => expect(app.location().pathname).toBe('/dashboard'));
  });

  it('sends an admin whose business and newsletters exist from /onboarding to the invitation step', async () => {
    signIn();
    localStorage.setItem('onboardingComplete', 'false');
    mockServer(
      routesServer({
        'get /me/': ok(makeUser()),
        'get /workspaces/': pageOf([makeWorkspace(WORKSPACE_A, 'Harbour Weekly')], 1),
        'get /workspaces/business/': pageOf([makeWorkspace(WORKSPACE_A, 'Harbour Weekly')], 100),
      }),
    );
    const user = userEvent.setup();
    const app = renderApp('/onboarding');
    await user.click(await screen.findByRole('link', { name: /Continue setup/ }));
    await waitFor(() => expect(app.location().pathname).toBe('/invite-users'));
    expect(await screen.findByRole('heading', { name: 'Invite your team' })).toBeInTheDocument();
  });

  it('sends an invited user straight to the dashboard with onboarding complete', async () => {
    signIn({ user: { userType: 'user' } });
    localStorage.setItem('onboardingComplete', 'false');
    mockServer(
      routesServer({
        'get /me/': ok(makeUser({ userType: 'user' })),
        'get /workspaces/': pageOf([makeWorkspace(WORKSPACE_A, 'Harbour Weekly')]),
        'get /get-workspaces-brands': fail(404, 'Workspace not found'),
      }),
    );
    const app = renderApp('/onboarding');
    await waitFor(() => expect(app.location().pathname).toBe('/dashboard'));
    expect(flags()).toEqual({ hasBusinessProfile: 'true', hasWorkspaces: 'true', onboardingComplete: 'true' });
  });
});
