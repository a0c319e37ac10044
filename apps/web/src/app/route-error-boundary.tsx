import { Component, type ReactNode } from 'react';

/**
 * What the root route's `errorElement` does in a data router, for the app's declarative router: a screen that
 * throws while rendering (a chunk that failed to load, a bug) is replaced by the error screen, which goes away on
 * the next navigation. The app uses the declarative router because the data router's loaders, actions and fetchers
 * (unused here) cost about 16 KB of gzip in every first download (docs/decisions/0029).
 */
export class RouteErrorBoundary extends Component<
  { location: string; fallback: ReactNode; children: ReactNode },
  { error: unknown; location: string }
> {
  override state = { error: undefined as unknown, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(
    props: { location: string },
    state: { error: unknown; location: string },
  ): { error: unknown; location: string } | null {
    // Another page was asked for: try rendering again (the data router clears its error on navigation too).
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : this.props.fallback;
  }
}
