import type { AdBooking } from '@newsletter-os/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { errorMessage } from '../../shared/api/errors';
import { showSuccess } from '../../shared/toast';
import { SelectField } from '../../shared/ui/Field';
import { FormDialog } from '../../shared/ui/FormDialog';
import { ErrorState } from '../../shared/ui/States';
import { defaultFilters, listParams, useContentItems } from '../content-manager/content-items.entry';
import { useSetBookingCreative } from './api';

/**
 * The ad a confirmed booking runs, chosen from its advertiser's ads: a booking is often made before the creative
 * arrives. What is chosen here is what the builder places for the booking.
 */
export function CreativeDialog({
  workspaceId,
  booking,
  onClose,
}: {
  workspaceId: string;
  booking: AdBooking;
  onClose: () => void;
}) {
  const ads = useContentItems(
    workspaceId,
    'ads',
    listParams(workspaceId, 'ads', { ...defaultFilters, businessCompanyId: booking.businessCompanyId }, '', 1),
  );
  // The same list may be cached from the booking form; an ad added since (by a colleague, in another tab) must show.
  const { refetch } = ads;
  useEffect(() => {
    void refetch();
  }, [refetch]);
  const save = useSetBookingCreative(workspaceId);
  const [feedItemId, setFeedItemId] = useState(booking.feedItemId ?? '');
  const [error, setError] = useState<string | null>(null);
  const items = ads.data?.results ?? [];
  const options = [
    { value: '', label: ads.isPending ? 'Loading the ads…' : 'No ad yet' },
    ...items.map((item) => ({ value: item.id, label: item.title })),
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate(
      { id: booking.id, feedItemId: feedItemId || null },
      {
        onSuccess: ({ message }) => {
          showSuccess(message);
          onClose();
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Ad for ${booking.businessCompanyName}`}
      description={`${booking.productName}: the ad the newsletter builder places for this booking.`}
      submitLabel="Save ad"
      pendingLabel="Saving…"
      pending={save.isPending}
      error={error}
      onSubmit={submit}
    >
      {ads.isError ? <ErrorState message={errorMessage(ads.error)} onRetry={() => void ads.refetch()} /> : null}
      <SelectField
        label="Ad"
        value={feedItemId}
        options={options}
        // A list that failed to load says nothing about the advertiser's ads: only a loaded, empty one does.
        hint={
          ads.isSuccess && items.length === 0
            ? `${booking.businessCompanyName} has no ads yet: add one in Content Manager → Ads.`
            : undefined
        }
        onChange={(e) => setFeedItemId(e.target.value)}
      />
    </FormDialog>
  );
}
