import { z } from 'zod';
import { lineText, text, workspaceIdSchema } from './common';

export const TONE_NAME_MAX = 60;
export const TONE_DESCRIPTION_MAX = 500;
export const TONE_TRAITS_MAX = 5;
export const TONE_LIST_MAX = 20;
export const TONE_TERM_MAX = 60;
export const TONE_RULE_MAX = 200;
export const TONE_SAMPLES_MAX = 5;
export const TONE_SAMPLE_MAX = 1500;

export const toneNumberStyles = ['ap', 'numerals', 'spell-out'] as const;
export const toneNumberStyleLabels: Record<(typeof toneNumberStyles)[number], string> = {
  ap: 'AP: spell out one to nine, numerals from 10',
  numerals: 'Always numerals',
  'spell-out': 'Spell out up to one hundred',
};

export const TONE_TRAIT_MAX = 40;

/** One is/is-not pair: both halves, or the pair is left out. */
export const toneTraitSchema = z.object({
  is: lineText(TONE_TRAIT_MAX, 'Trait'),
  isNot: lineText(TONE_TRAIT_MAX, 'Trait opposite'),
});
export const TONE_TRAITS_MESSAGE = `Give at most ${TONE_TRAITS_MAX} traits`;

const ruleList = (label: string, max = TONE_RULE_MAX) =>
  z.array(lineText(max, label)).max(TONE_LIST_MAX, { message: `At most ${TONE_LIST_MAX} entries` });

const toneFields = {
  name: lineText(TONE_NAME_MAX, 'Name'),
  description: z
    .string()
    .trim()
    .max(TONE_DESCRIPTION_MAX, { message: `Description must be at most ${TONE_DESCRIPTION_MAX} characters` })
    .default(''),
  /** Optional: a name alone is a tone; traits sharpen it. */
  traits: z.array(toneTraitSchema).max(TONE_TRAITS_MAX, { message: TONE_TRAITS_MESSAGE }).default([]),
  dos: ruleList('Do').default([]),
  donts: ruleList('Don’t').default([]),
  preferredTerms: ruleList('Preferred term', TONE_TERM_MAX).default([]),
  bannedTerms: ruleList('Banned term', TONE_TERM_MAX).default([]),
  targetGrade: z
    .number({ message: 'Reading grade must be a number' })
    .int({ message: 'Reading grade must be a whole number' })
    .min(1, { message: 'Reading grade must be between 1 and 16' })
    .max(16, { message: 'Reading grade must be between 1 and 16' })
    .nullable()
    .default(null),
  style: z
    .object({
      apStyle: z.boolean().default(false),
      oxfordComma: z.boolean().default(true),
      numbers: z.enum(toneNumberStyles).default('ap'),
    })
    .default({ apStyle: false, oxfordComma: true, numbers: 'ap' }),
  samples: z
    .array(text(TONE_SAMPLE_MAX, 'Sample text'))
    .max(TONE_SAMPLES_MAX, { message: `At most ${TONE_SAMPLES_MAX} sample texts` })
    .default([]),
  isDefault: z.boolean().default(false),
};

export const toneSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  traits: z.array(z.object({ is: z.string(), isNot: z.string() })),
  dos: z.array(z.string()),
  donts: z.array(z.string()),
  preferredTerms: z.array(z.string()),
  bannedTerms: z.array(z.string()),
  targetGrade: z.number().int().nullable(),
  style: z.object({ apStyle: z.boolean(), oxfordComma: z.boolean(), numbers: z.enum(toneNumberStyles) }),
  samples: z.array(z.string()),
  isDefault: z.boolean(),
  updatedAt: z.string(),
});
export type Tone = z.infer<typeof toneSchema>;

/** POST /ai/tones/ and PUT /ai/tones/{id}/ (a PUT replaces the whole tone). */
export const toneBodySchema = z.object({ workspaceId: workspaceIdSchema, ...toneFields });
export type ToneBody = z.input<typeof toneBodySchema>;
export type ToneValues = Omit<z.output<typeof toneBodySchema>, 'workspaceId'>;
