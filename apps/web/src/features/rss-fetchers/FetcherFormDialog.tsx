import { zodResolver } from '@hookform/resolvers/zod';
import {
  FETCHER_INTERVAL_DEFAULT,
  FETCHER_INTERVAL_MAX,
  FETCHER_INTERVAL_MIN,
  FETCHER_NAME_MAX,
  FETCHER_TAGS_MAX,
  feedUrlSchema,
  type RssFetcher,
  text,
} from '@newsletter-os/contracts';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerError, checkedText } from '../../shared/forms';
import { showSuccess } from '../../shared/toast';
import { Checkbox } from '../../shared/ui/Checkbox';
import { TextField } from '../../shared/ui/Field';
import { FormDialog } from '../../shared/ui/FormDialog';
import { TagSelector } from '../tags';
import { useSaveFetcher } from './api';

const intervalSchema = z.coerce
  .number({ message: 'Interval must be a number of minutes' })
  .int({ message: 'Interval must be a whole number of minutes' })
  .min(FETCHER_INTERVAL_MIN, { message: `Interval must be at least ${FETCHER_INTERVAL_MIN} minutes` })
  .max(FETCHER_INTERVAL_MAX, { message: `Interval must be at most ${FETCHER_INTERVAL_MAX} minutes` });

const fetcherFormSchema = z.object({
  name: text(FETCHER_NAME_MAX, 'Name'),
  url: checkedText(feedUrlSchema, { required: 'Feed URL is required' }),
  intervalMinutes: checkedText(intervalSchema, { required: 'Interval is required' }),
  isActive: z.boolean(),
  defaultTagIds: z.array(z.string()).max(FETCHER_TAGS_MAX, { message: `At most ${FETCHER_TAGS_MAX} tags` }),
});
type FetcherFormValues = z.infer<typeof fetcherFormSchema>;

function valuesOf(fetcher: RssFetcher | null | undefined): FetcherFormValues {
  return {
    name: fetcher?.name ?? '',
    url: fetcher?.url ?? '',
    intervalMinutes: String(fetcher?.intervalMinutes ?? FETCHER_INTERVAL_DEFAULT),
    isActive: fetcher?.isActive ?? true,
    defaultTagIds: fetcher?.defaultTagIds ?? [],
  };
}

/** Adds an RSS fetcher, or edits `fetcher`: the feed, how often it is read, and the tags its items get. */
export function FetcherFormDialog({
  open,
  onOpenChange,
  workspaceId,
  fetcher,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  workspaceId: string;
  fetcher?: RssFetcher | null;
}) {
  const save = useSaveFetcher(workspaceId);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, reset, setError, formState } = useForm<FetcherFormValues>({
    resolver: zodResolver(fetcherFormSchema),
    defaultValues: valuesOf(fetcher),
  });
  const { errors } = formState;

  useEffect(() => {
    if (!open) return;
    reset(valuesOf(fetcher));
    setFormError(null);
  }, [open, fetcher, reset]);

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    save.mutate(
      { id: fetcher?.id, values: { ...values, intervalMinutes: Number(values.intervalMinutes) } },
      {
        onSuccess: () => {
          showSuccess(fetcher ? 'RSS fetcher updated' : 'RSS fetcher created');
          onOpenChange(false);
        },
        onError: (error) => setFormError(applyServerError(error, setError, ['name', 'url', 'intervalMinutes'])),
      },
    );
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={fetcher ? 'Edit RSS fetcher' : 'New RSS fetcher'}
      description="The feed is read on a schedule; new items appear in the content manager under RSS."
      size="md"
      submitLabel={fetcher ? 'Save fetcher' : 'Create fetcher'}
      pending={save.isPending}
      error={formError}
      onSubmit={onSubmit}
    >
      <TextField label="Name" placeholder="City council news" error={errors.name?.message} {...register('name')} />
      <TextField
        label="Feed URL"
        type="url"
        placeholder="https://example.org/feed.xml"
        hint="RSS, Atom, RDF or JSON Feed."
        error={errors.url?.message}
        {...register('url')}
      />
      <TextField
        label="Check every (minutes)"
        inputMode="numeric"
        hint={`Between ${FETCHER_INTERVAL_MIN} and ${FETCHER_INTERVAL_MAX} minutes.`}
        error={errors.intervalMinutes?.message}
        {...register('intervalMinutes')}
      />
      <Checkbox label="Active (fetch on schedule)" {...register('isActive')} />
      <Controller
        control={control}
        name="defaultTagIds"
        render={({ field, fieldState }) => (
          <TagSelector
            workspaceId={workspaceId}
            label="Tags for new items"
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </FormDialog>
  );
}
