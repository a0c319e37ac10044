import type { BusinessCompany } from '@newsletter-os/contracts';
import type { BusinessCompanyWithAds } from './repository';

export function presentBusinessCompany(row: BusinessCompanyWithAds): BusinessCompany {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    name: row.name,
    logo: row.logoUrl,
    website: row.website,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    adCount: row.adCount,
    fromPublicForm: row.fromPublicForm,
    createdAt: row.createdAt.toISOString(),
  };
}
