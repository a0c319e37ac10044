import { Suspense, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { registerNavigate } from '../shared/navigation';
import { DocumentTitle } from './document-title';
import { SharedOverlay } from './overlay';
import { ScreenPending } from './screen-pending';
import { SelectionToolbarMount } from './selection-toolbar-mount';
import { SessionGuard } from './session-guard';

/** Lets the HTTP client and logout navigate inside the router instead of reloading the page. */
function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => registerNavigate((to, options) => navigate(to, options)), [navigate]);
  return null;
}

/** The root view: grey page area, the routed screen, the shared overlay and the selection toolbar mount. */
export function RootView() {
  return (
    <div className="min-h-dvh bg-gray-100 text-gray-900 antialiased print:bg-white">
      <NavigationBridge />
      <SessionGuard />
      <DocumentTitle />
      <Suspense fallback={<ScreenPending fill="page" />}>
        <Outlet />
      </Suspense>
      <SharedOverlay />
      <SelectionToolbarMount />
    </div>
  );
}
