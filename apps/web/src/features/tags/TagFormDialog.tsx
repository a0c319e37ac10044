import { zodResolver } from '@hookform/resolvers/zod';
import { TAG_NAME_MAX, text } from '@newsletter-os/contracts';
import { useEffect, useState } from 'react';
import { Controller, type UseFormSetError, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FALLBACK_ERROR_MESSAGE, fieldFromMessage } from '../../shared/api/errors';
import { showSuccess } from '../../shared/toast';
import { ColorField } from '../../shared/ui/ColorField';
import { TextField } from '../../shared/ui/Field';
import { FormDialog } from '../../shared/ui/FormDialog';
import { type TagOption, TagRequestError } from './api';
import { useTagActions } from './store';
import { TagChip } from './TagChip';

const tagFormSchema = z.object({
  name: text(TAG_NAME_MAX, 'Tag name'),
  color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, { message: 'Colour must be a hex colour such as #1a2b3c' }),
});
type TagFormValues = z.infer<typeof tagFormSchema>;

const DEFAULT_TAG_COLOR = '#3b82f6';

/**
 * Puts a failure under the field it is about: "name: …" / "color: …" validation messages, and a 409 (the name is
 * already taken in this newsletter) under Tag name. Returns the message when it belongs to the whole form.
 */
function fieldErrorOrMessage(error: unknown, setError: UseFormSetError<TagFormValues>): string | null {
  const message = error instanceof Error ? error.message : FALLBACK_ERROR_MESSAGE;
  const named = fieldFromMessage(message);
  if (named && (named.field === 'name' || named.field === 'color')) {
    setError(named.field, { type: 'server', message: named.message }, { shouldFocus: true });
    return null;
  }
  if (error instanceof TagRequestError && error.status === 409) {
    setError('name', { type: 'server', message }, { shouldFocus: true });
    return null;
  }
  return message;
}

/** Creates a tag, or edits `tag` when given. Closes and reports success itself. */
export function TagFormDialog({
  open,
  onOpenChange,
  workspaceId,
  tag,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  workspaceId: string;
  tag?: TagOption | null;
}) {
  const { createTag, updateTag } = useTagActions(workspaceId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TagFormValues>({
    resolver: zodResolver(tagFormSchema),
    defaultValues: { name: '', color: DEFAULT_TAG_COLOR },
  });
  const { register, control, handleSubmit, reset, watch, setError, formState } = form;

  useEffect(() => {
    if (!open) return;
    setFormError(null);
    reset({ name: tag?.label ?? '', color: tag?.color ?? DEFAULT_TAG_COLOR });
  }, [open, tag, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const body = { name: values.name, color: values.color.toLowerCase() };
    try {
      if (tag) {
        await updateTag(tag.id, body);
        showSuccess('Tag updated');
      } else {
        await createTag(body);
        showSuccess('Tag created');
      }
      onOpenChange(false);
    } catch (error) {
      setFormError(fieldErrorOrMessage(error, setError));
    }
  });

  const preview = watch();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={tag ? 'Edit tag' : 'New tag'}
      size="sm"
      submitLabel={tag ? 'Save tag' : 'Create tag'}
      pending={formState.isSubmitting}
      error={formError}
      onSubmit={onSubmit}
    >
      <TextField label="Tag name" autoComplete="off" error={formState.errors.name?.message} {...register('name')} />
      <Controller
        control={control}
        name="color"
        render={({ field, fieldState }) => (
          <ColorField label="Colour" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <div className="flex items-center gap-2 text-sm text-gray-600">
        Preview: <TagChip label={preview.name.trim() || 'Tag name'} color={preview.color} />
      </div>
    </FormDialog>
  );
}
