import type { AdProduct } from '@newsletter-os/contracts';
import { type FormEvent, useMemo, useState } from 'react';
import { errorMessage } from '../../shared/api/errors';
import { showSuccess } from '../../shared/toast';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { Checkbox } from '../../shared/ui/Checkbox';
import { SelectField } from '../../shared/ui/Field';
import { LoadingState } from '../../shared/ui/Spinner';
import { useCompanyOptions } from '../business-companies';
import { defaultFilters, listParams, useContentItems } from '../content-manager/content-items.entry';
import { formatPrice, heldDatesOf, useAdAvailability, useBookAd } from './api';
import { addDays, BOOKING_WINDOW_DAYS, localDay, shortDay } from './dates';

/** Days listed before "Show all 8 weeks". */
const FIRST_DAYS = 14;

/** Book one product for an advertiser on one or many issue days of the next 8 weeks. */
export function BookingForm({ workspaceId, products }: { workspaceId: string; products: AdProduct[] }) {
  const from = localDay();
  const to = addDays(from, BOOKING_WINDOW_DAYS);
  const companies = useCompanyOptions(workspaceId);
  const availability = useAdAvailability(workspaceId, from, to);
  const book = useBookAd(workspaceId);
  const [productId, setProductId] = useState(products[0]?.id ?? '');
  const [companyId, setCompanyId] = useState('');
  const [feedItemId, setFeedItemId] = useState('');
  // The advertiser's current ads: the one chosen is what the builder places for this booking.
  const ads = useContentItems(
    workspaceId,
    'ads',
    listParams(workspaceId, 'ads', { ...defaultFilters, businessCompanyId: companyId }, '', 1),
  );
  const [dates, setDates] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  // Full days held only by unpaid checkouts, after a refused booking: staff may take them.
  const [heldDates, setHeldDates] = useState<string[]>([]);
  const product = products.find((p) => p.id === productId);

  const days = useMemo(
    () =>
      (availability.data ?? []).map((day) => ({
        date: day.date,
        seat: day.products.find((p) => p.productId === productId),
      })),
    [availability.data, productId],
  );

  const [allDays, setAllDays] = useState(false);
  // Eight weeks of days is a long list on a phone, above the bookings: two weeks first, picked days always show.
  const shownDays = allDays ? days : days.filter((day, index) => index < FIRST_DAYS || dates.includes(day.date));

  const toggle = (date: string, on: boolean) =>
    setDates((current) => (on ? [...current, date].sort() : current.filter((d) => d !== date)));

  const send = (takeUnpaidHolds: boolean) => {
    setError(null);
    setHeldDates([]);
    book.mutate(
      {
        productId,
        businessCompanyId: companyId,
        dates,
        feedItemId: feedItemId || null,
        ...(takeUnpaidHolds ? { takeUnpaidHolds } : {}),
      },
      {
        onSuccess: (booking) => {
          const booked = `Booked ${product?.name ?? 'the ad'} on ${booking.dates.map(shortDay).join(', ')}`;
          showSuccess(
            takeUnpaidHolds ? `${booked}; the unpaid checkouts were closed and their advertisers told` : booked,
          );
          setDates([]);
        },
        // A 409 names every sold-out day; nothing was booked, so the choice stays for the user to adjust.
        onError: (err) => {
          setError(errorMessage(err));
          setHeldDates(heldDatesOf(err));
        },
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setHeldDates([]);
    if (!companyId) return setError('Choose the advertiser.');
    if (dates.length === 0) return setError('Choose at least one issue day.');
    send(false);
  };

  const adOptions = [
    { value: '', label: companyId ? 'No ad yet' : 'Choose the advertiser first' },
    ...(companyId ? (ads.data?.results ?? []) : []).map((item) => ({ value: item.id, label: item.title })),
  ];
  const companyOptions = [
    { value: '', label: 'Choose an advertiser' },
    ...(companies.data ?? []).map((c) => ({ value: c.id, label: c.name })),
  ];
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="book-ad-heading"
      className="flex flex-col gap-4 rounded-2xl border border-gray-200 bg-white p-4 sm:p-6"
    >
      <h2 id="book-ad-heading" className="text-base font-semibold text-gray-900">
        Book an ad
      </h2>
      {error ? <Alert>{error}</Alert> : null}
      {heldDates.length > 0 ? (
        <div className="flex flex-col gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between">
          <p>
            Not paid yet: an advertiser's checkout holds {heldDates.map(shortDay).join(', ')}. Taking{' '}
            {heldDates.length === 1 ? 'it' : 'them'} closes that checkout and tells the advertiser by email.
          </p>
          <Button variant="secondary" className="shrink-0" loading={book.isPending} onClick={() => send(true)}>
            Take {heldDates.length === 1 ? 'this day' : 'these days'}
          </Button>
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Ad product"
          value={productId}
          options={products.map((p) => ({
            value: p.id,
            label: `${p.name} · ${formatPrice(p.priceCents, p.currency)}`,
          }))}
          onChange={(e) => {
            setProductId(e.target.value);
            setDates([]);
          }}
        />
        <SelectField
          label="Advertiser"
          value={companyId}
          options={companyOptions}
          hint={companies.data?.length === 0 ? 'Add advertisers in Settings → Business companies.' : undefined}
          onChange={(e) => {
            setCompanyId(e.target.value);
            setFeedItemId('');
          }}
        />
        <SelectField
          label="Ad"
          value={feedItemId}
          options={adOptions}
          disabled={!companyId}
          hint="The ad the newsletter builder places for this booking."
          onChange={(e) => setFeedItemId(e.target.value)}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-gray-800">Issue days</legend>
        {availability.isPending ? (
          <LoadingState label="Loading the issue days…" />
        ) : days.length === 0 ? (
          <p className="text-sm text-gray-600">
            No issue days in the next 8 weeks. Set the publishing days in Settings → Scheduling.
          </p>
        ) : (
          <ul aria-label="Issue days" className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {shownDays.map(({ date, seat }) => {
              const full = seat !== undefined && seat.free === 0;
              // A seat held by an unpaid checkout can still be taken by staff (the booking then asks to confirm).
              const takeable = full && (seat?.held ?? 0) > 0;
              return (
                <li key={date} className="rounded-lg border border-gray-200 px-3 py-2">
                  <Checkbox
                    label={
                      <span>
                        {shortDay(date)}{' '}
                        <span className={full && !takeable ? 'text-red-700' : 'text-gray-600'}>
                          {takeable
                            ? '· Held, not paid'
                            : full
                              ? '· Sold out'
                              : seat
                                ? `· ${seat.free} of ${seat.capacity} free`
                                : ''}
                        </span>
                      </span>
                    }
                    checked={dates.includes(date)}
                    disabled={full && !takeable && !dates.includes(date)}
                    onChange={(e) => toggle(date, e.target.checked)}
                  />
                </li>
              );
            })}
          </ul>
        )}
        {days.length > FIRST_DAYS ? (
          <Button variant="secondary" className="self-start" onClick={() => setAllDays((all) => !all)}>
            {allDays ? 'Show the first two weeks' : 'Show all 8 weeks'}
          </Button>
        ) : null}
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={book.isPending} loadingText="Booking…" disabled={!product}>
          Book {dates.length > 1 ? `${dates.length} days` : 'ad'}
        </Button>
        {product && dates.length > 0 ? (
          <span className="text-sm text-gray-600">
            Total {formatPrice(product.priceCents * dates.length, product.currency)}
          </span>
        ) : null}
      </div>
    </form>
  );
}
