import {
  deleteImagesResultSchema,
  envelope,
  IMAGES_UPLOAD_MAX,
  type Image,
  imageSchema,
  paginated,
} from '@newsletter-os/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../shared/api/client';
import { imageKeys } from './query-keys';

/** Images per library page (docs/product-spec.md section 9: default page size 10). */
export const IMAGE_PAGE_SIZE = 10;
/** The server's cap per file (checked here too so a big file fails before it is sent). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';
export { IMAGES_UPLOAD_MAX };

const imagePageEnvelope = envelope(paginated(imageSchema));
const imageListEnvelope = envelope(z.array(imageSchema));
const imageEnvelope = envelope(imageSchema);
const deleteEnvelope = envelope(deleteImagesResultSchema);

export interface ImageListFilters {
  page: number;
  favoritesOnly: boolean;
}

export async function fetchImages(workspaceId: string, filters: ImageListFilters) {
  const params: Record<string, string | number> = { workspaceId, page: filters.page, pageSize: IMAGE_PAGE_SIZE };
  if (filters.favoritesOnly) params.isFavorite = 'true';
  const response = await http.get('/images/', { params, silent: true });
  return imagePageEnvelope.parse(response.data).data;
}

export function useImages(workspaceId: string, filters: ImageListFilters) {
  return useQuery({
    queryKey: imageKeys.list(workspaceId, filters),
    queryFn: () => fetchImages(workspaceId, filters),
    placeholderData: keepPreviousData,
  });
}

/** Why a file cannot be uploaded, checked before sending; null when it can. */
export function imageFileProblem(file: File): string | null {
  if (!IMAGE_ACCEPT.split(',').includes(file.type)) return `${file.name}: use a PNG, JPEG, WebP or GIF image`;
  if (file.size > IMAGE_MAX_BYTES) return `${file.name}: the file must be at most 5 MB`;
  return null;
}

export async function uploadImages(workspaceId: string, files: File[]): Promise<Image[]> {
  const form = new FormData();
  form.append('workspaceId', workspaceId);
  for (const file of files) form.append('images', file, file.name);
  const response = await http.post('/images/', form);
  return imageListEnvelope.parse(response.data).data;
}

export function useUploadImages(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: File[]) => uploadImages(workspaceId, files),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: imageKeys.workspace(workspaceId) }),
  });
}

export function useToggleFavorite(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, isFavorite }: { id: string; isFavorite: boolean }) => {
      const response = await http.patch(`/images/${id}/favorite`, { workspaceId, isFavorite });
      return imageEnvelope.parse(response.data).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: imageKeys.workspace(workspaceId) }),
  });
}

export function useDeleteImages(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (imageIds: string[]) => {
      const response = await http.delete('/images/', { data: { workspaceId, imageIds } });
      return deleteEnvelope.parse(response.data).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: imageKeys.workspace(workspaceId) }),
  });
}
