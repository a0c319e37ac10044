import type { Tag } from '@newsletter-os/contracts';
import type { TagRow } from './repository';

export function presentTag(row: TagRow): Tag {
  return { tagId: row.id, name: row.name, color: row.color, modelName: row.modelName, modelType: row.modelType };
}
