import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ProtectedRoute } from '../src/app/guards';
import { fail, mockApi, renderApp, signIn } from './helpers';

const publicOnlyPaths = ['/login', '/signup', '/reset-password', '/forgot-password', '/otp-verification'];

beforeEach(() => {
  // A half-stored session (userData without a token) is logged by the session guard; expected here, so kept quiet.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('route guards', () => {
  it('sends / to /login', async () => {
    const app = renderApp('/');
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('sends / with a token on to /dashboard (via the bounce of /login)', async () => {
    signIn();
    const app = renderApp('/');
    await waitFor(() => expect(app.location().pathname).toBe('/dashboard'));
  });

  it.each(publicOnlyPaths)('bounces a logged-in visitor from %s to /dashboard', async (path) => {
    signIn();
    const app = renderApp(path);
    await waitFor(() => expect(app.location().pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Insights' })).toBeInTheDocument();
  });

  it.each(publicOnlyPaths)('shows %s to a logged-out visitor', async (path) => {
    const app = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(app.location().pathname).toBe(path);
  });

  it.each(['/dashboard', '/settings', '/profile', '/ai-chat', '/Job-Board'])(
    'sends %s without a token to /login and clears stored auth',
    async (path) => {
      localStorage.setItem('userData', JSON.stringify({ userType: 'admin' }));
      localStorage.setItem('hasWorkspaces', 'true');
      const app = renderApp(path);
      await waitFor(() => expect(app.location().pathname).toBe('/login'));
      expect(localStorage.getItem('userData')).toBeNull();
      expect(localStorage.getItem('hasWorkspaces')).toBeNull();
    },
  );

  it('sends an unknown path to /dashboard with a token', async () => {
    signIn();
    const app = renderApp('/no/such/page');
    await waitFor(() => expect(app.location().pathname).toBe('/dashboard'));
  });

  it('sends an unknown path to /login without a token', async () => {
    const app = renderApp('/no/such/page');
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
  });

  it('has a not-found screen', async () => {
    signIn();
    renderApp('/not-found');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('renders protected screens inside the shell', async () => {
    signIn();
    renderApp('/Scheduler');
    expect(await screen.findByRole('heading', { name: 'Scheduler' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /user menu/i })).toBeInTheDocument();
  });

  it('shows the placeholder areas as final coming-soon screens', async () => {
    signIn();
    renderApp('/Job-Board');
    expect(await screen.findByRole('heading', { name: 'Job Board is coming soon' })).toBeInTheDocument();
  });

  it('keeps the public portals open without a token', async () => {
    const app = renderApp('/ugc');
    expect(await screen.findByRole('heading', { name: 'Share your story' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/ugc');
  });

  it('answers a 401 on an authenticated screen by clearing auth and going to /login', async () => {
    signIn();
    mockApi(() => fail(401, 'Session ended'));
    const app = renderApp('/profile');
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('role-restricted route option', () => {
  function renderRestricted(only: 'partner' | 'admin' | 'user') {
    const router = createMemoryRouter(
      [
        { path: '/restricted', element: <ProtectedRoute only={only}>restricted screen</ProtectedRoute> },
        { path: '/dashboard', element: <p>dashboard screen</p> },
        { path: '/login', element: <p>login screen</p> },
      ],
      { initialEntries: ['/restricted'] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  it('lets the matching userType through', () => {
    signIn({ user: { userType: 'partner' } });
    renderRestricted('partner');
    expect(screen.getByText('restricted screen')).toBeInTheDocument();
  });

  it.each([
    ['partner', 'admin'],
    ['admin', 'manager'],
    ['user', 'partner'],
  ] as const)('sends a mismatch (%s-only route, %s) to /dashboard', (only, userType) => {
    signIn({ user: { userType } });
    const router = renderRestricted(only);
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByText('dashboard screen')).toBeInTheDocument();
  });

  it('still needs a token', () => {
    const router = renderRestricted('admin');
    expect(router.state.location.pathname).toBe('/login');
  });
});
