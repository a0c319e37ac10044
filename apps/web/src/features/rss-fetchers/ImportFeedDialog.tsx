import { zodResolver } from '@hookform/resolvers/zod';
import { FETCHER_NAME_MAX, feedUrlSchema } from '@newsletter-os/contracts';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerError, checkedText } from '../../shared/forms';
import { showSuccess } from '../../shared/toast';
import { Alert } from '../../shared/ui/Alert';
import { TextField } from '../../shared/ui/Field';
import { FormDialogFooter, Modal } from '../../shared/ui/Modal';
import { TagSelector } from '../tags';
import { useAddFeedOnce } from './api';

const importFormSchema = z.object({
  url: checkedText(feedUrlSchema, { required: 'Feed URL is required' }),
  name: z
    .string()
    .trim()
    .max(FETCHER_NAME_MAX, { message: `Name must be at most ${FETCHER_NAME_MAX} characters` }),
  tagIds: z.array(z.string()),
});
type ImportFormValues = z.infer<typeof importFormSchema>;

const emptyValues: ImportFormValues = { url: '', name: '', tagIds: [] };

/** Reads a feed once and imports its current items, without scheduling further fetches. */
export function ImportFeedDialog({
  open,
  onOpenChange,
  workspaceId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  workspaceId: string;
}) {
  const importFeed = useAddFeedOnce(workspaceId);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, reset, setError, formState } = useForm<ImportFormValues>({
    resolver: zodResolver(importFormSchema),
    defaultValues: emptyValues,
  });

  useEffect(() => {
    if (!open) return;
    reset(emptyValues);
    setFormError(null);
  }, [open, reset]);

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    importFeed.mutate(
      { url: values.url, name: values.name || undefined, tagIds: values.tagIds },
      {
        onSuccess: (result) => {
          showSuccess(result.message);
          onOpenChange(false);
        },
        onError: (error) => setFormError(applyServerError(error, setError, ['url', 'name'])),
      },
    );
  });

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Import a feed once"
      description="Reads the feed now and adds its current items. To keep it up to date, add an RSS fetcher instead."
      footer={
        <FormDialogFooter
          formId="import-feed-form"
          submitLabel="Import items"
          pending={importFeed.isPending}
          pendingLabel="Importing…"
          onCancel={() => onOpenChange(false)}
        />
      }
    >
      <form id="import-feed-form" noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {formError ? <Alert>{formError}</Alert> : null}
        <TextField
          label="Feed URL"
          type="url"
          placeholder="https://example.org/feed.xml"
          error={formState.errors.url?.message}
          {...register('url')}
        />
        <TextField
          label="Source name (optional)"
          hint="Defaults to the feed's own title."
          error={formState.errors.name?.message}
          {...register('name')}
        />
        <Controller
          control={control}
          name="tagIds"
          render={({ field }) => (
            <TagSelector
              workspaceId={workspaceId}
              label="Tags for the items"
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
      </form>
    </Modal>
  );
}
