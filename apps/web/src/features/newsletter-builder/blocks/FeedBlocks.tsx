import { type BlockOfType, formatEventWhen } from '@newsletter-os/contracts';
import { format } from 'date-fns';
import { CalendarDays, MapPin } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useScheduleSettings } from '../../scheduler/schedule-settings.entry';
import { useWorkspaceId } from '../../workspaces';
import { parseIssueDate, todayIssueDate } from '../issue-date';
import { useBuilderStore } from '../store';
import { BlockField } from './SimpleBlocks';

type Snapshot = BlockOfType<'article'>['snapshot'] | BlockOfType<'event'>['snapshot'] | BlockOfType<'ad'>['snapshot'];

function when(value: string | undefined, pattern: string): string | null {
  if (!value) return null;
  // A bare day (a booking's issue day) is that day wherever the viewer is, not UTC midnight read locally.
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00` : value);
  return Number.isNaN(date.getTime()) ? null : format(date, pattern);
}

/** A content item as the email's card shows it (the renderer's card: image, title, details, summary). */
function Card({
  snapshot,
  label,
  meta,
  sponsored = false,
}: {
  snapshot: Snapshot;
  label?: string;
  meta?: React.ReactNode;
  sponsored?: boolean;
}) {
  return (
    <article className="nl-card" data-sponsored={sponsored ? '' : undefined}>
      {label ? <p className="nl-card-meta font-bold">{label}</p> : null}
      {snapshot.imageUrl ? (
        <img src={snapshot.imageUrl} alt="" className="mb-3 block h-auto w-full" loading="lazy" />
      ) : null}
      <p className="nl-card-title">
        {snapshot.link ? (
          <a href={snapshot.link} target="_blank" rel="noopener noreferrer">
            {snapshot.title}
          </a>
        ) : (
          snapshot.title
        )}
      </p>
      {meta}
      {snapshot.summary ? <p className="nl-card-text line-clamp-4">{snapshot.summary}</p> : null}
    </article>
  );
}

interface EventWords {
  timeZone: string;
  /** The workspace's email language: the email writes dates the Intl way in it. */
  locale: string;
  /** The issue's year: the email prints an event's year only when it is another. */
  referenceYear: number;
}

/**
 * How the email says an event's time: the newsletter's zone and language (the browser's zone and English until the
 * settings arrive), and the year of the issue open in the builder (its `date`, as the page reads it).
 */
function useEventWords(): EventWords {
  const workspaceId = useWorkspaceId() ?? '';
  const settings = useScheduleSettings(workspaceId);
  const [params] = useSearchParams();
  const issueDate = parseIssueDate(params.get('date')) ?? todayIssueDate();
  return {
    timeZone: settings.data?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC',
    locale: settings.data?.language || 'en',
    referenceYear: Number(issueDate.slice(0, 4)),
  };
}

/** "Sat 12 Oct · 7 pm – 9 pm · Town Hall": the email's event line (email/blocks/feed-blocks.ts). */
function eventLine(snapshot: BlockOfType<'event'>['snapshot'], words: EventWords): string {
  return [formatEventWhen(snapshot.startsAt, snapshot.endsAt, words), snapshot.venue].filter(Boolean).join(' · ');
}

/**
 * An event as the email shows it: when and where, the title, the address, the summary and "Add to calendar" (its
 * signed link is made when the email is rendered, so here it is the words only).
 */
function EventCard({ snapshot }: { snapshot: BlockOfType<'event'>['snapshot'] }) {
  const line = eventLine(snapshot, useEventWords());
  return (
    <article className="nl-card">
      {snapshot.imageUrl ? (
        <img src={snapshot.imageUrl} alt="" className="mb-3 block h-auto w-full" loading="lazy" />
      ) : null}
      {line ? (
        <p className="nl-card-meta flex items-center gap-1 font-bold">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
          {line}
        </p>
      ) : null}
      <p className="nl-card-title">
        {snapshot.link ? (
          <a href={snapshot.link} target="_blank" rel="noopener noreferrer">
            {snapshot.title}
          </a>
        ) : (
          snapshot.title
        )}
      </p>
      {snapshot.address ? (
        <p className="nl-card-meta flex items-center gap-1">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {snapshot.address}
        </p>
      ) : null}
      {snapshot.summary ? <p className="nl-card-text line-clamp-4">{snapshot.summary}</p> : null}
      <p className="nl-card-meta">
        <span className="nl-calendar-link" title={`Add “${snapshot.title}” to your calendar (linked in the email)`}>
          Add to calendar
        </span>
      </p>
    </article>
  );
}

export function FeedBody({ block }: { block: BlockOfType<'article' | 'event' | 'ad'> }) {
  if (block.type === 'event') return <EventCard snapshot={block.snapshot} />;
  if (block.type === 'ad') {
    const from = when(block.snapshot.startDate, 'd MMM yyyy');
    const to = when(block.snapshot.endDate, 'd MMM yyyy');
    return (
      <Card
        snapshot={block.snapshot}
        sponsored
        label={`Sponsored${block.snapshot.businessName ? ` · ${block.snapshot.businessName}` : ''}`}
        meta={
          from || to ? (
            <p data-chrome className="nl-card-meta">
              Runs {from ?? '…'} – {to ?? '…'}
            </p>
          ) : null
        }
      />
    );
  }
  const published = when(block.snapshot.publishedAt, 'd MMM yyyy');
  return (
    <Card
      snapshot={block.snapshot}
      meta={
        block.snapshot.author || published ? (
          <p className="nl-card-meta">
            {[block.snapshot.author ? `By ${block.snapshot.author}` : null, published].filter(Boolean).join(' · ')}
          </p>
        ) : null
      }
    />
  );
}

export function EventsBody({ block }: { block: BlockOfType<'events'> }) {
  return (
    <div className="flex flex-col gap-2">
      <div data-chrome className="nl-fields">
        <BlockField
          label="Heading"
          value={block.heading ?? ''}
          maxLength={200}
          onCommit={(heading) =>
            useBuilderStore
              .getState()
              .updateBlock(block.id, (old) => ({ ...old, heading: heading.trim() ? heading : undefined }), 'heading')
          }
        />
      </div>
      <ul className="flex flex-col gap-2">
        {block.entries.map((entry) => (
          <li key={entry.sourceItemId}>
            <EventCard snapshot={entry.snapshot} />
          </li>
        ))}
      </ul>
    </div>
  );
}
