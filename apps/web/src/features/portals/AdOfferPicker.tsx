import { type AdOffer, formatMoney } from '@newsletter-os/contracts';
import { format } from 'date-fns';
import { useState } from 'react';
import { Button } from '../../shared/ui/Button';

export interface AdSelection {
  productId: string;
  days: string[];
}

const money = (minor: number, currency: string) => formatMoney(minor, currency);
/** Days listed before "Show all 8 weeks". */
const FIRST_DAYS = 14;
const dayLabel = (day: string) => format(new Date(`${day}T12:00:00`), 'EEE d MMM');

/**
 * The public ad page's booking: pick a product (price per issue), then issue days with a free seat; full days are
 * shown but cannot be picked. The total is the price times the days.
 */
export function AdOfferPicker({
  offer,
  selection,
  onChange,
}: {
  offer: AdOffer;
  selection: AdSelection;
  onChange: (next: AdSelection) => void;
}) {
  const product = offer.products.find((p) => p.id === selection.productId);
  const [allDays, setAllDays] = useState(false);
  // Eight weeks of days is a long list on a phone: the first two come first, picked days always show.
  const shownDays = allDays
    ? offer.availability
    : offer.availability.filter((day, index) => index < FIRST_DAYS || selection.days.includes(day.date));
  const toggle = (day: string) =>
    onChange({
      ...selection,
      days: selection.days.includes(day) ? selection.days.filter((d) => d !== day) : [...selection.days, day].sort(),
    });
  return (
    <section
      aria-labelledby="ad-offer-heading"
      className="mb-6 flex flex-col gap-4 rounded-lg border border-gray-200 p-4"
    >
      <h2 id="ad-offer-heading" className="text-lg font-semibold">
        Book a spot
      </h2>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Ad product</legend>
        {offer.products.map((p) => (
          <label key={p.id} className="flex cursor-pointer items-start gap-3 rounded-md border border-gray-200 p-3">
            <input
              type="radio"
              name="ad-product"
              className="mt-1"
              checked={selection.productId === p.id}
              onChange={() => onChange({ productId: p.id, days: [] })}
            />
            <span className="flex flex-col">
              <span className="font-medium">
                {p.name} — {p.priceCents === 0 ? 'free' : `${money(p.priceCents, p.currency)} per issue`}
              </span>
              {p.description ? <span className="text-sm text-gray-600">{p.description}</span> : null}
            </span>
          </label>
        ))}
      </fieldset>
      {product ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">Issue days (next 8 weeks)</legend>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {shownDays.map((day) => {
              const slot = day.products.find((s) => s.productId === product.id);
              const free = slot?.free ?? 0;
              // Before the lead time a day is closed, whatever its seats: saying "Sold out" misleads.
              const closed = day.date < product.bookableFrom;
              const seats = closed
                ? `Closed — books ${product.leadDays} ${product.leadDays === 1 ? 'day' : 'days'} ahead`
                : free > 0
                  ? `${free} of ${slot?.capacity ?? 0} free`
                  : 'Sold out';
              return (
                <li key={day.date}>
                  <label
                    className={`flex h-full items-start gap-2 rounded-md border p-2 text-sm ${free > 0 ? 'cursor-pointer border-gray-200' : 'border-gray-100 text-gray-500'}`}
                  >
                    <input
                      type="checkbox"
                      // Spoken as the staff booking form names its days: the day, then its seats.
                      aria-label={`${dayLabel(day.date)} · ${seats}`}
                      className="mt-0.5"
                      disabled={free === 0}
                      checked={selection.days.includes(day.date)}
                      onChange={() => toggle(day.date)}
                    />
                    <span className="flex flex-col">
                      <span className="font-medium">{dayLabel(day.date)}</span>
                      <span className={free > 0 ? 'text-gray-600' : ''}>{seats}</span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
          {offer.availability.length > FIRST_DAYS ? (
            <Button variant="secondary" className="self-start" onClick={() => setAllDays((all) => !all)}>
              {allDays ? 'Show the first two weeks' : 'Show all 8 weeks'}
            </Button>
          ) : null}
          <p className="font-medium" aria-live="polite">
            {selection.days.length === 0
              ? 'Pick at least one day.'
              : `${selection.days.length} ${selection.days.length === 1 ? 'issue' : 'issues'} — total ${money(product.priceCents * selection.days.length, product.currency)}`}
          </p>
        </fieldset>
      ) : null}
    </section>
  );
}
