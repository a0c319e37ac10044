import { ImageIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { focusRing } from '../../shared/ui/Button';
import { cn } from '../../shared/ui/cn';
import { BRAND_LOGO_ACCEPT, logoFileProblem } from './logo-file';

/** A local preview of a chosen file, released when the file changes or the picker goes away. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/** The logo file input with a preview of the chosen file (or the current logo); checks type and size at once. */
export function LogoPicker({
  currentLogo,
  error,
  onChange,
}: {
  currentLogo: string | null;
  error: string | null;
  onChange: (file: File | null, problem: string | null) => void;
}) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const previewUrl = usePreviewUrl(error ? null : file);
  const [currentFailed, setCurrentFailed] = useState(false);
  const shown = previewUrl ?? (currentLogo && !currentFailed ? currentLogo : null);
  const messageId = `${id}-message`;

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        Logo
      </label>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-gray-200 bg-gray-50">
          {shown ? (
            <img
              src={shown}
              alt={previewUrl ? 'Preview of the new logo' : 'Current logo'}
              onError={() => {
                if (!previewUrl) setCurrentFailed(true);
              }}
              className="size-full object-contain p-1.5"
            />
          ) : (
            <ImageIcon aria-hidden="true" className="size-7 text-gray-300" />
          )}
        </div>
        <input
          id={id}
          type="file"
          accept={BRAND_LOGO_ACCEPT}
          aria-invalid={error ? true : undefined}
          aria-describedby={messageId}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            setFile(chosen);
            onChange(chosen, chosen ? logoFileProblem(chosen) : null);
          }}
          className={cn(
            'block min-w-0 flex-1 text-sm text-gray-700 file:mr-3 file:rounded-lg file:border file:border-gray-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-semibold file:text-gray-800 hover:file:bg-gray-50',
            focusRing,
          )}
        />
      </div>
      {error ? (
        <p id={messageId} className="text-sm text-red-600">
          {error}
        </p>
      ) : (
        <p id={messageId} className="text-sm text-gray-500">
          PNG, JPEG, WebP or SVG, up to 2 MB. A square image looks best.
        </p>
      )}
    </div>
  );
}
