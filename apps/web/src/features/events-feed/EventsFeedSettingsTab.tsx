import type { EventsFeedLink } from '@newsletter-os/contracts';
import { CalendarDays, Check, Copy, ExternalLink, Power, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../shared/api/errors';
import { showError, showSuccess } from '../../shared/toast';
import { Badge } from '../../shared/ui/Badge';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { SettingsSection } from '../../shared/ui/SettingsSection';
import { LoadingState } from '../../shared/ui/Spinner';
import { ErrorState, NoWorkspaceState } from '../../shared/ui/States';
import { useWorkspaceId } from '../workspaces';
import { useChangeEventsFeed, useEventsFeed } from './api';

const addresses: {
  key: keyof Pick<EventsFeedLink, 'pageUrl' | 'icsUrl' | 'webcalUrl'>;
  label: string;
  hint: string;
}[] = [
  { key: 'pageUrl', label: 'Events page', hint: 'A web page of your upcoming events. The email footer links to it.' },
  { key: 'webcalUrl', label: 'Subscribe link', hint: 'Opens the subscribe dialog of Apple Calendar and Outlook.' },
  { key: 'icsUrl', label: 'Calendar feed (iCalendar)', hint: 'For Google Calendar ("From URL") and other apps.' },
];

/** Settings → Events calendar: publish the newsletter's approved events as a page and a calendar feed. */
export function EventsFeedSettingsTab() {
  const workspaceId = useWorkspaceId();
  if (!workspaceId) return <NoWorkspaceState what="the events calendar" />;
  return <EventsFeedSection workspaceId={workspaceId} />;
}

function EventsFeedSection({ workspaceId }: { workspaceId: string }) {
  const feed = useEventsFeed(workspaceId);
  const change = useChangeEventsFeed(workspaceId);
  const [confirm, setConfirm] = useState<'rotate' | 'revoke' | null>(null);
  const [copied, setCopied] = useState<string | null>(null);

  const run = (action: 'rotate' | 'revoke') =>
    change.mutate(action, {
      onSuccess: ({ message }) => {
        setConfirm(null);
        showSuccess(message);
      },
      onError: (error) => {
        setConfirm(null);
        showError(errorMessage(error));
      },
    });

  const copy = async (label: string, url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(label);
      showSuccess(`${label} copied`);
    } catch {
      showError('The link could not be copied: select it and copy it by hand');
    }
  };

  return (
    <SettingsSection
      title="Events calendar"
      description="Readers can follow your approved, published events in their calendar app or on a web page. Pending and rejected events never appear."
    >
      {feed.isPending ? (
        <LoadingState label="Loading the events calendar..." />
      ) : feed.isError ? (
        <ErrorState message={errorMessage(feed.error)} onRetry={() => feed.refetch()} />
      ) : feed.data === null ? (
        <div className="rounded-2xl border border-dashed border-gray-300 p-6">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-base font-semibold text-gray-900">Public events calendar</h3>
            <Badge tone="gray">Off</Badge>
          </div>
          <p className="mt-1 max-w-prose text-sm text-gray-600">
            Turn it on to get a page and a calendar feed of your upcoming events. Every newsletter then links to it in
            its footer, and you can share it anywhere.
          </p>
          <Button className="mt-4" onClick={() => run('rotate')} loading={change.isPending}>
            <CalendarDays aria-hidden="true" className="size-4" />
            Turn on events calendar
          </Button>
        </div>
      ) : (
        <div className="rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-base font-semibold text-gray-900">Public events calendar</h3>
            <Badge tone="green">On</Badge>
            <span className="text-xs text-gray-500">since {new Date(feed.data.createdAt).toLocaleDateString()}</span>
          </div>
          <ul className="mt-4 flex flex-col gap-4">
            {addresses.map(({ key, label, hint }) => (
              <li key={key}>
                <label className="text-sm font-medium text-gray-900" htmlFor={`events-feed-${key}`}>
                  {label}
                </label>
                <p className="text-xs text-gray-600">{hint}</p>
                <div className="mt-1 flex flex-col gap-2 sm:flex-row">
                  <input
                    id={`events-feed-${key}`}
                    readOnly
                    value={feed.data?.[key] ?? ''}
                    onFocus={(event) => event.target.select()}
                    className="block w-full min-w-0 truncate rounded-lg border border-gray-300 bg-gray-50 px-3 py-2 font-mono text-xs text-gray-800"
                  />
                  <Button
                    variant="secondary"
                    onClick={() => copy(label, feed.data?.[key] ?? '')}
                    aria-label={`Copy ${label.toLowerCase()}`}
                  >
                    {copied === label ? (
                      <Check aria-hidden="true" className="size-4" />
                    ) : (
                      <Copy aria-hidden="true" className="size-4" />
                    )}
                    Copy
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap gap-2">
            <a
              href={feed.data.pageUrl}
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium text-blue-700 underline hover:text-blue-900 focus-visible:outline-2 focus-visible:outline-blue-600"
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              Open events page
            </a>
            <Button variant="ghost" onClick={() => setConfirm('rotate')}>
              <RefreshCw aria-hidden="true" className="size-4" />
              New link
            </Button>
            <Button variant="ghost" onClick={() => setConfirm('revoke')}>
              <Power aria-hidden="true" className="size-4" />
              Turn off
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => (open ? undefined : setConfirm(null))}
        title={confirm === 'revoke' ? 'Turn off the events calendar?' : 'Make a new events calendar link?'}
        confirmLabel={confirm === 'revoke' ? 'Turn off' : 'Make new link'}
        tone={confirm === 'revoke' ? 'danger' : 'primary'}
        pending={change.isPending}
        onConfirm={() => confirm && run(confirm)}
      >
        {confirm === 'revoke'
          ? 'The page and the feed stop working at once, and newsletters no longer link to them. Subscribers stop getting updates.'
          : 'The current page and feed stop working at once; subscribers must subscribe again with the new link.'}
      </ConfirmDialog>
    </SettingsSection>
  );
}
