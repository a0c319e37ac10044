import type { createBusinessCompanyFieldsSchema, updateBusinessCompanyFieldsSchema } from '@newsletter-os/contracts';
import type { z } from 'zod';
import type { ModuleDeps } from '../../app';
import { conflict, notFound } from '../../lib/errors';
import { discardStoredFiles, storeImage, type UploadedFile } from '../../lib/image-upload';
import {
  type BusinessCompanyWithAds,
  deleteBusinessCompanyArchivingAds,
  findBusinessCompany,
  insertBusinessCompany,
  updateBusinessCompany,
} from './repository';

type CreateFields = z.output<typeof createBusinessCompanyFieldsSchema>;
type UpdateFields = z.output<typeof updateBusinessCompanyFieldsSchema>;
type Deps = Pick<ModuleDeps, 'db' | 'storage'>;

const LOGO_FOLDER = 'company-logos';

async function storeLogo(deps: Deps, file: UploadedFile) {
  return storeImage(deps.storage, file.bytes, { folder: LOGO_FOLDER, field: file.fieldname });
}

const discard = (deps: Deps, key: string | null | undefined) => discardStoredFiles(deps.storage, [key]);

export async function requireBusinessCompany(
  deps: Deps,
  workspaceId: string,
  id: string,
): Promise<BusinessCompanyWithAds> {
  const row = await findBusinessCompany(deps.db, workspaceId, id);
  if (!row) throw notFound('Business company not found');
  return row;
}

export async function createBusinessCompany(
  deps: Deps,
  fields: CreateFields,
  logo: UploadedFile | undefined,
): Promise<BusinessCompanyWithAds> {
  const { workspaceId, logoUrl, ...values } = fields;
  const stored = logo ? await storeLogo(deps, logo) : undefined;
  try {
    const row = await insertBusinessCompany(deps.db, {
      workspaceId,
      ...values,
      logoUrl: stored?.url ?? logoUrl,
      logoKey: stored?.key,
    });
    return { ...row, adCount: 0 };
  } catch (err) {
    await discard(deps, stored?.key);
    throw err;
  }
}

export async function changeBusinessCompany(
  deps: Deps,
  id: string,
  fields: UpdateFields,
  logo: UploadedFile | undefined,
): Promise<BusinessCompanyWithAds> {
  const { workspaceId, logoUrl, ...values } = fields;
  const existing = await requireBusinessCompany(deps, workspaceId, id);
  const stored = logo ? await storeLogo(deps, logo) : undefined;
  const logoChange = stored
    ? { logoUrl: stored.url, logoKey: stored.key }
    : logoUrl !== undefined
      ? { logoUrl, logoKey: null }
      : {};
  try {
    await updateBusinessCompany(deps.db, workspaceId, id, { ...values, ...logoChange });
  } catch (err) {
    await discard(deps, stored?.key);
    throw err;
  }
  if ('logoKey' in logoChange) await discard(deps, existing.logoKey);
  return requireBusinessCompany(deps, workspaceId, id);
}

/** Without `confirm`, a company that has ads is kept and the client is asked to confirm (409). */
export async function deleteBusinessCompany(
  deps: Deps,
  workspaceId: string,
  id: string,
  confirm: boolean,
): Promise<number> {
  const existing = await requireBusinessCompany(deps, workspaceId, id);
  if (existing.adCount > 0 && !confirm) {
    throw conflict(`This company has ${existing.adCount} ads. Deleting it archives them.`);
  }
  const archived = await deleteBusinessCompanyArchivingAds(deps.db, workspaceId, id);
  await discard(deps, existing.logoKey);
  return archived;
}
