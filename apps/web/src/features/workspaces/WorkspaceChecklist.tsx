import type { Workspace } from '@newsletter-os/contracts';
import { useId } from 'react';
import { focusRing } from '../../shared/ui/Button';
import { cn } from '../../shared/ui/cn';
import { Spinner } from '../../shared/ui/Spinner';

export interface WorkspaceChecklistProps {
  label: string;
  workspaces: Workspace[];
  value: string[];
  onChange: (workspaceIds: string[]) => void;
  loading?: boolean;
  error?: string;
  hint?: string;
}

/** A multi-select of newsletters as a group of native checkboxes (keyboard and screen readers for free). */
export function WorkspaceChecklist({
  label,
  workspaces,
  value,
  onChange,
  loading,
  error,
  hint,
}: WorkspaceChecklistProps) {
  const baseId = useId();
  const chosen = new Set(value);
  const allChosen = workspaces.length > 0 && workspaces.every((workspace) => chosen.has(workspace.workspaceId));
  const toggle = (workspaceId: string, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(workspaceId);
    else next.delete(workspaceId);
    // Keep the list's order so the request is stable.
    onChange(workspaces.map((workspace) => workspace.workspaceId).filter((id) => next.has(id)));
  };
  const messageId = `${baseId}-message`;

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error || hint ? messageId : undefined}>
      <div className="flex items-center justify-between gap-3">
        <legend className="text-sm font-medium text-gray-800">{label}</legend>
        {workspaces.length > 1 ? (
          <button
            type="button"
            onClick={() => onChange(allChosen ? [] : workspaces.map((workspace) => workspace.workspaceId))}
            className={cn('rounded text-xs font-semibold text-indigo-700 hover:underline', focusRing)}
          >
            {allChosen ? 'Clear all' : 'Select all'}
          </button>
        ) : null}
      </div>
      <div
        className={cn(
          'max-h-48 overflow-y-auto rounded-lg border bg-white p-2',
          error ? 'border-red-500' : 'border-gray-300',
        )}
      >
        {loading ? (
          <Spinner label="Loading newsletters..." />
        ) : workspaces.length === 0 ? (
          <p className="px-1 py-1 text-sm text-gray-500">No newsletters yet.</p>
        ) : (
          <ul className="flex flex-col gap-0.5">
            {workspaces.map((workspace) => {
              const id = `${baseId}-${workspace.workspaceId}`;
              return (
                <li
                  key={workspace.workspaceId}
                  className="flex items-center gap-2 rounded-md px-1.5 py-1 hover:bg-gray-50"
                >
                  <input
                    id={id}
                    type="checkbox"
                    checked={chosen.has(workspace.workspaceId)}
                    onChange={(event) => toggle(workspace.workspaceId, event.target.checked)}
                    className={cn('size-4 rounded border-gray-300 accent-indigo-600', focusRing)}
                  />
                  <label htmlFor={id} className="min-w-0 flex-1 truncate text-sm text-gray-800">
                    {workspace.name}
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {error ? (
        <p id={messageId} className="text-sm text-red-600">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="text-sm text-gray-500">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
