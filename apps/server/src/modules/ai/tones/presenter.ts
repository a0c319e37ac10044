import { type Tone, toneSchema } from '@newsletter-os/contracts';
import type { ToneRow } from './repository';

const toneColumnsSchema = toneSchema.pick({
  traits: true,
  dos: true,
  donts: true,
  preferredTerms: true,
  bannedTerms: true,
  style: true,
  samples: true,
});

export function presentTone(row: ToneRow): Tone {
  // The JSON columns were written from the same schema; parsing keeps the types honest without casts.
  const json = toneColumnsSchema.parse(row);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    ...json,
    targetGrade: row.targetGrade,
    isDefault: row.isDefault,
    updatedAt: row.updatedAt.toISOString(),
  };
}
