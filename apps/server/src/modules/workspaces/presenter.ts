import type { Workspace, WorkspaceBrand } from '@newsletter-os/contracts';
import type { WorkspaceRow } from './repository';

export function toWorkspace(row: WorkspaceRow): Workspace {
  return {
    workspaceId: row.id,
    name: row.name,
    brand: row.logoUrl,
    logo: row.logoUrl,
    brandName: row.brandName,
    brandColor: row.brandColor,
    publicationId: row.publicationId,
  };
}

export function toWorkspaceBrand(row: WorkspaceRow): WorkspaceBrand {
  return { brand: row.logoUrl, logo: row.logoUrl, brandName: row.brandName, brandColor: row.brandColor };
}
