import type { Business } from '@newsletter-os/contracts';
import type { BusinessRow } from './repository';

export function toBusiness(row: BusinessRow): Business {
  return {
    id: row.id,
    name: row.name,
    website: row.website,
    phone: row.phone,
    address: row.address,
    city: row.city,
    country: row.country,
    industry: row.industry,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
  };
}
