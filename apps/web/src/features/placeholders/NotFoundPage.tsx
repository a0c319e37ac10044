import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { getToken } from '../../shared/storage';
import { Button, focusRing } from '../../shared/ui/Button';
import { cn } from '../../shared/ui/cn';
import { CompassIcon, RefreshCwIcon } from '../../shared/ui/first-screen-icons';

const primaryLink = cn(
  'inline-flex items-center justify-center rounded-lg bg-indigo-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500',
  focusRing,
);

function CenteredMessage({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-4 py-10 text-center">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-indigo-50 text-indigo-600">
        <CompassIcon aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-2xl font-semibold tracking-tight text-gray-900">{title}</h1>
      <p className="mt-2 max-w-md text-sm text-gray-600">{text}</p>
      <div className="mt-8 flex gap-3">{children}</div>
    </main>
  );
}

export function NotFoundPage() {
  const signedIn = Boolean(getToken());
  return (
    <CenteredMessage title="Page not found" text="The page you are looking for does not exist or has moved.">
      <Link to={signedIn ? '/dashboard' : '/login'} className={primaryLink}>
        {signedIn ? 'Go to dashboard' : 'Go to login'}
      </Link>
    </CenteredMessage>
  );
}

/** Shown when a screen fails to render, instead of a blank page. */
export function RouteErrorScreen() {
  return (
    <CenteredMessage title="Something went wrong" text="This page could not be shown. Reloading usually helps.">
      <Button onClick={() => window.location.reload()}>
        <RefreshCwIcon aria-hidden="true" className="size-4" />
        Reload page
      </Button>
    </CenteredMessage>
  );
}
