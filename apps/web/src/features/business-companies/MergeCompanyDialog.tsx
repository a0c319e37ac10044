import type { BusinessCompany } from '@newsletter-os/contracts';
import { type FormEvent, useState } from 'react';
import { errorMessage, fieldErrorsOf } from '../../shared/api/errors';
import { showSuccess } from '../../shared/toast';
import { SelectField } from '../../shared/ui/Field';
import { FormDialog } from '../../shared/ui/FormDialog';
import { useCompanyOptions, useMergeCompany } from './api';

/**
 * Merges an advertiser a public ad form added into the one it really is: the form never matches names itself
 * (anyone could type a competitor's), so staff decide. Keyed by the company, so each opening starts empty.
 */
export function MergeCompanyDialog({
  company,
  workspaceId,
  onOpenChange,
}: {
  company: BusinessCompany | null;
  workspaceId: string;
  onOpenChange: (open: boolean) => void;
}) {
  const options = useCompanyOptions(workspaceId);
  const merge = useMergeCompany(workspaceId);
  const [intoId, setIntoId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();

  const others = (options.data ?? []).filter((other) => other.id !== company?.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!company) return;
    if (!intoId) {
      setFieldError('Choose the advertiser to keep');
      return;
    }
    merge.mutate(
      { id: company.id, intoId },
      {
        onSuccess: (kept) => {
          showSuccess(`Merged into ${kept.name}`);
          onOpenChange(false);
        },
        onError: (failure) => {
          const field = fieldErrorsOf(failure).find((f) => f.field === 'intoId');
          if (field) setFieldError(field.message);
          else setError(errorMessage(failure));
        },
      },
    );
  };

  return (
    <FormDialog
      open={company !== null}
      onOpenChange={onOpenChange}
      title="Merge advertiser"
      description={
        company
          ? `“${company.name}” came from the public ad form. Its bookings and ads move to the advertiser you keep, and “${company.name}” is deleted.`
          : undefined
      }
      submitLabel="Merge"
      pendingLabel="Merging…"
      pending={merge.isPending}
      error={error}
      onSubmit={submit}
    >
      <SelectField
        label="Keep this advertiser"
        value={intoId}
        error={fieldError}
        options={[
          { value: '', label: options.isPending ? 'Loading...' : 'Select company' },
          ...others.map((other) => ({ value: other.id, label: other.name })),
        ]}
        onChange={(e) => {
          setIntoId(e.target.value);
          setFieldError(undefined);
        }}
      />
    </FormDialog>
  );
}
