import { waitFor } from '@testing-library/react';
import { it, vi } from 'vitest';
import { renderApp, signIn } from './helpers';

it('debug', async () => {
  signIn({ token: 'not-a-jwt' });
  const warn = vi.spyOn(console, 'warn');
  const app = renderApp('/settings');
  const seen: string[] = [];
  app.router.subscribe((s) => seen.push(s.location.pathname + ' token=' + localStorage.getItem('token')));
  await new Promise((r) => setTimeout(r, 500));
  console.log(seen, warn.mock.calls, app.location().pathname);
  await waitFor(() => {});
});
