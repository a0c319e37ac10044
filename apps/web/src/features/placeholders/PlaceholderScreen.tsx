import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { focusRing } from '../../shared/ui/Button';
import { PageHeader } from '../../shared/ui/Card';
import { cn } from '../../shared/ui/cn';

export interface PlaceholderContent {
  title: string;
  subtitle?: string;
  /** What the screen will offer. */
  description: string;
  icon: LucideIcon;
}

function PlaceholderCard({
  icon: Icon,
  badge,
  heading,
  description,
  children,
  className,
}: {
  icon: LucideIcon;
  badge: string;
  heading: string;
  description: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section
      className={cn(
        'flex flex-col items-center rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-14 text-center shadow-sm',
        className,
      )}
    >
      <span className="flex size-14 items-center justify-center rounded-2xl bg-indigo-50 text-indigo-600">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <span className="mt-5 rounded-full bg-amber-50 px-3 py-1 text-xs font-semibold text-amber-800 ring-1 ring-amber-200">
        {badge}
      </span>
      <h2 className="mt-3 text-lg font-semibold text-gray-900">{heading}</h2>
      <p className="mt-2 max-w-md text-sm text-gray-600">{description}</p>
      {children ? <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </section>
  );
}

/** The final screen of an area that is not offered yet (spec: placeholder areas). */
export function ComingSoonScreen({ title, description, icon }: PlaceholderContent) {
  return (
    <div>
      <PageHeader title={title} />
      <PlaceholderCard icon={icon} badge="Coming soon" heading={`${title} is coming soon`} description={description}>
        <Link
          to="/dashboard"
          className={cn(
            'inline-flex items-center justify-center rounded-lg border border-gray-300 bg-white px-4 py-2.5 text-sm font-semibold text-gray-800 shadow-sm hover:bg-gray-50',
            focusRing,
          )}
        >
          Back to dashboard
        </Link>
      </PlaceholderCard>
    </div>
  );
}

export { PlaceholderCard };
