import { cn } from './cn';
import { LoaderCircleIcon } from './first-screen-icons';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center gap-2">
      <LoaderCircleIcon aria-hidden="true" className={cn('size-4 animate-spin', className)} />
      {label ? <span className="text-sm text-gray-600">{label}</span> : null}
    </span>
  );
}

/** A centred loading state for a whole screen or card. */
export function LoadingState({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="flex min-h-40 items-center justify-center p-8 text-indigo-600">
      <Spinner className="size-6" label={label} />
    </div>
  );
}
