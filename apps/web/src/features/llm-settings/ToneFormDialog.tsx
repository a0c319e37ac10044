import { zodResolver } from '@hookform/resolvers/zod';
import {
  lineText,
  TONE_DESCRIPTION_MAX,
  TONE_NAME_MAX,
  TONE_SAMPLE_MAX,
  TONE_SAMPLES_MAX,
  TONE_TRAITS_MAX,
  TONE_TRAITS_MESSAGE,
  type Tone,
  toneNumberStyleLabels,
  toneNumberStyles,
  toneTraitSchema,
} from '@newsletter-os/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerError } from '../../shared/forms';
import { showSuccess } from '../../shared/toast';
import { Button } from '../../shared/ui/Button';
import { Checkbox } from '../../shared/ui/Checkbox';
import { SelectField, TextAreaField, TextField } from '../../shared/ui/Field';
import { FormDialog } from '../../shared/ui/FormDialog';
import { type ToneValues, useSaveTone } from './api';

const isBlank = (trait: { is: string; isNot: string }) => trait.is.trim() === '' && trait.isNot.trim() === '';

/**
 * A row of the traits list: left empty (it is not sent), or a whole pair checked with the server's own rules. Blank
 * rows stay in place while validating, so an error shows under the row it is about.
 */
const traitRowSchema = z.object({ is: z.string(), isNot: z.string() }).superRefine((trait, ctx) => {
  if (isBlank(trait)) return;
  const checked = toneTraitSchema.safeParse(trait);
  if (checked.success) return;
  for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
});
const toneFormSchema = z.object({
  name: lineText(TONE_NAME_MAX, 'Name'),
  description: z.string().max(TONE_DESCRIPTION_MAX, `Description must be at most ${TONE_DESCRIPTION_MAX} characters`),
  traits: z
    .array(traitRowSchema)
    .refine((rows) => rows.filter((row) => !isBlank(row)).length <= TONE_TRAITS_MAX, TONE_TRAITS_MESSAGE),
  dos: z.string(),
  donts: z.string(),
  preferredTerms: z.string(),
  bannedTerms: z.string(),
  targetGrade: z
    .string()
    .trim()
    .refine((value) => value === '' || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 16), {
      message: 'Reading grade must be between 1 and 16',
    }),
  apStyle: z.boolean(),
  oxfordComma: z.boolean(),
  numbers: z.enum(toneNumberStyles),
  samples: z.array(
    z.object({ text: z.string().max(TONE_SAMPLE_MAX, `Sample text must be at most ${TONE_SAMPLE_MAX} characters`) }),
  ),
  isDefault: z.boolean(),
});
type ToneFormValues = z.infer<typeof toneFormSchema>;

const emptyTrait = { is: '', isNot: '' };

function valuesOf(tone: Tone | null): ToneFormValues {
  return {
    name: tone?.name ?? '',
    description: tone?.description ?? '',
    // A new tone offers one pair to fill in; every pair is optional.
    traits: tone?.traits.length ? tone.traits : [emptyTrait],
    dos: tone?.dos.join('\n') ?? '',
    donts: tone?.donts.join('\n') ?? '',
    preferredTerms: tone?.preferredTerms.join('\n') ?? '',
    bannedTerms: tone?.bannedTerms.join('\n') ?? '',
    targetGrade: tone?.targetGrade === null || tone === null ? '' : String(tone.targetGrade),
    apStyle: tone?.style.apStyle ?? false,
    oxfordComma: tone?.style.oxfordComma ?? true,
    numbers: tone?.style.numbers ?? 'ap',
    samples: tone?.samples.map((text) => ({ text })) ?? [],
    isDefault: tone?.isDefault ?? false,
  };
}

/** One entry a line; blank lines are left out. */
const lines = (value: string) =>
  value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function bodyOf(values: ToneFormValues): ToneValues {
  return {
    name: values.name,
    description: values.description,
    traits: values.traits.filter((trait) => !isBlank(trait)).map((t) => ({ is: t.is.trim(), isNot: t.isNot.trim() })),
    dos: lines(values.dos),
    donts: lines(values.donts),
    preferredTerms: lines(values.preferredTerms),
    bannedTerms: lines(values.bannedTerms),
    targetGrade: values.targetGrade === '' ? null : Number(values.targetGrade),
    style: { apStyle: values.apStyle, oxfordComma: values.oxfordComma, numbers: values.numbers },
    samples: values.samples.map((sample) => sample.text.trim()).filter(Boolean),
    isDefault: values.isDefault,
  };
}

const serverFields = [
  'name',
  'description',
  'traits',
  'dos',
  'donts',
  'preferredTerms',
  'bannedTerms',
  'targetGrade',
  'samples',
] as const;

/** Creates a tone (the publisher's voice) or edits `tone`: traits, rules, terms, style and sample texts. */
export function ToneFormDialog({
  open,
  onOpenChange,
  workspaceId,
  tone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  workspaceId: string;
  tone: Tone | null;
}) {
  const save = useSaveTone(workspaceId);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, reset, setError, formState } = useForm<ToneFormValues>({
    resolver: zodResolver(toneFormSchema),
    defaultValues: valuesOf(tone),
  });
  const traits = useFieldArray({ control, name: 'traits' });
  const samples = useFieldArray({ control, name: 'samples' });
  const { errors } = formState;

  useEffect(() => {
    if (!open) return;
    reset(valuesOf(tone));
    setFormError(null);
  }, [open, tone, reset]);

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    save.mutate(
      { id: tone?.id, values: bodyOf(values) },
      {
        onSuccess: () => {
          showSuccess(tone ? 'Tone updated' : 'Tone created');
          onOpenChange(false);
        },
        onError: (error) => setFormError(applyServerError(error, setError, serverFields)),
      },
    );
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={tone ? 'Edit tone' : 'New tone'}
      description="How the assistant should sound when it writes for this newsletter."
      size="lg"
      submitLabel={tone ? 'Save tone' : 'Create tone'}
      pending={save.isPending}
      error={formError}
      onSubmit={onSubmit}
    >
      <TextField label="Tone name" error={errors.name?.message} {...register('name')} />
      <TextAreaField
        label="Description"
        rows={2}
        hint="The voice in a sentence, e.g. “A neighbour telling you what is on this week.”"
        error={errors.description?.message}
        {...register('description')}
      />

      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-gray-800">Traits</legend>
        <p className="text-sm text-gray-500">
          Optional, up to {TONE_TRAITS_MAX} pairs: what the voice is, and what it is not. Empty pairs are left out.
        </p>
        {traits.fields.map((field, index) => (
          <div key={field.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
            <TextField
              label={`Trait ${index + 1} is`}
              placeholder="Warm"
              error={errors.traits?.[index]?.is?.message}
              {...register(`traits.${index}.is`)}
            />
            <TextField
              label={`Trait ${index + 1} is not`}
              placeholder="gushing"
              error={errors.traits?.[index]?.isNot?.message}
              {...register(`traits.${index}.isNot`)}
            />
            <Button
              variant="ghost"
              className="mt-7 px-2.5"
              aria-label={`Remove trait ${index + 1}`}
              onClick={() => traits.remove(index)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </div>
        ))}
        {errors.traits?.message || errors.traits?.root?.message ? (
          <p className="text-sm text-red-600">{errors.traits?.message ?? errors.traits?.root?.message}</p>
        ) : null}
        <div>
          <Button
            variant="secondary"
            disabled={traits.fields.length >= TONE_TRAITS_MAX}
            onClick={() => traits.append(emptyTrait)}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add trait
          </Button>
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextAreaField label="Do" rows={3} hint="One rule a line." error={errors.dos?.message} {...register('dos')} />
        <TextAreaField
          label="Don’t"
          rows={3}
          hint="One rule a line."
          error={errors.donts?.message}
          {...register('donts')}
        />
        <TextAreaField
          label="Preferred terms"
          rows={3}
          hint="One a line."
          error={errors.preferredTerms?.message}
          {...register('preferredTerms')}
        />
        <TextAreaField
          label="Banned terms"
          rows={3}
          hint="One a line. Rewrites that use one are flagged."
          error={errors.bannedTerms?.message}
          {...register('bannedTerms')}
        />
      </div>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-sm font-medium text-gray-800">Style</legend>
        {/* min-w-0: the long number-style labels would otherwise widen their column over its neighbour. */}
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="min-w-0">
            <TextField
              label="Target reading grade"
              inputMode="numeric"
              placeholder="e.g. 8"
              error={errors.targetGrade?.message}
              {...register('targetGrade')}
            />
          </div>
          <div className="min-w-0">
            <SelectField
              label="Numbers"
              className="w-full min-w-0 truncate"
              options={toneNumberStyles.map((style) => ({ value: style, label: toneNumberStyleLabels[style] }))}
              {...register('numbers')}
            />
          </div>
        </div>
        <div className="flex flex-col gap-3">
          <Checkbox label="Follow AP style" {...register('apStyle')} />
          <Checkbox label="Use the Oxford comma" {...register('oxfordComma')} />
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-gray-800">Sample texts</legend>
        <p className="text-sm text-gray-500">
          Up to {TONE_SAMPLES_MAX} texts in this voice. They teach style only; nothing they say is used as fact.
        </p>
        {samples.fields.map((field, index) => (
          <div key={field.id} className="flex items-start gap-2">
            <div className="min-w-0 flex-1">
              <TextAreaField
                label={`Sample ${index + 1}`}
                rows={3}
                error={errors.samples?.[index]?.text?.message}
                {...register(`samples.${index}.text`)}
              />
            </div>
            <Button
              variant="ghost"
              className="mt-7 px-2.5"
              aria-label={`Remove sample ${index + 1}`}
              onClick={() => samples.remove(index)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </div>
        ))}
        <div>
          <Button
            variant="secondary"
            disabled={samples.fields.length >= TONE_SAMPLES_MAX}
            onClick={() => samples.append({ text: '' })}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add sample
          </Button>
        </div>
      </fieldset>

      <Checkbox label="Default tone (used when a chat picks none)" {...register('isDefault')} />
    </FormDialog>
  );
}
