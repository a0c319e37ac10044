import type { createBusinessCompanyFieldsSchema, updateBusinessCompanyFieldsSchema } from '@newsletter-os/contracts';
import type { z } from 'zod';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { ModuleDeps } from '../../deps';
import type { UploadedFile } from '../../http/multipart';
import { discardStoredFiles, storeImage } from '../../integrations/stored-image';
import { conflict, notFound } from '../../lib/errors';
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
  scope: WorkspaceScope,
  id: string,
): Promise<BusinessCompanyWithAds> {
  const row = await findBusinessCompany(deps.db, scope, id);
  if (!row) throw notFound('Business company not found');
  return row;
}

export async function createBusinessCompany(
  deps: Deps,
  scope: WorkspaceScope,
  fields: CreateFields,
  logo: UploadedFile | undefined,
): Promise<BusinessCompanyWithAds> {
  // The form's workspaceId went through the membership check and came back as `scope`.
  const { workspaceId: _checked, logoUrl, ...values } = fields;
  const stored = logo ? await storeLogo(deps, logo) : undefined;
  try {
    const row = await insertBusinessCompany(deps.db, scope, {
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
  scope: WorkspaceScope,
  id: string,
  fields: UpdateFields,
  logo: UploadedFile | undefined,
): Promise<BusinessCompanyWithAds> {
  // The form's workspaceId went through the membership check and came back as `scope`.
  const { workspaceId: _checked, logoUrl, ...values } = fields;
  const existing = await requireBusinessCompany(deps, scope, id);
  const stored = logo ? await storeLogo(deps, logo) : undefined;
  const logoChange = stored
    ? { logoUrl: stored.url, logoKey: stored.key }
    : logoUrl !== undefined
      ? { logoUrl, logoKey: null }
      : {};
  try {
    await updateBusinessCompany(deps.db, scope, id, { ...values, ...logoChange });
  } catch (err) {
    await discard(deps, stored?.key);
    throw err;
  }
  if ('logoKey' in logoChange) await discard(deps, existing.logoKey);
  return requireBusinessCompany(deps, scope, id);
}

/** Without `confirm`, a company that has ads is kept and the client is asked to confirm (409). */
export async function deleteBusinessCompany(
  deps: Deps,
  scope: WorkspaceScope,
  id: string,
  confirm: boolean,
): Promise<number> {
  const existing = await requireBusinessCompany(deps, scope, id);
  if (existing.adCount > 0 && !confirm) {
    throw conflict(`This company has ${existing.adCount} ads. Deleting it archives them.`);
  }
  const archived = await deleteBusinessCompanyArchivingAds(deps.db, scope, id);
  await discard(deps, existing.logoKey);
  return archived;
}
