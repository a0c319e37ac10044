import { ImagePlus, Images, Trash2 } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { showError } from '../../../shared/toast';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/Field';
import { safeHref } from '../../../shared/ui/safe';
import { IMAGE_ACCEPT, ImageLibraryPanel, imageFileProblem } from '../../images';

/** A local preview of a chosen file (none where the browser cannot make one). */
function useFilePreview(file: File | null): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(undefined);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/**
 * An item's image: upload a file, pick one from the library, or give its address. A file wins over the address;
 * picking from the library fills the address.
 */
export function ImageField({
  workspaceId,
  url,
  onUrlChange,
  urlError,
  file,
  onFileChange,
}: {
  workspaceId: string;
  url: string;
  onUrlChange: (url: string) => void;
  urlError?: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
}) {
  const [libraryOpen, setLibraryOpen] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileInputId = useId();
  const filePreview = useFilePreview(file);
  const preview = filePreview ?? safeHref(url);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    const problem = imageFileProblem(chosen);
    if (problem) {
      showError(problem);
      return;
    }
    onFileChange(chosen);
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1.5 text-sm font-medium text-gray-800">Image</legend>
      <div className="flex flex-wrap items-start gap-4">
        <div className="flex h-24 w-36 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-gray-200 bg-gray-50">
          {preview ? (
            <img src={preview} alt="Selected" className="size-full object-cover" />
          ) : (
            <span className="text-xs text-gray-500">No image</span>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" className="py-2" onClick={() => fileInput.current?.click()}>
              <ImagePlus aria-hidden="true" className="size-4" />
              Upload image
            </Button>
            <Button variant="secondary" className="py-2" onClick={() => setLibraryOpen(true)}>
              <Images aria-hidden="true" className="size-4" />
              Choose from library
            </Button>
            {preview ? (
              <Button
                variant="ghost"
                className="py-2 text-red-600 hover:bg-red-50"
                onClick={() => {
                  onFileChange(null);
                  onUrlChange('');
                }}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Remove image
              </Button>
            ) : null}
          </div>
          <label htmlFor={fileInputId} className="sr-only">
            Image file
          </label>
          <input
            ref={fileInput}
            id={fileInputId}
            type="file"
            accept={IMAGE_ACCEPT}
            tabIndex={-1}
            className="sr-only"
            onChange={onFile}
          />
          {file ? <p className="text-sm text-gray-600">Uploading {file.name} when you save.</p> : null}
        </div>
      </div>
      {file ? null : (
        <TextField
          label="Image URL"
          type="url"
          placeholder="https://"
          value={url}
          error={urlError}
          onChange={(event) => onUrlChange(event.target.value)}
        />
      )}
      <ImageLibraryPanel
        open={libraryOpen}
        onOpenChange={setLibraryOpen}
        workspaceId={workspaceId}
        title="Choose an image"
        onPick={(image) => {
          onFileChange(null);
          onUrlChange(image.url);
        }}
      />
    </fieldset>
  );
}
