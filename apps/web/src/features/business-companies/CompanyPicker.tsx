import type { BusinessCompany } from '@newsletter-os/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../shared/ui/Button';
import { SelectField } from '../../shared/ui/Field';
import { useCan } from '../../shared/use-can';
import { useCompanyOptions } from './api';
import { CompanyFormDialog } from './CompanyFormDialog';

/**
 * Chooses the advertiser of an ad; admins and managers can also create one on the spot, which is then chosen.
 */
export function CompanyPicker({
  workspaceId,
  value,
  onChange,
  error,
  label = 'Business company',
}: {
  workspaceId: string;
  value: string;
  onChange: (companyId: string) => void;
  error?: string;
  label?: string;
}) {
  const companies = useCompanyOptions(workspaceId);
  const canCreate = useCan('manageWorkspaces');
  const [creating, setCreating] = useState(false);

  const options = [
    {
      value: '',
      label: companies.isPending ? 'Loading...' : companies.isError ? 'Could not load companies' : 'Select company',
    },
    ...(companies.data ?? []).map((company) => ({ value: company.id, label: company.name })),
  ];

  return (
    <div className="flex flex-col gap-1">
      <SelectField
        label={label}
        options={options}
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value)}
      />
      {canCreate ? (
        <Button variant="ghost" className="self-start px-2 py-1.5 text-indigo-700" onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" className="size-4" />
          New company
        </Button>
      ) : null}
      {canCreate ? (
        <CompanyFormDialog
          open={creating}
          onOpenChange={setCreating}
          workspaceId={workspaceId}
          onSaved={(company: BusinessCompany) => onChange(company.id)}
        />
      ) : null}
    </div>
  );
}
