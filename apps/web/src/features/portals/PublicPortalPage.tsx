import { adBookingConflictSchema, type PublicPortalKind, type SubmissionReceipt } from '@newsletter-os/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage, errorStatus } from '../../shared/api/errors';
import { isHttpError } from '../../shared/api/request';
import { Alert } from '../../shared/ui/Alert';
import { LoadingState } from '../../shared/ui/Spinner';
import { AdOfferPicker, type AdSelection } from './AdOfferPicker';
import { challengeUrl, useAdOffer, usePortalInfo, useSubmitPortalForm } from './api';
import { PortalForm } from './form/PortalForm';
import { emptyPortalForm } from './form/portal-form';
import { PortalFrame } from './PortalFrame';
import { SubmissionReceived } from './SubmissionReceived';

const copy: Record<PublicPortalKind, { title: string; intro: string; submit: string }> = {
  ugc: {
    title: 'Share your story',
    intro: 'Send news, a photo or a note to the newsletter. The team reads every submission before it is published.',
    submit: 'Send story',
  },
  events: {
    title: 'Submit an event',
    intro: 'Tell readers what is on. The team reviews every event before it appears in the newsletter.',
    submit: 'Submit event',
  },
  ads: {
    title: 'Submit an ad',
    intro: 'Send your ad for the newsletter. The team reviews it and confirms the dates with you.',
    submit: 'Submit ad',
  },
};

/** The ad page when ads are bought here: the advertiser books and pays, then the team reviews. */
const PAID_AD_INTRO =
  'Book a spot, send your ad and pay online. The team reviews every ad before it runs; a rejected ad is refunded in full.';

/** The days a 409 of a booking names as full (none for any other error). */
function fullDatesOf(error: unknown): string[] {
  if (errorStatus(error) !== 409 || !isHttpError(error)) return [];
  const parsed = adBookingConflictSchema.safeParse((error.response?.data as { data?: unknown } | undefined)?.data);
  return parsed.success ? parsed.data.fullDates : [];
}

/** /ugc, /event and /ad: a public form reached through the newsletter's signed submission link. */
export function PublicPortalPage({ kind }: { kind: PublicPortalKind }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const info = usePortalInfo(token);
  const submit = useSubmitPortalForm(token, kind);
  const [receipt, setReceipt] = useState<(SubmissionReceipt & { message: string }) | null>(null);
  const offer = useAdOffer(token, kind === 'ads');
  const [selection, setSelection] = useState<AdSelection>({ productId: '', days: [] });
  const text = copy[kind];
  const products = offer.data?.products ?? [];

  if (!token) {
    return (
      <PortalFrame title={text.title}>
        <Alert>This page opens from a newsletter's submission link. Ask the publisher for their link.</Alert>
      </PortalFrame>
    );
  }
  if (info.isPending) {
    return (
      <PortalFrame title={text.title}>
        <LoadingState label="Loading the form..." />
      </PortalFrame>
    );
  }
  if (info.isError) {
    return (
      <PortalFrame title={text.title}>
        <Alert>{errorMessage(info.error)}</Alert>
      </PortalFrame>
    );
  }
  const portal = info.data;
  if (portal.kind !== kind) {
    return (
      <PortalFrame title={text.title} workspaceName={portal.workspaceName} logoUrl={portal.logoUrl}>
        <Alert>This link is for another kind of submission. Ask the publisher for the right link.</Alert>
      </PortalFrame>
    );
  }
  if (receipt) {
    return (
      <PortalFrame title="Thank you!" workspaceName={portal.workspaceName} logoUrl={portal.logoUrl}>
        <SubmissionReceived receipt={receipt} />
      </PortalFrame>
    );
  }
  return (
    <PortalFrame
      title={text.title}
      intro={products.some((p) => p.priceCents > 0) ? PAID_AD_INTRO : text.intro}
      workspaceName={portal.workspaceName}
      logoUrl={portal.logoUrl}
    >
      {products.length > 0 && offer.data ? (
        <AdOfferPicker offer={offer.data} selection={selection} onChange={setSelection} />
      ) : null}
      <PortalForm
        booking={
          selection.productId && selection.days.length > 0
            ? { days: selection.days, fields: { productId: selection.productId, dates: selection.days.join(',') } }
            : undefined
        }
        kind={kind}
        timeZone={portal.timeZone}
        initial={{ ...emptyPortalForm, businessName: portal.business?.name ?? '' }}
        businessLocked={Boolean(portal.business)}
        submitLabel={text.submit}
        busyLabel="Sending..."
        spam={{ formToken: portal.formToken, challengeUrl: challengeUrl(token) }}
        onSubmit={async (form) => {
          const sent = await submit.mutateAsync(form).catch(async (error: unknown) => {
            // A lost race: another advertiser took a day. The message names it ("Tue 8 Dec is sold out"); the
            // grid is fetched again and the day taken off the selection, so the next try can go through.
            const full = fullDatesOf(error);
            if (full.length > 0) {
              setSelection((current) => ({ ...current, days: current.days.filter((day) => !full.includes(day)) }));
              await offer.refetch();
            }
            throw error;
          });
          // A paid booking continues on Stripe's payment page; the seats are held while it is open.
          if (sent.checkoutUrl) {
            window.location.assign(sent.checkoutUrl);
            return;
          }
          setReceipt(sent);
          window.scrollTo({ top: 0 });
        }}
      />
    </PortalFrame>
  );
}
