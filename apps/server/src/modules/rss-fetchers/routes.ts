import type { App, ModuleDeps } from '../../app';

export async function rssFetcherRoutes(_app: App, _deps: ModuleDeps) {
  // Routes of the rss-fetchers domain.
}
