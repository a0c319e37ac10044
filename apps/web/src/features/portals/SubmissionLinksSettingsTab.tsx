import type { PortalLink } from '@newsletter-os/contracts';
import { Check, Copy, Link2, Power, QrCode, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../shared/api/errors';
import { showError, showSuccess } from '../../shared/toast';
import { Badge } from '../../shared/ui/Badge';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { SelectField } from '../../shared/ui/Field';
import { SettingsSection } from '../../shared/ui/SettingsSection';
import { LoadingState } from '../../shared/ui/Spinner';
import { ErrorState, NoWorkspaceState } from '../../shared/ui/States';
import { useCompanyOptions } from '../business-companies';
import { useWorkspaceId } from '../workspaces';
import { usePortalLinks, useRevokeLink, useRotateLink } from './api';
import { QrCodeDialog } from './QrCodeDialog';

const hints: Record<PortalLink['kind'], string> = {
  partner: 'For signed-in partners: opens Content Upload in this newsletter.',
  ugc: 'Readers send stories and photos.',
  events: 'Anyone can submit an event.',
  ads: 'Businesses send an ad.',
};

/** Settings → Submission links: copy, print (QR), replace or turn off the newsletter's public links. */
export function SubmissionLinksSettingsTab() {
  const workspaceId = useWorkspaceId();
  if (!workspaceId) return <NoWorkspaceState what="submission links" />;
  return <LinksSection workspaceId={workspaceId} />;
}

type Confirm = { link: PortalLink; action: 'rotate' | 'revoke' } | null;

function LinksSection({ workspaceId }: { workspaceId: string }) {
  const links = usePortalLinks(workspaceId);
  const rotate = useRotateLink(workspaceId);
  const revoke = useRevokeLink(workspaceId);
  const companies = useCompanyOptions(workspaceId);
  const [copied, setCopied] = useState<string | null>(null);
  const [qr, setQr] = useState<PortalLink | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [companyId, setCompanyId] = useState('');

  const copy = async (link: PortalLink) => {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied(link.id);
      showSuccess(`${link.label} link copied`);
    } catch {
      showError('The link could not be copied: select it and copy it by hand');
    }
  };

  const run = () => {
    if (!confirm) return;
    const { link, action } = confirm;
    const callbacks = {
      onSuccess: ({ message }: { message: string }) => {
        setConfirm(null);
        showSuccess(message);
      },
      onError: (error: unknown) => {
        setConfirm(null);
        showError(errorMessage(error));
      },
    };
    if (action === 'rotate') {
      rotate.mutate({ kind: link.kind, businessCompanyId: link.businessCompanyId ?? undefined }, callbacks);
    } else revoke.mutate(link.id, callbacks);
  };

  const companyLinks = new Set((links.data ?? []).map((l) => l.businessCompanyId).filter(Boolean));
  const companyOptions = (companies.data ?? [])
    .filter((c) => !companyLinks.has(c.id))
    .map((c) => ({ value: c.id, label: c.name }));

  return (
    <SettingsSection
      title="Submission links"
      description="Share these links so readers, organisers, advertisers and partners can send you content. Everything they send waits in the content manager's review queue."
    >
      {links.isPending ? (
        <LoadingState label="Loading links..." />
      ) : links.isError ? (
        <ErrorState message={errorMessage(links.error)} onRetry={() => links.refetch()} />
      ) : (
        <ul className="flex flex-col gap-3">
          {links.data.map((link) => (
            <li key={link.id} className="rounded-2xl border border-gray-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="text-base font-semibold text-gray-900">{link.label}</h3>
                {link.state === 'active' ? (
                  <Badge tone="green">On</Badge>
                ) : (
                  <Badge tone="gray">{link.state === 'revoked' ? 'Turned off' : 'Expired'}</Badge>
                )}
                {link.expiresAt && link.state === 'active' ? (
                  <span className="text-xs text-gray-500">until {new Date(link.expiresAt).toLocaleDateString()}</span>
                ) : null}
              </div>
              <p className="mt-1 text-sm text-gray-600">{hints[link.kind]}</p>
              {link.state === 'active' ? (
                <input
                  readOnly
                  aria-label={`${link.label} link`}
                  value={link.url}
                  onFocus={(event) => event.target.select()}
                  className="mt-3 block w-full truncate rounded-lg border border-gray-300 bg-gray-50 px-3 py-2 font-mono text-xs text-gray-800"
                />
              ) : null}
              <div className="mt-3 flex flex-wrap gap-2">
                {link.state === 'active' ? (
                  <>
                    <Button variant="secondary" onClick={() => copy(link)} aria-label={`Copy ${link.label} link`}>
                      {copied === link.id ? (
                        <Check aria-hidden="true" className="size-4" />
                      ) : (
                        <Copy aria-hidden="true" className="size-4" />
                      )}
                      Copy
                    </Button>
                    <Button
                      variant="secondary"
                      onClick={() => setQr(link)}
                      aria-label={`QR code of ${link.label} link`}
                    >
                      <QrCode aria-hidden="true" className="size-4" />
                      QR code
                    </Button>
                    <Button
                      variant="ghost"
                      onClick={() => setConfirm({ link, action: 'rotate' })}
                      aria-label={`New ${link.label} link`}
                    >
                      <RefreshCw aria-hidden="true" className="size-4" />
                      New link
                    </Button>
                    <Button
                      variant="ghost"
                      onClick={() => setConfirm({ link, action: 'revoke' })}
                      aria-label={`Turn off ${link.label} link`}
                    >
                      <Power aria-hidden="true" className="size-4" />
                      Turn off
                    </Button>
                  </>
                ) : (
                  <Button
                    onClick={() => setConfirm({ link, action: 'rotate' })}
                    aria-label={`Turn on ${link.label} link`}
                  >
                    <Link2 aria-hidden="true" className="size-4" />
                    Make a new link
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}

      <form
        className="flex flex-wrap items-end gap-3 rounded-2xl border border-dashed border-gray-300 p-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!companyId) return;
          rotate.mutate(
            { kind: 'ads', businessCompanyId: companyId },
            {
              onSuccess: () => {
                setCompanyId('');
                showSuccess('Ad link ready');
              },
              onError: (error) => showError(errorMessage(error)),
            },
          );
        }}
      >
        <div className="w-full sm:w-72">
          <SelectField
            label="Ad link for a business"
            hint="The form then names this business for the advertiser."
            value={companyId}
            onChange={(event) => setCompanyId(event.target.value)}
            options={[
              { value: '', label: companyOptions.length ? 'Choose a business' : 'No business without a link' },
              ...companyOptions,
            ]}
          />
        </div>
        <Button type="submit" disabled={!companyId} loading={rotate.isPending && Boolean(companyId)}>
          Create ad link
        </Button>
      </form>

      <QrCodeDialog link={qr} onClose={() => setQr(null)} />
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => (open ? undefined : setConfirm(null))}
        title={
          confirm?.action === 'revoke'
            ? `Turn off the ${confirm.link.label} link?`
            : `Make a new ${confirm?.link.label} link?`
        }
        confirmLabel={confirm?.action === 'revoke' ? 'Turn off' : 'Make new link'}
        tone={confirm?.action === 'revoke' ? 'danger' : 'primary'}
        pending={rotate.isPending || revoke.isPending}
        onConfirm={run}
      >
        {confirm?.action === 'revoke'
          ? 'The link stops working at once. Anyone who opens it is told to ask you for a new one.'
          : 'The current link stops working at once; share the new one instead. Submissions already sent are kept.'}
      </ConfirmDialog>
    </SettingsSection>
  );
}
