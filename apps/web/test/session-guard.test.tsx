import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  findSessionProblem,
  INVALID_SESSION_MESSAGE,
  SESSION_CHECK_INTERVAL_MS,
  SESSION_EXPIRED_MESSAGE,
} from '../src/app/session-guard';
import { makeToken, renderApp, signIn } from './helpers';

function spyWarn() {
  return vi.spyOn(console, 'warn').mockImplementation(() => {});
}

afterEach(() => {
  vi.useRealTimers();
});

describe('session guard', () => {
  it('keeps a valid session on a protected screen', async () => {
    signIn();
    const warn = spyWarn();
    const app = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Insights' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/dashboard');
    expect(warn).not.toHaveBeenCalled();
  });

  it('sends a first visit (nothing stored) to the login without logging a forced logout', async () => {
    const warn = spyWarn();
    const app = renderApp('/dashboard');
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
  });

  it('logs out an expired session (no refresh token to renew it)', async () => {
    signIn({ token: makeToken(-60), refreshToken: null });
    sessionStorage.setItem('draft', 'x');
    const warn = spyWarn();
    const app = renderApp('/dashboard');
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(SESSION_EXPIRED_MESSAGE));
    expect(SESSION_EXPIRED_MESSAGE).toBe('Session expired. Please login again.');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('treats a check during a normal logout as part of it: no warning, the normal-logout flag survives', async () => {
    signIn();
    const warn = spyWarn();
    const app = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Insights' })).toBeInTheDocument();

    // What logout() does before the login screen is committed; a focus check lands in that gap.
    sessionStorage.setItem('normalLogout', 'true');
    localStorage.removeItem('token');
    localStorage.removeItem('userData');
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });

    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(warn).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('normalLogout')).toBe('true');
  });

  it('leaves an expired access token with a refresh token to the silent refresh', () => {
    signIn({ token: makeToken(-60), refreshToken: 'refresh-1' });
    expect(findSessionProblem()).toBeNull();
  });

  it('logs out a token that cannot be decoded', async () => {
    signIn({ token: 'not-a-jwt' });
    const warn = spyWarn();
    const app = renderApp('/settings');
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(INVALID_SESSION_MESSAGE));
    expect(INVALID_SESSION_MESSAGE).toBe('Invalid session. Please login again.');
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('logs out when userData is missing', async () => {
    signIn();
    localStorage.removeItem('userData');
    const warn = spyWarn();
    const app = renderApp('/dashboard');
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(SESSION_EXPIRED_MESSAGE));
  });

  it.each(['token', 'userData'])('logs out when %s is removed in another tab', async (key) => {
    signIn();
    const warn = spyWarn();
    const app = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Insights' })).toBeInTheDocument();

    const oldValue = localStorage.getItem(key);
    localStorage.removeItem(key);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: null, storageArea: localStorage }));
    });

    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(SESSION_EXPIRED_MESSAGE));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('ignores other storage changes while the session is valid', async () => {
    signIn();
    const app = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Insights' })).toBeInTheDocument();
    act(() => {
      localStorage.setItem('token', makeToken(900));
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: 'x', storageArea: localStorage }));
    });
    expect(app.location().pathname).toBe('/dashboard');
  });

  it('re-checks on window focus', async () => {
    signIn();
    const warn = spyWarn();
    const app = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Insights' })).toBeInTheDocument();

    // Changed without a storage event (as a manual edit would be): only the focus check notices.
    localStorage.setItem('token', 'garbage');
    act(() => {
      window.dispatchEvent(new FocusEvent('focus'));
    });

    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(INVALID_SESSION_MESSAGE));
  });

  it('re-checks every 300 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    signIn({ token: makeToken(120), refreshToken: null });
    const warn = spyWarn();
    const app = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Insights' })).toBeInTheDocument();
    expect(SESSION_CHECK_INTERVAL_MS).toBe(300_000);

    localStorage.setItem('token', makeToken(-1));
    act(() => {
      vi.advanceTimersByTime(SESSION_CHECK_INTERVAL_MS - 1);
    });
    expect(app.location().pathname).toBe('/dashboard');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(SESSION_EXPIRED_MESSAGE));
  });

  it.each(['/ugc', '/event'])('skips %s', async (path) => {
    localStorage.setItem('token', 'garbage');
    const warn = spyWarn();
    const app = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(app.location().pathname).toBe(path);
    expect(localStorage.getItem('token')).toBe('garbage');
    expect(warn).not.toHaveBeenCalled();
  });
});
