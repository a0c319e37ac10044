import { ChevronDown, MapPin } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId } from 'react';
import { focusRing } from '../../shared/ui/Button';
import { Checkbox } from '../../shared/ui/Checkbox';
import { cn } from '../../shared/ui/cn';
import { useLocationOptions } from '../event-locations';

/** Chooses any number of event locations for the events list (a popover of checkboxes). */
export function LocationFilter({
  workspaceId,
  value,
  onChange,
}: {
  workspaceId: string;
  value: string[];
  onChange: (locationIds: string[]) => void;
}) {
  const locations = useLocationOptions(workspaceId);
  const id = useId();
  const names = (locations.data ?? []).filter((l) => value.includes(l.id)).map((l) => l.name);
  const summary = names.length === 0 ? 'Any location' : names.length === 1 ? names[0] : `${names.length} locations`;
  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...value, id] : value.filter((existing) => existing !== id));

  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-gray-800">
        Locations
      </span>
      <Popover.Root>
        <Popover.Trigger
          aria-labelledby={`${id}-label ${id}-value`}
          className={cn(
            'flex w-full items-center justify-between gap-2 rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-left text-sm text-gray-900 shadow-sm',
            focusRing,
          )}
        >
          <span id={`${id}-value`} className="flex min-w-0 items-center gap-2">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-gray-400" />
            <span className="truncate">{summary}</span>
          </span>
          <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-gray-500" />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            className="z-50 w-64 rounded-xl border border-gray-200 bg-white p-3 shadow-lg outline-none"
          >
            {locations.isPending ? (
              <p className="text-sm text-gray-500">Loading locations...</p>
            ) : locations.isError ? (
              <p className="text-sm text-red-600">Could not load locations.</p>
            ) : locations.data.length === 0 ? (
              <p className="text-sm text-gray-500">No event locations yet. Add them in Settings → Event locations.</p>
            ) : (
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-2 text-xs font-semibold tracking-wide text-gray-500 uppercase">
                  Event locations
                </legend>
                {locations.data.map((location) => (
                  <Checkbox
                    key={location.id}
                    label={location.name}
                    checked={value.includes(location.id)}
                    onChange={(event) => toggle(location.id, event.target.checked)}
                  />
                ))}
                {value.length > 0 ? (
                  <button
                    type="button"
                    onClick={() => onChange([])}
                    className={cn(
                      'mt-1 self-start rounded text-sm font-medium text-indigo-700 hover:underline',
                      focusRing,
                    )}
                  >
                    Clear locations
                  </button>
                ) : null}
              </fieldset>
            )}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
