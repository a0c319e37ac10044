import { Check } from 'lucide-react';
import { focusRing } from '../../shared/ui/Button';
import { cn } from '../../shared/ui/cn';
import { safeColor, tint } from '../../shared/ui/safe';
import { useWorkspaceTags } from './store';

/** Chooses any number of the workspace's tags: each tag is a toggle button in its own colour. */
export function TagSelector({
  workspaceId,
  value,
  onChange,
  label = 'Tags',
  error,
}: {
  workspaceId: string;
  value: string[];
  onChange: (tagIds: string[]) => void;
  label?: string;
  error?: string;
}) {
  const { tags, isLoading, error: loadError } = useWorkspaceTags(workspaceId);
  const toggle = (id: string) => onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id]);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-gray-800">{label}</legend>
      {isLoading && tags.length === 0 ? (
        <p className="text-sm text-gray-500">Loading tags...</p>
      ) : loadError && tags.length === 0 ? (
        <p className="text-sm text-red-600">{loadError}</p>
      ) : tags.length === 0 ? (
        <p className="text-sm text-gray-500">No tags yet. Create them in Settings → Tags.</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {tags.map((tag) => {
            const selected = value.includes(tag.id);
            const color = safeColor(tag.color);
            return (
              <button
                key={tag.id}
                type="button"
                aria-pressed={selected}
                onClick={() => toggle(tag.id)}
                className={cn(
                  'inline-flex items-center gap-1 rounded-full border px-2.5 py-1 text-xs font-medium transition-colors',
                  focusRing,
                  selected ? 'text-gray-900' : 'border-gray-300 bg-white text-gray-700 hover:bg-gray-50',
                )}
                style={selected ? { backgroundColor: tint(color, 0.18), borderColor: color } : undefined}
              >
                {selected ? (
                  <Check aria-hidden="true" className="size-3" />
                ) : (
                  <span aria-hidden="true" className="size-2 rounded-full" style={{ backgroundColor: color }} />
                )}
                {tag.label}
              </button>
            );
          })}
        </div>
      )}
      {error ? <p className="text-sm text-red-600">{error}</p> : null}
    </fieldset>
  );
}
