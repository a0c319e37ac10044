import type { Image } from '@newsletter-os/contracts';
import { ImageIcon, Trash2, Upload } from 'lucide-react';
import { type ChangeEvent, type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../../shared/api/errors';
import { showError, showSuccess } from '../../shared/toast';
import { Button } from '../../shared/ui/Button';
import { Checkbox } from '../../shared/ui/Checkbox';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { cn } from '../../shared/ui/cn';
import { Modal } from '../../shared/ui/Modal';
import { Pagination } from '../../shared/ui/Pagination';
import { LoadingState } from '../../shared/ui/Spinner';
import { EmptyState, ErrorState, NoWorkspaceState } from '../../shared/ui/States';
import { useWorkspaceId } from '../workspaces';
import {
  IMAGE_ACCEPT,
  IMAGE_PAGE_SIZE,
  IMAGES_UPLOAD_MAX,
  imageFileProblem,
  useDeleteImages,
  useImages,
  useToggleFavorite,
  useUploadImages,
} from './api';
import { ImageTile } from './ImageTile';

export interface ImageLibraryPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the chosen image; the panel then closes. Without it the panel only manages the library. */
  onPick?: (image: Image) => void;
  /** Defaults to the selected workspace. */
  workspaceId?: string;
  title?: string;
}

/**
 * The image library as a dialog usable from any form: upload (button or drop), browse page by page, show only
 * favourites, star or delete images, and pick one.
 */
export function ImageLibraryPanel({
  open,
  onOpenChange,
  onPick,
  workspaceId,
  title = 'Image library',
}: ImageLibraryPanelProps) {
  const currentWorkspace = useWorkspaceId();
  const activeWorkspace = workspaceId ?? currentWorkspace;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={onPick ? 'Upload a new image or choose one you have used before.' : undefined}
      size="xl"
    >
      {activeWorkspace ? (
        <LibraryBody
          workspaceId={activeWorkspace}
          onPick={
            onPick
              ? (image) => {
                  onPick(image);
                  onOpenChange(false);
                }
              : undefined
          }
        />
      ) : (
        <NoWorkspaceState what="images" />
      )}
    </Modal>
  );
}

function LibraryBody({ workspaceId, onPick }: { workspaceId: string; onPick?: (image: Image) => void }) {
  const [page, setPage] = useState(1);
  const [favoritesOnly, setFavoritesOnly] = useState(false);
  const [selected, setSelected] = useState<Image | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadHintId = useId();

  const images = useImages(workspaceId, { page, favoritesOnly });
  const upload = useUploadImages(workspaceId);
  const favorite = useToggleFavorite(workspaceId);
  const remove = useDeleteImages(workspaceId);

  // A filter change starts again from the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the filter changes
  useEffect(() => setPage(1), [favoritesOnly]);

  const startUpload = (files: File[]) => {
    if (files.length === 0) return;
    if (files.length > IMAGES_UPLOAD_MAX) {
      showError(`Upload at most ${IMAGES_UPLOAD_MAX} images at a time`);
      return;
    }
    const problem = files.map(imageFileProblem).find((p) => p !== null);
    if (problem) {
      showError(problem);
      return;
    }
    upload.mutate(files, {
      onSuccess: (uploaded) => {
        showSuccess(uploaded.length === 1 ? 'Image uploaded' : `${uploaded.length} images uploaded`);
        setFavoritesOnly(false);
        setPage(1);
        setSelected(uploaded[0] ?? null);
      },
    });
  };

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    startUpload(Array.from(event.target.files ?? []));
    event.target.value = '';
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    startUpload(Array.from(event.dataTransfer.files));
  };

  const deleteSelected = () => {
    if (!selected) return;
    remove.mutate([selected.id], {
      onSuccess: () => {
        showSuccess('Image deleted');
        setSelected(null);
        setConfirmDelete(false);
      },
      onError: () => setConfirmDelete(false),
    });
  };

  const results = images.data?.results ?? [];
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a shortcut; the upload button does the same
    <div
      className={cn('flex flex-col gap-4 rounded-xl', dragging && 'outline-2 outline-indigo-400 outline-dashed')}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <Button onClick={() => fileInput.current?.click()} loading={upload.isPending} loadingText="Uploading…">
            <Upload aria-hidden="true" className="size-4" />
            Upload images
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept={IMAGE_ACCEPT}
            multiple
            className="sr-only"
            tabIndex={-1}
            aria-label="Image files"
            aria-describedby={uploadHintId}
            onChange={onFiles}
          />
          <p id={uploadHintId} className="hidden text-sm text-gray-500 sm:block">
            PNG, JPEG, WebP or GIF, up to 5 MB each. You can also drop files here.
          </p>
        </div>
        <Checkbox
          label="Favourites only"
          checked={favoritesOnly}
          onChange={(event) => setFavoritesOnly(event.target.checked)}
        />
      </div>

      {images.isPending ? (
        <LoadingState label="Loading images..." />
      ) : images.isError ? (
        <ErrorState message={errorMessage(images.error)} onRetry={() => images.refetch()} />
      ) : results.length === 0 ? (
        <EmptyState
          icon={ImageIcon}
          title={favoritesOnly ? 'No favourite images' : 'No images yet'}
          description={
            favoritesOnly
              ? 'Star images to find them here quickly.'
              : 'Upload images to reuse them in content and newsletters.'
          }
        />
      ) : (
        <ul aria-label="Images" className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-5">
          {results.map((image) => (
            <ImageTile
              key={image.id}
              image={image}
              selected={selected?.id === image.id}
              onSelect={() => setSelected(selected?.id === image.id ? null : image)}
              onPick={onPick ? () => onPick(image) : undefined}
              onToggleFavorite={() => favorite.mutate({ id: image.id, isFavorite: !image.isFavorite })}
            />
          ))}
        </ul>
      )}

      {images.data ? (
        <Pagination
          page={images.data.page}
          totalPages={images.data.totalPages}
          count={images.data.count}
          pageSize={IMAGE_PAGE_SIZE}
          noun="images"
          onPageChange={setPage}
          disabled={images.isFetching}
        />
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-gray-200 pt-4">
        <p className="text-sm text-gray-600" aria-live="polite">
          {selected ? `Selected: ${selected.originalName ?? 'image'}` : 'No image selected'}
        </p>
        <div className="flex gap-2">
          <Button variant="secondary" disabled={!selected} onClick={() => setConfirmDelete(true)}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </Button>
          {onPick ? (
            <Button disabled={!selected} onClick={() => selected && onPick(selected)}>
              Use image
            </Button>
          ) : null}
        </div>
      </div>

      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete image?"
        confirmLabel="Delete image"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        onConfirm={deleteSelected}
      >
        “{selected?.originalName ?? 'This image'}” will be removed from the library. Content that already uses it keeps
        its own copy of the link.
      </ConfirmDialog>
    </div>
  );
}
