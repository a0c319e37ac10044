import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('chunk failed to load');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the root route’s error boundary', () => {
  it('shows the error screen instead of a screen that throws, and tries again on the next navigation', () => {
    // React reports the caught error on the console; the test expects it.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fallback = <h1>Something went wrong</h1>;
    const view = render(
      <RouteErrorBoundary location="first" fallback={fallback}>
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();

    view.rerender(
      <RouteErrorBoundary location="first" fallback={fallback}>
        <h1>Dashboard</h1>
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();

    view.rerender(
      <RouteErrorBoundary location="second" fallback={fallback}>
        <h1>Dashboard</h1>
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
