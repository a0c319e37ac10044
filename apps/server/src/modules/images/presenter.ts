import type { Image } from '@newsletter-os/contracts';
import type { ImageRow } from './repository';

export function presentImage(row: ImageRow): Image {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    url: row.url,
    thumbnailUrl: row.thumbnailUrl,
    originalName: row.originalName,
    mimeType: row.mimeType,
    width: row.width,
    height: row.height,
    sizeBytes: row.sizeBytes,
    imageType: row.imageType,
    isFavorite: row.isFavorite,
    templateId: row.templateId,
    createdAt: row.createdAt.toISOString(),
  };
}
