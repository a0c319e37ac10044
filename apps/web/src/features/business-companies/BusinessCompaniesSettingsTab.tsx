import type { BusinessCompany } from '@newsletter-os/contracts';
import { Building2, GitMerge, Globe, Mail, Pencil, Phone, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { errorMessage, errorStatus } from '../../shared/api/errors';
import { showSuccess } from '../../shared/toast';
import { Alert } from '../../shared/ui/Alert';
import { Badge } from '../../shared/ui/Badge';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { Pagination } from '../../shared/ui/Pagination';
import { SettingsSection } from '../../shared/ui/SettingsSection';
import { LoadingState } from '../../shared/ui/Spinner';
import { EmptyState, ErrorState, NoWorkspaceState } from '../../shared/ui/States';
import { safeHref } from '../../shared/ui/safe';
import { useWorkspaceId } from '../workspaces';
import { COMPANY_PAGE_SIZE, useCompaniesPage, useDeleteCompany } from './api';
import { CompanyFormDialog } from './CompanyFormDialog';
import { CompanyLogo } from './CompanyLogo';
import { MergeCompanyDialog } from './MergeCompanyDialog';

interface PendingDelete {
  company: BusinessCompany;
  /** The server's explanation when the company has ads; the second confirmation sends confirm=true. */
  serverMessage: string | null;
  error: string | null;
}

/** Settings → Business companies: the advertisers of this newsletter. */
export function BusinessCompaniesSettingsTab() {
  const workspaceId = useWorkspaceId();
  if (!workspaceId) return <NoWorkspaceState what="business companies" />;
  return <CompaniesSection key={workspaceId} workspaceId={workspaceId} />;
}

function CompaniesSection({ workspaceId }: { workspaceId: string }) {
  const [page, setPage] = useState(1);
  const companies = useCompaniesPage(workspaceId, page);
  const remove = useDeleteCompany(workspaceId);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<BusinessCompany | null>(null);
  const [pending, setPending] = useState<PendingDelete | null>(null);
  const [merging, setMerging] = useState<BusinessCompany | null>(null);

  const openForm = (company: BusinessCompany | null) => {
    setEditing(company);
    setFormOpen(true);
  };

  const confirmDelete = () => {
    if (!pending) return;
    const confirm = pending.serverMessage !== null;
    remove.mutate(
      { id: pending.company.id, confirm },
      {
        onSuccess: (result) => {
          showSuccess(
            result.archivedAds > 0
              ? `Business company deleted; ${result.archivedAds} ads archived`
              : 'Business company deleted',
          );
          setPending(null);
          // The last item of a page went: step back so the list is not empty.
          if (companies.data?.results.length === 1 && page > 1) setPage(page - 1);
        },
        onError: (error) => {
          if (!confirm && errorStatus(error) === 409) {
            setPending({ ...pending, serverMessage: errorMessage(error), error: null });
          } else {
            setPending({ ...pending, error: errorMessage(error) });
          }
        },
      },
    );
  };

  const results = companies.data?.results ?? [];
  return (
    <SettingsSection
      title="Business companies"
      description="Advertisers whose ads run in this newsletter. Ads are linked to a company."
      actions={
        <Button onClick={() => openForm(null)}>
          <Plus aria-hidden="true" className="size-4" />
          New company
        </Button>
      }
    >
      {companies.isPending ? (
        <LoadingState label="Loading business companies..." />
      ) : companies.isError ? (
        <ErrorState message={errorMessage(companies.error)} onRetry={() => companies.refetch()} />
      ) : results.length === 0 ? (
        <EmptyState
          icon={Building2}
          title="No business companies yet"
          description="Add the local businesses that advertise with you, then create ads for them."
          action={<Button onClick={() => openForm(null)}>New company</Button>}
        />
      ) : (
        <ul aria-label="Business companies" className="grid grid-cols-1 gap-3 md:grid-cols-2">
          {results.map((company) => (
            <CompanyCard
              key={company.id}
              company={company}
              onEdit={() => openForm(company)}
              onMerge={() => setMerging(company)}
              onDelete={() => setPending({ company, serverMessage: null, error: null })}
            />
          ))}
        </ul>
      )}

      {companies.data ? (
        <Pagination
          page={companies.data.page}
          totalPages={companies.data.totalPages}
          count={companies.data.count}
          pageSize={COMPANY_PAGE_SIZE}
          noun="companies"
          onPageChange={setPage}
          disabled={companies.isFetching}
        />
      ) : null}

      <MergeCompanyDialog
        key={merging?.id ?? 'closed'}
        company={merging}
        workspaceId={workspaceId}
        onOpenChange={(open) => (open ? undefined : setMerging(null))}
      />
      <CompanyFormDialog open={formOpen} onOpenChange={setFormOpen} workspaceId={workspaceId} company={editing} />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={pending?.serverMessage ? 'This company has ads' : 'Delete business company?'}
        confirmLabel={pending?.serverMessage ? 'Delete and archive ads' : 'Delete company'}
        pendingLabel="Deleting…"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      >
        <p>{pending?.serverMessage ?? `“${pending?.company.name}” will be deleted. This cannot be undone.`}</p>
        {pending?.error ? (
          <div className="mt-3">
            <Alert>{pending.error}</Alert>
          </div>
        ) : null}
      </ConfirmDialog>
    </SettingsSection>
  );
}

/**
 * One company. Names, addresses and e-mails wrap anywhere rather than being cut off: on a phone a long website must
 * stay readable and must not push the card (and the page) wider than the screen.
 */
function CompanyCard({
  company,
  onEdit,
  onMerge,
  onDelete,
}: {
  company: BusinessCompany;
  onEdit: () => void;
  onMerge: () => void;
  onDelete: () => void;
}) {
  const website = safeHref(company.website);
  return (
    <li className="flex gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <CompanyLogo company={company} className="size-12" />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="text-sm font-semibold wrap-anywhere text-gray-900">{company.name}</h3>
            <p className="text-xs text-gray-500">{company.adCount === 1 ? '1 ad' : `${company.adCount} ads`}</p>
            {company.fromPublicForm ? (
              <p className="mt-1">
                <Badge tone="yellow">From the public form</Badge>
              </p>
            ) : null}
          </div>
          <div className="flex shrink-0 gap-1">
            {company.fromPublicForm ? (
              <Button variant="ghost" className="px-2.5 py-2" aria-label={`Merge ${company.name}`} onClick={onMerge}>
                <GitMerge aria-hidden="true" className="size-4" />
              </Button>
            ) : null}
            <Button variant="ghost" className="px-2.5 py-2" aria-label={`Edit ${company.name}`} onClick={onEdit}>
              <Pencil aria-hidden="true" className="size-4" />
            </Button>
            <Button
              variant="ghost"
              className="px-2.5 py-2 text-red-600 hover:bg-red-50"
              aria-label={`Delete ${company.name}`}
              onClick={onDelete}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </div>
        </div>
        <dl className="mt-2 flex flex-col gap-1 text-sm text-gray-700">
          {website ? (
            <div className="flex items-start gap-2">
              <dt className="shrink-0 pt-0.5">
                <Globe aria-label="Website" className="size-4 text-gray-400" />
              </dt>
              <dd className="min-w-0 wrap-anywhere">
                <a href={website} target="_blank" rel="noopener noreferrer" className="text-indigo-700 hover:underline">
                  {company.website}
                </a>
              </dd>
            </div>
          ) : null}
          {company.contactName || company.contactEmail ? (
            <div className="flex items-start gap-2">
              <dt className="shrink-0 pt-0.5">
                <Mail aria-label="Contact" className="size-4 text-gray-400" />
              </dt>
              <dd className="min-w-0 wrap-anywhere">
                {[company.contactName, company.contactEmail].filter(Boolean).join(' · ')}
              </dd>
            </div>
          ) : null}
          {company.contactPhone ? (
            <div className="flex items-start gap-2">
              <dt className="shrink-0 pt-0.5">
                <Phone aria-label="Phone" className="size-4 text-gray-400" />
              </dt>
              <dd className="min-w-0 wrap-anywhere">{company.contactPhone}</dd>
            </div>
          ) : null}
        </dl>
      </div>
    </li>
  );
}
