import { feedStatuses } from '@newsletter-os/contracts';
import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { SelectField, TextAreaField, TextField } from '../../../shared/ui/Field';
import { TagSelector } from '../../tags';
import { feedStatusLabels } from '../StatusBadge';
import type { ItemFormValues } from './item-form';

const statusOptions = feedStatuses.map((status) => ({ value: status, label: feedStatusLabels[status] }));

/**
 * Title, summary, content, link, author, date, status and tags: what every kind of item has. `contentActions`
 * (the rewrite action) sit under the content. `editing`: the item exists, so its date is set and stays set.
 */
export function CommonFields({
  workspaceId,
  editing = false,
  contentActions,
}: {
  workspaceId: string;
  editing?: boolean;
  contentActions?: ReactNode;
}) {
  const { register, control, formState } = useFormContext<ItemFormValues>();
  const { errors } = formState;
  return (
    <>
      <TextField label="Title" error={errors.title?.message} {...register('title')} />
      <TextAreaField label="Summary" rows={3} error={errors.summary?.message} {...register('summary')} />
      <TextAreaField
        label="Content"
        rows={6}
        hint="A blank line starts a new paragraph. An imported item keeps its formatting until you change its text."
        error={errors.content?.message}
        {...register('content')}
      />
      {contentActions ? (
        <div className="-mt-3 flex flex-wrap items-center justify-end gap-2">{contentActions}</div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Link" type="url" placeholder="https://" error={errors.link?.message} {...register('link')} />
        <TextField label="Author" error={errors.author?.message} {...register('author')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Published"
          type="datetime-local"
          hint={editing ? 'Lists sort by this date.' : 'Leave empty to use the moment you create it.'}
          error={errors.publishedAt?.message}
          {...register('publishedAt')}
        />
        <SelectField
          label="Status"
          options={statusOptions}
          error={errors.feedStatus?.message}
          {...register('feedStatus')}
        />
      </div>
      <Controller
        control={control}
        name="tagIds"
        render={({ field, fieldState }) => (
          <TagSelector
            workspaceId={workspaceId}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </>
  );
}
