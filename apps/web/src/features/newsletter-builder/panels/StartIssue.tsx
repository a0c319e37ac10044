import { EMPTY_NEWSLETTER_DOCUMENT, type NewsletterStyleInput } from '@newsletter-os/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { format, parseISO } from 'date-fns';
import { FilePlus2, LayoutTemplate } from 'lucide-react';
import { useId, useState } from 'react';
import { errorMessage } from '../../../shared/api/errors';
import { Alert } from '../../../shared/ui/Alert';
import { Button, focusRing } from '../../../shared/ui/Button';
import { cn } from '../../../shared/ui/cn';
import { useCan } from '../../../shared/use-can';
import { AssembleButton } from '../../issue-assembly';
import { saveNewsletter, useTemplates } from '../api';
import { builderKeys } from '../query-keys';

/** "Friday 12 June 2026". */
function longIssueDate(value: string): string {
  return format(parseISO(value), 'EEEE d MMMM yyyy');
}

/** A date without a newsletter: start one, blank or as a copy of a template. */
export function StartIssue({
  workspaceId,
  date,
  onAssembled,
}: {
  workspaceId: string;
  date: string;
  onAssembled: () => Promise<void>;
}) {
  const canEdit = useCan('editNewsletters');
  const queryClient = useQueryClient();
  const templates = useTemplates(workspaceId);
  const [templateId, setTemplateId] = useState('');
  const selectId = useId();
  const create = useMutation({
    mutationFn: async (fromTemplate: string | null) => {
      const template = fromTemplate ? templates.data?.find((entry) => entry.id === fromTemplate) : undefined;
      const outcome = await saveNewsletter({
        workspaceId,
        date,
        title: template?.title ?? '',
        subject: template?.subject ?? '',
        preheader: template?.preheader ?? '',
        document: template ? template.document : EMPTY_NEWSLETTER_DOCUMENT,
        style: template ? (template.style as NewsletterStyleInput) : undefined,
      });
      if (outcome.kind === 'conflict') return outcome.current; // Someone started this date a moment ago: open theirs.
      if (outcome.kind === 'created') return outcome.newsletter;
      throw new Error('A new newsletter was answered as a save over one');
    },
    onSuccess: (newsletter) => queryClient.setQueryData(builderKeys.ofDate(workspaceId, date), newsletter),
  });

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col items-center px-4 py-10 text-center sm:py-16">
      <span className="flex size-14 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
        <FilePlus2 aria-hidden="true" className="size-7" />
      </span>
      <h2 className="mt-4 text-xl font-semibold text-gray-900">No newsletter for {longIssueDate(date)} yet</h2>
      {canEdit ? (
        <>
          <p className="mt-2 max-w-md text-sm text-gray-600">
            Assemble it from what is ready, start with an empty page, or copy one of your templates. Changes save
            automatically.
          </p>
          {create.isError ? (
            <div className="mt-4 w-full text-left">
              <Alert>{errorMessage(create.error)}</Alert>
            </div>
          ) : null}
          <div className="mt-6 flex w-full flex-col gap-4 sm:w-auto">
            <AssembleButton workspaceId={workspaceId} date={date} variant="primary" onAssembled={onAssembled} />
            <Button
              variant="secondary"
              onClick={() => create.mutate(null)}
              loading={create.isPending && create.variables === null}
              loadingText="Starting…"
            >
              Start a blank newsletter
            </Button>
            {templates.data && templates.data.length > 0 ? (
              <div className="flex flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4 text-left">
                <label htmlFor={selectId} className="flex items-center gap-2 text-sm font-medium text-gray-800">
                  <LayoutTemplate aria-hidden="true" className="size-4" />
                  Start from a template
                </label>
                <div className="flex flex-col gap-2 sm:flex-row">
                  <select
                    id={selectId}
                    value={templateId}
                    onChange={(event) => setTemplateId(event.target.value)}
                    className={cn('flex-1 rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm', focusRing)}
                  >
                    <option value="">Choose a template</option>
                    {templates.data.map((template) => (
                      <option key={template.id} value={template.id}>
                        {template.name} ({template.document.blocks.length} blocks)
                      </option>
                    ))}
                  </select>
                  <Button
                    variant="secondary"
                    disabled={!templateId}
                    onClick={() => create.mutate(templateId)}
                    loading={create.isPending && create.variables === templateId}
                    loadingText="Starting…"
                  >
                    Use template
                  </Button>
                </div>
              </div>
            ) : null}
          </div>
        </>
      ) : (
        <p className="mt-2 text-sm text-gray-600">Nothing has been written for this date.</p>
      )}
    </div>
  );
}
