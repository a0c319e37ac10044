import type { EventLocation } from '@newsletter-os/contracts';
import { formatDistanceToNow } from 'date-fns';
import { CalendarSync, MapPin, Pencil, Plus, Rss, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../shared/api/errors';
import { showSuccess } from '../../shared/toast';
import { Alert } from '../../shared/ui/Alert';
import { Badge } from '../../shared/ui/Badge';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { SettingsSection } from '../../shared/ui/SettingsSection';
import { LoadingState } from '../../shared/ui/Spinner';
import { EmptyState, ErrorState, NoWorkspaceState } from '../../shared/ui/States';
import { useWorkspaceId } from '../workspaces';
import { useDeleteLocation, useEventLocations, useFetchLocationEvents } from './api';
import { LocationFormDialog } from './LocationFormDialog';

type FetchResult = { message: string; failures: { url: string; error: string }[] };

/** Settings → Event locations: places events are gathered for, each with its ICS/RSS sources. */
export function EventLocationsSettingsTab() {
  const workspaceId = useWorkspaceId();
  if (!workspaceId) return <NoWorkspaceState what="event locations" />;
  return <LocationsSection key={workspaceId} workspaceId={workspaceId} />;
}

function LocationsSection({ workspaceId }: { workspaceId: string }) {
  const locations = useEventLocations(workspaceId);
  const remove = useDeleteLocation(workspaceId);
  const fetchEvents = useFetchLocationEvents(workspaceId);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<EventLocation | null>(null);
  const [deleting, setDeleting] = useState<EventLocation | null>(null);
  const [fetchingId, setFetchingId] = useState<string | null>(null);
  const [results, setResults] = useState<Record<string, FetchResult>>({});

  const openForm = (location: EventLocation | null) => {
    setEditing(location);
    setFormOpen(true);
  };

  const runFetch = (location: EventLocation) => {
    setFetchingId(location.id);
    fetchEvents.mutate(location.id, {
      onSuccess: (result) => {
        const failures = result.sources.flatMap((s) => (s.error ? [{ url: s.url, error: s.error }] : []));
        setResults((current) => ({ ...current, [location.id]: { message: result.message, failures } }));
        showSuccess(result.message);
      },
      onSettled: () => setFetchingId(null),
    });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        showSuccess('Event location deleted');
        setDeleting(null);
      },
    });
  };

  const list = locations.data ?? [];
  return (
    <SettingsSection
      title="Event locations"
      description="Places your events are gathered for. Events can be filtered by their distance from these locations."
      actions={
        <Button onClick={() => openForm(null)}>
          <Plus aria-hidden="true" className="size-4" />
          New location
        </Button>
      }
    >
      {locations.isPending ? (
        <LoadingState label="Loading event locations..." />
      ) : locations.isError ? (
        <ErrorState message={errorMessage(locations.error)} onRetry={() => locations.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState
          icon={MapPin}
          title="No event locations yet"
          description="Add a town or venue with its coordinates and, optionally, calendar feeds to import events from."
          action={<Button onClick={() => openForm(null)}>New location</Button>}
        />
      ) : (
        <ul aria-label="Event locations" className="flex flex-col gap-3">
          {list.map((location) => (
            <LocationCard
              key={location.id}
              location={location}
              fetching={fetchingId === location.id}
              fetchDisabled={fetchingId !== null}
              result={results[location.id]}
              onFetch={() => runFetch(location)}
              onEdit={() => openForm(location)}
              onDelete={() => setDeleting(location)}
            />
          ))}
        </ul>
      )}

      <LocationFormDialog open={formOpen} onOpenChange={setFormOpen} workspaceId={workspaceId} location={editing} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete event location?"
        confirmLabel="Delete location"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      >
        “{deleting?.name}” and its sources will be deleted. Events already imported stay in the content manager.
      </ConfirmDialog>
    </SettingsSection>
  );
}

function LocationCard({
  location,
  fetching,
  fetchDisabled,
  result,
  onFetch,
  onEdit,
  onDelete,
}: {
  location: EventLocation;
  fetching: boolean;
  fetchDisabled: boolean;
  result?: FetchResult;
  onFetch: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="flex items-center gap-2 text-sm font-semibold text-gray-900">
            <MapPin aria-hidden="true" className="size-4 text-indigo-600" />
            {location.name}
          </h3>
          <p className="mt-1 text-sm text-gray-600">
            {location.latitude.toFixed(4)}, {location.longitude.toFixed(4)} · within {location.defaultRadiusKm} km
          </p>
          <p className="mt-1 text-xs text-gray-500">
            {location.lastFetchedAt
              ? `Events fetched ${formatDistanceToNow(new Date(location.lastFetchedAt), { addSuffix: true })}`
              : 'Events never fetched'}
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          <Button
            variant="secondary"
            className="py-2"
            onClick={onFetch}
            loading={fetching}
            loadingText="Fetching…"
            disabled={fetchDisabled || location.sources.length === 0}
            title={location.sources.length === 0 ? 'Add a source to fetch events' : undefined}
          >
            <CalendarSync aria-hidden="true" className="size-4" />
            Fetch events now
          </Button>
          <Button variant="ghost" className="px-2.5 py-2" aria-label={`Edit ${location.name}`} onClick={onEdit}>
            <Pencil aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="ghost"
            className="px-2.5 py-2 text-red-600 hover:bg-red-50"
            aria-label={`Delete ${location.name}`}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>

      {location.sources.length > 0 ? (
        <ul aria-label={`Sources of ${location.name}`} className="mt-3 flex flex-col gap-1.5">
          {location.sources.map((source) => (
            <li key={`${source.kind}:${source.url}`} className="flex min-w-0 items-center gap-2 text-sm">
              <Badge tone="indigo">
                {source.kind === 'ics' ? (
                  'ICS'
                ) : (
                  <>
                    <Rss aria-hidden="true" className="mr-1 size-3" />
                    RSS
                  </>
                )}
              </Badge>
              <span className="truncate text-gray-700">{source.url}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-gray-500">No event sources.</p>
      )}

      {fetching ? (
        <p role="status" className="mt-3 text-sm text-gray-600">
          Fetching events from {location.sources.length} {location.sources.length === 1 ? 'source' : 'sources'}…
        </p>
      ) : null}
      {result ? (
        <div className="mt-3 flex flex-col gap-2">
          <Alert tone={result.failures.length ? 'error' : 'success'}>
            <p>{result.message}</p>
            {result.failures.length ? (
              <ul className="mt-1 list-disc pl-5">
                {result.failures.map((failure) => (
                  <li key={failure.url}>
                    <span className="break-all">{failure.url}</span>: {failure.error}
                  </li>
                ))}
              </ul>
            ) : null}
          </Alert>
        </div>
      ) : location.lastError ? (
        <div className="mt-3">
          <Alert>Last fetch failed: {location.lastError}</Alert>
        </div>
      ) : null}
    </li>
  );
}
