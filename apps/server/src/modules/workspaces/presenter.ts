import type { Paginated, Workspace, WorkspaceBrand } from '@newsletter-os/contracts';
import { pageOf } from '../../lib/pagination';
import type { PageRequest, PageRows, WorkspaceRow } from './repository';

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

/** The contracts' `paginated` shape from a page of rows. */
export function toPage<R, T>(result: PageRows<R>, request: PageRequest, present: (row: R) => T): Paginated<T> {
  return pageOf(result.rows.map(present), result.count, request.page, request.pageSize);
}
