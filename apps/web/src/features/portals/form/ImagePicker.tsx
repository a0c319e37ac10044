import { PORTAL_IMAGE_MAX_BYTES } from '@newsletter-os/contracts';
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button, focusRing } from '../../../shared/ui/Button';
import { cn } from '../../../shared/ui/cn';
import { TextField } from '../../../shared/ui/Field';

const ACCEPT = 'image/jpeg,image/png,image/webp';
const MEGABYTES = PORTAL_IMAGE_MAX_BYTES / 1024 / 1024;

/** Checks what can be told before sending: type and size (the server checks the real bytes again). */
export function imageProblem(file: File): string | null {
  if (/heic|heif/i.test(file.type) || /\.(heic|heif)$/i.test(file.name)) {
    return 'HEIC photos cannot be used. Choose a JPEG, PNG or WebP image (on an iPhone: Settings → Camera → Formats → Most Compatible).';
  }
  if (file.type && !ACCEPT.split(',').includes(file.type)) return 'Choose a JPEG, PNG or WebP image.';
  if (file.size > PORTAL_IMAGE_MAX_BYTES) return `The image must be at most ${MEGABYTES} MB.`;
  return null;
}

/** An optional photo with a preview, and its description (required once a photo is chosen). */
export function ImagePicker({
  file,
  onFile,
  currentUrl,
  alt,
  onAlt,
  error,
  altError,
}: {
  file: File | null;
  onFile: (file: File | null) => void;
  /** The image already stored (editing a submission). */
  currentUrl?: string | null;
  alt: string;
  onAlt: (value: string) => void;
  error?: string;
  altError?: string;
}) {
  const inputId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const shown = preview ?? currentUrl ?? null;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium text-gray-800">
          Photo (optional)
        </label>
        <div className="flex flex-wrap items-center gap-3">
          {shown ? (
            <img src={shown} alt="" className="h-20 w-28 rounded-lg border border-gray-200 object-cover" />
          ) : (
            <span className="flex h-20 w-28 items-center justify-center rounded-lg border border-dashed border-gray-300 text-gray-400">
              <ImagePlus aria-hidden="true" className="size-6" />
            </span>
          )}
          <input
            id={inputId}
            type="file"
            accept={ACCEPT}
            aria-describedby={`${inputId}-hint`}
            aria-invalid={error ? true : undefined}
            onChange={(event) => onFile(event.target.files?.[0] ?? null)}
            className={cn(
              'max-w-full text-sm text-gray-700 file:mr-3 file:rounded-lg file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:font-semibold file:text-indigo-700',
              focusRing,
            )}
          />
          {file ? (
            <Button variant="secondary" onClick={() => onFile(null)}>
              <X aria-hidden="true" className="size-4" />
              Remove photo
            </Button>
          ) : null}
        </div>
        <p id={`${inputId}-hint`} className={cn('text-sm', error ? 'text-red-600' : 'text-gray-500')}>
          {error ?? `JPEG, PNG or WebP, up to ${MEGABYTES} MB. Location data in photos is removed.`}
        </p>
      </div>
      {file || currentUrl ? (
        <TextField
          label="Describe the photo"
          required
          maxLength={300}
          hint="For readers who cannot see it, e.g. “Children planting trees in the park”."
          value={alt}
          error={altError}
          onChange={(event) => onAlt(event.target.value)}
        />
      ) : null}
    </div>
  );
}

/** The hidden field bots fill in: out of sight and out of the tab order, so people never reach it. */
export function Honeypot({ inputRef }: { inputRef: React.Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website
        <input ref={inputRef} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
