import { zodResolver } from '@hookform/resolvers/zod';
import type { FeedItem, FeedType } from '@newsletter-os/contracts';
import { Sparkles } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Controller, FormProvider, type Path, useForm } from 'react-hook-form';
import { applyServerError } from '../../../shared/forms';
import { useScheduleSettings } from '../../../shared/schedule-settings';
import { showSuccess } from '../../../shared/toast';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { FormDialogFooter, Modal } from '../../../shared/ui/Modal';
import { LoadingState } from '../../../shared/ui/Spinner';
import { timesInZoneText } from '../../../shared/zoned-day';
import { plainTextOfRewrite, RewriteDialog, useRewriteAvailable } from '../../ai-rewrite';
import { useSaveItem } from '../api';
import { kindOf } from '../kinds';
import { AdFields } from './AdFields';
import { CommonFields } from './CommonFields';
import { EventFields } from './EventFields';
import { EventFromLink } from './EventFromLink';
import { ImageField } from './ImageField';
import { emptyItemValues, type ItemFormValues, itemFormData, itemFormSchema, valuesOfItem } from './item-form';

/** Server messages name these fields ("link: Enter a full http or https URL") and are shown under them. */
const serverFields = Object.keys(emptyItemValues) as Path<ItemFormValues>[];

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Creates an item of a kind, or edits `item` (its own kind decides the fields). Sent as multipart with the image
 * file or the image URL.
 */
export function ItemFormDialog({
  open,
  onOpenChange,
  workspaceId,
  feedType,
  item,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  workspaceId: string;
  feedType: FeedType;
  item?: FeedItem | null;
}) {
  const kind = kindOf(item?.feedType ?? feedType);
  const resolver = useMemo(() => zodResolver(itemFormSchema(kind.feedType)), [kind.feedType]);
  const form = useForm<ItemFormValues>({ resolver, defaultValues: emptyItemValues });
  const { control, handleSubmit, reset, setError, getValues, setValue } = form;
  const save = useSaveItem(workspaceId);
  // Times are shown and typed on the newsletter's clock, so the form is filled once its zone is known (UTC only when
  // the settings cannot be read).
  const settings = useScheduleSettings(workspaceId);
  const zone = settings.data?.timeZone ?? (settings.isError ? 'UTC' : null);
  const [imageFile, setImageFile] = useState<File | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const rewriteAvailable = useRewriteAvailable(workspaceId);
  const [rewriteSource, setRewriteSource] = useState<string | null>(null);
  /**
   * The content before an accepted rewrite: Undo puts it back (a toast would sit behind this modal dialog). The box
   * holds text both before and after, so the two swap without changing form.
   */
  const [beforeRewrite, setBeforeRewrite] = useState<string | null>(null);

  useEffect(() => {
    if (!open || zone === null) return;
    reset(item ? valuesOfItem(item, zone) : emptyItemValues);
    setImageFile(null);
    setFormError(null);
    setRewriteSource(null);
    setBeforeRewrite(null);
  }, [open, item, reset, zone]);

  const openRewrite = () => {
    const { content, summary } = getValues();
    setRewriteSource((content || summary).trim());
  };

  const acceptRewrite = (rewrite: string) => {
    setBeforeRewrite(getValues('content'));
    setValue('content', plainTextOfRewrite(rewrite), { shouldDirty: true, shouldValidate: true });
  };

  const undoRewrite = () => {
    if (beforeRewrite === null) return;
    setValue('content', beforeRewrite, { shouldDirty: true, shouldValidate: true });
    setBeforeRewrite(null);
  };

  const contentActions = rewriteAvailable ? (
    <>
      {beforeRewrite !== null ? (
        <span role="status" className="flex items-center gap-1 text-sm text-gray-700">
          Rewrite accepted.
          <Button variant="ghost" className="px-2 py-1" onClick={undoRewrite}>
            Undo
          </Button>
        </span>
      ) : null}
      <Button variant="secondary" onClick={openRewrite}>
        <Sparkles aria-hidden="true" className="size-4" />
        Rewrite with AI
      </Button>
    </>
  ) : null;

  const onSubmit = handleSubmit((values) => {
    if (zone === null) return;
    setFormError(null);
    const body = itemFormData(kind.feedType, values, { workspaceId, timeZone: zone, imageFile, editing: item });
    save.mutate(
      { feedType: kind.feedType, form: body, editing: Boolean(item) },
      {
        onSuccess: () => {
          showSuccess(item ? `${capitalize(kind.noun)} updated` : `${capitalize(kind.noun)} created`);
          onOpenChange(false);
        },
        onError: (error) => setFormError(applyServerError(error, setError, serverFields)),
      },
    );
  });

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={item ? `Edit ${kind.noun}` : `New ${kind.noun}`}
      size="lg"
      footer={
        <FormDialogFooter
          formId="item-form"
          submitLabel={item ? 'Save changes' : `Create ${kind.noun}`}
          pending={save.isPending}
          onCancel={() => onOpenChange(false)}
        />
      }
    >
      {zone === null ? (
        <LoadingState label="Loading the newsletter's time zone..." />
      ) : (
        <FormProvider {...form}>
          <form id="item-form" noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
            {formError ? <Alert>{formError}</Alert> : null}
            {kind.feedType === 'events' && !item ? <EventFromLink workspaceId={workspaceId} timeZone={zone} /> : null}
            {/* Named once, beside the times: an ad's and an event's in their own section, else the published date's. */}
            {kind.feedType === 'events' || kind.feedType === 'ads' ? null : (
              <p className="-mb-2 text-sm text-gray-600">{timesInZoneText(zone)}</p>
            )}
            <CommonFields workspaceId={workspaceId} editing={Boolean(item)} contentActions={contentActions} />
            <Controller
              control={control}
              name="imageUrl"
              render={({ field, fieldState }) => (
                <ImageField
                  workspaceId={workspaceId}
                  url={field.value}
                  onUrlChange={field.onChange}
                  urlError={fieldState.error?.message}
                  file={imageFile}
                  onFileChange={setImageFile}
                />
              )}
            />
            {kind.feedType === 'ads' ? <AdFields workspaceId={workspaceId} timeZone={zone} /> : null}
            {kind.feedType === 'events' ? <EventFields workspaceId={workspaceId} timeZone={zone} /> : null}
          </form>
        </FormProvider>
      )}
      <RewriteDialog
        open={rewriteSource !== null}
        onOpenChange={(next) => (next ? undefined : setRewriteSource(null))}
        workspaceId={workspaceId}
        original={rewriteSource ?? ''}
        onAccept={acceptRewrite}
      />
    </Modal>
  );
}
