import type { ReactNode } from 'react';
import { Logo } from '../../shared/ui/Logo';

/**
 * The page around a public form or status page: the newsletter's logo (the product logo when it fails) and name,
 * then the content on a card. No referrer leaves the page: its URL carries a capability token.
 */
export function PortalFrame({
  workspaceName,
  logoUrl,
  title,
  intro,
  children,
}: {
  workspaceName?: string | null;
  logoUrl?: string | null;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="min-h-dvh bg-gray-50 px-4 py-8 sm:py-12">
      <meta name="referrer" content="no-referrer" />
      <div className="mx-auto w-full max-w-2xl">
        <header className="mb-6 flex items-center gap-3">
          <Logo src={logoUrl} alt="" className="size-12 rounded-lg bg-white" />
          <p className="text-lg font-semibold tracking-tight text-gray-900">{workspaceName || 'Newsletter OS'}</p>
        </header>
        <div className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-8">
          <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{title}</h1>
          {intro ? <div className="mt-2 text-sm text-gray-600">{intro}</div> : null}
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </main>
  );
}
