import type { InvitationDetails } from '@newsletter-os/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockServer, resetAfterTest, routesServer } from '../../../test/app-server';
import { bodyOf, fail, makeToken, makeUser, ok, renderApp, signIn } from '../../../test/helpers';

afterEach(resetAfterTest);

const TOKEN = 'invite-token-123';

function details(overrides: Partial<InvitationDetails> = {}): InvitationDetails {
  return {
    businessName: 'Harbour Media',
    newsletterNames: ['Harbour Weekly'],
    email: 'kim@example.com',
    userType: 'partner',
    accountExists: false,
    expiresAt: '2026-01-08T00:00:00.000Z',
    ...overrides,
  };
}

function session(userType: 'partner' | 'user' = 'partner') {
  return {
    accessToken: makeToken(900),
    refreshToken: 'refresh-invited',
    expiresIn: 900,
    user: makeUser({ email: 'kim@example.com', name: 'Kim', userType }),
  };
}

describe('accept invitation', () => {
  it('shows the business, email and type, creates the account and lands a partner on Content Upload', async () => {
    const calls = mockServer(
      routesServer({
        'get /accept-invite/': ok(details()),
        'post /accept-invite/': ok(session('partner')),
        // The partner's shell loads its workspaces once it opens.
        'get /workspaces/': ok({ results: [], count: 0, page: 1, pageSize: 50, totalPages: 0 }),
      }),
    );
    const user = userEvent.setup();
    const app = renderApp(`/accept-invitation?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Join Harbour Media' })).toBeInTheDocument();
    expect(screen.getByText('You have been invited to work on Harbour Weekly as a Partner.')).toBeInTheDocument();
    expect(screen.getByText('Newsletter')).toBeInTheDocument();
    expect(screen.getByText('Harbour Weekly')).toBeInTheDocument();
    expect(screen.getByText('kim@example.com')).toBeInTheDocument();
    expect(screen.getByText('Partner')).toBeInTheDocument();
    expect(calls[0]?.params).toEqual({ token: TOKEN });
    expect(calls[0]?.headers.Authorization).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Kim');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'a long password');
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));

    await waitFor(() => expect(app.location().pathname).toBe('/content-upload-portal'));
    const accept = calls.find((call) => call.method === 'post');
    expect(accept && bodyOf(accept)).toEqual({ token: TOKEN, name: 'Kim', password: 'a long password' });
    expect(localStorage.getItem('refreshToken')).toBe('refresh-invited');
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}')).toMatchObject({ userType: 'partner' });
    expect(localStorage.getItem('onboardingComplete')).toBe('true');
  });

  it('asks only for the password when the account exists, and sends others to the dashboard', async () => {
    const calls = mockServer(
      routesServer({
        'get /accept-invite/': ok(details({ accountExists: true, userType: 'user' })),
        'post /accept-invite/': ok(session('user')),
        'get /workspaces/': ok({ results: [], count: 0, page: 1, pageSize: 50, totalPages: 0 }),
      }),
    );
    const user = userEvent.setup();
    const app = renderApp(`/accept-invitation?token=${TOKEN}`);
    await user.type(await screen.findByLabelText('Password'), 'my password');
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(app.location().pathname).toBe('/dashboard'));
    const accept = calls.find((call) => call.method === 'post');
    expect(accept && bodyOf(accept)).toEqual({ token: TOKEN, password: 'my password' });
  });

  it('puts a wrong password under the password field', async () => {
    mockServer(
      routesServer({
        'get /accept-invite/': ok(details({ accountExists: true })),
        'post /accept-invite/': fail(400, 'password: The password is incorrect'),
      }),
    );
    const user = userEvent.setup();
    const app = renderApp(`/accept-invitation?token=${TOKEN}`);
    await user.type(await screen.findByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('The password is incorrect')).toBeInTheDocument();
    expect(app.location().pathname).toBe('/accept-invitation');
  });

  it('needs no password when signed in as the invited account', async () => {
    signIn({ user: { email: 'kim@example.com', businessId: null, businessName: null } });
    const calls = mockServer(
      routesServer({
        'get /accept-invite/': ok(details({ accountExists: true })),
        'post /accept-invite/': ok(session('partner')),
        'get /workspaces/': ok({ results: [], count: 0, page: 1, pageSize: 50, totalPages: 0 }),
      }),
    );
    const user = userEvent.setup();
    const app = renderApp(`/accept-invitation?token=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(app.location().pathname).toBe('/content-upload-portal'));
    const accept = calls.find((call) => call.method === 'post');
    expect(accept && bodyOf(accept)).toEqual({ token: TOKEN });
    expect(accept?.headers.Authorization).toMatch(/^Bearer /);
  });

  it.each([
    [410, 'This invitation has expired. Ask for a new one.'],
    [410, 'This invitation has already been used.'],
    [400, 'This invitation link is no longer valid.'],
  ])('explains a dead link (%i %s)', async (status, message) => {
    mockServer(routesServer({ 'get /accept-invite/': fail(status, message) }));
    renderApp(`/accept-invitation?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: "This invitation can't be used" })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
  });

  it('explains a link that expired while the form was open', async () => {
    mockServer(
      routesServer({
        'get /accept-invite/': ok(details()),
        'post /accept-invite/': fail(410, 'This invitation has expired. Ask for a new one.'),
      }),
    );
    const user = userEvent.setup();
    renderApp(`/accept-invitation?token=${TOKEN}`);
    await user.type(await screen.findByLabelText('Name'), 'Kim');
    await user.type(screen.getByLabelText('Password'), 'a long password');
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation has expired. Ask for a new one.');
  });

  it('explains a link without a token', async () => {
    const calls = mockServer(routesServer({}));
    renderApp('/accept-invitation');
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation link is incomplete');
    expect(calls).toHaveLength(0);
  });
});
