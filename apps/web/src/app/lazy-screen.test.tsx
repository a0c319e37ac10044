import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { chunk, lazyScreen } from './lazy-screen';
import { ScreenPending } from './screen-pending';

function deferredChunk() {
  let resolve: (module: { Title: ({ text }: { text: string }) => React.ReactNode }) => void = () => undefined;
  const loaded = new Promise<{ Title: ({ text }: { text: string }) => React.ReactNode }>((done) => {
    resolve = done;
  });
  let imports = 0;
  const screenChunk = chunk(() => {
    imports += 1;
    return loaded;
  });
  return { screenChunk, resolve, imports: () => imports };
}

const Title = ({ text }: { text: string }) => <h1>{text}</h1>;
const Settings = () => <h1>Settings</h1>;

describe('lazy screens', () => {
  it('shows the pending UI until the chunk arrives, then the screen', async () => {
    const { screenChunk, resolve, imports } = deferredChunk();
    render(
      <Suspense fallback={<ScreenPending fill="content" />}>
        {lazyScreen(screenChunk, (m) => (
          <m.Title text="Dashboard" />
        ))}
      </Suspense>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(imports()).toBe(1);

    await act(async () => resolve({ Title }));
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('renders another screen of a loaded chunk at once, without importing it again', async () => {
    const { screenChunk, resolve, imports } = deferredChunk();
    resolve({ Title });
    await screenChunk.load();
    render(
      <Suspense fallback={<ScreenPending fill="page" />}>
        {lazyScreen(screenChunk, (m) => (
          <m.Title text="Profile" />
        ))}
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(imports()).toBe(1);
  });

  it('shows the next screen when the router swaps one loaded lazy screen for another in the same outlet', async () => {
    const first = chunk(async () => ({ Title }));
    const second = chunk(async () => ({ Settings }));
    await Promise.all([first.load(), second.load()]);
    const router = createMemoryRouter(
      [
        {
          element: <Outlet />,
          children: [
            { path: 'dashboard', element: lazyScreen(first, (m) => <m.Title text="Dashboard" />) },
            { path: 'settings', element: lazyScreen(second, (m) => <m.Settings />) },
          ],
        },
      ],
      { initialEntries: ['/dashboard'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await act(() => router.navigate('/settings'));
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  });
});
