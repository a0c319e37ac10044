import type { ReactNode } from 'react';
import { Alert } from './Alert';
import { Button } from './Button';
import type { IconComponent } from './first-screen-icons';
import { NewspaperIcon as Newspaper } from './shell-icons';

/** A friendly "nothing here yet" block with an optional action. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  headingLevel = 3,
}: {
  icon: IconComponent;
  title: string;
  /** 2 where the state sits right under the page title, 3 inside a section. */
  headingLevel?: 2 | 3;
  description?: ReactNode;
  action?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="flex flex-col items-center justify-center rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <Heading className="mt-4 text-base font-semibold text-gray-900">{title}</Heading>
      {description ? <p className="mt-1 max-w-md text-sm text-gray-600">{description}</p> : null}
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}

/** A failed load: the message and a way to try again. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="flex flex-col items-start gap-3">
      <Alert>{message}</Alert>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}

/** Shown while no workspace is selected (the workspace list is still loading, or the user has none). */
export function NoWorkspaceState({ what, headingLevel }: { what: string; headingLevel?: 2 | 3 }) {
  return (
    <EmptyState
      headingLevel={headingLevel}
      icon={Newspaper}
      title="No newsletter selected"
      description={`Choose a newsletter in the header to manage its ${what}.`}
    />
  );
}
