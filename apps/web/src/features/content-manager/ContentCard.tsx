import { type FeedItem, formatEventWhen, zonedDateOf, zonedTimeOf } from '@newsletter-os/contracts';
import { CalendarDays, ExternalLink, ImageOff, MapPin, Megaphone, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button, focusRing } from '../../shared/ui/Button';
import { Checkbox } from '../../shared/ui/Checkbox';
import { cn } from '../../shared/ui/cn';
import { safeHref } from '../../shared/ui/safe';
import { zonedDayLabel, zonedDaysLabel } from '../../shared/zoned-day';
import { TagChip } from '../tags';
import { StatusBadge } from './StatusBadge';

/** "12 Dec 2026, 18:30" on the newsletter's clock (an ad that does not start at a midnight there). */
function zonedMoment(iso: string | null, timeZone: string): string | null {
  if (!iso || Number.isNaN(new Date(iso).getTime())) return null;
  return `${zonedDayLabel(iso, timeZone)}, ${zonedTimeOf(iso, timeZone)}`;
}

function zonedMoments(start: string | null, end: string | null, timeZone: string): string | null {
  const from = zonedMoment(start, timeZone);
  const to = zonedMoment(end, timeZone);
  if (from && to) return `${from} – ${to}`;
  return from ?? (to ? `until ${to}` : null);
}

/**
 * An ad's run: whole days in the workspace's zone when it starts at a midnight there (a booked ad always does),
 * else its moments.
 */
function adDays(start: string | null, end: string | null, timeZone: string): string | null {
  const startsAtMidnight =
    start !== null && !Number.isNaN(Date.parse(start)) && zonedTimeOf(start, timeZone) === '00:00';
  return startsAtMidnight ? zonedDaysLabel(start, end, timeZone) : zonedMoments(start, end, timeZone);
}

/**
 * An event's time as readers get it ("Sat 12 Dec · 6:30 – 9 pm"), on the newsletter's clock: read on the browser's,
 * an 18:30 Chicago event showed as 16:30 to a publisher in Los Angeles. Another year than this one is named.
 */
function eventTimeText(start: string | null, end: string | null, timeZone: string): string | null {
  if (!start || Number.isNaN(new Date(start).getTime())) return null;
  const referenceYear = Number(zonedDateOf(new Date(), timeZone).slice(0, 4));
  return formatEventWhen(start, end ?? undefined, { timeZone, referenceYear });
}

function Thumbnail({ src }: { src: string | undefined }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-gray-100 sm:h-20 sm:w-28">
      {src && !failed ? (
        <img src={src} alt="" loading="lazy" className="size-full object-cover" onError={() => setFailed(true)} />
      ) : (
        <ImageOff aria-hidden="true" className="size-6 text-gray-300" />
      )}
    </div>
  );
}

/** Venue and address as one line, each part once (an address often starts with its venue). */
export function placeText(venue: string | null, address: string | null): string {
  const seen = new Set<string>();
  return [venue, address]
    .flatMap((text) => (text ?? '').split(','))
    .map((part) => part.trim())
    .filter((part) => {
      const key = part.toLowerCase();
      if (!part || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .join(', ');
}

/**
 * One content item. Every text from the item (title, summary, source) is rendered as text, never as HTML, and
 * only http(s) links and images are used.
 */
export function ContentCard({
  item,
  selected,
  onSelectedChange,
  onEdit,
  onDelete,
  timeZone = 'UTC',
}: {
  item: FeedItem;
  /** The workspace's zone: dates and times are shown on its clock (an ad runs on whole issue days there). */
  timeZone?: string;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  onEdit: () => void;
  onDelete?: () => void;
}) {
  const link = safeHref(item.link);
  const published = zonedDayLabel(item.publishedAt, timeZone);
  const submitter = item.submitterName ? `Submitted by ${item.submitterName}` : null;
  const meta = [item.source, item.author, submitter, published].filter(Boolean).join(' · ');
  const eventWhen = item.feedType === 'events' ? eventTimeText(item.eventStartsAt, item.eventEndsAt, timeZone) : null;
  const adWhen = item.feedType === 'ads' ? adDays(item.adStartsAt, item.adEndsAt, timeZone) : null;
  const where = placeText(item.venue, item.address);

  return (
    <li
      className={cn(
        'flex gap-3 rounded-2xl border bg-white p-4 shadow-sm transition-colors sm:gap-4',
        selected ? 'border-indigo-400 ring-1 ring-indigo-400' : 'border-gray-200',
      )}
    >
      <Checkbox
        label={`Select ${item.title}`}
        hideLabel
        checked={selected}
        onChange={(event) => onSelectedChange(event.target.checked)}
        className="mt-1 self-start"
      />
      <Thumbnail src={safeHref(item.imageUrl)} />
      <article className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="min-w-0 text-base font-semibold break-words text-gray-900">{item.title}</h2>
          {/* The actions wrap rather than push past the card on a phone (a link adds a fourth). */}
          <div className="flex min-w-0 flex-wrap items-center gap-1">
            <StatusBadge status={item.feedStatus} />
            {link ? (
              <a
                href={link}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Open the original of ${item.title}`}
                className={cn('rounded-lg p-2 text-gray-500 hover:bg-gray-100 hover:text-gray-800', focusRing)}
              >
                <ExternalLink aria-hidden="true" className="size-4" />
              </a>
            ) : null}
            <Button variant="ghost" className="px-2 py-2" aria-label={`Edit ${item.title}`} onClick={onEdit}>
              <Pencil aria-hidden="true" className="size-4" />
            </Button>
            {onDelete ? (
              <Button
                variant="ghost"
                className="px-2 py-2 text-gray-500 hover:bg-red-50 hover:text-red-700"
                aria-label={`Delete ${item.title}`}
                onClick={onDelete}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            ) : null}
          </div>
        </div>
        {meta ? <p className="mt-0.5 text-xs text-gray-500">{meta}</p> : null}
        {item.summary ? <p className="mt-2 line-clamp-2 text-sm text-gray-700">{item.summary}</p> : null}

        {item.feedType === 'ads' && (item.company || adWhen || item.placement) ? (
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-700">
            {item.company ? (
              <span className="inline-flex items-center gap-1 font-medium">
                <Megaphone aria-hidden="true" className="size-4 text-gray-400" />
                {item.company.name}
              </span>
            ) : null}
            {adWhen ? <span>Runs {adWhen}</span> : null}
            {item.placement ? <span>Placement: {item.placement}</span> : null}
          </p>
        ) : null}

        {item.feedType === 'events' ? (
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-700">
            {eventWhen ? (
              <span className="inline-flex items-center gap-1">
                <CalendarDays aria-hidden="true" className="size-4 text-gray-400" />
                {eventWhen}
              </span>
            ) : null}
            {where ? (
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden="true" className="size-4 text-gray-400" />
                {where}
              </span>
            ) : null}
            {item.distanceKm !== null ? <span>{item.distanceKm.toFixed(1)} km away</span> : null}
            {item.price ? <span>{item.price}</span> : null}
          </p>
        ) : null}

        {item.tags.length > 0 ? (
          <ul aria-label="Tags" className="mt-2 flex flex-wrap gap-1">
            {item.tags.map((tag) => (
              <li key={tag.tagId}>
                <TagChip label={tag.name} color={tag.color} />
              </li>
            ))}
          </ul>
        ) : null}
      </article>
    </li>
  );
}
