import type { CalendarAd, CalendarEvent } from '@newsletter-os/contracts';
import { Megaphone, PartyPopper } from 'lucide-react';
import { cn } from '../../shared/ui/cn';

/** The day's ad bookings and events: what the day's newsletter has to carry. */
export function LayerChips({
  ads,
  events,
  limit,
  bookings = [],
  soldOut = [],
}: {
  ads: readonly CalendarAd[];
  events: readonly CalendarEvent[];
  /** Ad bookings of the day ("Presenting sponsor — Joe's Pizza"). */
  bookings?: readonly { id: string; title: string }[];
  /** Exclusive products sold on the day. */
  soldOut?: readonly string[];
  /** Show at most this many, then "+N more" (the month grid); all in the list view. */
  limit?: number;
}) {
  const items = [
    ...soldOut.map((name) => ({ key: `sold-${name}`, kind: 'Sold out', title: `${name} sold out`, ad: true })),
    ...bookings.map((b) => ({ key: `booking-${b.id}`, kind: 'Booked ad', title: b.title, ad: true })),
    ...ads.map((ad) => ({ key: `ad-${ad.id}`, kind: 'Ad', title: ad.title, ad: true })),
    ...events.map((event) => ({ key: `event-${event.id}`, kind: 'Event', title: event.title, ad: false })),
  ];
  if (items.length === 0) return null;
  const shown = limit === undefined ? items : items.slice(0, limit);
  const hidden = items.length - shown.length;
  return (
    <ul className="flex flex-col gap-0.5" aria-label="Ads and events">
      {shown.map((item) => {
        const Icon = item.ad ? Megaphone : PartyPopper;
        return (
          <li
            key={item.key}
            className={cn(
              'flex items-start gap-1 rounded px-1.5 py-0.5 text-[11px] leading-tight',
              item.ad ? 'bg-amber-50 text-amber-900' : 'bg-fuchsia-50 text-fuchsia-900',
            )}
            title={`${item.kind}: ${item.title}`}
          >
            <Icon aria-hidden="true" className="mt-px size-3 shrink-0" />
            <span className="sr-only">{item.kind}: </span>
            {/* Two lines: "Presenting sponsor — Joe's Pizza" must name the advertiser in a narrow day cell. */}
            <span className="line-clamp-2 min-w-0 break-words">{item.title}</span>
          </li>
        );
      })}
      {hidden > 0 ? <li className="px-1.5 text-[11px] text-gray-600">+{hidden} more</li> : null}
    </ul>
  );
}
