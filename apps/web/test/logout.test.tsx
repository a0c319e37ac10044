import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWorkspaceStore } from '../src/features/workspaces/store';
import { logout } from '../src/shared/logout';
import { registerNavigate } from '../src/shared/navigation';
import { bodyOf, fail, mockApi, ok, renderApp, signIn } from './helpers';

const removedKeys = ['token', 'refreshToken', 'userData', 'onboardingComplete', 'hasBusinessProfile', 'hasWorkspaces'];

function selectWorkspace() {
  useWorkspaceStore.getState().setSelectedWorkspace({
    workspaceId: 'ws-1',
    name: 'Harbour Weekly',
    brand: null,
    logo: null,
    publicationId: null,
  });
}

beforeEach(selectWorkspace);
afterEach(() => {
  useWorkspaceStore.getState().clearSelectedWorkspace();
});

describe('logout', () => {
  it('sets normalLogout, revokes the refresh token, removes the keys, clears the workspace, goes to /login', async () => {
    signIn({ token: 'access-1', refreshToken: 'refresh-1' });
    localStorage.setItem('unrelated', 'kept');
    const calls = mockApi(() => ok(null));
    const navigate = vi.fn();
    const unregister = registerNavigate(navigate);

    await logout();
    unregister();

    expect(sessionStorage.getItem('normalLogout')).toBe('true');
    for (const key of removedKeys) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
    expect(useWorkspaceStore.getState().selectedWorkspace).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true, flushSync: true });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/logout/');
    expect(calls[0]?.method).toBe('post');
    expect(calls[0]?.headers.Authorization).toBe('Bearer access-1');
    expect(bodyOf(calls[0] as NonNullable<(typeof calls)[0]>)).toEqual({ refreshToken: 'refresh-1' });
  });

  it('still logs out when the server call fails', async () => {
    signIn();
    mockApi(() => fail(401, 'Session ended'));
    const navigate = vi.fn();
    const unregister = registerNavigate(navigate);
    await logout();
    unregister();
    for (const key of removedKeys) expect(localStorage.getItem(key)).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true, flushSync: true });
  });

  it('runs from the user menu', async () => {
    signIn();
    mockApi(() => ok(null));
    const user = userEvent.setup();
    const app = renderApp('/dashboard');

    await user.click(await screen.findByRole('button', { name: /user menu/i }));
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Change Password' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    for (const key of removedKeys) expect(localStorage.getItem(key)).toBeNull();
    expect(sessionStorage.getItem('normalLogout')).toBe('true');
  });
});
