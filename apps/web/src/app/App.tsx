import { BrowserRouter, useLocation, useRoutes } from 'react-router';
import { RouteErrorScreen } from '../features/placeholders/NotFoundPage';
import { AppProviders } from './providers';
import { RouteErrorBoundary } from './route-error-boundary';
import { routes } from './router';

/** The route table rendered at the current location, with the root route's error screen around it. */
function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routes);
  return (
    <RouteErrorBoundary location={location.key} fallback={<RouteErrorScreen />}>
      {element}
    </RouteErrorBoundary>
  );
}

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
