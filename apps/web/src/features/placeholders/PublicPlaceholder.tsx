import { Link } from 'react-router';
import { getToken } from '../../shared/storage';
import { focusRing } from '../../shared/ui/Button';
import { cn } from '../../shared/ui/cn';
import { PRODUCT_LOGO } from '../../shared/ui/Logo';
import { PlaceholderCard, type PlaceholderContent } from './PlaceholderScreen';

const linkClass = cn(
  'inline-flex items-center justify-center rounded-lg px-4 py-2.5 text-sm font-semibold shadow-sm',
  focusRing,
);

/** A screen outside the shell (onboarding, public portals) that later work fills. */
export function PublicPlaceholder({ title, description, icon }: PlaceholderContent) {
  const signedIn = Boolean(getToken());
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-4 py-10">
      <div className="w-full max-w-xl">
        <div className="mb-8 flex items-center justify-center gap-2">
          <img src={PRODUCT_LOGO} alt="" className="size-9" />
          <span className="text-lg font-semibold tracking-tight text-gray-900">Newsletter OS</span>
        </div>
        <h1 className="mb-6 text-center text-2xl font-semibold tracking-tight text-gray-900">{title}</h1>
        <PlaceholderCard icon={icon} badge="In progress" heading="This page is on its way" description={description}>
          {signedIn ? (
            <Link to="/dashboard" className={cn(linkClass, 'bg-indigo-600 text-white hover:bg-indigo-500')}>
              Continue to dashboard
            </Link>
          ) : (
            <Link
              to="/login"
              className={cn(linkClass, 'border border-gray-300 bg-white text-gray-800 hover:bg-gray-50')}
            >
              Go to login
            </Link>
          )}
        </PlaceholderCard>
      </div>
    </main>
  );
}
