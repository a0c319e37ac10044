import { format } from 'date-fns';
import { AlertTriangle, Check, CloudOff, Loader2 } from 'lucide-react';
import { useBuilderStore } from './store';

/** "Saved · 12:03", "Saving…", "Offline, kept locally": always visible, announced politely when it changes. */
export function SaveStatusLine() {
  const status = useBuilderStore((state) => state.saveStatus);
  const savedAt = useBuilderStore((state) => state.savedAt);
  const error = useBuilderStore((state) => state.saveError);
  const content = (() => {
    switch (status) {
      case 'saved':
        return (
          <>
            <Check aria-hidden="true" className="size-4 text-emerald-600" />
            {savedAt ? `Saved · ${format(savedAt, 'HH:mm')}` : 'Saved'}
          </>
        );
      case 'unsaved':
        return 'Unsaved changes';
      case 'saving':
        return (
          <>
            <Loader2 aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
            Saving…
          </>
        );
      case 'offline':
        return (
          <>
            <CloudOff aria-hidden="true" className="size-4 text-amber-600" />
            Offline, kept locally
          </>
        );
      case 'error':
        return (
          <>
            <AlertTriangle aria-hidden="true" className="size-4 text-red-600" />
            <span className="truncate" title={error ?? undefined}>
              Not saved{error ? `: ${error}` : ''}
            </span>
          </>
        );
      case 'conflict':
        return (
          <>
            <AlertTriangle aria-hidden="true" className="size-4 text-red-600" />
            Changed elsewhere
          </>
        );
    }
  })();
  return (
    <p
      role="status"
      data-testid="save-status"
      className="flex min-w-0 basis-full items-center gap-1.5 overflow-hidden text-sm whitespace-nowrap text-gray-700 sm:max-w-64 sm:basis-auto"
    >
      {content}
    </p>
  );
}
